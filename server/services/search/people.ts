import { type SQL, sql } from "drizzle-orm";
import { type Db, type UserColumns, queryRows } from "../../db/client";
import { personShownTo } from "../../policies/person";
import { publicUserColumnsOf } from "../user-fields";
import { type SearchCursor, decodeCursor, pageOf } from "./cursor";

export type PersonFound = UserColumns & { id: number; score: number; matched_church: boolean };
export type SearchAsk = { viewerId: number; text: string; limit: number; cursor?: string };

const TAG = "people";

/**
 * A name matches by pg_trgm's word similarity of the typed key to the closest stretch of the
 * stored one, so that a part typed ("gra") finds the whole ("Grace") and a typo ("tompson")
 * still shares most trigrams with "thompson". `<%` keeps whatever reaches
 * pg_trgm.word_similarity_threshold (0.6 unless the server says otherwise) and is what lets
 * the trigram index answer.
 * A church matches only where its name holds what was typed (still accents and case forgiven,
 * and still from the trigram index): church names share most of their words ("... Church"), so
 * a likeness would find every member of every church.
 */
const nameMatches = (typed: SQL, key: SQL): SQL => sql`${typed} <% ${key}`;
const churchMatches = (typed: SQL, key: SQL): SQL => sql`${key} like '%' || ${typed} || '%'`;
const likeness = (typed: SQL, key: SQL): SQL => sql`word_similarity(${typed}, ${key})`;
/** Ranks the churches that hold the text: the closest to it first ("church 12" before "church 120"). */
const churchLikeness = (typed: SQL, key: SQL): SQL => sql`similarity(${typed}, ${key})`;

/** Below the cursor in (score desc, id asc) order, on the found row `f`. */
const after = (cursor?: SearchCursor): SQL =>
  cursor ? sql`and (f.score < ${cursor.score}::real or (f.score = ${cursor.score}::real and f.id > ${cursor.id}::int))` : sql``;

/**
 * People by name, typos and accents forgiven, best match first (then the earlier member), and
 * people of a church whose name matches, marked as found by their church. The searcher finds
 * themself like anyone else (a member looking up their own name expects to); never anyone the
 * person policy keeps from them, nor demo people, who are nobody's to meet.
 */
export async function searchPeople(db: Db, { viewerId, text, limit, cursor }: SearchAsk) {
  const from = decodeCursor(TAG, cursor);
  const typed = sql`search_key(${text}::text)`;
  const literal = sql`replace(replace(replace(${typed}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
  const name = sql`u.name_key`;
  const church = sql`u.church_key`;
  // Who may be found is asked of each match where it is read; the page is cut by score before
  // anyone's public columns are read, so only the page's own rows are fetched again.
  const findable = sql`not u.is_demo and ${personShownTo({ viewerId, personId: sql`u.id` })}`;
  const rows = await queryRows<PersonFound>(
    db,
    sql`
    with found as (
      select m.id, max(m.score) as score, bool_and(m.by_church) as matched_church
      from (
        select u.id, ${likeness(typed, name)} as score, false as by_church from users u where ${nameMatches(typed, name)} and ${findable}
        union all
        select u.id, ${churchLikeness(typed, church)}, true from users u where ${churchMatches(literal, church)} and ${findable}
      ) m
      group by m.id
    ),
    page as (select f.* from found f where true ${after(from)} order by f.score desc, f.id limit ${limit + 1})
    select u.id, ${publicUserColumnsOf(sql`u`)}, f.score, f.matched_church
    from page f join users u on u.id = f.id
    order by f.score desc, f.id`,
  );
  return pageOf(rows, limit, (row) => ({ score: row.score, id: row.id }), TAG);
}
