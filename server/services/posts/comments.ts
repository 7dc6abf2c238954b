import type { ReactionKind } from "../../../contract/reactions";
import { versesIn, versesParam } from "../bible/verses-written";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import { type Db, type UserColumns, queryRows } from "../../db/client";
import { type CommentWithAuthor, comments, notifications, posts, users } from "../../db/schema";
import { notFound } from "../../core/errors";
import { mailMessages, params } from "../../mail/i18n";
import {
  type NoticeDraft,
  type StoredNoticeColumns,
  excerpt,
  notifyEachStatement,
  notifyStatement,
  sqlMessage,
  storedNotice,
  storedNotices,
} from "../notifications/notifications";
import { type CommentAsks, checkCommentExtras, replyNotice } from "./comment-replies";
import { mentionNotice, mentionsParam } from "./mentions";
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
    .select({
      comment: comments,
      author: users,
      myReaction: sql<ReactionKind | null>`(select r.kind from comment_reactions r where r.comment_id = ${comments.id} and r.user_id = ${viewerId}::int)`,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(and(eq(comments.postId, postId), commentShownTo(viewerId)))
    .orderBy(asc(comments.id));
  return rows.map((row) => (commentAuthorKnownTo(viewerId, post, row.comment) ? row : { ...row, author: null }));
}

/**
 * The comment, the post's counter and its notices, in one statement (one round trip, one
 * transaction, and the post's row locked only while it runs), after it has read the post and
 * whether the viewer may join in. A reply, or a comment that mentions people, is checked
 * first (checkCommentExtras). Each person hears of it once: the one it answers by the reply's
 * notice, whoever it mentions by a mention, and the post's author, if neither, by the usual
 * "commented on your post". It returns the commenter, for the answer.
 */
export async function addComment(
  { db, tell }: Context,
  { authorId, postId }: { authorId: number; postId: number },
  content: string,
  asks: CommentAsks = {},
): Promise<CommentWithAuthor> {
  const { reply, mentions, anonymousWriter } = await checkCommentExtras(db, { authorId, postId, content }, asks);
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
  // A reply joins its thread only while the thread is there (locked against deletion meanwhile).
  const allowed = sql`exists (select 1 from target where may_join)${reply ? sql` and exists (select 1 from thread)` : sql``}`;
  const written = sql`exists (select 1 from added)`;
  const answered = reply ? reply.answered.authorId : null;
  const toldOtherwise = [...(answered === null ? [] : [answered]), ...mentions.map((m) => m.id)];
  const authorTold = toldOtherwise.length
    ? sql`${targetAuthorSeesIt} and (select author_id from target) <> all(${sql.param(toldOtherwise)}::int[])`
    : targetAuthorSeesIt;
  const writer = { writerId: authorId, anonymousWriter, postId, content };
  const replied = answered === null ? null : replyNotice(writer, answered);
  const mentioned = mentions.length
    ? mentionNotice({ ...writer, what: "comment", mentions, besides: answered === null ? [] : [answered] })
    : null;
  const verses = versesIn(content);
  const [row] = await queryRows<
    {
      visible: boolean | null;
      may_join: boolean | null;
      comment_id: number;
      comment_at: Date;
      comment_count: number;
      post_author: number | null;
      reply_notice: StoredNoticeColumns | null;
      mention_notices: StoredNoticeColumns[];
    } & UserColumns &
      StoredNoticeColumns
  >(
    db,
    sql`with target as (
        ${postToJoinIn({ viewerId: authorId, postId })}
      ), ${reply ? sql`thread as (select id from ${comments} where id = ${reply.threadId}::integer for key share),` : sql``} added as (
        insert into ${comments} (post_id, author_id, content, verses, parent_id, mentions)
        select ${postId}::integer, ${authorId}::integer, ${content}, ${versesParam(verses)}, ${reply?.threadId ?? null}::integer, ${mentionsParam(mentions)}
        where ${allowed}
        returning id, created_at
      ), counted as (
        update ${posts} set comment_count = comment_count + 1 where id = ${postId}::integer and ${allowed} returning comment_count
      ), notice as (
        ${notifyStatement(notice, sql`${written} and ${authorTold}`)}
      )${replied ? sql`, replied as (${notifyStatement(replied.draft, sql`${written} and ${replied.when}`)})` : sql``}${
        mentioned ? sql`, mentioned as (${notifyEachStatement(mentioned.draft, sql`${written} and ${mentioned.when}`)})` : sql``
      }
      select target.visible, target.may_join, added.id as comment_id, added.created_at as comment_at,
        (select comment_count from counted) as comment_count,
        case when target.author_sees then target.author_id end as post_author,
        ${replied ? sql`(select row_to_json(x) from replied x)` : sql`null::json`} as reply_notice,
        ${mentioned ? sql`(select coalesce(json_agg(x), '[]'::json) from mentioned x)` : sql`'[]'::json`} as mention_notices,
        ${publicUserColumnsOf(sql`u`)},
        notice.*
      from (select) one
        left join target on true left join added on true left join notice on true
        left join ${users} u on u.id = ${authorId}::integer`,
  );
  mayJoinIn(row!);
  // Its thread was deleted meanwhile: the comment it answered is gone.
  if (row!.comment_id === null) throw notFound("Comment not found");
  const added: CommentWithAuthor = {
    comment: {
      id: row!.comment_id,
      postId,
      authorId,
      content,
      verses,
      createdAt: row!.comment_at,
      moderation: null,
      parentId: reply?.threadId ?? null,
      reactions: {},
      mentions,
    },
    author: publicUserRow(authorId, row!),
  };
  tell.notice(storedNotice(notice, row));
  const replyNoticeStored = replied ? storedNotice(replied.draft, row!.reply_notice ?? undefined) : null;
  tell.notice(replyNoticeStored);
  for (const stored of mentioned ? storedNotices(mentioned.draft, row!.mention_notices) : []) tell.notice(stored);
  // The commenter's other tabs, the post's author (while they may still see it), and the one it answers (told of it).
  const told = new Set([
    authorId,
    ...(row!.post_author === null ? [] : [row!.post_author]),
    ...(replyNoticeStored ? [replyNoticeStored.userId] : []),
  ]);
  tell.changed([...told], { kind: "post", postId, commentCount: row!.comment_count, comment: added });
  return added;
}

/**
 * Its author deletes a comment (or whoever moderates where its post is: findDeletableComment),
 * and its replies go with it. In one transaction: the comment is locked first, so that a reply
 * written meanwhile is either in before its thread is read, or finds it gone; then, in one
 * statement, the comment and its replies, the post's counter by as many as went, the notices
 * they had sent (stored by the same statements as they were, so at the same time), and, when
 * a moderator removed it, a notice to its author.
 */
export async function deleteComment({ db, tell }: Context, { viewerId, commentId }: ViewerAndComment): Promise<void> {
  const { comment, post, byModerator } = await findDeletableComment(db, { viewerId, commentId });
  const { postId } = comment;
  const from = byModerator ? placeOf(post) : null;
  const notice = from ? removedByModerators({ authorId: comment.authorId, from, postId, what: "comment", content: comment.content }) : null;
  const row = await db.transaction(async (tx) => {
    await queryRows(tx, sql`select 1 from ${comments} where id = ${commentId}::integer for update`);
    const [row] = await queryRows<
      {
        deleted: boolean;
        comment_count: number | null;
        post_author_sees: boolean | null;
        reply_authors: number[];
        unread_notices_of: number[];
      } & StoredNoticeColumns
    >(
      tx,
      sql`with gone as (
          delete from ${comments} where id = ${commentId}::integer or parent_id = ${commentId}::integer
          returning id, post_id, author_id, created_at
        ), counted as (
          update ${posts} set comment_count = comment_count - (select count(*) from gone)::int
          where id = ${postId}::integer and exists (select 1 from gone)
          returning comment_count, ${postVisibleTo(sql`posts.author_id`)} as post_author_sees
        ), unnoticed as (
          delete from ${notifications} n using gone
          where n.type in ('post_comment', 'comment_reply', 'mention') and n.post_id = gone.post_id
            and (n.actor_id = gone.author_id or n.actor_id is null) and n.created_at = gone.created_at
          returning n.user_id, n.is_read
        )${notice ? sql`, notice as (${notifyStatement(notice, sql`exists (select 1 from gone where id = ${commentId}::integer)`)})` : sql``}
        select exists (select 1 from gone where id = ${commentId}::integer) as deleted, counted.comment_count, counted.post_author_sees,
          array(select distinct author_id from gone where id <> ${commentId}::integer) as reply_authors,
          array(select distinct user_id from unnoticed where not is_read) as unread_notices_of ${notice ? sql`, notice.*` : sql``}
        from (select) one left join counted on true ${notice ? sql`left join notice on true` : sql``}`,
    );
    return row;
  });
  // Deleted meanwhile, by someone else (or with its post, or its thread).
  if (!row?.deleted) throw notFound("Comment not found");
  if (notice) tell.notice(storedNotice(notice, row));
  const told = new Set([viewerId, comment.authorId, ...row.reply_authors]);
  if (row.post_author_sees) told.add(post.authorId);
  tell.changed([...told], { kind: "post", postId, commentCount: row.comment_count ?? undefined, commentDeleted: commentId });
  if (row.unread_notices_of.length) tell.changed(row.unread_notices_of, { kind: "notices-read" });
}
