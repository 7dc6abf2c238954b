import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { CHURCH_ROLES, JOIN_MODES, type ServiceTime } from "../../../contract/churches";
import { MODERATION_STATES } from "../../../contract/moderation";
import { HOME_FEED_CHOICES } from "../../../contract/home-feed-choices";
import { createdAt, verses } from "./columns";
import { users } from "./people";
import { churchKey } from "./search-keys";

export const churches = pgTable(
  "churches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Its address on the site, /churches/<slug>: unique, and changed only by its leaders. */
    slug: varchar("slug", { length: 60 }).notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    about: text("about"),
    tradition: varchar("tradition", { length: 60 }),
    address: varchar("address", { length: 300 }),
    place: varchar("place", { length: 100 }),
    logoUrl: text("logo_url"),
    bannerUrl: text("banner_url"),
    website: text("website"),
    contactEmail: varchar("contact_email", { length: 254 }),
    contactPhone: varchar("contact_phone", { length: 40 }),
    serviceTimes: jsonb("service_times").$type<ServiceTime[]>().notNull().default([]),
    joinMode: varchar("join_mode", { length: 10, enum: JOIN_MODES }).notNull().default("request"),
    memberCount: integer("member_count").notNull().default(0),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    // "removed" by a moderator: then it is gone for everyone until an admin restores it.
    moderation: varchar("moderation", { length: 10, enum: MODERATION_STATES }),
    // The name and the place as search compares them (see search-keys.ts): a church is found
    // by either ("grace", "recife").
    searchKey: text("search_key").generatedAlwaysAs(churchKey(sql`name || ' ' || coalesce(place, '')`)),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("churches_slug_idx").on(t.slug),
    index("churches_search_key_idx").using("gin", t.searchKey.op("gin_trgm_ops")).with({ fastupdate: "off" }),
    index("churches_created_by_idx").on(t.createdBy),
  ],
);

export type ChurchRow = typeof churches.$inferSelect;

export const churchMembers = pgTable(
  "church_members",
  {
    churchId: integer("church_id")
      .notNull()
      .references(() => churches.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: varchar("role", { length: 10, enum: CHURCH_ROLES }).notNull().default("member"),
    /** What a leader is called there (Pastor, Elder, Staff); their rights are a leader's whatever it says. */
    title: varchar("title", { length: 40 }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    // What the member shows the church's other members in its directory, beyond their name,
    // picture and groups: each is theirs to choose, and nothing is shown until they do.
    shareEmail: boolean("share_email").notNull().default(false),
    sharePhone: boolean("share_phone").notNull().default(false),
    shareBirthday: boolean("share_birthday").notNull().default(false),
    // The directory's order, kept with the row so a page is a walk of one index: owners, then
    // leaders, then members (`rank`), each by name. `name_key` is the member's users.name_key,
    // copied by triggers the migration makes (on joining, and whenever they change their name).
    rank: smallint("rank").generatedAlwaysAs(sql`case role when 'owner' then 0 when 'leader' then 1 else 2 end`),
    nameKey: text("name_key").notNull().default(""),
    // What of the posts shared with the church reaches the member's home feed, as a group's.
    feed: varchar("feed", { length: 10, enum: HOME_FEED_CHOICES }),
  },
  (t) => [
    // A church's members by the primary key; a person's churches by the second.
    primaryKey({ columns: [t.churchId, t.userId] }),
    index("church_members_user_id_idx").on(t.userId, t.churchId),
    index("church_members_directory_idx").on(t.churchId, t.rank, t.nameKey, t.userId),
    check("church_members_feed_check", sql`${t.feed} in ('all', 'highlights', 'none')`),
  ],
);

/** Someone who asked to join a church that admits by request, waiting for a leader's answer. */
export const churchJoinRequests = pgTable(
  "church_join_requests",
  {
    churchId: integer("church_id")
      .notNull()
      .references(() => churches.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.churchId, t.userId] }), index("church_join_requests_user_id_idx").on(t.userId)],
);

/** Someone a church's leaders removed and keep out: they cannot join, ask, or use a link. */
export const churchBans = pgTable(
  "church_bans",
  {
    churchId: integer("church_id")
      .notNull()
      .references(() => churches.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bannedBy: integer("banned_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.churchId, t.userId] }), index("church_bans_user_id_idx").on(t.userId)],
);

/**
 * A link anyone holding it may join the church through (printed as a QR code in a bulletin):
 * until it expires, is revoked, or has admitted `max_uses` people.
 */
export const churchInviteLinks = pgTable(
  "church_invite_links",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    churchId: integer("church_id")
      .notNull()
      .references(() => churches.id, { onDelete: "cascade" }),
    code: varchar("code", { length: 12 }).notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    maxUses: integer("max_uses"),
    uses: integer("uses").notNull().default(0),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    // Set for a link mailed to one person (single use): whom it was sent to.
    email: varchar("email", { length: 254 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("church_invite_links_code_idx").on(t.code),
    index("church_invite_links_church_idx").on(t.churchId, t.id),
    check("church_invite_links_uses_check", sql`${t.maxUses} is null or ${t.uses} <= ${t.maxUses}`),
  ],
);

export type ChurchInviteLinkRow = typeof churchInviteLinks.$inferSelect;

/**
 * A leader's word to the whole church: every member is told, and it stays pinned at the top of
 * their home page until `pinned_until` (or until they put it away), and on the church's page.
 */
export const churchAnnouncements = pgTable(
  "church_announcements",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    churchId: integer("church_id")
      .notNull()
      .references(() => churches.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    title: varchar("title", { length: 120 }).notNull(),
    body: text("body").notNull(),
    verses: verses(),
    pinnedUntil: timestamp("pinned_until", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("church_announcements_church_idx").on(t.churchId, t.id),
    // As a post's.
    index("church_announcements_verses_missing_idx").on(t.id).where(sql`${t.verses} is null`),
  ],
);

export type ChurchAnnouncementRow = typeof churchAnnouncements.$inferSelect;

/** A member who put a pinned announcement away: it leaves their home page (not the church's). */
export const announcementDismissals = pgTable(
  "announcement_dismissals",
  {
    announcementId: integer("announcement_id")
      .notNull()
      .references(() => churchAnnouncements.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] }), index("announcement_dismissals_user_idx").on(t.userId)],
);
