import { createHash } from "node:crypto";

// Parsing and planning a statement often costs PostgreSQL more than running it: a prayer's
// three statements spent about 1.6 ms being parsed and planned against 0.6 ms running (the
// server log's parse/bind/execute durations). A statement sent with a name (node-postgres'
// `QueryConfig.name`) is prepared by each connection the first time it sees it and afterwards
// only bound and executed; PostgreSQL's plan cache then keeps a generic plan once it is as
// good as planning each time (plan_cache_mode=auto).
//
// Every distinct text stays prepared on every connection for the connection's life, so the
// texts are bounded: past PREPARED_TEXTS_MAX, a new text runs unnamed. The app's statements
// are a fixed set (lists are passed as one array parameter, never spelled out one parameter
// per item), so the bound is only a guard.
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
