import { sql } from "drizzle-orm";
import { churchKey, groupNameKey, personNameKey, textVector } from "./search-keys";
import { CONNECTION_STATUSES } from "../../contract/connections";
import { SUGGESTION_REASONS } from "../../contract/suggestions";
import { GROUP_ROLES, INVITATION_STATUSES } from "../../contract/groups";
import { INTERACTION_TYPES, POST_TYPES } from "../../contract/posts";
import { AUDIENCE_KINDS, PRAYER_CATEGORIES } from "../../contract/prayer";
import { HOLD_KINDS, MODERATION_ACTIONS, MODERATION_STATES, REPORT_REASONS, REPORT_TARGETS, SITE_ROLES } from "../../contract/moderation";
import { LANGUAGES } from "../../contract/languages";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

/** A text's words as full-text search holds them; read back, if ever, as PostgreSQL prints them. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const SEARCH_KEY_KINDS = ["name", "church"] as const;

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    // Stored trimmed and lower-cased; the index on lower() makes uniqueness case-blind
    // even for rows written by scripts that skip the contract's normalisation.
    email: varchar("email", { length: 254 }).notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: varchar("first_name", { length: 50 }).notNull(),
    lastName: varchar("last_name", { length: 50 }).notNull(),
    profileImageUrl: text("profile_image_url"),
    bannerImageUrl: text("banner_image_url"),
    churchAffiliation: varchar("church_affiliation", { length: 100 }),
    aboutMe: text("about_me"),
    location: varchar("location", { length: 100 }),
    // Seeded demo people: the /demo page may show these, and only these.
    isDemo: boolean("is_demo").notNull().default(false),
    // Set once the member opened the link mailed to this address; a new address starts unset.
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    // What the site trusts them with: moderators handle reports, admins also appoint moderators.
    siteRole: varchar("site_role", { length: 10, enum: SITE_ROLES }).notNull().default("member"),
    // The language they read the app and their mail in: chosen at sign-up (their browser's) and
    // in settings.
    language: varchar("language", { length: 5, enum: LANGUAGES }).notNull().default("en"),
    // The name and church as search compares them (see search-keys.ts), kept with the row so a
    // search reads them rather than working them out again for every name it looks at.
    nameKey: text("name_key").generatedAlwaysAs(personNameKey(sql`first_name`, sql`last_name`)),
    churchKey: text("church_key").generatedAlwaysAs(churchKey(sql`church_affiliation`)),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    // Suggestions look for people of the same church.
    index("users_church_idx").on(sql`lower(${t.churchAffiliation})`, t.id),
    // Search matches the distinct names and churches (search_keys), then reads each one's
    // people in id order from these.
    index("users_name_key_id_idx").on(t.nameKey, t.id),
    index("users_church_key_id_idx").on(t.churchKey, t.id).where(sql`${t.churchKey} is not null`),
  ],
);

/**
 * Every distinct name and church key that members hold (users.name_key, users.church_key), kept
 * by a trigger on users that the migration makes: a search matches the few distinct names with
 * trigrams, then reads each one's people in order, so a name a thousand members share is ranked
 * once rather than a thousand times. A key no one holds any longer is removed by the same trigger.
 */
export const searchKeys = pgTable(
  "search_keys",
  {
    kind: varchar("kind", { length: 6, enum: SEARCH_KEY_KINDS }).notNull(),
    key: text("key").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    index("search_keys_name_idx").using("gin", t.key.op("gin_trgm_ops")).with({ fastupdate: "off" }).where(sql`${t.kind} = 'name'`),
    index("search_keys_church_idx").using("gin", t.key.op("gin_trgm_ops")).with({ fastupdate: "off" }).where(sql`${t.kind} = 'church'`),
  ],
);

