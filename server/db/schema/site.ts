import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { REGISTRATION_MODES } from "../../../contract/site";
import { churches } from "./churches";
import { createdAt } from "./columns";
import { users } from "./people";

/** The site's own settings, kept by its admins in the app: one row (id 1), made by the migration. */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: smallint("id").primaryKey().default(1),
    name: varchar("name", { length: 60 }).notNull().default("Koinonia"),
    logoUrl: text("logo_url"),
    welcome: text("welcome"),
    registration: varchar("registration", { length: 10, enum: REGISTRATION_MODES }).notNull().default("open"),
    rules: text("rules"),
    terms: text("terms"),
    privacy: text("privacy"),
    homeChurchId: integer("home_church_id").references(() => churches.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("site_settings_one_row", sql`${t.id} = 1`)],
);

export type SiteSettingsRow = typeof siteSettings.$inferSelect;

/** Someone who signed up where an admin admits each new member, and waits: they cannot sign in yet. */
export const signupApprovals = pgTable("signup_approvals", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/**
 * A member's invitation to join a site that takes new members by invitation: a code to sign
 * up with, used once, until it expires. Mailed to an address, or handed on as a link.
 */
export const siteInvitations = pgTable(
  "site_invitations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    code: varchar("code", { length: 16 }).notNull(),
    inviterId: integer("inviter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: varchar("email", { length: 254 }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedBy: integer("used_by").references(() => users.id, { onDelete: "set null" }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("site_invitations_code_idx").on(t.code), index("site_invitations_inviter_idx").on(t.inviterId, t.id)],
);

export type SiteInvitationRow = typeof siteInvitations.$inferSelect;
