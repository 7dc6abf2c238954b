import { type SQL, and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type GroupRow, type PostRow, groupMembers, groups, posts } from "../db/schema";
import { forbidden, notFound } from "./errors";
import { areConnected, connectedTo } from "./connections";

// Who may see and do what, in one place, for every read and write:
// - a post outside groups is seen by its author and the author's connections;
// - a public group, its members and posts are seen by anyone signed in; a private group by
//   its members only;
// - only members post, pray or comment in a group; only admins manage it.
// To anyone who may not see a thing it does not exist: 404, never 403, so ids reveal nothing.

export type GroupAccess = { group: GroupRow; role: "admin" | "member" | null };

export async function canSeeAuthorsPosts(db: Db, viewerId: number, authorId: number): Promise<boolean> {
  return viewerId === authorId || areConnected(db, viewerId, authorId);
}

export async function groupRole(db: Db, groupId: number, userId: number): Promise<"admin" | "member" | null> {
  const [row] = await db
    .select({ role: groupMembers.role })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

/**
 * Inside a transaction, a write that depends on the group first locks its row, and only then
 * reads the actor's role: "update" for changes to who belongs and who leads (they take turns,
 * so two admins stepping down at once cannot both pass the "another admin remains" check),
 * "key share" for adding to the group (posting), which only keeps it from being deleted
 * meanwhile. Deleting the group waits for both, and every such write waits for a deletion and
 * then finds no group: a 404, never a foreign-key failure or a deadlock.
 */
export type GroupLock = "update" | "key share";

/** The group and the viewer's role, if the viewer may see it; a 404 otherwise. */
export async function findVisibleGroup(db: Db, viewerId: number, groupId: number, lock?: GroupLock): Promise<GroupAccess> {
  const query = db.select().from(groups).where(eq(groups.id, groupId)).limit(1);
  const [group] = await (lock ? query.for(lock) : query);
  if (!group) throw notFound("Group not found");
  const role = await groupRole(db, groupId, viewerId);
  if (group.isPrivate && !role) throw notFound("Group not found");
  return { group, role };
}

export async function findMemberGroup(db: Db, viewerId: number, groupId: number, lock?: GroupLock): Promise<GroupAccess> {
  const access = await findVisibleGroup(db, viewerId, groupId, lock);
  if (!access.role) throw forbidden("Join this group to take part");
  return access;
}

export async function findAdminGroup(db: Db, viewerId: number, groupId: number, lock?: GroupLock): Promise<GroupAccess> {
  const access = await findMemberGroup(db, viewerId, groupId, lock);
  if (access.role !== "admin") throw forbidden("Only group admins can do that");
  return access;
}

/**
 * Whether someone (a user id, or SQL naming one, such as the post's own author) belongs to the
 * group of the post `posts` names, and whether they may see that post: the rules above for a
 * post, as SQL over a row of `posts`. Every column is qualified: inside these subqueries
 * "group_id" would name the inner table's own.
 */
type Someone = number | SQL;
const memberOfPostsGroup = (userId: Someone) =>
  sql<boolean>`exists (select 1 from group_members gm where gm.group_id = posts.group_id and gm.user_id = ${userId})`;
const postVisibleTo = (userId: Someone) => sql<boolean>`case
    when posts.group_id is not null then ${memberOfPostsGroup(userId)} or exists (select 1 from groups g where g.id = posts.group_id and not g.is_private)
    else posts.author_id = ${userId} or ${connectedTo(userId, sql`posts.author_id`)}
  end`;

/** The post if the viewer may see it; a 404 otherwise. One statement: every post page waits on it. */
export async function findVisiblePost(db: Db, viewerId: number, postId: number): Promise<PostRow> {
  const [row] = await db
    .select({ post: posts, visible: postVisibleTo(viewerId) })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  if (!row?.visible) throw notFound("Post not found");
  return row.post;
}

const adminOfPostsGroup = (userId: number) =>
  sql<boolean>`exists (select 1 from group_members gm where gm.group_id = posts.group_id and gm.user_id = ${userId} and gm.role = 'admin')`;

/**
 * The post if the viewer may delete it: its author always (even one who has since left the
 * private group it was posted in), and a group's admins the posts in their group. Anyone else
 * who may see it gets a 403; to anyone who may not, it does not exist.
 */
export async function findDeletablePost(db: Db, viewerId: number, postId: number): Promise<PostRow> {
  const [row] = await db
    .select({ post: posts, visible: postVisibleTo(viewerId), admin: adminOfPostsGroup(viewerId) })
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
export const postToJoinIn = (viewerId: number, postId: number): SQL => sql`
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

