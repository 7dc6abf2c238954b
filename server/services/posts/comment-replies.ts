import { type SQL, sql } from "drizzle-orm";
import type { Mention } from "../../../contract/mentions";
import type { Db } from "../../db/client";
import type { CommentRow } from "../../db/schema";
import { mailMessages, params } from "../../mail/i18n";
import { findCommentToAnswer } from "../../policies/comment";
import { findPostToWriteUnder, placeOfPost } from "../../policies/mention";
import { seesPost } from "../../policies/post";
import { type NoticeDraft, excerpt, sqlMessage } from "../notifications/notifications";
import { checkMentions } from "./mentions";
import { actorOf, writerNameSql } from "./writer-name";

const words = mailMessages("notices/comment-reply", {
  title: "New reply",
  message: params('{name} replied to your comment: "{excerpt}"'),
});

/** What a comment's writer asks beyond its words: the comment it answers, and whom it mentions. */
export type CommentAsks = { parentId?: number; mentions?: readonly number[] };

/** What a comment carries beyond its words, checked before it is written. */
export type CommentExtras = {
  /** The comment it answers, and the thread it joins; null on the post itself. */
  reply: { answered: Pick<CommentRow, "id" | "authorId">; threadId: number } | null;
  mentions: Mention[];
  /** Written by the author of the anonymous request it is under: named by no notice. */
  anonymousWriter: boolean;
};

const NO_EXTRAS: CommentExtras = { reply: null, mentions: [], anonymousWriter: false };

/**
 * Checks a comment's reply and mentions before it is written, in the order a client is
 * answered: the post (404 if the writer may not see it, 403 in a group they must join), the
 * comment it answers (404, or 400 on another post), then whom it mentions (400). A plain
 * comment asks nothing more here: its one statement judges the post.
 */
export async function checkCommentExtras(
  db: Db,
  { authorId, postId, content }: { authorId: number; postId: number; content: string },
  asks: CommentAsks,
): Promise<CommentExtras> {
  if (asks.parentId === undefined && !asks.mentions?.length) return NO_EXTRAS;
  const post = await findPostToWriteUnder(db, { viewerId: authorId, postId });
  const place = placeOfPost(post);
  const reply = asks.parentId === undefined ? null : await findCommentToAnswer(db, { viewerId: authorId, postId, commentId: asks.parentId });
  const mentions = await checkMentions(db, { writerId: authorId, place, userIds: asks.mentions, content });
  return { reply, mentions, anonymousWriter: post.anonymous && post.authorId === authorId };
}

/**
 * The notice to the one a reply answers, for notifyStatement with its condition `when`: while
 * they may still see the post (never to the writer, never across a block).
 */
export function replyNotice(
  { writerId, anonymousWriter, postId, content }: { writerId: number; anonymousWriter: boolean; postId: number; content: string },
  answeredAuthorId: number,
): { draft: NoticeDraft; when: SQL } {
  const draft: NoticeDraft = {
    userId: answeredAuthorId,
    actorId: actorOf(writerId, anonymousWriter),
    type: "comment_reply",
    title: (language) => words(language).title,
    message: (language) => sqlMessage(words(language).message, { name: writerNameSql(language, writerId, postId), excerpt: excerpt(content) }),
    postId,
  };
  return { draft, when: seesPost(sql`r.recipient`, postId) };
}
