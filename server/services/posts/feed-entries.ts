import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { type Tell, tellNobody } from "../../core/tell";
import { connectedIdsSql } from "../../policies/connection";
import { audienceAdmits, feedShows, fixedReadersOf, seesWallPost } from "../../policies/post";
import { below, feedCardColumns, feedCardNames } from "./post-query";
import { placeFeedCopies, placeFeedLocksShared } from "../home-feed/place-feeds";

// The home feed is written ahead (fan-out on write): a post gets one `feed_entries` row for
// its author in its own transaction, and one per reader shortly after, off the request path
// (see feed-fanout.ts): its author's connections for a wall post, the members whose choice
// admits it for a group's or a church's (place-feeds.ts). Reading a page is then one short range
// of one index, whoever the reader is and however many people they are connected to; the rows
// are kept to what their readers may have, so the page asks little more of each post.
//
// Two writers touch the same rows: the fan-out of a post (reads the author's connections)
// and a new connection (copies each side's posts into the other's feed). An advisory lock
// per author keeps them from passing each other unseen: fan-out holds it shared, connecting,
// disconnecting and blocking hold it exclusively for both people, each taken in ascending
// order of id. A place's members are guarded the same way by the place's own lock
// (place-feeds.ts), which the fan-out takes after its authors'.
const FEED_LOCK = 7301;

/**
 * Wraps a statement giving one wall post's `id, author_id` (an insert `returning` them) so
 * that the same statement, atomically, also writes the author's feed row and queues the copy
 * to readers. `then` is the statement's final select over the CTE `post`.
 */
export const withFanoutQueued = (insertPost: SQL, then: SQL = sql`select id from post`): SQL => sql`
  with post as (${insertPost}),
  own as (insert into feed_entries (user_id, post_id) select author_id, id from post),
  queued as (insert into feed_fanouts (post_id) select id from post)
  ${then}`;

/** As withFanoutQueued, for a post only its author reads (a private one): their feed row, and nothing queued. */
export const withOwnFeedRow = (insertPost: SQL, then: SQL): SQL => sql`
  with post as (${insertPost}),
  own as (insert into feed_entries (user_id, post_id) select author_id, id from post)
  ${then}`;

/** For a post already written (the demo seed): the author's feed row and the queued copy. */
export async function queueFanout(tx: Db, { authorId, postId }: { authorId: number; postId: number }): Promise<void> {
  await tx.execute(withFanoutQueued(sql`select ${postId}::int as id, ${authorId}::int as author_id`));
}

/**
 * Copies up to `batch` queued posts into their authors' connections' feeds, in one
 * transaction that also clears them from the queue (so a crash redoes, never loses, the
 * work). Returns how many posts it took; other processes skip the rows it holds. Once it has
 * committed, each post's readers are told it is in their feed (those whose feed shows it: not
 * one who muted its author): the copy already names them and says so, so telling costs no
 * query of its own.
 */
