import { type SQL, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { comments, posts } from "../db/schema";
import { forbidden, notFound } from "../core/errors";
import { type ViewerAndComment, commentShownTo } from "./comment";
import { memberOf } from "./group";
import { personShownTo } from "./person";
import { type ViewerAndPost, postVisibleTo } from "./post";

// Who may react, and who may see who reacted:
// - a reaction to a post is joining in, as a prayer or a comment is: whoever may pray for and
//   comment on the post may react to it (postToJoinIn and mayJoinIn in ./post);
// - a reaction to a comment, whoever sees the comment (./comment) and may join in on its post;
// - everyone who sees a post or comment sees its counts and their own reaction; who reacted,
//   with which, only its author, as far as they may see each person (./person: no one blocked
//   either way, no one banned). Anyone else who sees it is refused (403); to anyone who may
//   not, it does not exist (404).

/**
 * For a reaction to a comment in one statement, as postToJoinIn is for a post: the comment,
 * its post, whether the viewer sees it and may join in on its post, and whether the comment's
 * author still sees the post (to be told of it), as the statement's first CTE. The comment's
 * row is locked against deletion, so one deleted meanwhile is not found.
 */
export const commentToJoinIn = ({ viewerId, commentId }: ViewerAndComment): SQL => sql`
  select id, post_id, author_id, visible, visible and (group_id is null or member) as may_join, author_sees
  from (
    select comments.id, comments.post_id, comments.author_id, posts.group_id,
           (${postVisibleTo(viewerId)} and ${commentShownTo(viewerId)}) as visible,
           ${memberOf({ userId: sql`${viewerId}::int`, groupId: sql`posts.group_id` })} as member,
           ${postVisibleTo(sql`comments.author_id`)} as author_sees
    from comments join posts on posts.id = comments.post_id
    where comments.id = ${commentId}::integer
    for key share of comments
  ) comment`;

/** A 404 for a comment the viewer may not see (or none), a 403 for a group they must join first. */
export function mayReactToComment(found: { visible: boolean | null; may_join: boolean | null }): void {
  if (!found.visible) throw notFound("Comment not found");
  if (!found.may_join) throw forbidden("Join this group to pray and comment");
}

/** A condition on someone who reacted (`personId`): the author looking at who reacted may see them. */
export const reactorShownTo = (authorId: number, personId: SQL): SQL => personShownTo({ viewerId: authorId, personId });

const onlyTheAuthor = "Only the author can see who reacted";

/** The post, if the viewer wrote it and sees it: who reacted to it is theirs to see. */
export async function findPostReactionsOwner(db: Db, { viewerId, postId }: ViewerAndPost): Promise<{ authorId: number }> {
  const [row] = await db
    .select({ authorId: posts.authorId, visible: postVisibleTo(viewerId) })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  if (!row?.visible) throw notFound("Post not found");
  if (row.authorId !== viewerId) throw forbidden(onlyTheAuthor);
  return row;
}

/** The comment, if the viewer wrote it and sees it (and its post): who reacted to it is theirs to see. */
export async function findCommentReactionsOwner(db: Db, { viewerId, commentId }: ViewerAndComment): Promise<{ authorId: number }> {
  const [row] = await db
    .select({ authorId: comments.authorId, visible: sql<boolean>`(${postVisibleTo(viewerId)} and ${commentShownTo(viewerId)})` })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(eq(comments.id, commentId))
    .limit(1);
  if (!row?.visible) throw notFound("Comment not found");
  if (row.authorId !== viewerId) throw forbidden(onlyTheAuthor);
  return row;
}
