import type { Notification } from "../../contract/notifications";
import type { NotificationRow } from "../db/schema";
import { isoTime } from "./post";

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    createdAt: isoTime(row.createdAt),
    actorId: row.actorId,
    postId: row.postId,
    groupId: row.groupId,
    churchId: row.churchId,
    eventId: row.eventId,
    occurrenceId: row.occurrenceId,
    devotionId: row.devotionId,
  };
}
