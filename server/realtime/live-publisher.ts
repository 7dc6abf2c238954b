import type { LiveChange } from "../../contract/live";
import type { Db } from "../db/client";
import { presentComment } from "../presenters/comment";
import { presentMessage } from "../presenters/message";
import { presentNotification } from "../presenters/notification";
import { presentRoomMessage } from "../presenters/room";
import { presentPublicUser } from "../presenters/user";
import type { Change, Tell } from "../core/tell";
import type { Log } from "../core/log";
import { unreadCount } from "../services/notifications/notifications";
import type { EventBus } from "./event-bus";

/**
 * The domain's Tell for the live stream: once a write has committed, tells the open streams
 * of the people it concerns, without holding up the answer to the writer (it is fan-out, of
 * a kind). A failure here loses no data (the write is stored, and screens catch up when
 * reloaded; the unread count also falls back to polling), so it never fails the request.
 */
export function livePublisher(db: Db, events: EventBus, log: Log): Tell {
  const bestEffort = (work: Promise<unknown>) =>
    void work.catch((err) => log.warn({ err }, "a live event was not delivered; open screens catch up when reloaded"));

  return {
    notice(notice) {
      if (!notice) return;
      bestEffort(
        unreadCount(db, notice.userId).then((count) =>
          events.publish({
            userIds: [notice.userId],
            event: { name: "notification", data: { notification: presentNotification(notice), count } },
          }),
        ),
      );
    },

    changed(userIds, change) {
      bestEffort(
        (async () => {
          if (!userIds.length) return;
          if (change.kind === "notices-read") {
            // The count is each person's own: one event each (in practice, there is one).
            for (const userId of userIds) {
              const count = await unreadCount(db, userId);
              await events.publish({ userIds: [userId], event: { name: "changed", data: { kind: "notices-read", count } } });
            }
            return;
          }
          if (change.kind === "message") {
            // Each reader's own reactions are marked: one event each (a circle holds at most 50).
            for (const userId of userIds) {
              const message = presentMessage(change.message, userId);
              await events.publish({ userIds: [userId], event: { name: "changed", data: { ...change, message } } });
            }
            return;
          }
          await events.publish({ userIds, event: { name: "changed", data: present(change) } });
        })(),
      );
    },
  };
}

function present(change: Exclude<Change, { kind: "notices-read" | "message" }>): LiveChange {
  switch (change.kind) {
    case "post": {
      const { comment, ...counts } = change;
      return comment ? { ...counts, comment: presentComment(comment) } : counts;
    }
    case "room": {
      const { message, arrived, ...rest } = change;
      return { ...rest, ...(message && { message: presentRoomMessage(message) }), ...(arrived && { arrived: presentPublicUser(arrived) }) };
    }
    default:
      return change;
  }
}