export async function drainFanouts(db: Db, batch: number, tell: Tell = tellNobody): Promise<number> {
  const { taken, copies } = await db.transaction(async (tx) => {
    const taken = await queryRows<{ post_id: number; author_id: number }>(
      tx,
      sql`
        delete from feed_fanouts f using posts p
        where p.id = f.post_id
          and f.post_id in (select post_id from feed_fanouts order by post_id limit ${batch} for update skip locked)
        returning f.post_id, p.author_id`,
    );
    if (!taken.length) return { taken: 0, copies: [] };
    // Lists go as one array parameter, so the statements' texts never vary (db/prepared-names.ts).
    const authors = [...new Set(taken.map((row) => row.author_id))];
    await tx.execute(sql`
      select count(pg_advisory_xact_lock_shared(${FEED_LOCK}, a))
      from (select a from unnest(${sql.param(authors)}::int[]) a order by a) v`);
    const ids = sql.param(taken.map((row) => row.post_id));
    await tx.execute(placeFeedLocksShared(sql`${ids}::int[]`));
    // A new statement, so a new snapshot: it sees every connection and membership made before
    // the locks. An
    // anonymous request goes to its readers fixed when it was written, connected still or not.
    const copy = (onConflict: SQL) => sql`
      with copied as (
        insert into feed_entries (user_id, post_id)
        select c.addressee_id, p.id from posts p
          join connections c on c.requester_id = p.author_id and c.status = 'accepted'
          where p.id = any(${ids}::int[]) and not p.anonymous and ${audienceAdmits(sql`c.addressee_id`, sql`p`)}
        union all
        select c.requester_id, p.id from posts p
          join connections c on c.addressee_id = p.author_id and c.status = 'accepted'
          where p.id = any(${ids}::int[]) and not p.anonymous and ${audienceAdmits(sql`c.requester_id`, sql`p`)}
        union all
        select r.user_id, p.id from posts p, lateral (${fixedReadersOf(sql`p`)}) r
          where p.id = any(${ids}::int[]) and p.anonymous
        union all
        ${placeFeedCopies(sql`${ids}::int[]`)}
        ${onConflict}
        returning user_id, post_id)
      select e.user_id, e.post_id, ${feedShows(sql`e.user_id`)} as shown
      from copied e join posts p on p.id = e.post_id`;
    type Copy = { user_id: number; post_id: number; shown: boolean };
    // A plain insert first. `on conflict do nothing` inserts speculatively: each row costs a
    // third WAL record and a second descent of the key, about a quarter of the copy's time,
    // and the copy is most of what writing a post costs the database. A row can be there
    // already only when two people connected while one's post waited here (connectFeeds
    // copied it too); then the copy is redone, skipping what is there.
    let copies: Copy[];
    try {
      copies = await tx.transaction((savepoint) => queryRows<Copy>(savepoint, copy(sql``)));
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      copies = await queryRows<Copy>(tx, copy(sql`on conflict do nothing`));
    }
    return { taken: taken.length, copies };
  });
  const readersOf = new Map<number, number[]>();
  for (const { user_id, post_id, shown } of copies) {
    if (!shown) continue;
    const readers = readersOf.get(post_id);
    if (readers) readers.push(user_id);
    else readersOf.set(post_id, [user_id]);
  }
  for (const [postId, readers] of readersOf) tell.changed(readers, { kind: "new-post", postId });
  return taken;
}

/**
 * Makes the space of drained queue rows reusable. The feed query reads the whole queue, so
 * it must not grow with every post ever queued; PostgreSQL's autovacuum would see to that,
 * but the embedded engine runs no autovacuum. (The table is set never to be truncated by a
 * vacuum, which would lock out every feed read: migration 0007.)
 */
export async function compactQueue(db: Db): Promise<void> {
  await db.execute(sql`vacuum feed_fanouts`);
}

/** Both people's feed locks, exclusively, in ascending order of id (see FEED_LOCK). */
async function lockFeedsOf(tx: Db, a: number, b: number): Promise<void> {
  const [low, high] = a < b ? [a, b] : [b, a];
  await tx.execute(sql`select pg_advisory_xact_lock(${FEED_LOCK}, ${low})`);
  await tx.execute(sql`select pg_advisory_xact_lock(${FEED_LOCK}, ${high})`);
}

/** In the transaction that connects `a` and `b`: each one's posts go into the other's feed. */
export async function connectFeeds(tx: Db, a: number, b: number): Promise<void> {
  await lockFeedsOf(tx, a, b);
  await tx.execute(sql`
    insert into feed_entries (user_id, post_id)
    select ${a}::int, id from posts where author_id = ${b} and group_id is null and ${audienceAdmits(a, sql`posts`)}
    union all
    select ${b}::int, id from posts where author_id = ${a} and group_id is null and ${audienceAdmits(b, sql`posts`)}
    on conflict do nothing`);
}

/**
 * In the transaction that ends `a` and `b`'s connection (the row is gone or going, by either
 * of them or by a block): each one's wall posts leave the other's feed, but for anonymous
 * requests, whose readers were fixed when they were written (policies/post.ts): were they
 * taken out, ending one connection after another would name their authors. Under the same
 * locks as connecting, so a fan-out copying one of their posts finishes first (and its copy
 * is taken out here) and none starts after that still sees them connected.
 */
export async function disconnectFeeds(tx: Db, a: number, b: number): Promise<void> {
  await lockFeedsOf(tx, a, b);
  await tx.execute(sql`
    delete from feed_entries
    where (user_id, post_id) in (
      select ${a}::int, id from posts where author_id = ${b} and group_id is null and church_id is null and not anonymous
      union all
      select ${b}::int, id from posts where author_id = ${a} and group_id is null and church_id is null and not anonymous)`);
}

/**
 * In the transaction that makes `a` and `b` block each other: each one's group and church
 * posts leave the other's feed (placePostReaches keeps them from being copied there again), so
 * a block lifted later does not bring them back, as it does not bring back a connection. An
 * anonymous request stays: no block hides it, or blocking would name its author. Under the
 * locks of connecting, so a fan-out copying one of their posts finishes first, or starts after.
 */
