import { sql } from "drizzle-orm";
import { check, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { churches } from "./churches";
import { createdAt } from "./columns";
import { groups } from "./groups";
import { users } from "./people";
import { posts } from "./posts";

/**
 * A member following a reading plan. The plan is named by its key (text), so a plan written by
 * a church's leaders can later be followed the same way as the built-in ones.
 */
export const planReaders = pgTable(
  "plan_readers",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planKey: text("plan_key").notNull(),
    // Day 1 of the plan, a date where the member is: catching up moves it.
    startedOn: date("started_on").notNull(),
    // The daily reminder's time, in minutes after local midnight; null for none.
    reminderMinute: integer("reminder_minute"),
    timeZone: varchar("time_zone", { length: 64 }).notNull(),
    // The local date a reminder was last sent on: never twice in one day.
    lastRemindedOn: date("last_reminded_on"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.planKey] }), index("plan_readers_reminder_idx").on(t.reminderMinute)],
);

/** A day of a plan a member has read; gone with the plan when they stop it. */
export const planDaysRead = pgTable(
  "plan_days_read",
  {
    userId: integer("user_id").notNull(),
    planKey: text("plan_key").notNull(),
    day: integer("day").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.planKey, t.day] }),
    foreignKey({ columns: [t.userId, t.planKey], foreignColumns: [planReaders.userId, planReaders.planKey] }).onDelete("cascade"),
  ],
);

/**
 * A plan a group or a church reads together (exactly one of the two): its days are the same
 * for all its members, counted from its start where the place is (`time_zone`), and each opens
 * a discussion in the place. Started and stopped by the place's admins or leaders.
 */
export const sharedPlans = pgTable(
  "shared_plans",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer("group_id").references(() => groups.id, { onDelete: "cascade" }),
    churchId: integer("church_id").references(() => churches.id, { onDelete: "cascade" }),
    planKey: text("plan_key").notNull(),
    startedOn: date("started_on").notNull(),
    timeZone: varchar("time_zone", { length: 64 }).notNull(),
    startedBy: integer("started_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("shared_plans_place_check", sql`(${t.groupId} is null) <> (${t.churchId} is null)`),
    uniqueIndex("shared_plans_group_plan_idx").on(t.groupId, t.planKey).where(sql`${t.groupId} is not null`),
    uniqueIndex("shared_plans_church_plan_idx").on(t.churchId, t.planKey).where(sql`${t.churchId} is not null`),
  ],
);

/**
 * A day of a shared plan whose discussion is open: the post that opened it in the place (null
 * once that post is deleted). One row a day, written with its post, so a day opens once.
 */
export const sharedPlanDays = pgTable(
  "shared_plan_days",
  {
    sharedPlanId: integer("shared_plan_id")
      .notNull()
      .references(() => sharedPlans.id, { onDelete: "cascade" }),
    day: integer("day").notNull(),
    postId: integer("post_id").references(() => posts.id, { onDelete: "set null" }),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sharedPlanId, t.day] }), index("shared_plan_days_post_idx").on(t.postId)],
);

/** A member's "I have read it" for a day of a shared plan. */
export const sharedPlanReads = pgTable(
  "shared_plan_reads",
  {
    sharedPlanId: integer("shared_plan_id")
      .notNull()
      .references(() => sharedPlans.id, { onDelete: "cascade" }),
    day: integer("day").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sharedPlanId, t.day, t.userId] }), index("shared_plan_reads_user_idx").on(t.userId)],
);

export type SharedPlanRow = typeof sharedPlans.$inferSelect;

/** A day of a plan a church's leaders wrote: its passages (OSIS), as the leader wrote them, and a note. */
export type WrittenPlanDay = { passages: string[]; written: string; note: string | null };

/**
 * A reading plan a church's leaders wrote, for the church's members: followed and read
 * together under the key `church-<id>`, as the built-in plans are under theirs. Its days are
 * read whole, so they are kept on the row, in order.
 */
export const churchPlans = pgTable(
  "church_plans",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    churchId: integer("church_id")
      .notNull()
      .references(() => churches.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 100 }).notNull(),
    about: varchar("about", { length: 500 }).notNull().default(""),
    days: jsonb("days").$type<WrittenPlanDay[]>().notNull(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("church_plans_church_idx").on(t.churchId),
    check("church_plans_days_check", sql`jsonb_typeof(${t.days}) = 'array' and jsonb_array_length(${t.days}) between 1 and 366`),
  ],
);

export type ChurchPlanRow = typeof churchPlans.$inferSelect;
