import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { NOTICE_TYPES } from "../../../contract/notice-types";
import { createdAt } from "./columns";
import { users } from "./people";
import { churchAnnouncements, churches } from "./churches";
import { devotions } from "./devotions";
import { eventOccurrences, events } from "./events";
import { groups } from "./groups";
import { posts } from "./posts";

export const notifications = pgTable(
  "notifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "cascade" }),
    type: varchar("type", { length: 30, enum: NOTICE_TYPES }).notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    postId: integer("post_id").references(() => posts.id, { onDelete: "cascade" }),
    groupId: integer("group_id").references(() => groups.id, { onDelete: "cascade" }),
    churchId: integer("church_id").references(() => churches.id, { onDelete: "cascade" }),
    // An announcement's notice goes with the announcement.
    announcementId: integer("announcement_id").references(() => churchAnnouncements.id, { onDelete: "cascade" }),
    // An event's notice goes with the event (a reminder, with the occurrence it is about).
    eventId: integer("event_id").references(() => events.id, { onDelete: "cascade" }),
    occurrenceId: integer("occurrence_id").references(() => eventOccurrences.id, { onDelete: "cascade" }),
    // A devotion's morning notice goes with the devotion.
    devotionId: integer("devotion_id").references(() => devotions.id, { onDelete: "cascade" }),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_id_idx").on(t.userId, t.id),
    // The unread count, polled by every open tab, reads only this small index.
    index("notifications_unread_idx").on(t.userId).where(sql`not ${t.isRead}`),
    index("notifications_post_id_idx").on(t.postId),
    index("notifications_actor_id_idx").on(t.actorId),
    index("notifications_group_id_idx").on(t.groupId),
    index("notifications_church_id_idx").on(t.churchId),
    index("notifications_event_id_idx").on(t.eventId).where(sql`${t.eventId} is not null`),
    index("notifications_occurrence_id_idx").on(t.occurrenceId).where(sql`${t.occurrenceId} is not null`),
    index("notifications_announcement_id_idx").on(t.announcementId).where(sql`${t.announcementId} is not null`),
    index("notifications_devotion_id_idx").on(t.devotionId).where(sql`${t.devotionId} is not null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
