import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, text, timestamp, unique, varchar } from "drizzle-orm/pg-core";
import type { VerseRef } from "../../../contract/verse-refs";
import { churches } from "./churches";
import { createdAt } from "./columns";
import { users } from "./people";

/**
 * A devotion a church's leaders write for a day: a passage, a reflection on it and a closing
 * prayer, for the church's members alone. One a day per church. On its morning each member is
 * told of it once: `delivered_at` is set in the same transaction as their notices.
 */
export const devotions = pgTable(
  "devotions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    churchId: integer("church_id")
      .notNull()
      .references(() => churches.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** The day it is for, as the church's calendar reads (no time, no zone). */
    day: date("day", { mode: "string" }).notNull(),
    title: varchar("title", { length: 120 }).notNull(),
    /** The passage it reads, in OSIS (John.3.16 or Rom.8.28-Rom.8.39). */
    passage: varchar("passage", { length: 40 }).notNull(),
    reflection: text("reflection").notNull(),
    prayer: text("prayer").notNull(),
    // The Bible references in the reflection and the prayer, found when written.
    reflectionVerses: jsonb("reflection_verses").$type<VerseRef[]>().notNull().default(sql`'[]'::jsonb`),
    prayerVerses: jsonb("prayer_verses").$type<VerseRef[]>().notNull().default(sql`'[]'::jsonb`),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("devotions_church_day_key").on(t.churchId, t.day),
    // The morning delivery reads only the devotions not yet delivered.
    index("devotions_undelivered_idx").on(t.day).where(sql`${t.deliveredAt} is null`),
  ],
);

export type DevotionRow = typeof devotions.$inferSelect;
