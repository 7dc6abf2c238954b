import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, index, integer, pgTable, primaryKey, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { type UserRow, users } from "./people";
import { groups } from "./groups";
import { posts } from "./posts";

/**
 * A live prayer room: opened by its host, now or at a set time, for their connections or (by a
 * group admin) for a group's members; closed by its host, or once nobody has been in it for a
 * short grace (`emptySince`). What stays after it closes is its record: requests prayed for, who
 * joined, when.
 */
export const rooms = pgTable(
  "rooms",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    hostId: integer("host_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    groupId: integer("group_id").references(() => groups.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 80 }),
    // The request being prayed for now (a row of room_requests), if any.
    currentRequestId: integer("current_request_id").references((): AnyPgColumn => roomRequests.id, { onDelete: "set null" }),
    amenCount: integer("amen_count").notNull().default(0),
    // When it started (for a room not started yet, when it was scheduled).
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    // While set, the room has not started: it starts at this time (or when its host starts it
    // early), and is cleared then. Nobody joins before.
    startsAt: timestamp("starts_at", { withTimezone: true }),
    // Since when nobody has been present (null while someone is): the grace before it closes.
    emptySince: timestamp("empty_since", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    index("rooms_host_idx").on(t.hostId),
    index("rooms_group_idx").on(t.groupId),
    index("rooms_open_idx").on(t.openedAt).where(sql`${t.closedAt} is null`),
    // The rooms still to start, for the task that starts them at their time.
    index("rooms_starts_idx").on(t.startsAt).where(sql`${t.startsAt} is not null`),
  ],
);

export type RoomRow = typeof rooms.$inferSelect;

/** A message in a room's chat, with its author. */
export type RoomMessageEntry = { id: number; author: UserRow; content: string; createdAt: Date };

/** Everyone who has joined a room, once each (how many joined, for its record). */
export const roomMembers = pgTable(
  "room_members",
  {
    roomId: integer("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index("room_members_user_idx").on(t.userId)],
);

/**
 * One open room page: a row while its presence stream is open, kept fresh by the app process
 * holding the stream and deleted when it closes. A row gone stale means its process died.
 */
export const roomPresence = pgTable(
  "room_presence",
  {
    id: varchar("id", { length: 36 }).primaryKey(),
    roomId: integer("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("room_presence_room_idx").on(t.roomId, t.lastSeenAt), index("room_presence_user_idx").on(t.userId)],
);

/**
 * Members the host has silenced in a room: their chat messages are refused there until the
 * host lifts it (or the room ends).
 */
export const roomSilenced = pgTable(
  "room_silenced",
  {
    roomId: integer("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    silencedAt: timestamp("silenced_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index("room_silenced_user_idx").on(t.userId)],
);

/**
 * What a room prays for, in order: a member's short request (`content`), or one of the group's
 * open prayer requests (`postId`, read from the post so that it follows the post's own rules).
 */
export const roomRequests = pgTable(
  "room_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "cascade" }),
    content: varchar("content", { length: 200 }),
    postId: integer("post_id").references(() => posts.id, { onDelete: "cascade" }),
    amenCount: integer("amen_count").notNull().default(0),
    prayedAt: timestamp("prayed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("room_requests_room_idx").on(t.roomId, t.id),
    index("room_requests_author_idx").on(t.authorId),
    index("room_requests_post_idx").on(t.postId),
    check("room_requests_one_source", sql`(${t.content} is null) <> (${t.postId} is null)`),
  ],
);

/** A room's chat. */
export const roomMessages = pgTable(
  "room_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: varchar("content", { length: 500 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("room_messages_room_idx").on(t.roomId, t.id), index("room_messages_author_idx").on(t.authorId)],
);
