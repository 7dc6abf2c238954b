import type { Db } from "../db/client";
import { presentNotification } from "../presenters/notification";
import { type NoticeSink, unreadCount } from "../services/notifications";
import type { EventBus } from "./event-bus";

/**
 * The domain's NoticeSink for the live stream: after a write has committed, tells the person's
 * open streams about the new notice and their unread count, without holding up the answer to
 * the writer (it is fan-out, of a kind). A failure here loses no data (the notice is stored,
 * and clients fall back to polling the count), so it never fails the request.
 */
export function noticePublisher(db: Db, events: EventBus): NoticeSink {
  return (notice) => {
    if (!notice) return;
    void unreadCount(db, notice.userId)
      .then((count) => events.publish({ userId: notice.userId, notification: presentNotification(notice), unreadCount: count }))
      .catch(() => {
        // Best effort: see above.
      });
  };
}
