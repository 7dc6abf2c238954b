import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { EVENT_AUDIENCES, EVENT_REMINDERS, RSVP_ANSWERS } from "../../../contract/events";
import { MODERATION_STATES } from "../../../contract/moderation";
import { churches } from "./churches";
import { createdAt, verses } from "./columns";
import { groups } from "./groups";
import { groupNameKey } from "./search-keys";
import { users } from "./people";

/** A wall-clock time, without a zone: an event's times are read in the event's own zone. */
const localTime = (name: string) => timestamp(name, { withTimezone: false, mode: "string" });

/**
 * An event, or a series of them: a church's (church_id), a group's (group_id), or its maker's
 * own, for their connections (neither). Its times are wall-clock times in time_zone; the
 * occurrences below hold each gathering as an instant.
 */
export const events = pgTable(
  "events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    churchId: integer("church_id").references(() => churches.id, { onDelete: "cascade" }),
    groupId: integer("group_id").references(() => groups.id, { onDelete: "cascade" }),
    // Its organiser. A member's own event goes with their account; a church's or group's stays.
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    // A church's event only: anyone signed in ('public') or its members.
    audience: varchar("audience", { length: 10, enum: EVENT_AUDIENCES }),
    title: varchar("title", { length: 120 }).notNull(),
    description: text("description"),
    coverUrl: text("cover_url"),
    timeZone: varchar("time_zone", { length: 64 }).notNull(),
    allDay: boolean("all_day").notNull().default(false),
    // The first occurrence, as written; for an all-day event, midnight of its first day and of
    // the day after its last (the end is not included).
    startsLocal: localTime("starts_local").notNull(),
    endsLocal: localTime("ends_local").notNull(),
    // An RFC 5545 RRULE value ("FREQ=WEEKLY;BYDAY=SU"), or null for a single gathering.
    recurrence: text("recurrence"),
    // How far (local time) its occurrences are written out; a task extends repeating ones.
    occurrencesUntil: localTime("occurrences_until").notNull(),
    place: text("place"),
    onlineUrl: text("online_url"),
    capacity: integer("capacity"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    // When its time or repeat last changed: the gatherings before then keep the times they had,
    // which calendar files write beside the new rule's.
    relaidAt: timestamp("relaid_at", { withTimezone: true }),
    // "held" or "removed" by a moderator: then only its organiser sees it.
    moderation: varchar("moderation", { length: 10, enum: MODERATION_STATES }),
    // The title as search compares it (see search-keys.ts).
    titleKey: text("title_key").generatedAlwaysAs(groupNameKey(sql`title`)),
    createdAt: createdAt(),
  },
  (t) => [
    index("events_title_key_idx").using("gin", t.titleKey.op("gin_trgm_ops")).with({ fastupdate: "off" }),
    index("events_church_id_idx").on(t.churchId).where(sql`${t.churchId} is not null`),
    index("events_group_id_idx").on(t.groupId).where(sql`${t.groupId} is not null`),
    index("events_created_by_idx").on(t.createdBy),
    check("events_one_host_check", sql`${t.churchId} is null or ${t.groupId} is null`),
    check("events_audience_check", sql`(${t.audience} is not null) = (${t.churchId} is not null)`),
    check("events_member_organiser_check", sql`${t.churchId} is not null or ${t.groupId} is not null or ${t.createdBy} is not null`),
  ],
);
export type EventRow = typeof events.$inferSelect;

/**
 * One gathering of an event. `original_start` is when the repeat puts it (its RECURRENCE-ID);
 * moved, it keeps that and gets times of its own. `going_count` counts those with a place
 * (and their guests), kept under the row's lock so a capacity is never passed.
 */
export const eventOccurrences = pgTable(
  "event_occurrences",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    originalStart: localTime("original_start").notNull(),
    startsLocal: localTime("starts_local").notNull(),
    endsLocal: localTime("ends_local").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    moved: boolean("moved").notNull().default(false),
    cancelled: boolean("cancelled").notNull().default(false),
    goingCount: integer("going_count").notNull().default(0),
  },
  (t) => [
    index("event_occurrences_event_idx").on(t.eventId, t.startsAt),
    index("event_occurrences_starts_at_idx").on(t.startsAt),
    // Calendar files read each event's moved and cancelled gatherings, the few among many.
    index("event_occurrences_exceptions_idx").on(t.eventId).where(sql`${t.moved} or ${t.cancelled}`),
  ],
);
export type OccurrenceRow = typeof eventOccurrences.$inferSelect;

/**
 * A member's answer to one occurrence. Going past the capacity waits on the list (waitlisted),
 * in the order answered. `remind_at` is when their reminder is due, cleared once it is sent.
 */
export const eventRsvps = pgTable(
  "event_rsvps",
  {
    occurrenceId: integer("occurrence_id")
      .notNull()
      .references(() => eventOccurrences.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    answer: varchar("answer", { length: 5, enum: RSVP_ANSWERS }).notNull(),
    guests: integer("guests").notNull().default(0),
    waitlisted: boolean("waitlisted").notNull().default(false),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
    remindAt: timestamp("remind_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.occurrenceId, t.userId] }),
    index("event_rsvps_user_idx").on(t.userId, t.occurrenceId),
    // The reminder task reads only what is due, in time order.
    index("event_rsvps_remind_at_idx").on(t.remindAt).where(sql`${t.remindAt} is not null`),
    index("event_rsvps_waitlist_idx").on(t.occurrenceId, t.answeredAt).where(sql`${t.waitlisted}`),
  ],
);

/** A member's choices for events: when to be reminded, and their private calendar feed's secret. */
export const eventSettings = pgTable("event_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  reminder: varchar("reminder", { length: 4, enum: EVENT_REMINDERS }).notNull().default("hour"),
  // The feed's address is /calendar/<token>.ics; revoking it clears this, and a new one is new.
  calendarToken: varchar("calendar_token", { length: 32 }).unique(),
});

/** An event's discussion: what people who see it write under it. */
export const eventComments = pgTable(
  "event_comments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    verses: verses(),
    // As a post's comment: null while shown, else "held" or "removed" (seen by its author alone).
    moderation: varchar("moderation", { length: 10, enum: MODERATION_STATES }),
    createdAt: createdAt(),
  },
  (t) => [
    index("event_comments_event_idx").on(t.eventId, t.id),
    index("event_comments_author_idx").on(t.authorId),
    // As a post's.
    index("event_comments_verses_missing_idx").on(t.id).where(sql`${t.verses} is null`),
  ],
);
export type EventCommentRow = typeof eventComments.$inferSelect;
