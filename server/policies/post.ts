import { type SQL, eq, sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client";
import { type PostRow, posts } from "../db/schema";
import { forbidden, invalid, notFound } from "../core/errors";
import { type Someone, areConnected, asId, connectedIdsSql, connectedTo } from "./connection";
import { leadsChurch, seesChurchPost } from "./church";
import { adminOf, memberOf, seesGroup } from "./group";
import { bannedIds, mutedIdsOf, writingShownTo } from "./person";

// Who may see and do what with a post:
// - a post outside groups (on its author's wall) is seen by its author and those of the
//   author's connections its audience admits: all of them, the ones it names, or (a private
//   prayer journal) none; one in a group by whoever may see the group (see ./group); one
//   shared with a church by its members, or only its prayer team (see ./church);
// - only a group's members pray for or comment on its posts;
// - its author may always delete it, a group's admins the posts in their group, a church's
//   leaders the posts shared with their church and those in its groups;
// - and, wherever it is, the rules of ./person: blocks, bans, and moderation (held or removed
//   posts are seen by their authors alone).
// An anonymous prayer request's readers are fixed when it is written, and nothing a reader
// does afterwards changes whether they see it in a way that depends on who wrote it: on a
// wall, those its audience admitted then (post_audience: the connections of that moment, or
// the ones it named), whether or not they stay connected; in a group, whoever may see the
// group; and no block, either way, nor mute hides it (./person). Otherwise blocking,
// disconnecting or muting one member after another, and re-reading, would name its author.
// To anyone who may not see a post it does not exist: 404, never 403, so ids reveal nothing.

/**
 * Who besides its author sees a wall post (in their feeds, on its page): the connections its
 * audience admits, or an anonymous one's fixed readers. Asked before the post is deleted, so
 * its named audience is still there.
 */
export async function readersOfWallPost(db: Db, { authorId, postId }: { authorId: number; postId: number }): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select c.id from (${connectedIdsSql(authorId)}) c, posts p
      where p.id = ${postId}::int and not p.anonymous and ${audienceAdmits(sql`c.id`, sql`p`)}
      union all
      select r.user_id from posts p, lateral (${fixedReadersOf(sql`p`)}) r
      where p.id = ${postId}::int and p.anonymous`,
  );
  return rows.map((row) => row.id);
}

/**
 * The readers of the wall post `post` (the table's name or alias) fixed when it was written,
 * as a subquery of `user_id`s: the people it names, or for an anonymous request to all
 * connections, the connections its author had then (written with it: services/posts/posts.ts).
 */
export const fixedReadersOf = (post: SQL): SQL => sql`select a.user_id from post_audience a where a.post_id = ${post}.id`;

/**
 * The people a post is shared with by name, each once: they must all be the author's
 * connections (never the author, who always sees it), or the post is refused.
 */
export async function namedAudience(db: Db, { authorId, userIds }: { authorId: number; userIds: readonly number[] }): Promise<number[]> {
  const named = [...new Set(userIds)];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select u as id from unnest(${sql.param(named)}::int[]) u where ${connectedTo(authorId, sql`u`)}`,
  );
  if (rows.length !== named.length) throw invalid("Choose people from your connections");
  return named;
}

/**
 * A condition on a wall post row (`post`: the table's name or alias): its audience admits
 * `viewerId`. An ordinary post's admits any of its author's connections (all of them, or the
 * ones it names); an anonymous request's, only its readers fixed when it was written. It
 * says nothing of the author, who always sees it.
 */
export const audienceAdmits = (viewerId: Someone, post: SQL): SQL => sql`((${post}.audience = 'connections' and not ${post}.anonymous)
  or ((${post}.audience = 'people' or ${post}.anonymous) and exists (
    select 1 from post_audience a where a.post_id = ${post}.id and a.user_id = ${asId(viewerId)})))`;

/**
 * A condition on a wall post row `post`: `viewerId` sees it (its author; a connection its
 * audience admits; one of an anonymous request's fixed readers, connected still or not).
 */
export const seesWallPost = (viewerId: Someone, post: SQL): SQL =>
  sql`(${post}.author_id = ${asId(viewerId)} or ((${post}.anonymous or ${connectedTo(viewerId, sql`${post}.author_id`)}) and ${audienceAdmits(viewerId, post)}))`;

/**
 * A condition on a wall post row `post` of an author whose wall the viewer already sees
 * (canSeeAuthorsPosts): the post is among those shown to them on the author's profile. An
 * anonymous one never is, to anyone but its author: being there would name them.
 */
