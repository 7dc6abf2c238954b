import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { SITE_ROLES } from "../../../contract/moderation";
import { LANGUAGES } from "../../../contract/languages";
import { churchKey, personNameKey } from "./search-keys";
import { personCardJson } from "./card-json";
import { createdAt } from "./columns";

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
    // Their public fields as the API writes them (see card-json.ts), for the feed to join as they are.
    cardJson: text("card_json").generatedAlwaysAs(personCardJson),
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

export type UserRow = typeof users.$inferSelect;

/**
 * A member's private ways to be reached, kept apart from their public fields: nobody sees them
 * but the member, and a church's members where the member chose to show them to that church.
 */
export const contactDetails = pgTable("contact_details", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  phone: varchar("phone", { length: 40 }),
  birthday: date("birthday", { mode: "string" }),
});
/** What anyone who may see a person sees of them. */
export type PublicUserRow = Pick<
  UserRow,
  "id" | "firstName" | "lastName" | "profileImageUrl" | "bannerImageUrl" | "churchAffiliation" | "aboutMe" | "location"
>;

const SEARCH_KEY_KINDS = ["name", "church"] as const;

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
