import { z } from "zod";
import { Time, planDay, planStart } from "./plan-fields";
import { timeZone } from "./time-zones";
import { ReadingTogether } from "./reading-together";

/** A plan's address: /api/plans/bible-in-a-year (a key no plan has is not found, as an id is). */
export const PlanParams = z.object({ key: z.string() });
export type PlanParams = z.infer<typeof PlanParams>;

/** A day of a plan: /api/plans/bible-in-a-year/days/12/read. */
export const PlanDayParams = PlanParams.extend({ day: planDay });
export type PlanDayParams = z.input<typeof PlanDayParams>;

/** Starting a plan: on a day (today where the member is, unless chosen), with a daily reminder or none. */
export const StartPlanBody = z.object({
  ...planStart,
  /** The time of day ("07:30") to be reminded of the day's reading; none when left out or null. */
  reminder: Time.nullable().optional(),
});
export type StartPlanBody = z.infer<typeof StartPlanBody>;

export const PlanReminderBody = z.object({ reminder: Time.nullable(), timeZone: timeZone.optional() });
export type PlanReminderBody = z.infer<typeof PlanReminderBody>;

/** A member's progress through a plan they follow. */
export const PlanProgress = z.object({
  startedOn: z.string(),
  timeZone: z.string(),
  /** The day to read today: days since the start, plus one, at most the plan's last. */
  today: z.number(),
  todayPassages: z.array(z.string()),
  /** Whether today's day is marked read. */
  todayDone: z.boolean(),
  daysRead: z.number(),
  /** Days before today not yet read. */
  behind: z.number(),
  /** The first day not yet read (null once every day is). */
  firstUnread: z.number().nullable(),
  /** Days in a row, up to today or yesterday, on which something of the plan was read. */
  streak: z.number(),
  /** Whether something of the plan was read today, where the member is. */
  readToday: z.boolean(),
  reminder: Time.nullable(),
});
export type PlanProgress = z.infer<typeof PlanProgress>;

/** The church whose leaders wrote a plan. */
const PlanChurch = z.object({ id: z.number(), slug: z.string(), name: z.string() });

export const PlanSummary = z.object({
  key: z.string(),
  /** A church's plan's own title and description; null for a built-in plan, named in the reader's language by its key. */
  title: z.string().nullable(),
  about: z.string().nullable(),
  /** The church whose leaders wrote it (null: built in). */
  church: PlanChurch.nullable(),
  days: z.number(),
  mine: PlanProgress.nullable(),
  /** The reader leads the church that wrote it: they may change it and take it down. */
  canEdit: z.boolean(),
});
export type PlanSummary = z.infer<typeof PlanSummary>;

/** The built-in plans and my churches' plans, with my progress, and the plans my groups and churches read together. */
export const PlanList = z.object({ plans: z.array(PlanSummary), together: z.array(ReadingTogether) });
export type PlanList = z.infer<typeof PlanList>;

export const PlanDetail = PlanSummary.extend({
  schedule: z.array(
    z.object({
      day: z.number(),
      passages: z.array(z.string()),
      /** A church's plan: the passages as its leaders wrote them, and their note for the day. */
      written: z.string().nullable(),
      note: z.string().nullable(),
      read: z.boolean(),
    }),
  ),
});
export type PlanDetail = z.infer<typeof PlanDetail>;