export const onProfileFor = (viewerId: Someone, post: SQL): SQL =>
  sql`(${post}.author_id = ${asId(viewerId)} or (not ${post}.anonymous and ${audienceAdmits(viewerId, post)}))`;

export async function canSeeAuthorsPosts(db: Db, { viewerId, authorId }: { viewerId: number; authorId: number }): Promise<boolean> {
  return viewerId === authorId || areConnected(db, viewerId, authorId);
}

/**
 * Whether someone (a user id, or SQL naming one, such as the post's own author) belongs to the
 * group of the post `posts` names, and whether they may see that post: the rules above for a
 * post, as SQL over a row of `posts`. Every column is qualified: inside these subqueries
 * "group_id" would name the inner table's own.
 */
const postsGroup = sql`posts.group_id`;
const memberOfPostsGroup = (userId: Someone) => memberOf({ userId, groupId: postsGroup });
/** A condition on the row of `posts` (so named, unaliased): `userId` may see that post. */
export const postVisibleTo = (userId: Someone) => sql<boolean>`(case
    when posts.group_id is not null then ${seesGroup({ viewerId: userId, groupId: postsGroup })}
    when posts.church_id is not null then ${seesChurchPost(userId, sql`posts`)}
    else ${seesWallPost(userId, sql`posts`)}
  end and ${postShownTo(userId, sql`posts`)})`;

/**
 * The authors whose wall posts `viewerId` may see at all: themself and their connections (an
 * array, read once per statement); besides theirs, only anonymous requests shared with them
 * (anonymousSharedWith). It only narrows; postVisibleTo is the rule, asked of what is left.
 */
export const wallAuthorsOf = (viewerId: number): SQL => sql`array(select ${viewerId}::int union all ${connectedIdsSql(viewerId)})`;

/**
 * The anonymous wall requests whose fixed readers include `viewerId`, as a subquery of `id`s
 * over `post_audience` (its index on the reader): with wallAuthorsOf, the wall posts the
 * viewer may see at all.
 */
export const anonymousSharedWith = (viewerId: number): SQL =>
  sql`select sa.post_id as id from post_audience sa join posts sp on sp.id = sa.post_id where sa.user_id = ${viewerId}::int and sp.anonymous`;

/**
 * A condition on a post row (`post`: the table's name or alias): the viewer sees it as far as
 * its author and moderation go (./person), for pages that already know where it was posted.
 * No block hides an anonymous request: its author is unknown to the viewer.
 */
export const postShownTo = (viewerId: Someone, post: SQL): SQL =>
  writingShownTo({ viewerId, authorId: sql`${post}.author_id`, moderation: sql`${post}.moderation`, authorUnknown: sql`${post}.anonymous` });

/**
 * A condition on a post row `p` in the viewer's own feed. The feed holds only posts its reader
 * may have there, kept so by every write that changes who may: a block or an ended connection
 * takes the other's posts out, and so do leaving a group or a church, a removal, a ban, a
 * place taken down, each under the lock the fan-out copies under (services/posts/feed-entries.ts).
 * What is left to ask is what no feed row follows: shown unless held or removed, its author
 * banned, or muted by the viewer. Their own always are, until closed (a closed prayer request
 * leaves every feed, and stays on its author's profile) or their group or church is hidden
 * by moderators (posts.place_hidden). A mute passes over anonymous requests:
 * were they hidden too, muting one person after another would show whose request it was.
 * The banned and the muted are read once per page, as sets (hashed subplans), not probed
 * per post: the page reads a third fewer buffers.
 */
export const feedShows = (viewerId: Someone): SQL => sql<boolean>`(p.closed_at is null and not p.place_hidden and (p.author_id = ${viewerId}::int
  or (p.moderation is null and p.author_id <> all (array(${bannedIds}))
    and (p.anonymous or p.author_id <> all (array(${mutedIdsOf(viewerId)}))))))`;

/**
 * A condition on a group's or a church's post row `post`: it may stand in `userId`'s home feed.
 * They belong where it was shared (a group's member, or one its church's rule admits: its
 * members, or its prayer team alone), the place is up, and no block stands between them and
 * its author (none hides an anonymous request, as everywhere). Asked when the post is copied
 * into feeds, and of a place's rows in feeds whenever any of that changes, in the change's own
 * transaction (services/home-feed/place-feeds.ts): the feed itself need not ask it again.
 */
export const placePostReaches = (userId: Someone, post: SQL): SQL => sql<boolean>`(case
    when ${post}.group_id is not null then ${memberOf({ userId, groupId: sql`${post}.group_id` })}
      and exists (select 1 from groups fg where fg.id = ${post}.group_id and fg.moderation is null)
    else ${seesChurchPost(userId, post)}
  end and ${postShownTo(userId, post)})`;