/** One-off facts about this database, e.g. that the demo family was seeded. */
export const meta = pgTable("meta", {
  key: varchar("key", { length: 100 }).primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    // SHA-256 of the cookie's token: a leaked table does not hand out live sessions.
    id: varchar("id", { length: 64 }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    // The browser that signed in, so the member can tell their sessions apart.
    userAgent: varchar("user_agent", { length: 512 }),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
/** What anyone who may see a person sees of them. */
export type PublicUserRow = Pick<
  UserRow,
  "id" | "firstName" | "lastName" | "profileImageUrl" | "bannerImageUrl" | "churchAffiliation" | "aboutMe" | "location"
>;

/** A connection request; once accepted, the two people are connected both ways. */
export const connections = pgTable(
  "connections",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    requesterId: integer("requester_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    addresseeId: integer("addressee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: varchar("status", { length: 10, enum: CONNECTION_STATUSES }).notNull().default("pending"),
    createdAt: createdAt(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (t) => [
    // One request per pair, whichever way it was sent.
    uniqueIndex("connections_pair_idx").on(sql`least(${t.requesterId}, ${t.addresseeId})`, sql`greatest(${t.requesterId}, ${t.addresseeId})`),
    // The other side rides along in each index, so connection lists are index-only scans.
    index("connections_requester_idx").on(t.requesterId, t.status, t.addresseeId),
    index("connections_addressee_idx").on(t.addresseeId, t.status, t.requesterId),
    check("connections_not_self", sql`${t.requesterId} <> ${t.addresseeId}`),
  ],
);

export const posts = pgTable(
  "posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    type: varchar("type", { length: 10, enum: POST_TYPES }).notNull(),
    imageUrl: text("image_url"),
    videoUrl: text("video_url"),
    // Set for a post made inside a group: then the group's rules decide who sees it.
    groupId: integer("group_id").references((): AnyPgColumn => groups.id, { onDelete: "cascade" }),
    // Kept in step with their rows inside each write's transaction, so reads never count.
    prayerCount: integer("prayer_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    // Null while shown. "held": enough members reported it that it waits for a moderator;
    // "removed": a moderator took it down. Either way only its author still sees it, marked.
    moderation: varchar("moderation", { length: 10, enum: MODERATION_STATES }),
    // Who may see it (contract/prayer.ts): "group" exactly when it was posted in a group;
    // "people" names its readers in post_audience; "private" is the author's alone. An
    // anonymous request to all connections keeps there the connections it was written for.
    audience: varchar("audience", { length: 12, enum: AUDIENCE_KINDS }).notNull().default("connections"),
    // A prayer request's own: its category, whether its author is named, and how it went on.
    category: varchar("category", { length: 20, enum: PRAYER_CATEGORIES }),
    anonymous: boolean("anonymous").notNull().default(false),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    testimony: text("testimony"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    updateCount: integer("update_count").notNull().default(0),
    // When its author last spoke for it (written, updated, or kept open when asked): the
    // "Still need prayer?" question waits 30 days from here, and "Pray now" puts fresh news first.
    renewedAt: timestamp("renewed_at", { withTimezone: true }).notNull().defaultNow(),
    // When the author was last asked "Still need prayer?" (after renewed_at: not yet answered).
    checkInAskedAt: timestamp("check_in_asked_at", { withTimezone: true }),
    // Its words as search matches and ranks them (search-keys.ts), kept with the row so a
    // search neither parses the text again nor visits the table to test a match.
    searchWords: tsvector("search_words").generatedAlwaysAs(textVector(sql`content`)),
    createdAt: createdAt(),
  },
  (t) => [
    // Profiles read an author's newest posts first; ids grow with time. Group posts live in
    // their group's feed, read through the second index. Both are ascending on purpose: read
    // backwards they give `order by id desc` exactly (a `desc` index sorts nulls last, which
    // `order by id desc` does not ask for, so the planner would sort instead of stopping at
    // one page).
    index("posts_author_id_idx").on(t.authorId, t.id).where(sql`${t.groupId} is null`),
    index("posts_group_id_idx").on(t.groupId, t.id).where(sql`${t.groupId} is not null`),
    // Full-text search of what was written. The index is written at once rather than through
    // GIN's pending list, which every search would otherwise read whole.
    // Two more indexes are made by the migration alone, as Drizzle cannot spell INCLUDE: the
    // author and group indexes again with the words alongside (posts_wall_words_idx,
    // posts_group_words_idx), so a member's search reads the words of their own circle's posts
    // from the index without visiting the table.
    index("posts_search_idx").using("gin", t.searchWords).with({ fastupdate: "off" }),
    check("posts_type_check", sql`${t.type} in ('text', 'image', 'video', 'prayer')`),
    check("posts_counts_check", sql`${t.prayerCount} >= 0 and ${t.commentCount} >= 0 and ${t.updateCount} >= 0`),
    check("posts_audience_check", sql`(${t.audience} = 'group') = (${t.groupId} is not null)`),
    check(
      "posts_prayer_fields_check",
      sql`${t.type} = 'prayer' or (${t.category} is null and not ${t.anonymous} and ${t.answeredAt} is null and ${t.closedAt} is null)`,
    ),
    // The open prayer requests not yet asked about since their last news, oldest news first:
    // what the check-in asks about. A request leaves the index once asked, so each batch reads
    // only requests still to ask, not every one asked before it (at a hundred thousand due at
    // once, that walk made the whole run quadratic).
    index("posts_check_in_due_idx")
      .on(t.renewedAt)
      .where(
        sql`${t.type} = 'prayer' and ${t.answeredAt} is null and ${t.closedAt} is null and (${t.checkInAskedAt} is null or ${t.checkInAskedAt} < ${t.renewedAt})`,
      ),
  ],
);

/**
 * The connections a post with the "people" audience is shared with, by name; and those an
 * anonymous request to all connections was written for (its readers, fixed then).
 */
export const postAudience = pgTable(
  "post_audience",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index("post_audience_user_id_idx").on(t.userId)],
);

/** A prayer request's dated updates from its author, oldest first. */
export const prayerUpdates = pgTable(
  "prayer_updates",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("prayer_updates_post_id_idx").on(t.postId, t.id)],
);

/** What a member committed to pray for ("I'm praying"), until they take it off their list. */
export const prayerList = pgTable(
  "prayer_list",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
    // The last "Amen" in "Pray now": the walk offers it again only some hours later.
    lastPrayedAt: timestamp("last_prayed_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index("prayer_list_post_id_idx").on(t.postId)],
);

/** A member's daily reminder of their prayer list, at a local time of day. */
export const prayerReminders = pgTable("prayer_reminders", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(true),
  // Minutes after local midnight, in time_zone (an IANA name).
  minuteOfDay: integer("minute_of_day").notNull(),
  timeZone: varchar("time_zone", { length: 64 }).notNull(),
  // The local date it was last sent on: never twice on one day.
  lastSentOn: date("last_sent_on"),
});

/**
 * The home feed, written ahead: one row per post (outside groups) per person whose feed it
 * belongs in, the author included. A page is then one short index range instead of a walk
 * over every connection's posts. Rows are derived from posts and connections and kept in
 * step by `services/feed-entries.ts`; no foreign keys, so writing a hub's post to thousands
 * of feeds checks nothing per row, and the feed query joins `posts`, so a row left by a
 * deleted post is never shown.
 */
export const feedEntries = pgTable(
  "feed_entries",
  {
    userId: integer("user_id").notNull(),
    postId: integer("post_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

/**
 * Posts written but not yet copied into their readers' feeds. The row commits with the post,
 * so a crash between the two loses nothing: the next drain picks it up. Until then the feed
 * query reads these posts directly.
 */
export const feedFanouts = pgTable("feed_fanouts", {
  postId: integer("post_id")
    .primaryKey()
    .references(() => posts.id, { onDelete: "cascade" }),
});

export const interactions = pgTable(
  "interactions",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: varchar("type", { length: 10, enum: INTERACTION_TYPES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId, t.type] }), index("interactions_user_id_idx").on(t.userId)],
);

export const comments = pgTable(
  "comments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    // As a post's: null while shown, else "held" or "removed" (seen by its author alone).
    moderation: varchar("moderation", { length: 10, enum: MODERATION_STATES }),
    // As a post's.
    searchWords: tsvector("search_words").generatedAlwaysAs(textVector(sql`content`)),
    createdAt: createdAt(),
  },
  (t) => [
    index("comments_post_id_idx").on(t.postId, t.id),
    index("comments_author_id_idx").on(t.authorId),
    index("comments_search_idx").using("gin", t.searchWords).with({ fastupdate: "off" }),
  ],
);

export const notifications = pgTable(
  "notifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "cascade" }),
    type: varchar("type", { length: 30 }).notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    postId: integer("post_id").references(() => posts.id, { onDelete: "cascade" }),
    groupId: integer("group_id").references(() => groups.id, { onDelete: "cascade" }),
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
  ],
);

export type ConnectionRow = typeof connections.$inferSelect;
// A post or comment as the app handles it: its stored search words are the database's, read by
// search alone (a whole-row select may carry them; nothing passes them on).
export type PostRow = Omit<typeof posts.$inferSelect, "searchWords">;
export type CommentRow = Omit<typeof comments.$inferSelect, "searchWords">;
export type NotificationRow = typeof notifications.$inferSelect;

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

export const OBJECT_KINDS = ["avatar", "banner", "post"] as const;

/** A stored image and what it belongs to: serving checks who may see that. */
export const objects = pgTable(
  "objects",
  {
    key: varchar("key", { length: 128 }).primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 10, enum: OBJECT_KINDS }).notNull(),
    postId: integer("post_id").references(() => posts.id, { onDelete: "cascade" }),
    contentType: varchar("content_type", { length: 50 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("objects_owner_id_idx").on(t.ownerId), index("objects_post_id_idx").on(t.postId)],
);

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

export type ObjectRow = typeof objects.$inferSelect;

export const groups = pgTable(
  "groups",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: varchar("name", { length: 100 }).notNull(),
    description: text("description"),
    isPrivate: boolean("is_private").notNull().default(false),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    memberCount: integer("member_count").notNull().default(0),
    // "removed" by a moderator: then it is gone for everyone until an admin restores it.
    moderation: varchar("moderation", { length: 10, enum: MODERATION_STATES }),
    // The name as search compares it (see search-keys.ts).
    nameKey: text("name_key").generatedAlwaysAs(groupNameKey(sql`name`)),
    createdAt: createdAt(),
  },
  (t) => [
    // 'Find Groups' looks public groups up by name.
    index("groups_public_name_idx").on(sql`lower(${t.name})`).where(sql`not ${t.isPrivate}`),
    index("groups_created_by_idx").on(t.createdBy),
    index("groups_name_key_idx").using("gin", t.nameKey.op("gin_trgm_ops")).with({ fastupdate: "off" }),
  ],
);

export const groupMembers = pgTable(
  "group_members",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: varchar("role", { length: 10, enum: GROUP_ROLES }).notNull().default("member"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A group's members by the primary key; a person's groups by the second index, which
    // carries the group too, so suggestions walk someone's newest groups in the index alone.
    primaryKey({ columns: [t.groupId, t.userId] }),
    index("group_members_user_id_idx").on(t.userId, t.groupId),
  ],
);

export const groupInvitations = pgTable(
  "group_invitations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    inviterId: integer("inviter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    inviteeId: integer("invitee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: varchar("status", { length: 10, enum: INVITATION_STATUSES }).notNull().default("pending"),
    createdAt: createdAt(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (t) => [
    // One open invitation per person and group.
    uniqueIndex("group_invitations_pending_idx").on(t.groupId, t.inviteeId).where(sql`${t.status} = 'pending'`),
    index("group_invitations_invitee_idx").on(t.inviteeId, t.status),
    index("group_invitations_inviter_idx").on(t.inviterId),
  ],
);

export type GroupRow = typeof groups.$inferSelect;
export type GroupInvitationRow = typeof groupInvitations.$inferSelect;

export const ACCOUNT_TOKEN_PURPOSES = ["reset-password", "verify-email", "change-email", "restore-email"] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * A single-use link mailed to a member: a password reset, the proof that an address is
 * theirs, or the way back to the address an account has just left. Only the token's SHA-256
 * is kept, so a leaked table opens nothing; `email` is the address the link was sent to (for a
 * change of address, the new one; for a restore, the old one).
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: varchar("id", { length: 64 }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: varchar("purpose", { length: 20, enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("account_tokens_user_id_idx").on(t.userId, t.purpose),
    // The addresses held for their restore links: a sign-up or a change of address looks here.
    index("account_tokens_restore_email_idx").on(sql`lower(${t.email})`).where(sql`${t.purpose} = 'restore-email'`),
  ],
);

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
  // The last daily digest: the next one covers unread notices stored after it.
  digestSentAt: timestamp("digest_sent_at", { withTimezone: true }),
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

/**
 * A browser that asked to be pushed a member's notices: the push service's endpoint and the
 * browser's keys that each push is encrypted to (RFC 8291). One row per endpoint, whoever
 * subscribed last owns it; it goes with the member's account.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    // The browser's P-256 public key and auth secret, base64url.
    p256dh: varchar("p256dh", { length: 100 }).notNull(),
    auth: varchar("auth", { length: 50 }).notNull(),
    // The browser that subscribed, so the member can tell their devices apart.
    userAgent: varchar("user_agent", { length: 512 }),
    createdAt: createdAt(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    // Failed pushes since the last one delivered: past a few, the subscription is dropped.
    failures: integer("failures").notNull().default(0),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint), index("push_subscriptions_user_id_idx").on(t.userId)],
);

/**
 * Someone a member has blocked. A block works both ways (neither sees nor reaches the other)
 * but belongs to whoever made it: only they can lift it, and each of two people may block the
 * other. Both directions are asked by primary key, hence the second index.
 */
export const blocks = pgTable(
  "blocks",
  {
    blockerId: integer("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: integer("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index("blocks_blocked_idx").on(t.blockedId, t.blockerId),
    check("blocks_not_self", sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/** Someone whose posts a member keeps out of their own feed; nothing else changes. */
export const mutes = pgTable(
  "mutes",
  {
    muterId: integer("muter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mutedId: integer("muted_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.muterId, t.mutedId] }), check("mutes_not_self", sql`${t.muterId} <> ${t.mutedId}`)],
);

/**
 * A member's report of a post, comment, person or group. `target_id` names a row of the
 * table `target_type` says (no foreign key: the report outlives what it reports, for the
 * audit); `subject_id` is whose it is (the author, the person, the group's creator), for
 * their history. Open until a moderator's action resolves it.
 */
export const reports = pgTable(
  "reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetType: varchar("target_type", { length: 10, enum: REPORT_TARGETS }).notNull(),
    targetId: integer("target_id").notNull(),
    subjectId: integer("subject_id").references(() => users.id, { onDelete: "set null" }),
    reason: varchar("reason", { length: 20, enum: REPORT_REASONS }).notNull(),
    details: text("details"),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: integer("resolved_by").references((): AnyPgColumn => moderationActions.id, { onDelete: "set null" }),
  },
  (t) => [
    // One open report per member and target: reporting again changes nothing.
    uniqueIndex("reports_open_once_idx").on(t.reporterId, t.targetType, t.targetId).where(sql`${t.resolvedAt} is null`),
    index("reports_open_target_idx").on(t.targetType, t.targetId).where(sql`${t.resolvedAt} is null`),
    index("reports_subject_idx").on(t.subjectId),
  ],
);

/**
 * The audit log: every moderator's and admin's action, with who, when, on what and why. An
 * action that can be undone is undone by an admin, which is itself recorded (`undone_at`,
 * `undone_by`) rather than erasing the row.
 */
export const moderationActions = pgTable(
  "moderation_actions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: varchar("action", { length: 20, enum: MODERATION_ACTIONS }).notNull(),
    targetType: varchar("target_type", { length: 10, enum: REPORT_TARGETS }).notNull(),
    targetId: integer("target_id").notNull(),
    subjectId: integer("subject_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    // A suspension's end.
    until: timestamp("until", { withTimezone: true }),
    createdAt: createdAt(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    undoneBy: integer("undone_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("moderation_actions_subject_idx").on(t.subjectId, t.id), index("moderation_actions_target_idx").on(t.targetType, t.targetId)],
);

/**
 * An account held back by a moderator: suspended until a time, or banned. While it stands the
 * member cannot sign in (told why); a ban also hides everything they wrote. One row at most
 * per account; the feed asks of a ban per post, so the table stays as small as the holds.
 */
export const accountHolds = pgTable("account_holds", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  kind: varchar("kind", { length: 10, enum: HOLD_KINDS }).notNull(),
  until: timestamp("until", { withTimezone: true }),
  reason: text("reason").notNull(),
  actionId: integer("action_id").references(() => moderationActions.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** Someone a group's admins removed and keep out: they cannot join again or be invited. */
export const groupBans = pgTable(
  "group_bans",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bannedBy: integer("banned_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index("group_bans_user_id_idx").on(t.userId)],
);

export type ReportRow = typeof reports.$inferSelect;
export type ModerationActionRow = typeof moderationActions.$inferSelect;
export type AccountHoldRow = typeof accountHolds.$inferSelect;

/**
 * The people the home page suggests to a member, worked out ahead of time (in the background,
 * when their network changes) so the page never waits on a walk through the graph. `position`
 * is the rank, best first; `reason` says why, with `mutual` (friends of friends) or `detail`
 * (the church, group or place shared) to show. Who is shown still passes the person policy
 * when read: a block, a connection or a request made since takes effect at once.
 */
export const suggestions = pgTable(
  "suggestions",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    candidateId: integer("candidate_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    reason: varchar("reason", { length: 10, enum: SUGGESTION_REASONS }).notNull(),
    mutual: integer("mutual").notNull().default(0),
    detail: varchar("detail", { length: 100 }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.candidateId] }), uniqueIndex("suggestions_user_position_idx").on(t.userId, t.position)],
);

/**
 * Each member's suggestion list: when it was last worked out, and from when it is due to be
 * worked out again (null: not due). A change to their network (a connection made or ended, a
 * group joined or left, a church or place changed) makes it due; `due_at` a moment ahead lets
 * a burst of changes be handled once. Lists also fall due as they age, so new members appear.
 */
export const suggestionLists = pgTable(
  "suggestion_lists",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    computedAt: timestamp("computed_at", { withTimezone: true }),
    dueAt: timestamp("due_at", { withTimezone: true }).defaultNow(),
  },
  (t) => [index("suggestion_lists_due_at_idx").on(t.dueAt).where(sql`${t.dueAt} is not null`)],
);

/** "Not now": a person the member does not want suggested, until a time (30 days on). */
export const suggestionDismissals = pgTable(
  "suggestion_dismissals",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    candidateId: integer("candidate_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    until: timestamp("until", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.candidateId] }), index("suggestion_dismissals_candidate_id_idx").on(t.candidateId)],
);

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

export type RoomRow = typeof rooms.$inferSelect;
