import { type SQL, and, desc, eq, lt, sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import { LANGUAGES, type Language } from "../../../contract/languages";
import type { NoticeType } from "../../../contract/notice-types";
import { cachedRead, type Db, hotRead, preparedRows, queryRows } from "../../db/client";
import { type NotificationRow, notifications, users } from "../../db/schema";
import { notFound } from "../../core/errors";
import { blockedBetween } from "../../policies/person";

type NewNotification = {
  userId: number;
  actorId: number | null;
  type: NoticeType;
  title: string;
  message: string;
  postId?: number | null;
  groupId?: number | null;
  churchId?: number | null;
  announcementId?: number | null;
  eventId?: number | null;
  occurrenceId?: number | null;
  devotionId?: number | null;
};

/**
 * Called inside the write's own transaction, so the event and its notice land together.
 * Returns the notice for publishing once the transaction has committed.
 */
export async function notify(tx: Db, notification: NoticeDraft): Promise<NotificationRow | null> {
  const [row] = await queryRows<StoredNoticeColumns>(tx, notifyStatement(notification, sql`true`));
  return storedNotice(notification, row);
}

/**
 * A notice as a write done in one statement composes it: any of its recipient, title and
 * message may be SQL over what the statement reads (the post's author, the actor's name).
 * A title or message given as `Words` is written in the recipient's language, chosen by the
 * statement that stores it (so a notice to many is in each one's own).
 */
export type NoticeDraft = Omit<NewNotification, "userId" | "title" | "message"> & {
  userId: number | SQL;
  title: string | SQL | Words;
  message: string | SQL | Words;
};

/** A notice's text in a given language: plain text, or SQL over what the statement reads. */
export type Words = (language: Language) => string | SQL;

const asSql = (text: string | SQL): SQL => (typeof text === "string" ? sql`${text}::text` : text);

/**
 * The text in the language of `recipient` (SQL naming a member's id), as one SQL expression:
 * each language's words stay bound values or SQL, never spliced into the statement.
 */
export function inRecipientLanguage(recipient: SQL, words: Words): SQL {
  const others = LANGUAGES.filter((language) => language !== "en").map((language) => sql`when ${language} then ${asSql(words(language))}`);
  return sql`(case (select l.language from ${users} l where l.id = ${recipient}) ${sql.join(others, sql` `)} else ${asSql(words("en"))} end)`;
}

// Stands for a SQL value while a message is filled in; a text column never holds it.
const MARK = "\u0000";

/**
 * A message with `{placeholders}` (a `params` message in some language) filled in as SQL: a
 * value that is SQL (a name the statement reads) is joined in with `||`, a string is bound.
 */
export function sqlMessage<Values extends Record<string, string | number>>(
  message: (values: Values) => string,
  values: { [Key in keyof Values]: string | SQL },
): SQL {
  const marked = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === "string" ? value.replaceAll(MARK, "") : `${MARK}${key}${MARK}`]),
  ) as Values;
  // Split at the marks: every odd piece is the name of a SQL value.
  const pieces = message(marked)
    .split(MARK)
    .map((piece, i) => (i % 2 ? (values[piece] as SQL) : piece));
  return sql`(${sql.join(pieces.filter((piece) => piece !== "").map(asSql), sql` || `)})`;
}

/** A notice's title or message as the statement that stores it for `recipient` writes it. */
const noticeText = (text: string | SQL | Words, recipient: SQL): string | SQL =>
  typeof text === "function" ? inRecipientLanguage(recipient, text) : text;

/**
 * What `notifyStatement` returns of the notice it stored; all null when a write done in one
 * statement stored none (its final select left-joins the notice).
 */
export type StoredNoticeColumns =
  | { id: number; user_id: number; title: string; message: string; created_at: Date }
  | { id: null; user_id: null; title: null; message: null; created_at: null };

/**
 * The notice's insert, for `notify` or inside a write done as one statement (in its WITH
 * list): made only when `when` holds, never to oneself, and never about someone either of
 * the two has blocked. It returns the stored notice's
 * columns (`StoredNoticeColumns`), for `storedNotice`.
 */
export function notifyStatement(notification: NoticeDraft, when: SQL): SQL {
  const { userId, ...rest } = notification;
  return notifyEachStatement({ ...rest, recipients: sql`select ${userId}::integer` }, when);
}

/**
 * One notice each to many recipients (`recipients`: a subquery of user ids), in one insert for
 * a write's WITH list: never to the actor, and never across a block with them. Returns every
 * stored notice's columns, for `storedNotices`.
 */
