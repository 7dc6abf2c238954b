import { sql } from "drizzle-orm";
import { SUGGESTION_DISMISS_DAYS } from "../../../contract/suggestions";
import { type Db, hotRead, preparedRows, queryRows } from "../../db/client";
import { pairedWith } from "../../policies/connection";
import { findVisiblePerson, mutedIdsOf, personShownTo } from "../../policies/person";
import { invalid } from "../../core/errors";
import { fallbackSuggestionsFor } from "./suggestion-fallback";
import { type SuggestionRow, ensureSuggestionList, rankedSuggestionsSql, suggestionListComputed } from "../people/suggestion-lists";
import { publicUserColumnsOf } from "../people/user-fields";

/**
 * The member's stored list, best first, as it stands now: anyone they may no longer see
 * (blocked either way, banned), have muted, connected with or asked (either way) since the
 * list was worked out, or said "Not now" to, is left out. One walk of the list's index.
 */
const storedList = (userId: number, limit: number) => sql`
  select u.id, ${publicUserColumnsOf(sql`u`)}, s.reason, s.mutual, s.detail
  from suggestions s join users u on u.id = s.candidate_id
  where s.user_id = ${userId}::int
    and ${personShownTo({ viewerId: userId, personId: sql`s.candidate_id` })}
    and s.candidate_id <> all (array(${mutedIdsOf(userId)}))
    and not ${pairedWith(userId, sql`s.candidate_id`)}
    and not exists (select 1 from suggestion_dismissals d
      where d.user_id = s.user_id and d.candidate_id = s.candidate_id and d.until > now())
  order by s.position
  limit ${limit}`;

/**
 * People `userId` may know, best first, read from their stored list (worked out in the
 * background: suggestion-lists.ts). A member whose list was never worked out (new) has it
 * worked out now, once, on `db`; reads go to `readDb`. A list with nobody left in it is never
 * shown empty while anyone may be offered: people nearby, then the newest, are read instead.
 */
export async function suggestionsFor(db: Db, readDb: Db, userId: number, limit: number): Promise<SuggestionRow[]> {
  const rows = await preparedRows(readDb, storedListRead, { userId, limit });
  if (rows.length > 0) return rows;
  if (!(await suggestionListComputed(db, userId))) {
    await ensureSuggestionList(db, userId);
    const worked = await preparedRows(db, storedListRead, { userId, limit });
    if (worked.length > 0) return worked;
  }
  return fallbackSuggestionsFor(readDb, userId, limit);
}

/** Every home page reads it: written out once, then only bound (a hot read). */
export const storedListRead = hotRead<{ userId: number; limit: number }, SuggestionRow>(["userId", "limit"], (v) =>
  storedList(v.userId, v.limit),
);

/** Demo people a demo person may know, worked out when asked (the /demo page has a handful). */
export async function demoSuggestionsFor(db: Db, userId: number, limit: number): Promise<SuggestionRow[]> {
  return queryRows<SuggestionRow>(
    db,
    sql`select u.id, ${publicUserColumnsOf(sql`u`)}, r.reason, r.mutual, r.detail
      from (${rankedSuggestionsSql(userId, limit, { onlyDemo: true })}) r join users u on u.id = r.id
      order by r.position`,
  );
}

/** "Not now": the member's suggestions leave this person out for SUGGESTION_DISMISS_DAYS (again is fine). */
export async function dismissSuggestion(db: Db, { userId, candidateId }: { userId: number; candidateId: number }): Promise<void> {
  if (userId === candidateId) throw invalid("You are never suggested to yourself");
  await findVisiblePerson(db, { viewerId: userId, userId: candidateId });
  await db.execute(sql`
    insert into suggestion_dismissals (user_id, candidate_id, until)
    values (${userId}::int, ${candidateId}::int, now() + make_interval(days => ${SUGGESTION_DISMISS_DAYS}::int))
    on conflict (user_id, candidate_id) do update set until = excluded.until`);
}
