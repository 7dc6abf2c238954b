import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type CommentRow, comments, posts } from "../db/schema";
import { forbidden, notFound } from "../services/errors";
import { adminOf } from "./group";
import { writingShownTo } from "./person";
import { postVisibleTo } from "./post";

// Who may see and do what with a comment:
// - it is seen by whoever may see its post (./post), as far as its author and moderation go
//   (./person: blocks, bans, held or removed comments seen by their authors alone);
// - its author may always delete it, and a group's admins the comments on posts in their group
//   (they moderate their group).
// To anyone who may not see a comment it does not exist: 404, never 403.

/** A condition on a row of `comments`: the viewer sees it (its author's and moderation's rules). */
export const commentShownTo = (viewerId: number) =>
  writingShownTo({ viewerId, authorId: sql`${comments.authorId}`, moderation: sql`${comments.moderation}` });

/** Whoever asks (the viewer) and the comment they ask about. */
export type ViewerAndComment = { viewerId: number; commentId: number };

/** A comment someone may delete, with where it was written. */
export type DeletableComment = {
  comment: CommentRow;
  post: { authorId: number; groupId: number | null };
  /** Deleted by an admin of the post's group rather than by its author. */
  byGroupAdmin: boolean;
};

/**
 * The comment if the viewer may delete it: its author always (even one who may no longer see
 * the post), and an admin of the group the post is in. Anyone else who may see it gets a 403;
 * to anyone who may not, it does not exist.
 */
export async function findDeletableComment(db: Db, { viewerId, commentId }: ViewerAndComment): Promise<DeletableComment> {
  const [row] = await db
    .select({
      comment: comments,
      post: { authorId: posts.authorId, groupId: posts.groupId },
      visible: sql<boolean>`(${postVisibleTo(viewerId)} and ${commentShownTo(viewerId)})`,
      admin: adminOf({ userId: viewerId, groupId: sql`posts.group_id` }),
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(eq(comments.id, commentId))
    .limit(1);
  const mine = row?.comment.authorId === viewerId;
  if (!row || (!mine && !row.visible)) throw notFound("Comment not found");
  if (!mine && !row.admin) throw forbidden("Only the author can delete this comment");
  return { comment: row.comment, post: row.post, byGroupAdmin: !mine };
}
