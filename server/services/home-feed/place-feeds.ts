import { type SQL, sql } from "drizzle-orm";
import { HOME_FEED_ALL_BELOW, type HomeFeedChoice } from "../../../contract/home-feed-choices";
import type { Db } from "../../db/client";
import { isPlaceHighlight, placePostReaches } from "../../policies/post";

// A group's or a church's posts reach its members' home feeds as their authors' posts reach
// their connections': written ahead by the fan-out (feed-entries.ts), each member getting what
// their choice for that place admits (contract/home-feed-settings.ts), and only while they may
// see it there (placePostReaches). The feed does not ask that again when it is read: its rows
// are kept in step instead, as a wall post's are with connections. Whatever changes who may have
// a place's posts (joining, leaving, a removal, a ban, a choice, a prayer team's members or its
// being taken down) rewrites that place's rows in the feeds it touches, in its own transaction,
// holding the place's feed lock exclusively; the fan-out copies under the same lock, shared. So
// a copy either finishes before the change and is rewritten by it, or starts after it and sees
// it. (A place taken down hides its posts through their own rows: posts.place_hidden.)
//
// A church and its groups share one lock, so that a prayer team's change, which decides who
// reads the church's team-only requests, holds the lock their copying takes. Whoever takes more
// than one takes them in one order: churches' before other groups', each ascending by id (the
// fan-out's, after its authors' FEED_LOCK).
const CHURCH_FEED_LOCK = 7302;
const GROUP_FEED_LOCK = 7303;

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

/** The place's column of `posts` (and of its members' table), its id, its members' table and its own. */
function placeTables(place: Place) {
  return place.kind === "group"
    ? { column: sql`group_id`, id: place.groupId, members: sql`group_members`, places: sql`groups` }
    : { column: sql`church_id`, id: place.churchId, members: sql`church_members`, places: sql`churches` };
}

/**
 * The feed lock guarding a place's rows, as the columns `lock_class, id` of a select: a church's
 * (`churchId` set), which its groups share, or a group's outside any church.
 */
const feedLockKey = (churchId: SQL, groupId: SQL): SQL =>
  sql`case when ${churchId} is null then ${GROUP_FEED_LOCK}::int else ${CHURCH_FEED_LOCK}::int end as lock_class,
    coalesce(${churchId}, ${groupId}) as id`;

/** The feed locks that `keys` (a select of feedLockKey) names, each once, in the one order; `shared` for the fan-out. */
const feedLocks = (keys: SQL, { shared = false } = {}): SQL => sql`
  select count(${shared ? sql`pg_advisory_xact_lock_shared` : sql`pg_advisory_xact_lock`}(k.lock_class, k.id))
  from (select distinct * from (${keys}) named order by 1, 2) k`;

/** In a transaction about to change who may have `place`'s posts in their feeds: its feed lock, exclusively. */
async function lockPlaceFeeds(tx: Db, place: Place): Promise<void> {
  const keys =
    place.kind === "church"
      ? sql`select ${feedLockKey(sql`${place.churchId}::int`, sql`null::int`)}`
      : sql`select ${feedLockKey(sql`g.church_id`, sql`g.id`)} from groups g where g.id = ${place.groupId}::int`;
  await tx.execute(feedLocks(keys));
}

/**
 * In a transaction that changes the places of `userId` (leaving them all, when their account
 * goes): the feed locks of every place they belong to, exclusively, in the one order, before
 * any one is taken on its own.
 */
export async function lockPlaceFeedsOf(tx: Db, userId: number): Promise<void> {
  await tx.execute(
    feedLocks(sql`
      select ${feedLockKey(sql`cm.church_id`, sql`null::int`)} from church_members cm where cm.user_id = ${userId}::int
      union all
      select ${feedLockKey(sql`g.church_id`, sql`g.id`)} from group_members m join groups g on g.id = m.group_id where m.user_id = ${userId}::int`),
  );
}

/**
 * In the fan-out's transaction, before it copies the posts `ids` (an SQL int[]): the feed locks
 * of their places, shared, in the one order.
 */
export const placeFeedLocksShared = (ids: SQL): SQL =>
  feedLocks(
    sql`select ${feedLockKey(sql`coalesce(p.church_id, g.church_id)`, sql`p.group_id`)}
      from posts p left join groups g on g.id = p.group_id
      where p.id = any(${ids}) and (p.group_id is not null or p.church_id is not null)`,
    { shared: true },
  );

/**
 * In the transaction that makes the people `userIds` members of `place`, or changes their
 * choice for it, or lets them read more of it: the place's newest posts each one's choice
 * admits and they may see go into their feeds (BACKFILL of them each), their own included.
 */
export async function fillPlaceFeeds(tx: Db, userIds: readonly number[], place: Place): Promise<void> {
  if (!userIds.length) return;
  await lockPlaceFeeds(tx, place);
  const { column, id, members, places } = placeTables(place);
  await tx.execute(sql`
    insert into feed_entries (user_id, post_id)
    select m.user_id, pick.id from ${members} m
      join ${places} pl on pl.id = m.${column}
      cross join lateral (
        select p.id from posts p
        where p.${column} = ${id}::int
          and (p.author_id = m.user_id or ${choiceAdmits(sql`m.feed`, sql`pl.member_count`, sql`p`)})
          and ${placePostReaches(sql`m.user_id`, sql`p`)}
        order by p.id desc
        limit ${BACKFILL}) pick
    where m.${column} = ${id}::int and m.user_id = any(${sql.param([...userIds])}::int[])
    on conflict do nothing`);
}

/** fillPlaceFeeds, for one person. */
export const fillPlaceFeed = (tx: Db, userId: number, place: Place): Promise<void> => fillPlaceFeeds(tx, [userId], place);

/**
 * In the transaction that ends `userId`'s membership of `place`, or changes their choice for it:
 * the place's posts leave their feed (`keepOwn`: but for their own, when they stay a member).
 */
export async function emptyPlaceFeed(tx: Db, userId: number, place: Place, { keepOwn = false } = {}): Promise<void> {
  await lockPlaceFeeds(tx, place);
  const { column, id } = placeTables(place);
  await tx.execute(sql`
    delete from feed_entries
    where user_id = ${userId}::int
      and post_id in (select p.id from posts p where p.${column} = ${id}::int ${keepOwn ? sql`and p.author_id <> ${userId}::int` : sql``})`);
}

/**
 * In a transaction that takes some of a church's posts from the people `userIds` (they leave a
 * prayer team, or it is taken down or deleted): each one's feed loses the church's posts they
 * may no longer have.
 */
export async function pruneChurchFeeds(tx: Db, userIds: readonly number[], churchId: number): Promise<void> {
  if (!userIds.length) return;
  await lockPlaceFeeds(tx, { kind: "church", churchId });
  await tx.execute(sql`
    delete from feed_entries e using posts p
    where e.user_id = any(${sql.param([...userIds])}::int[]) and p.id = e.post_id and p.church_id = ${churchId}::int
      and not ${placePostReaches(sql`e.user_id`, sql`p`)}`);
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