export function notifyEachStatement(notification: Omit<NoticeDraft, "userId"> & { recipients: SQL }, when: SQL = sql`true`): SQL {
  const {
    recipients,
    actorId,
    type,
    postId = null,
    groupId = null,
    churchId = null,
    announcementId = null,
    eventId = null,
    occurrenceId = null,
    devotionId = null,
  } = notification;
  const title = noticeText(notification.title, sql`r.recipient`);
  const message = noticeText(notification.message, sql`r.recipient`);
  return sql`insert into ${notifications} (user_id, actor_id, type, title, message, post_id, group_id, church_id, announcement_id, event_id, occurrence_id, devotion_id)
    select r.recipient, ${actorId}::integer, ${type}::varchar, ${title}::text, ${message}::text, ${postId}::integer, ${groupId}::integer, ${churchId}::integer, ${announcementId}::integer, ${eventId}::integer, ${occurrenceId}::integer, ${devotionId}::integer
    from (${recipients}) as r (recipient)
    where r.recipient is distinct from ${actorId}::integer and ${when} ${actorId === null ? sql`` : sql`and not ${blockedBetween(sql`r.recipient`, actorId)}`}
    returning id, user_id, title, message, created_at`;
}

/** The notices `notifyEachStatement` stored, from the rows it returned. */
export function storedNotices(notification: Omit<NoticeDraft, "userId">, rows: StoredNoticeColumns[]): NotificationRow[] {
  return rows.flatMap((row) => storedNotice(notification, row) ?? []);
}

/** The notice `notifyStatement` stored, from the columns it returned (null if none). */
export function storedNotice(notification: Omit<NoticeDraft, "userId">, row: StoredNoticeColumns | undefined): NotificationRow | null {
  if (!row || row.id === null) return null;
  const {
    actorId,
    type,
    postId = null,
    groupId = null,
    churchId = null,
    announcementId = null,
    eventId = null,
    occurrenceId = null,
    devotionId = null,
  } = notification;
  return {
    id: row.id,
    userId: row.user_id,
    actorId,
    type,
    title: row.title,
    message: row.message,
    postId,
    groupId,
    churchId,
    announcementId,
    eventId,
    occurrenceId,
    devotionId,
    isRead: false,
    createdAt: row.created_at,
  };
}

export async function listNotifications(db: Db, userId: number, limit: number, cursor?: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), cursor ? lt(notifications.id, cursor) : undefined))
    .orderBy(desc(notifications.id))
    .limit(limit);
}

/** Polled by every open tab: one range of the small partial index, prepared once per connection. */
export const unreadCountStatement = (userId: number) =>
  sql`select count(*)::int as count from notifications where user_id = ${userId} and not is_read`;

export const unreadCountRead = hotRead<{ userId: number }, { count: number }>(["userId"], (v) => unreadCountStatement(v.userId));

export async function unreadCount(db: Db, userId: number): Promise<number> {
  return cachedRead(
    db,
    `unread:${userId}`,
    async () => (await preparedRows(db, unreadCountRead, { userId }))[0]?.count ?? 0,
    () => [`n:${userId}`],
    () => 16,
  );
}

/** Marks one of the user's own notifications read (on all their screens); anyone else's is not found. */
export async function markRead(
  { db, tell }: Context,
  { userId, notificationId }: { userId: number; notificationId: number },
): Promise<NotificationRow> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound("Notification not found");
  tell.changed([userId], { kind: "notices-read" });
  return row;
}

/**
 * Marks every one of the user's unread notifications read (on all their screens): one
 * statement over the unread index, touching only the user's own rows, and nothing when none
 * is unread (so it may be repeated). Returns the unread count after it, which is 0 unless a
 * notice arrived since.
 */
export async function markAllRead({ db, tell }: Context, userId: number): Promise<number> {
  const [marked] = await queryRows<{ count: number }>(
    db,
    sql`with marked as (update ${notifications} set is_read = true where user_id = ${userId} and not is_read returning 1)
      select count(*)::int as count from marked`,
  );
  if (marked?.count) tell.changed([userId], { kind: "notices-read" });
  return unreadCount(db, userId);
}

/** "Ann Lee prayed ...": the short quote of a comment that a notice can carry. */
export function excerpt(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/**
 * In the transaction that answers a request or an invitation: the notices that asked for the
 * answer are read now (there is nothing left in them to act on). Returns how many were unread.
 */
export async function markAnsweredNotices(
  tx: Db,
  { userId, type, actorId, groupId }: { userId: number; type: "friend_request" | "group_invitation"; actorId?: number; groupId?: number },
): Promise<number> {
  const answered = await tx
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, type),
        eq(notifications.isRead, false),
        actorId === undefined ? undefined : eq(notifications.actorId, actorId),
        groupId === undefined ? undefined : eq(notifications.groupId, groupId),
      ),
    )
    .returning({ id: notifications.id });
  return answered.length;
}
