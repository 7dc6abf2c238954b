import type { VerseRef } from "../../../contract/verse-refs";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { MESSAGE_REACTIONS, type MessageReaction } from "../../../contract/messages";
import { MODERATION_STATES } from "../../../contract/moderation";
import { createdAt, tsvector, verses } from "./columns";
import { type PublicUserRow, users } from "./people";
import { textVector } from "./search-keys";

/**
 * A private conversation: one to one (`direct_key` "<lower id>:<higher id>", so two people
 * have one), or a circle of chosen people with a title. `last_message_at` orders the lists.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar("kind", { length: 6, enum: ["direct", "circle"] }).notNull(),
    title: text("title"),
    directKey: varchar("direct_key", { length: 24 }).unique(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("conversations_direct_check", sql`(${t.kind} = 'direct') = (${t.directKey} is not null)`)],
);
export type ConversationRow = typeof conversations.$inferSelect;

/**
 * Someone's place in a conversation. `state`: `accepted` (in their inbox), `request` (waiting
 * among their message requests: the starter may not message them directly), `declined`. A
 * person who left a circle keeps the row with `left_at`. `cleared_through`: the last message
 * they deleted the conversation at (they see only what came after). `unread` counts others'
 * messages after `read_through`; `mailed_through` is the last message a mail told them of.
 */
export const conversationMembers = pgTable(
  "conversation_members",
  {
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    state: varchar("state", { length: 8, enum: ["accepted", "request", "declined"] }).notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp("left_at", { withTimezone: true }),
    muted: boolean("muted").notNull().default(false),
    readThrough: integer("read_through").notNull().default(0),
    clearedThrough: integer("cleared_through").notNull().default(0),
    // Deleted for oneself: out of the lists until a new message comes.
    hidden: boolean("hidden").notNull().default(false),
    unread: integer("unread").notNull().default(0),
    mailedThrough: integer("mailed_through").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    // A member's lists and their unread badge read their own rows.
    index("conversation_members_user_idx").on(t.userId, t.conversationId),
    // The mail task reads only rows with something unread.
    index("conversation_members_unread_idx").on(t.conversationId).where(sql`${t.unread} > 0`),
  ],
);
export type ConversationMemberRow = typeof conversationMembers.$inferSelect;

/**
 * A message. Deleted for everyone, it keeps its place with its content gone (`deleted_at`);
 * its author's account deleted, the author is null and the content gone. `client_id` makes a
 * resend from an offline outbox the same message.
 */
export const messages = pgTable(
  "messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    content: text("content"),
    verses: verses(),
    imageUrl: text("image_url"),
    replyToId: integer("reply_to_id").references((): AnyPgColumn => messages.id, { onDelete: "set null" }),
    clientId: varchar("client_id", { length: 64 }),
    createdAt: createdAt(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    // Null while shown; "removed" by a moderator (after a report): seen by its author alone.
    moderation: varchar("moderation", { length: 10, enum: MODERATION_STATES }),
    // Its words, for searching one's own conversations (as posts are searched).
    searchWords: tsvector("search_words").generatedAlwaysAs(textVector(sql`content`)),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.id),
    // As a post's.
    index("messages_verses_missing_idx").on(t.id).where(sql`${t.verses} is null`),
    index("messages_author_idx").on(t.authorId),
    uniqueIndex("messages_client_idx").on(t.authorId, t.clientId).where(sql`${t.clientId} is not null`),
    index("messages_search_idx").using("gin", t.searchWords).with({ fastupdate: "off" }),
  ],
);
export type MessageRow = Omit<typeof messages.$inferSelect, "searchWords">;

/** One reaction per person per message. */
export const messageReactions = pgTable(
  "message_reactions",
  {
    messageId: integer("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reaction: varchar("reaction", { length: 8, enum: MESSAGE_REACTIONS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] })],
);

/** A member's choices for messages (no row: both on). */
export const messageSettings = pgTable("message_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  requests: boolean("requests").notNull().default(true),
  readMarkers: boolean("read_markers").notNull().default(true),
});

/** A message as its conversation shows it; each reaction with who gave it (the presenter says which is the reader's). */
export type MessageEntry = {
  id: number;
  conversationId: number;
  author: PublicUserRow | null;
  content: string | null;
  verses: VerseRef[];
  imageUrl: string | null;
  replyTo: { id: number; author: PublicUserRow | null; content: string | null; hasImage: boolean } | null;
  reactions: { reaction: MessageReaction; userIds: number[] }[];
  clientId: string | null;
  createdAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
};
