import { type SQL, and, desc, eq, lt, sql } from "drizzle-orm";
import { type Db, preparedRows, queryRows } from "../db/client";
import { type NotificationRow, notifications } from "../db/schema";
import { notFound } from "../http/errors";

export type NewNotification = {
  userId: number;
  actorId: number | null;
  type: string;
  title: string;
  message: string;
  postId?: number | null;
  groupId?: number | null;
};

/**
 * Called inside the write's own transaction, so the event and its notice land together.
 * Returns the notice for publishing once the transaction has committed.
 */
export async function notify(tx: Db, notification: NewNotification): Promise<NotificationRow | null> {
  const [row] = await queryRows<{ id: number; created_at: Date }>(tx, notifyStatement(notification, sql`true`));
  return storedNotice(notification, row?.id ?? null, row?.created_at ?? null);
}

/**
 * The notice's insert, for `notify` or inside a write done as one statement (in its WITH
 * list): made only when `when` holds, and never to oneself. It returns the stored notice's id
 * and created_at, for `storedNotice`.
 */
export function notifyStatement(notification: NewNotification, when: SQL): SQL {
  const { userId, actorId, type, title, message, postId = null, groupId = null } = notification;
  return sql`insert into ${notifications} (user_id, actor_id, type, title, message, post_id, group_id)
    select ${userId}::integer, ${actorId}::integer, ${type}::varchar, ${title}::text, ${message}::text, ${postId}::integer, ${groupId}::integer
    where ${actorId !== userId}::boolean and ${when}
    returning id, created_at`;
}

/** The notice `notifyStatement` stored, from its returned id and created_at (null if none). */
export function storedNotice(
  notification: NewNotification,
  id: number | null,
  createdAt: Date | null,
): NotificationRow | null {
  if (id === null || createdAt === null) return null;
  const { postId = null, groupId = null } = notification;
  return { ...notification, id, postId, groupId, isRead: false, createdAt };
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

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await preparedRows<{ count: number }>(db, unreadCountStatement(userId));
  return row?.count ?? 0;
}

/** Marks one of the user's own notifications read; anyone else's is not found. */
export async function markRead(db: Db, userId: number, id: number): Promise<NotificationRow> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound("Notification not found");
  return row;
}

/** "Ann Lee prayed ...": the short quote of a comment that a notice can carry. */
export function excerpt(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
