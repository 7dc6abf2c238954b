import type { Comment } from "@contract/posts";

/** A comment on the post and the replies under it, in order; `answerable` when it began its thread. */
export interface CommentThread {
  comment: Comment;
  replies: Comment[];
  answerable: boolean;
}

/**
 * A post's comments (oldest first) as threads one level deep: each comment on the post with
 * its replies under it, in the order they were written. A reply whose comment is not in the
 * list (one the reader may not see) stands on its own where it falls, with no thread of its own.
 */
export function threadsOf(comments: readonly Comment[]): CommentThread[] {
  const tops = new Set(comments.filter((comment) => comment.parentId === null).map((comment) => comment.id));
  const replies = new Map<number, Comment[]>();
  for (const comment of comments) {
    if (comment.parentId !== null && tops.has(comment.parentId))
      replies.set(comment.parentId, [...(replies.get(comment.parentId) ?? []), comment]);
  }
  return comments
    .filter((comment) => comment.parentId === null || !tops.has(comment.parentId))
    .map((comment) => ({ comment, replies: replies.get(comment.id) ?? [], answerable: comment.parentId === null }));
}
