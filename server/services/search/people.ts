import { type SQL, sql } from "drizzle-orm";
import { type Db, type UserColumns, queryRows } from "../../db/client";
import { personShownTo } from "../../policies/person";
import { publicUserColumnsOf } from "../people/user-fields";
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
 * a likeness would find every member of every church. It ranks the closest first ("church 12"
 * before "church 120").
 * Both are asked of the distinct keys (search_keys), not of every member: people sharing a
 * name share its score.
 */
const nameMatches = (typed: SQL, key: SQL): SQL => sql`${typed} <% ${key}`;

/** Below the cursor in (score desc, id asc) order, for a person `u` found by a key scoring `score`. */
const after = (score: SQL, cursor?: SearchCursor): SQL =>
  cursor ? sql`and (${score} < ${cursor.score}::real or (${score} = ${cursor.score}::real and u.id > ${cursor.id}::int))` : sql``;

/**
 * People by name, typos and accents forgiven, best match first (then the earlier member), and
 * people of a church whose name matches (whose own name does not), marked as found by their
 * church. The searcher finds themself like anyone else (a member looking up their own name
 * expects to); never anyone the person policy keeps from them, nor demo people, who are
 * nobody's to meet.
 * Each matching key's people are read in id order, a page at most (users' key and id indexes),
 * and the pages of all keys merged: a name shared by a thousand members costs a page, not a
 * thousand policy checks.
 */
export async function searchPeople(db: Db, { viewerId, text, limit, cursor }: SearchAsk) {
  const from = decodeCursor(TAG, cursor);
  const typed = sql`t.typed`;
  const literal = sql`replace(replace(replace(${typed}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
  const findable = sql`not u.is_demo and ${personShownTo({ viewerId, personId: sql`u.id` })}`;
  const rows = await queryRows<PersonFound>(
    db,
    sql`
    with t as materialized (select search_key(${text}::text) as typed),
    names as (
      select k.key, word_similarity(${typed}, k.key) as score
      from search_keys k, t where k.kind = 'name' and ${nameMatches(typed, sql`k.key`)}
    ),
    churches as (
      select k.key, similarity(${typed}, k.key) as score
      from search_keys k, t where k.kind = 'church' and k.key like '%' || ${literal} || '%'
    ),
    found as (
      select u.id, n.score, false as matched_church
      from names n cross join lateral (
        select u.id from users u
        where u.name_key = n.key and ${findable} ${after(sql`n.score`, from)}
        order by u.id limit ${limit + 1}
      ) u
      union all
      select u.id, c.score, true
      from churches c, t cross join lateral (
        select u.id from users u
        where u.church_key = c.key and not ${nameMatches(typed, sql`u.name_key`)} and ${findable} ${after(sql`c.score`, from)}
        order by u.id limit ${limit + 1}
      ) u
    ),
    page as (select f.* from found f order by f.score desc, f.id limit ${limit + 1})
    select u.id, ${publicUserColumnsOf(sql`u`)}, f.score, f.matched_church
    from page f join users u on u.id = f.id
    order by f.score desc, f.id`,
  );
  return pageOf(rows, limit, (row) => ({ score: row.score, id: row.id }), TAG);
}
