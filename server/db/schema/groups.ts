import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { GROUP_KINDS, GROUP_ROLES, INVITATION_STATUSES } from "../../../contract/groups";
import { HOME_FEED_CHOICES } from "../../../contract/home-feed-choices";
import { MODERATION_STATES } from "../../../contract/moderation";
import { groupNameKey } from "./search-keys";
import { createdAt } from "./columns";
import { users } from "./people";
import { churches } from "./churches";

export const groups = pgTable(
  "groups",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: varchar("name", { length: 100 }).notNull(),
    description: text("description"),
    isPrivate: boolean("is_private").notNull().default(false),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    memberCount: integer("member_count").notNull().default(0),
    // Set for a church's own group (a ministry, a study, a prayer team): its leaders made it,
    // and only the church's members may join it.
    churchId: integer("church_id").references(() => churches.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 12, enum: GROUP_KINDS }).notNull().default("group"),
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
    index("groups_church_id_idx").on(t.churchId).where(sql`${t.churchId} is not null`),
    check("groups_kind_check", sql`(${t.kind} = 'group') = (${t.churchId} is null)`),
    index("groups_name_key_idx").using("gin", t.nameKey.op("gin_trgm_ops")).with({ fastupdate: "off" }),
  ],
);

export type GroupRow = typeof groups.$inferSelect;

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
    // What of the group's posts reaches the member's home feed; null until they choose
    // (then the group's size decides: contract/home-feed-settings.ts).
    feed: varchar("feed", { length: 10, enum: HOME_FEED_CHOICES }),
  },
  (t) => [
    // A group's members by the primary key; a person's groups by the second index, which
    // carries the group too, so suggestions walk someone's newest groups in the index alone.
    primaryKey({ columns: [t.groupId, t.userId] }),
    index("group_members_user_id_idx").on(t.userId, t.groupId),
    check("group_members_feed_check", sql`${t.feed} in ('all', 'highlights', 'none')`),
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

export type GroupInvitationRow = typeof groupInvitations.$inferSelect;

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
