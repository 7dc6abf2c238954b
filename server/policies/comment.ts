import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type CommentRow, comments, posts } from "../db/schema";
import { notFound } from "../services/errors";
import { writingShownTo } from "./person";
import { postVisibleTo } from "./post";

// A comment is seen by whoever sees its post (./post), as far as its own author and its
// moderation go (./person): its author always, others while it is shown and its author is
// shown to them. To anyone else it does not exist.

/** A condition on the row of `comments` (so named, unaliased): the viewer sees the comment itself. */
export const commentShownTo = (viewerId: number) =>
  writingShownTo({ viewerId, authorId: sql`${comments.authorId}`, moderation: sql`${comments.moderation}` });

/** The comment if the viewer may see it and its post; a 404 otherwise. */
export async function findVisibleComment(db: Db, { viewerId, commentId }: { viewerId: number; commentId: number }): Promise<CommentRow> {
  const [row] = await db
    .select({ comment: comments, visible: sql<boolean>`(${postVisibleTo(viewerId)} and ${commentShownTo(viewerId)})` })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(eq(comments.id, commentId))
    .limit(1);
  if (!row?.visible) throw notFound("Comment not found");
  return row.comment;
}
