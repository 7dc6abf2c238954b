import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt, verses } from "./columns";
import { users } from "./people";
import { posts } from "./posts";

/** A prayer request's dated updates from its author, oldest first. */
export const prayerUpdates = pgTable(
  "prayer_updates",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    verses: verses(),
    createdAt: createdAt(),
  },
  (t) => [
    index("prayer_updates_post_id_idx").on(t.postId, t.id),
    // As a post's.
    index("prayer_updates_verses_missing_idx").on(t.id).where(sql`${t.verses} is null`),
  ],
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
