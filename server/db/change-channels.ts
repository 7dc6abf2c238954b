import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { CHANGE_CHANNEL, type ChangeChannel } from "./read-cache";

// After a lost connection, how long before listening again.
const RECONNECT_MS = 1000;

/**
 * The change messages of a PostgreSQL server, on a connection of their own (LISTEN holds it).
 * A lost connection is reported as lost (messages may have been missed meanwhile) and opened
 * again.
 */
export function postgresChangeChannel(config: pg.ClientConfig): ChangeChannel {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  // Keys to announce, gathered while the last announcement is under way (or over one turn of the
  // event loop), then sent in one statement: a connection takes one statement at a time.
  let gathered: string[] = [];
  let announcing = false;
  // Set once the channel has been open: a later connection is a reconnection.
  let reconnecting = false;
  const announceGathered = async () => {
    announcing = true;
    await new Promise((resolve) => setImmediate(resolve));
    while (gathered.length) {
      const sending = payloads(gathered);
      gathered = [];
      // Unsent (the channel is lost): once it is back, everything is announced (see below).
      await client?.query("select pg_notify($1, p) from unnest($2::text[]) p", [CHANGE_CHANNEL, sending]).catch(() => {});
    }
    announcing = false;
  };

  return {
    async listen(heard, lost, found) {
      const connect = async () => {
        const next = new pg.Client(config);
        const drop = () => {
          if (client !== next) return;
          client = undefined;
          lost();
          next.end().catch(() => {});
          if (!closed) retry = setTimeout(() => void connect().catch(() => {}), RECONNECT_MS);
        };
        next.on("notification", (message) => {
          // What this process announced, it has forgotten already.
          const own = message.processId === (next as unknown as { processID?: number }).processID;
          if (message.channel === CHANGE_CHANNEL && !own) heard(message.payload ?? "");
        });
        next.on("error", drop);
        next.on("end", drop);
        client = next;
        try {
          await next.connect();
          await next.query(`listen ${CHANGE_CHANNEL}`);
        } catch (error) {
          drop();
          throw error;
        }
        if (client !== next || closed) return;
        found();
        // What this process wrote while it could not announce it: everything, to be sure.
        if (reconnecting) {
          gathered.push("*");
          if (!announcing) void announceGathered();
        }
        reconnecting = true;
      };
      await connect();
    },
    announce(keys) {
      gathered.push(keys);
      if (!announcing) void announceGathered();
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}

/**
 * The change messages of the embedded database. PGlite is one connection, which sends its
 * messages at each commit: they come back with the write's own answer, before it returns.
 */
export function pgliteChangeChannel(client: PGlite): ChangeChannel {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    async listen(heard, _lost, found) {
      unlisten = await client.listen(CHANGE_CHANNEL, heard);
      found();
    },
    // PGlite is one process, and its writes announce themselves.
    announce() {},
    async close() {
      await unlisten?.().catch(() => {});
    },
  };
}

/** Space-separated keys as messages within NOTIFY's 8000-byte payload, each key once. */
function payloads(batches: string[]): string[] {
  const out: string[] = [];
  let payload = "";
  for (const key of new Set(batches.join(" ").split(" "))) {
    if (payload.length + key.length > 7900) {
      out.push(payload);
      payload = "";
    }
    payload = payload ? `${payload} ${key}` : key;
  }
  if (payload) out.push(payload);
  return out;
}
