import { index, integer, jsonb, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./people";
import { notifications } from "./notifications";

/**
 * Mail waiting to be sent. A row is written in the transaction of whatever caused it, so a
 * mail is never lost to a crash, and deleted once the mail server has taken it. A sender
 * leases a row by moving `next_attempt_at` past the lease, so one row is sent by one process.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    // The member it is for: their mail goes with them. Null for mail that must outlive the
    // account (the confirmation that it was deleted).
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    toAddress: varchar("to_address", { length: 254 }).notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_next_attempt_idx").on(t.nextAttemptAt), index("mail_outbox_user_id_idx").on(t.userId)],
);

export const MAIL_CADENCES = ["immediate", "daily", "off"] as const;
export type MailCadence = (typeof MAIL_CADENCES)[number];

/** How a member wants to hear of each kind of notice by mail; no row means the defaults. */
export const mailPreferences = pgTable("mail_preferences", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  connectionRequests: varchar("connection_requests", { length: 10, enum: MAIL_CADENCES }).notNull().default("immediate"),
  comments: varchar("comments", { length: 10, enum: MAIL_CADENCES }).notNull().default("daily"),
  prayers: varchar("prayers", { length: 10, enum: MAIL_CADENCES }).notNull().default("daily"),
  groupInvitations: varchar("group_invitations", { length: 10, enum: MAIL_CADENCES }).notNull().default("immediate"),
  churchNews: varchar("church_news", { length: 10, enum: MAIL_CADENCES }).notNull().default("immediate"),
  events: varchar("events", { length: 10, enum: MAIL_CADENCES }).notNull().default("immediate"),
  // Messages left unread: `immediate` mails them an hour after they came (at most hourly),
  // `daily` at most once a day.
  messages: varchar("messages", { length: 10, enum: MAIL_CADENCES }).notNull().default("immediate"),
  // The last daily digest: the next one covers unread notices stored after it.
  digestSentAt: timestamp("digest_sent_at", { withTimezone: true }),
  // The last mail of unread messages: the next waits an hour or a day after it, as chosen.
  messagesMailedAt: timestamp("messages_mailed_at", { withTimezone: true }),
});

/**
 * Notices not yet considered for an immediate mail. A trigger adds every new notice in the
 * transaction that stores it, however it was stored; the notice mailer takes rows from here.
 */
export const noticeMails = pgTable("notice_mails", {
  notificationId: integer("notification_id")
    .primaryKey()
    .references(() => notifications.id, { onDelete: "cascade" }),
});
