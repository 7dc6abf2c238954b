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
          if (message.channel === CHANGE_CHANNEL) heard(message.payload ?? "");
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
        if (client === next && !closed) found();
      };
      await connect();
    },
    async send(payload) {
      if (!client) throw new Error("The change channel is not connected");
      await client.query("select pg_notify($1, $2)", [CHANGE_CHANNEL, payload]);
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
 * The change messages of the embedded database. PGlite is one connection: a write's messages
 * come back with the write's own answer, before it returns, so its process never waits for a
 * marker.
 */
export function pgliteChangeChannel(client: PGlite): ChangeChannel {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    async listen(heard, _lost, found) {
      unlisten = await client.listen(CHANGE_CHANNEL, heard);
      found();
    },
    async send(payload) {
      await client.query("select pg_notify($1, $2)", [CHANGE_CHANNEL, payload]);
    },
    async close() {
      await unlisten?.().catch(() => {});
    },
  };
}