export async function separatePlaceFeeds(tx: Db, a: number, b: number): Promise<void> {
  await lockFeedsOf(tx, a, b);
  await tx.execute(sql`
    delete from feed_entries
    where (user_id, post_id) in (
      select ${a}::int, id from posts where author_id = ${b} and (group_id is not null or church_id is not null) and not anonymous
      union all
      select ${b}::int, id from posts where author_id = ${a} and (group_id is not null or church_id is not null) and not anonymous)`);
}

/**
 * Takes a deleted post out of the feeds it was copied into (a later query would skip it
 * anyway): its author's and its readers' (readersOfWallPost, read before it was deleted).
 */
export async function removeFeedEntries(
  tx: Db,
  { authorId, postId, readers }: { authorId: number; postId: number; readers: number[] },
): Promise<void> {
  await tx.execute(sql`
    delete from feed_entries
    where post_id = ${postId} and user_id = any(${sql.param([authorId, ...readers])}::int[])`);
}

/**
 * The posts of one page of the viewer's feed (`feedCardColumns`, newest first): a backward
 * range of the viewer's `feed_entries`, each joined with its post (so a deleted post never
 * shortens the page, and the row is read where it is found), plus any wall post still waiting
 * for its fan-out that the viewer sees (seesWallPost: of a group's or a church's, only their own;
 * the others reach their members once copied, as reading the queue for them too would put the
 * places' tables in every page's plan). The author's own post is in both until it is copied:
 * `distinct on` keeps one. `only` narrows the page (a filtered feed): the range then reads on
 * past the posts it skips, to fill the page.
 *
 * PostgreSQL locks every table and index a statement's plan names, each run; the first sixteen
 * take a lock of the backend's own, the rest the lock table every connection shares and
 * contends for. With its JSON around it (feedJsonStatement) this statement stays within
 * sixteen (tests/api/posts/feed-plan.test.ts): what it shows of each post is kept on the post's
 * row (its card, its place's card, whether its place is up) rather than joined.
 */
export const feedPage = (viewerId: number, limit: number, cursor?: number, only: SQL = sql``): SQL => sql`
  select distinct on (p.id) ${feedCardNames} from (
    (select ${feedCardColumns(viewerId)}
     from feed_entries e
     join posts p on p.id = e.post_id
     where e.user_id = ${viewerId} and ${feedShows(viewerId)} ${only} ${below(sql`e.post_id`, cursor)}
     order by e.post_id desc
     limit ${limit})
    union all
    (select ${feedCardColumns(viewerId)}
     from feed_fanouts f
     join posts p on p.id = f.post_id
     where ${seesWallPost(viewerId, sql`p`)} and ${feedShows(viewerId)} ${only} ${below(sql`f.post_id`, cursor)})
  ) p
  order by p.id desc
  limit ${limit}`;

/**
 * A condition on the post row `p` for the filtered feed: a prayer request, of `category` if
 * it is not null (one statement for every category, the category a parameter).
 */
export const prayerRequestsOf = (category: unknown): SQL =>
  sql`and p.type = 'prayer' and (${category}::varchar is null or p.category = ${category}::varchar)`;

/**
 * In the transaction that deletes a member (before their connections go): their own feed, and
 * their wall posts in the feeds of their connections. Their queued copies are dropped first,
 * then their feed lock taken alone, so a fan-out already copying one of their posts finishes
 * (and is then deleted here) and none starts after.
 */
export async function removeMemberFeeds(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`delete from feed_fanouts where post_id in (select id from posts where author_id = ${userId})`);
  await tx.execute(sql`select pg_advisory_xact_lock(${FEED_LOCK}, ${userId})`);
  await tx.execute(sql`delete from feed_entries where user_id = ${userId}`);
  await tx.execute(sql`
    delete from feed_entries
    where user_id in (${connectedIdsSql(userId)})
      and post_id in (select id from posts where author_id = ${userId} and group_id is null)`);
  // Their anonymous requests' fixed readers, connected still or not.
  await tx.execute(sql`
    delete from feed_entries
    where (user_id, post_id) in (
      select r.user_id, p.id from posts p, lateral (${fixedReadersOf(sql`p`)}) r
      where p.author_id = ${userId} and p.group_id is null and p.anonymous)`);
}
