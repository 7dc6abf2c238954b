import { type SQL, sql } from "drizzle-orm";
import { HOME_FEED_ALL_BELOW, type HomeFeedChoice } from "../../../contract/home-feed-choices";
import type { Db } from "../../db/client";
import { isPlaceHighlight, placePostReaches } from "../../policies/post";

// A group's or a church's posts reach its members' home feeds as their authors' posts reach
// their connections': written ahead by the fan-out (feed-entries.ts), each member getting what
// their choice for that place admits (contract/home-feed-settings.ts), and only while they may
// see it there (placePostReaches, asked again whenever a feed is read).

/** A group or a church, as the place a post was shared in. */
export type Place = { kind: "group"; groupId: number } | { kind: "church"; churchId: number };

// How many of a place's newest posts a member's feed gets when they join it or change their
// choice: a page or five of scrolling. Older ones are on the place's own page.
const BACKFILL = 100;

/**
 * A condition: the member's `choice` (null: never chosen) for a place of `memberCount` members
 * admits the post row `post`.
 */
const choiceAdmits = (choice: SQL, memberCount: SQL, post: SQL): SQL => sql<boolean>`(case
    coalesce(${choice}, case when ${memberCount} < ${HOME_FEED_ALL_BELOW}::int then 'all' else 'highlights' end)
    when 'all' then true
    when 'highlights' then ${isPlaceHighlight(post)}
    else false
  end)`;

/**
 * The `(user_id, post_id)` rows that copy the place posts among `ids` (an SQL int[]) into their
 * members' feeds: every member but the author (who has theirs already) whose choice admits
 * the post and who may see it.
 */
export const placeFeedCopies = (ids: SQL): SQL => sql`
  select m.user_id, p.id from posts p
    join group_members m on m.group_id = p.group_id
    join groups g on g.id = p.group_id
    where p.id = any(${ids}) and p.group_id is not null and m.user_id <> p.author_id
      and ${choiceAdmits(sql`m.feed`, sql`g.member_count`, sql`p`)} and ${placePostReaches(sql`m.user_id`, sql`p`)}
  union all
  select m.user_id, p.id from posts p
    join church_members m on m.church_id = p.church_id
    join churches c on c.id = p.church_id
    where p.id = any(${ids}) and p.church_id is not null and m.user_id <> p.author_id
      and ${choiceAdmits(sql`m.feed`, sql`c.member_count`, sql`p`)} and ${placePostReaches(sql`m.user_id`, sql`p`)}`;

/**
 * A condition on a post row `post` still waiting for its fan-out: it is a group's or a church's
 * whose member `userId` chose to have it (whether they may see it is the feed's own question,
 * placePostReaches), so their feed shows it before it is copied, as a connection's.
 */
export const placeChoiceAdmits = (userId: number, post: SQL): SQL => sql<boolean>`(case
    when ${post}.group_id is not null then exists (select 1 from group_members m join groups g on g.id = m.group_id
      where m.group_id = ${post}.group_id and m.user_id = ${userId}::int and ${choiceAdmits(sql`m.feed`, sql`g.member_count`, post)})
    when ${post}.church_id is not null then exists (select 1 from church_members m join churches c on c.id = m.church_id
      where m.church_id = ${post}.church_id and m.user_id = ${userId}::int and ${choiceAdmits(sql`m.feed`, sql`c.member_count`, post)})
    else false
  end)`;

/** The place's column of `posts` (and of its members' table), its id, its members' table and its own. */
function placeTables(place: Place) {
  return place.kind === "group"
    ? { column: sql`group_id`, id: place.groupId, members: sql`group_members`, places: sql`groups` }
    : { column: sql`church_id`, id: place.churchId, members: sql`church_members`, places: sql`churches` };
}

/**
 * In the transaction that makes `userId` a member of `place`, or changes their choice for it:
 * the place's newest posts their choice admits go into their feed (BACKFILL of them).
 */
export async function fillPlaceFeed(tx: Db, userId: number, place: Place): Promise<void> {
  const { column, id, members, places } = placeTables(place);
  await tx.execute(sql`
    insert into feed_entries (user_id, post_id)
    select ${userId}::int, p.id from posts p
      join ${members} m on m.${column} = p.${column} and m.user_id = ${userId}::int
      join ${places} pl on pl.id = p.${column}
    where p.${column} = ${id}::int and p.author_id <> ${userId}::int
      and ${choiceAdmits(sql`m.feed`, sql`pl.member_count`, sql`p`)} and ${placePostReaches(userId, sql`p`)}
    order by p.id desc
    limit ${BACKFILL}
    on conflict do nothing`);
}

/**
 * In the transaction that ends `userId`'s membership of `place`, or changes their choice for it:
 * the place's posts leave their feed (`keepOwn`: but for their own, when they stay a member).
 */
export async function emptyPlaceFeed(tx: Db, userId: number, place: Place, { keepOwn = false } = {}): Promise<void> {
  const { column, id } = placeTables(place);
  await tx.execute(sql`
    delete from feed_entries
    where user_id = ${userId}::int
      and post_id in (select p.id from posts p where p.${column} = ${id}::int ${keepOwn ? sql`and p.author_id <> ${userId}::int` : sql``})`);
}

/** In the member's transaction: their choice for a place, set, and their feed rewritten to match it. */
export async function rewritePlaceFeed(tx: Db, userId: number, place: Place, choice: HomeFeedChoice): Promise<void> {
  const { column, id, members } = placeTables(place);
  await tx.execute(sql`update ${members} set feed = ${choice} where ${column} = ${id}::int and user_id = ${userId}::int`);
  await emptyPlaceFeed(tx, userId, place, { keepOwn: true });
  await fillPlaceFeed(tx, userId, place);
}

/** Everyone who belongs to the place a post was shared in: whose feeds may hold it. */
export function placeMembersOf(post: { groupId: number | null; churchId: number | null }): SQL {
  const { column, id, members } = placeTables(
    post.groupId !== null ? { kind: "group", groupId: post.groupId } : { kind: "church", churchId: post.churchId! },
  );
  return sql`select user_id from ${members} where ${column} = ${id}::int`;
}

/** A member's stored choice for a place (null: never chosen, or not a member), as a one-row select of `feed`. */
export function storedChoiceOf(userId: number, place: Place): SQL {
  const { column, id, members } = placeTables(place);
  return sql`select feed from ${members} where ${column} = ${id}::int and user_id = ${userId}::int`;
}
