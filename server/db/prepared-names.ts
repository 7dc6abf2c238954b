import { createHash } from "node:crypto";
import pg from "pg";

// Parsing and planning a statement often costs PostgreSQL more than running it: a prayer's
// three statements spent about 1.6 ms being parsed and planned against 0.6 ms running (the
// server log's parse/bind/execute durations). So, as postgres.js and Rails do by default,
// each connection prepares every statement with parameters the first time it sees its text
// and afterwards only binds and executes it; PostgreSQL's plan cache then keeps a generic
// plan once it is as good as planning each time (plan_cache_mode=auto).
//
// Every distinct text stays prepared on every connection for the connection's life, so the
// texts are bounded: past PREPARED_TEXTS_MAX, a new text runs unnamed as before. The app's
// statements are a fixed set (lists are passed as one array parameter, never spelled out
// one parameter per item), so the bound is only a guard.
const PREPARED_TEXTS_MAX = 500;

const names = new Map<string, string>();

/** The prepared statement's name for `text`, the same in every connection and process. */
export function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (!name && names.size < PREPARED_TEXTS_MAX) {
    name = `k_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown[] };

/** A node-postgres client that names (so prepares) each statement with parameters it runs. */
export class PreparingClient extends pg.Client {
  // node-postgres' query() has many overloads; this passes every call through, giving a
  // config object with parameters a name first.
  override query(...args: unknown[]): never {
    const [config, values] = args as [QueryConfig | string, unknown[] | undefined];
    if (typeof config === "object" && config && typeof config.text === "string" && config.name === undefined) {
      const parameters = values ?? config.values;
      const name = parameters?.length ? statementName(config.text) : undefined;
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
