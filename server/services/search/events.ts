import { type SQL, sql } from "drizzle-orm";
import type { Clock } from "../../core/clock";
import type { Db } from "../../db/client";
import { type OccurrenceEntry, readOccurrences } from "../events/occurrence-reads";
import { type SearchCursor, decodeCursor, pageOf } from "./cursor";
import type { SearchAsk } from "./people";

const TAG = "events";

/**
 * Events by title (trigrams, as groups by name: typos, accents and parts forgiven), best match
 * first, each as its next occurrence: events that are over are not found. Only events the
 * viewer may see (readOccurrences asks seesEvent of each).
 */
export async function searchEvents(db: Db, now: Clock, { viewerId, text, limit, cursor }: SearchAsk) {
  const from = decodeCursor(TAG, cursor);
  const typed = sql`search_key(${text}::text)`;
  const score = sql`word_similarity(${typed}, e.title_key)`;
  const at = new Date(now()).toISOString();
  const next = sql`(select x.id from event_occurrences x where x.event_id = e.id and x.ends_at > ${at}::timestamptz order by x.starts_at, x.id limit 1)`;
  const below = (c: SearchCursor): SQL => sql`(${score} < ${c.score}::real or (${score} = ${c.score}::real and e.id > ${c.id}::int))`;
  const rows = await readOccurrences(db, viewerId, {
    where: sql`${typed} <% e.title_key and o.id = ${next} and ${from ? below(from) : sql`true`}`,
    rank: score,
    order: sql`${score} desc, e.id`,
    limit: limit + 1,
  });
  return pageOf<OccurrenceEntry>(rows, limit, (row) => ({ score: Number(row.rank), id: row.eventId }), TAG);
}