/**
 * A condition on a group's or a church's post row `post`: it is one of the place's highlights
 * (what a member who chose "highlights" gets): a prayer request, or what the group's admins or
 * the church's leaders write, its announcements.
 */
export const isPlaceHighlight = (post: SQL): SQL => sql<boolean>`(${post}.type = 'prayer' or case
    when ${post}.group_id is not null then ${adminOf({ userId: sql`${post}.author_id`, groupId: sql`${post}.group_id` })}
    else ${leadsChurch({ userId: sql`${post}.author_id`, churchId: sql`${post}.church_id` })}
  end)`;

/** Whoever asks (the viewer) and the post they ask about. */
export type ViewerAndPost = { viewerId: number; postId: number };

/** The post if the viewer may see it; a 404 otherwise. One statement: every post page waits on it. */
export async function findVisiblePost(db: Db, { viewerId, postId }: ViewerAndPost): Promise<PostRow> {
  const [row] = await db
    .select({ post: posts, visible: postVisibleTo(viewerId) })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  if (!row?.visible) throw notFound("Post not found");
  return row.post;
}

/**
 * A condition on the row of `posts`: `userId` moderates where it was posted, as an admin of its
 * group, or a leader of the church it was shared with or of the church whose group it is in.
 */
export const moderatesPostsPlace = (userId: number): SQL => sql<boolean>`(${adminOf({ userId, groupId: postsGroup })}
  or (posts.church_id is not null and ${leadsChurch({ userId, churchId: sql`posts.church_id` })})
  or (posts.group_id is not null and exists (select 1 from groups pg where pg.id = posts.group_id and pg.church_id is not null
    and ${leadsChurch({ userId, churchId: sql`pg.church_id` })})))`;

/**
 * The post if the viewer may delete it: its author always (even one who has since left the
 * private group it was posted in), and whoever moderates where it was posted (moderatesPostsPlace).
 * Anyone else who may see it gets a 403; to anyone who may not, it does not exist.
 */
export async function findDeletablePost(db: Db, { viewerId, postId }: ViewerAndPost): Promise<PostRow> {
  const [row] = await db
    .select({ post: posts, visible: postVisibleTo(viewerId), admin: moderatesPostsPlace(viewerId) })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  const mine = row?.post.authorId === viewerId;
  if (!row || (!mine && !row.visible)) throw notFound("Post not found");
  if (!mine && !row.admin) throw forbidden("Only the author can delete this post");
  return row.post;
}

/**
 * For a write that joins in (a prayer, a comment) in one statement: the post's author and
 * type, whether the viewer may see it and join in, and whether its author may still see it
 * (an author who has left a private group is told nothing more of what is said there), as the
 * statement's first CTE. Its writes go ahead only `where exists (select 1 from <cte> where
 * may_join)`; the statement returns `visible` and `may_join` for `mayJoinIn` to judge.
 * The post's row is locked against deletion (the lock the writes' foreign keys take anyway):
 * a post deleted meanwhile is not found, rather than failing the insert.
 */
export const postToJoinIn = ({ viewerId, postId }: ViewerAndPost): SQL => sql`
  select id, author_id, type, visible, visible and (group_id is null or member) as may_join, author_sees
  from (
    select posts.id, posts.author_id, posts.type, posts.group_id,
           ${postVisibleTo(viewerId)} as visible, ${memberOfPostsGroup(viewerId)} as member,
           ${postVisibleTo(sql`posts.author_id`)} as author_sees
    from posts where posts.id = ${postId}::integer
    for key share of posts
  ) post`;

/** In a statement that starts with `postToJoinIn` as `target`: its author may be told of it. */
export const targetAuthorSeesIt: SQL = sql`exists (select 1 from target where author_sees)`;

/** A 404 for a post the viewer may not see (or none), a 403 for a group they must join first. */
export function mayJoinIn(found: { visible: boolean | null; may_join: boolean | null }): void {
  if (!found.visible) throw notFound("Post not found");
  if (!found.may_join) throw forbidden("Join this group to pray and comment");
}

/**
 * A condition: `userId` (an id, or SQL naming one) may see the post `postId`, as the post's
 * own page would answer them: whoever is told of what is written in or under it is asked this.
 */
export const seesPost = (userId: Someone, postId: number): SQL =>
  sql<boolean>`exists (select 1 from posts where posts.id = ${postId}::int and ${postVisibleTo(userId)})`;
