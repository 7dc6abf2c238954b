import { type SQL, sql } from "drizzle-orm";
import { fullName } from "../../../contract/display-name";
import type { Mention } from "../../../contract/mentions";
import { type Db, queryRows } from "../../db/client";
import type { NotificationRow } from "../../db/schema";
import { invalid } from "../../core/errors";
import { mailMessages, params } from "../../mail/i18n";
import { type MentionPlace, mentionableBy } from "../../policies/mention";
import { seesPost } from "../../policies/post";
import {
  type NoticeDraft,
  type StoredNoticeColumns,
  excerpt,
  notifyEachStatement,
  sqlMessage,
  storedNotices,
} from "../notifications/notifications";
import { actorOf, writerNameSql } from "./writer-name";

const words = mailMessages("notices/mention", {
  title: "You were mentioned",
  inPost: params('{name} mentioned you in a post: "{excerpt}"'),
  inComment: params('{name} mentioned you in a comment: "{excerpt}"'),
});

/**
 * The people a post or a comment mentions, as stored with it: each once, by the name they go
 * by now. Every one must be someone the writer may mention there (policies/mention.ts), and
 * the words must name them as "@" and that name; otherwise nothing is written (400), and an
 * id nobody may mention is refused as one the writer may not.
 */
export async function checkMentions(
  db: Db,
  { writerId, place, userIds, content }: { writerId: number; place: MentionPlace; userIds: readonly number[] | undefined; content: string },
): Promise<Mention[]> {
  const ids = [...new Set(userIds ?? [])];
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: number; first_name: string; last_name: string }>(
    db,
    sql`select u.id, u.first_name, u.last_name from users u
      where u.id = any(${sql.param(ids)}::int[]) and ${mentionableBy(writerId, place, sql`u`)}`,
  );
  if (rows.length !== ids.length) throw invalid("You can't mention that person");
  const names = new Map(rows.map((row) => [row.id, fullName({ firstName: row.first_name, lastName: row.last_name })]));
  const mentions = ids.map((id) => ({ id, name: names.get(id) ?? "" }));
  if (mentions.some(({ name }) => !name || !content.includes(`@${name}`))) {
    throw invalid("Write each person you mention as @ and their name");
  }
  return mentions;
}

/** The stored value of a row's `mentions` column. */
export const mentionsParam = (mentions: readonly Mention[]): SQL => sql`${JSON.stringify(mentions)}::jsonb`;

/**
 * The notice to each person `mentions` names, of a post or a comment under the post `postId`,
 * for notifyEachStatement with its condition `when`: only to whoever may see the post now, once
 * each, never to the writer, never across a block, and never to those in `besides` (told of the
 * same words by a notice of their own: a reply to them).
 */
export function mentionNotice({
  writerId,
  anonymousWriter,
  postId,
  what,
  content,
  mentions,
  besides = [],
}: {
  writerId: number;
  anonymousWriter: boolean;
  postId: number;
  what: "post" | "comment";
  content: string;
  mentions: readonly Mention[];
  besides?: readonly number[];
}): { draft: Omit<NoticeDraft, "userId"> & { recipients: SQL }; when: SQL } {
  const ids = mentions.map((mention) => mention.id).filter((id) => !besides.includes(id));
  const draft = {
    recipients: sql`select unnest(${sql.param(ids)}::int[])`,
    actorId: actorOf(writerId, anonymousWriter),
    type: "mention",
    title: (language) => words(language).title,
    message: (language) =>
      sqlMessage(what === "post" ? words(language).inPost : words(language).inComment, {
        name: writerNameSql(language, writerId, postId),
        excerpt: excerpt(content),
      }),
    postId,
  } satisfies Omit<NoticeDraft, "userId"> & { recipients: SQL };
  return { draft, when: seesPost(sql`r.recipient`, postId) };
}

/** Tells the people a post just written mentions (in its transaction, its row written): the notices stored. */
export async function tellMentionedInPost(
  tx: Db,
  post: { id: number; authorId: number; anonymous: boolean; content: string; mentions: readonly Mention[] },
): Promise<NotificationRow[]> {
  if (post.mentions.length === 0) return [];
  const { draft, when } = mentionNotice({
    writerId: post.authorId,
    anonymousWriter: post.anonymous,
    postId: post.id,
    what: "post",
    content: post.content,
    mentions: post.mentions,
  });
  return storedNotices(draft, await queryRows<StoredNoticeColumns>(tx, notifyEachStatement(draft, when)));
}
