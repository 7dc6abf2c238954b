import { asc, eq, sql } from "drizzle-orm";
import { displayName } from "../../contract/display-name";
import { type Db, queryRows } from "../db/client";
import { type CommentRow, type UserRow, comments, posts, users } from "../db/schema";
import type { EventBus } from "../realtime/event-bus";
import { publishNotice } from "../realtime/publish-notice";
import { type NewNotification, excerpt, notifyStatement, storedNotice } from "./notifications";
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

/**
 * The comment, the post's counter and the author's notification, in one statement (so one
 * transaction, and the post's row is locked only while it runs).
 */
export async function addComment(
  db: Db,
  events: EventBus,
  authorId: number,
  postId: number,
  content: string,
): Promise<CommentWithAuthor> {
  const [post, author] = await Promise.all([findPostToJoinIn(db, authorId, postId), findUserById(db, authorId)]);
  const notification: NewNotification = {
    userId: post.authorId,
    actorId: authorId,
    type: "post_comment",
    title: "New comment",
    message: `${displayName(author)} commented on your post: "${excerpt(content)}"`,
    postId,
  };
  const [row] = await queryRows<{ id: number; created_at: Date; notice_id: number | null; notice_at: Date | null }>(
    db,
    sql`with added as (
        insert into ${comments} (post_id, author_id, content) values (${postId}, ${authorId}, ${content})
        returning id, created_at
      ), counted as (
        update ${posts} set comment_count = comment_count + 1 where id = ${postId}::integer
      ), notice as (
        ${notifyStatement(notification, sql`true`)}
      )
      select added.id, added.created_at, (select id from notice) as notice_id, (select created_at from notice) as notice_at
      from added`,
  );
  publishNotice(db, events, storedNotice(notification, row!.notice_id, row!.notice_at));
  return { comment: { id: row!.id, postId, authorId, content, createdAt: row!.created_at }, author: author! };
}
