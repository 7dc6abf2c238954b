import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import { queryRows } from "../../server/db/client";

// Every table whose rows a request could change, sessions aside (a session's last-seen time
// moves on its own), and the feed's written-ahead rows (feed_entries, feed_fanouts), which
// the app's own worker fills in the background after an earlier, accepted post.
const TABLES = [
  "users",
  "connections",
  "posts",
  "interactions",
  "comments",
  "notifications",
  "uploads",
  "objects",
  "groups",
  "group_members",
  "group_invitations",
  "meta",
  "mail_preferences",
];

/** One hash of every row of every table: equal before and after means nothing changed. */
export async function databaseDigest(db: Db): Promise<string> {
  const parts = TABLES.map(
    (table) => `select '${table}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${table} x`,
  );
  const rows = await queryRows<{ t: string; h: string }>(db, sql.raw(parts.join(" union all ")));
  return rows.map((r) => `${r.t}:${r.h}`).join(",");
}
