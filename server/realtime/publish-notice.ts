import type { Db } from "../db/client";
import type { NotificationRow } from "../db/schema";
import { presentNotification } from "../presenters/notification";
import { unreadCount } from "../services/notifications";
import type { EventBus } from "./event-bus";

/**
 * After the write has committed: tells the person's open streams about the new notice and
 * their unread count. A failure here loses no data (the notice is stored, and clients fall
 * back to polling the count), so it never fails the request.
 */
export async function publishNotice(db: Db, events: EventBus, notice: NotificationRow | null): Promise<void> {
  if (!notice) return;
  try {
    const count = await unreadCount(db, notice.userId);
    await events.publish({ userId: notice.userId, notification: presentNotification(notice), unreadCount: count });
  } catch {
    // Best effort: see above.
  }
}
