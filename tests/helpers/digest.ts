import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import { queryRows } from "../../server/db/client";

// Every table of the app's schema is in the digest, found in the database itself, so a table
// is covered the day it is added; drizzle keeps its migrations in a schema of its own. A few
// tables change by themselves, with no request behind them, while a test compares before and
// after: they are named here, each with the reason.

/** Tables left out of the digest: their rows change in the background. */
export const TABLES_LEFT_OUT: Record<string, string> = {
  sessions: "a session's last-seen time moves on its own as the session is used",
  feed_entries: "the feed's written-ahead copies, filled by a background worker after an earlier, accepted post",
  feed_fanouts: "the feed worker's queue of posts to write ahead, drained in the background",
  suggestions: "each member's suggested people, worked out again by a background worker once a list falls due",
  suggestion_lists:
    "when each suggestion list was worked out and falls due: an earlier, accepted change to a member's network makes it due a few seconds on, and the background worker then works it out",
  notice_mails: "a trigger adds a row for every new notice (and notifications is in the digest); the notice mailer drains it in the background",
  link_preview_fetches:
    "the links whose cards are to be read, queued with each post that has one (posts are in the digest); the link card reader leases, retries and deletes its rows in the background",
  file_removals:
    "a trigger adds the file of every deleted upload or object (and both are in the digest); the file sweep removes the files and their rows in the background, every few minutes",
};

/**
 * Queues that a background worker works through (leasing, retrying and deleting rows) but that
 * only a request or a worker's own earlier work adds to: the digest takes the last id the
 * table ever gave, so a refused request that queued anything shows, and the worker's work does not.
 */
export const QUEUES_BY_LAST_ID: Record<string, string> = {
  mail_outbox: "the mail sender leases, retries and deletes its rows as it sends them",
};

/** The app's tables, by name, from the database's own catalogue. */
export async function appTables(db: Db): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`,
  );
  return rows.map((r) => r.name);
}

// The digest's query for a database's tables as they were last seen: many tests take a digest
// around every request, and the catalogue seldom changes under them.
const queries = new WeakMap<Db, { tables: string; query: string }>();

async function digestQuery(db: Db): Promise<string> {
  const tables = await appTables(db);
  const known = queries.get(db);
  if (known?.tables === tables.join(",")) return known.query;
  const parts: string[] = [];
  for (const table of tables) {
    if (table in TABLES_LEFT_OUT) continue;
    if (table in QUEUES_BY_LAST_ID) {
      const [row] = await queryRows<{ seq: string | null }>(db, sql`select pg_get_serial_sequence(${table}, 'id') as seq`);
      if (!row?.seq) throw new Error(`${table} is digested by its last id, but has no id sequence`);
      parts.push(`select '${table}' as t, last_value::text || ':' || is_called::text as h from ${row.seq}`);
    } else {
      parts.push(`select '${table}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${table}" x`);
    }
  }
  const query = parts.join(" union all ");
  queries.set(db, { tables: tables.join(","), query });
  return query;
}

/** One hash of every row of every table: equal before and after means nothing changed. */
export async function databaseDigest(db: Db): Promise<string> {
  const rows = await queryRows<{ t: string; h: string }>(db, sql.raw(await digestQuery(db)));
  return rows.map((r) => `${r.t}:${r.h}`).join(",");
}
