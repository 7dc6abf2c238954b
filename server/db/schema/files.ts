import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, index, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { churches } from "./churches";
import { createdAt } from "./columns";
import { events } from "./events";
import { messages } from "./messages";
import { users } from "./people";
import { posts } from "./posts";

/** An upload URL handed out: who may use it, how large, until when, and what became of it. */
export const uploads = pgTable(
  "uploads",
  {
    id: varchar("id", { length: 64 }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    maxBytes: integer("max_bytes").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // Set by the local receiver when a transfer begins: one transfer at a time per upload.
    // Cleared when it fails; a claim older than the longest allowed transfer is void.
    startedAt: timestamp("started_at", { withTimezone: true }),
    // Set by the local receiver when the file arrives; its PUT is single-use.
    receivedAt: timestamp("received_at", { withTimezone: true }),
    // Set when the file is attached to a profile or a post; an upload is claimed once.
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  // The file sweep looks for expired grants.
  (t) => [index("uploads_user_id_idx").on(t.userId), index("uploads_expires_at_idx").on(t.expiresAt)],
);

export const OBJECT_KINDS = [
  "avatar",
  "banner",
  "post",
  "church_logo",
  "church_banner",
  "site_logo",
  "event_cover",
  "message_image",
  "link_image",
] as const;

/** A stored image and what it belongs to: serving checks who may see that. */
export const objects = pgTable(
  "objects",
  {
    key: varchar("key", { length: 128 }).primaryKey(),
    // A member's own image (their picture, banner, a post's) goes with their account. A
    // church's logo and banner belong to the church, and the site's logo to the site: their
    // uploader may leave, and the image stays.
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 16, enum: OBJECT_KINDS }).notNull(),
    postId: integer("post_id").references(() => posts.id, { onDelete: "cascade" }),
    churchId: integer("church_id").references(() => churches.id, { onDelete: "cascade" }),
    // An event's cover goes with the event, whoever uploaded it.
    eventId: integer("event_id").references((): AnyPgColumn => events.id, { onDelete: "cascade" }),
    // A message's photo goes with the message (and, as a member's own, with its author's account).
    messageId: integer("message_id").references((): AnyPgColumn => messages.id, { onDelete: "cascade" }),
    // The stored file's size, for the site's figures (null for images stored before it was kept).
    bytes: integer("bytes"),
    contentType: varchar("content_type", { length: 50 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("objects_owner_id_idx").on(t.ownerId),
    index("objects_post_id_idx").on(t.postId),
    index("objects_church_id_idx").on(t.churchId).where(sql`${t.churchId} is not null`),
    check("objects_owner_check", sql`(${t.kind} in ('avatar', 'banner', 'post', 'message_image')) = (${t.ownerId} is not null)`),
    index("objects_message_id_idx").on(t.messageId).where(sql`${t.messageId} is not null`),
    check("objects_message_check", sql`(${t.kind} = 'message_image') = (${t.messageId} is not null)`),
    index("objects_event_id_idx").on(t.eventId).where(sql`${t.eventId} is not null`),
    check("objects_event_check", sql`(${t.kind} = 'event_cover') = (${t.eventId} is not null)`),
    // A link card's image, copied from the linked page: it goes with its post, and has no owner.
    check("objects_link_image_check", sql`${t.kind} <> 'link_image' or ${t.postId} is not null`),
    check("objects_church_check", sql`(${t.kind} in ('church_logo', 'church_banner')) = (${t.churchId} is not null)`),
  ],
);

export type ObjectRow = typeof objects.$inferSelect;

/**
 * Stored files to remove: a deleted object's or upload's file (queued by a trigger in the
 * same transaction as the row's deletion, whatever deleted it, cascades included) and each
 * new image until the transaction that records it commits. The file sweep removes them.
 */
export const fileRemovals = pgTable(
  "file_removals",
  {
    key: varchar("key", { length: 128 }).primaryKey(),
    // Null: as soon as possible. Later: not before then (a sweeper's lease, or an image
    // that its transaction may still record).
    notBefore: timestamp("not_before", { withTimezone: true }),
  },
  (t) => [index("file_removals_not_before_idx").on(t.notBefore)],
);
