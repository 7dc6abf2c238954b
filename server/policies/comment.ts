import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type CommentRow, comments, posts } from "../db/schema";
import { forbidden, invalid, notFound } from "../core/errors";
import { writingShownTo } from "./person";
import { moderatesPostsPlace, postVisibleTo } from "./post";

// A comment is seen by whoever sees its post (./post), as far as its own author and its
// moderation go (./person): its author always, others while it is shown and its author is
// shown to them. To anyone else it does not exist.
// Its author may always delete it, and whoever moderates where its post was posted (a group's
// admins, a church's leaders: see ./post); anyone else who sees it is refused (403).
// Whoever may comment on a post may answer one of its comments they see (findCommentToAnswer).

/**
 * A condition on the row of `comments` (so named, unaliased): the viewer sees the comment
 * itself. The author of an anonymous request answering under it is as unknown there as on the
 * request, so no block hides those comments either (see writingShownTo).
 */
export const commentShownTo = (viewerId: number) =>
  writingShownTo({
    viewerId,
    authorId: sql`${comments.authorId}`,
    moderation: sql`${comments.moderation}`,
    // A scalar subquery, so one probe of the post's key per comment whose author is blocked,
    // where an `exists` would become a set of every anonymous request, read in full.
    authorUnknown: sql`coalesce((select ap.anonymous and ap.author_id = ${comments.authorId} from posts ap where ap.id = ${comments.postId}), false)`,
  });

/**
 * Whether the viewer may know who wrote a comment: always, but for the author of an anonymous
 * post answering on it, who stays as unnamed there as on the post (to anyone but themself).
 */
export function commentAuthorKnownTo(viewerId: number, post: { authorId: number; anonymous: boolean }, comment: { authorId: number }): boolean {
  return !post.anonymous || comment.authorId !== post.authorId || viewerId === post.authorId;
}

/** Whoever asks (the viewer) and the comment they ask about. */
export type ViewerAndComment = { viewerId: number; commentId: number };

/** The comment if the viewer may see it and its post; a 404 otherwise. */
export async function findVisibleComment(db: Db, { viewerId, commentId }: ViewerAndComment): Promise<CommentRow> {
  const [row] = await db
    .select({ comment: comments, visible: sql<boolean>`(${postVisibleTo(viewerId)} and ${commentShownTo(viewerId)})` })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(eq(comments.id, commentId))
    .limit(1);
  if (!row?.visible) throw notFound("Comment not found");
  return row.comment;
}

/** A comment someone may delete, with where it was written. */
export type DeletableComment = {
  comment: CommentRow;
  post: { authorId: number; groupId: number | null; churchId: number | null };
  /** Deleted by whoever moderates where its post was posted rather than by its author. */
  byModerator: boolean;
};

/**
 * The comment if the viewer may delete it: its author always (even one who may no longer see
 * the post), and whoever moderates where the post is (moderatesPostsPlace). Anyone else who may see it gets a 403;
 * to anyone who may not, it does not exist.
 */
export async function findDeletableComment(db: Db, { viewerId, commentId }: ViewerAndComment): Promise<DeletableComment> {
  const [row] = await db
    .select({
      comment: comments,
      post: { authorId: posts.authorId, groupId: posts.groupId, churchId: posts.churchId },
      visible: sql<boolean>`(${postVisibleTo(viewerId)} and ${commentShownTo(viewerId)})`,
      admin: moderatesPostsPlace(viewerId),
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(eq(comments.id, commentId))
    .limit(1);
  const mine = row?.comment.authorId === viewerId;
  if (!row || (!mine && !row.visible)) throw notFound("Comment not found");
  if (!mine && !row.admin) throw forbidden("Only the author can delete this comment");
  return { comment: row.comment, post: row.post, byModerator: !mine };
}

/** The comment a reply answers, and the thread it joins (the comment that began it). */
export type AnsweredComment = { answered: CommentRow; threadId: number };

/**
 * The comment `viewerId` answers under the post `postId`: one they may see (else, to them, it
 * does not exist: 404), on that post (else the reply is refused: 400). Threads are one level
 * deep: an answer to a reply joins the reply's thread, under the comment that began it, and
 * its notice goes to the one answered.
 */
export async function findCommentToAnswer(
  db: Db,
  { viewerId, postId, commentId }: ViewerAndComment & { postId: number },
): Promise<AnsweredComment> {
  const answered = await findVisibleComment(db, { viewerId, commentId });
  if (answered.postId !== postId) throw invalid("Reply to a comment on this post");
  return { answered, threadId: answered.parentId ?? answered.id };
}
