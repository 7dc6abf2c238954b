import { and, asc, eq, sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import { type Db, type UserColumns, queryRows } from "../../db/client";
import { type CommentWithAuthor, comments, notifications, posts, users } from "../../db/schema";
import { notFound } from "../../core/errors";
import { mailMessages, params } from "../../mail/i18n";
import { type NoticeDraft, type StoredNoticeColumns, excerpt, notifyStatement, sqlMessage, storedNotice } from "../notifications/notifications";
import { placeOf, removedByModerators } from "./removal-notices";
import { displayNameSql, publicUserRow } from "../people/users";
import { publicUserColumnsOf } from "../people/user-fields";
import { type ViewerAndComment, commentAuthorKnownTo, commentShownTo, findDeletableComment } from "../../policies/comment";
import { type ViewerAndPost, findVisiblePost, mayJoinIn, postToJoinIn, postVisibleTo, targetAuthorSeesIt } from "../../policies/post";

const commentWords = mailMessages("notices/comment", {
  title: "New comment",
  message: params('{name} commented on your post: "{excerpt}"'),
});

export async function listComments(db: Db, { viewerId, postId }: ViewerAndPost): Promise<CommentWithAuthor[]> {
  const post = await findVisiblePost(db, { viewerId, postId });
  const rows = await db
    .select({ comment: comments, author: users })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(and(eq(comments.postId, postId), commentShownTo(viewerId)))
    .orderBy(asc(comments.id));
  return rows.map((row) => (commentAuthorKnownTo(viewerId, post, row.comment) ? row : { comment: row.comment, author: null }));
}

/**
 * The comment, the post's counter and the author's notice, in one statement (one round trip,
 * one transaction, and the post's row locked only while it runs), after it has read the post
 * and whether the viewer may join in. It returns the commenter, for the answer.
 */
export async function addComment(
  { db, tell }: Context,
  { authorId, postId }: { authorId: number; postId: number },
  content: string,
): Promise<CommentWithAuthor> {
  const notice: NoticeDraft = {
    userId: sql`(select author_id from target)`,
    actorId: authorId,
    type: "post_comment",
    title: (language) => commentWords(language).title,
    message: (language) =>
      sqlMessage(commentWords(language).message, {
        name: sql`(select ${displayNameSql(sql`u`)} from ${users} u where u.id = ${authorId}::integer)`,
        excerpt: excerpt(content),
      }),
    postId,
  };
  const allowed = sql`exists (select 1 from target where may_join)`;
  const [row] = await queryRows<
    {
      visible: boolean | null;
      may_join: boolean | null;
      comment_id: number;
      comment_at: Date;
      comment_count: number;
      post_author: number | null;
    } & UserColumns &
      StoredNoticeColumns
  >(
    db,
    sql`with target as (
        ${postToJoinIn({ viewerId: authorId, postId })}
      ), added as (
        insert into ${comments} (post_id, author_id, content)
        select ${postId}::integer, ${authorId}::integer, ${content} where ${allowed}
        returning id, created_at
      ), counted as (
        update ${posts} set comment_count = comment_count + 1 where id = ${postId}::integer and ${allowed} returning comment_count
      ), notice as (
        ${notifyStatement(notice, sql`exists (select 1 from added) and ${targetAuthorSeesIt}`)}
      )
      select target.visible, target.may_join, added.id as comment_id, added.created_at as comment_at,
        (select comment_count from counted) as comment_count,
        case when target.author_sees then target.author_id end as post_author,
        ${publicUserColumnsOf(sql`u`)},
        notice.*
      from (select) one
        left join target on true left join added on true left join notice on true
        left join ${users} u on u.id = ${authorId}::integer`,
  );
  mayJoinIn(row!);
  const added: CommentWithAuthor = {
    comment: { id: row!.comment_id, postId, authorId, content, createdAt: row!.comment_at, moderation: null },
    author: publicUserRow(authorId, row!),
  };
  tell.notice(storedNotice(notice, row));
  // The commenter's other tabs, and the post's author (while they may still see it).
  const told = row!.post_author === null ? [authorId] : [...new Set([authorId, row!.post_author])];
  tell.changed(told, { kind: "post", postId, commentCount: row!.comment_count, comment: added });
  return added;
}

/**
 * Its author deletes a comment (or whoever moderates where its post is: findDeletableComment). In one statement: the comment, the post's counter, the notice its
 * post's author was sent of it (stored by the same statement as the comment, so at the same
 * time), and, when an admin removed it, a notice to its author.
 */
export async function deleteComment({ db, tell }: Context, { viewerId, commentId }: ViewerAndComment): Promise<void> {
  const { comment, post, byModerator } = await findDeletableComment(db, { viewerId, commentId });
  const { postId } = comment;
  const from = byModerator ? placeOf(post) : null;
  const notice = from ? removedByModerators({ authorId: comment.authorId, from, postId, what: "comment", content: comment.content }) : null;
  const [row] = await queryRows<
    { deleted: boolean; comment_count: number | null; post_author_sees: boolean | null; unread_notice_of: number | null } & StoredNoticeColumns
  >(
    db,
    sql`with gone as (
        delete from ${comments} where id = ${commentId}::integer returning post_id, author_id, created_at
      ), counted as (
        update ${posts} set comment_count = comment_count - 1
        where id = ${postId}::integer and exists (select 1 from gone)
        returning comment_count, ${postVisibleTo(sql`posts.author_id`)} as post_author_sees
      ), unnoticed as (
        delete from ${notifications} n using gone
        where n.type = 'post_comment' and n.post_id = gone.post_id and n.actor_id = gone.author_id and n.created_at = gone.created_at
        returning n.user_id, n.is_read
      )${notice ? sql`, notice as (${notifyStatement(notice, sql`exists (select 1 from gone)`)})` : sql``}
      select exists (select 1 from gone) as deleted, counted.comment_count, counted.post_author_sees,
        (select user_id from unnoticed where not is_read limit 1) as unread_notice_of ${notice ? sql`, notice.*` : sql``}
      from (select) one left join counted on true ${notice ? sql`left join notice on true` : sql``}`,
  );
  // Deleted meanwhile, by someone else (or with its post).
  if (!row?.deleted) throw notFound("Comment not found");
  if (notice) tell.notice(storedNotice(notice, row));
  const told = new Set([viewerId, comment.authorId]);
  if (row.post_author_sees) told.add(post.authorId);
  tell.changed([...told], { kind: "post", postId, commentCount: row.comment_count ?? undefined, commentDeleted: commentId });
  if (row.unread_notice_of !== null) tell.changed([row.unread_notice_of], { kind: "notices-read" });
}
