import { asc, eq, sql } from "drizzle-orm";
import { displayName } from "../../contract/display-name";
import type { Db } from "../db/client";
import { type CommentRow, type UserRow, comments, posts, users } from "../db/schema";
import type { EventBus } from "../realtime/event-bus";
import { publishNotice } from "../realtime/publish-notice";
import { excerpt, notify } from "./notifications";
import { findUserById } from "./users";
import { findPostToJoinIn, findVisiblePost } from "./visibility";

export type CommentWithAuthor = { comment: CommentRow; author: UserRow };

export async function listComments(db: Db, viewerId: number, postId: number): Promise<CommentWithAuthor[]> {
  await findVisiblePost(db, viewerId, postId);
  return db
    .select({ comment: comments, author: users })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(eq(comments.postId, postId))
    .orderBy(asc(comments.id));
}

/** The comment, the post's counter and the author's notification, in one transaction. */
export async function addComment(
  db: Db,
  events: EventBus,
  authorId: number,
  postId: number,
  content: string,
): Promise<CommentWithAuthor> {
  const [post, author] = await Promise.all([findPostToJoinIn(db, authorId, postId), findUserById(db, authorId)]);
  const { comment, notice } = await db.transaction(async (tx) => {
    const [row] = await tx.insert(comments).values({ postId, authorId, content }).returning();
    await tx
      .update(posts)
      .set({ commentCount: sql`${posts.commentCount} + 1` })
      .where(eq(posts.id, postId));
    const notice = await notify(tx, {
      userId: post.authorId,
      actorId: authorId,
      type: "post_comment",
      title: "New comment",
      message: `${displayName(author)} commented on your post: "${excerpt(content)}"`,
      postId,
    });
    return { comment: row!, notice };
  });
  publishNotice(db, events, notice);
  return { comment, author: author! };
}
