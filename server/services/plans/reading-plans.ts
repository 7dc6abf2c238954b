import { and, eq, sql } from "drizzle-orm";
import { BUILT_IN_PLAN_KEYS } from "../../../contract/reading-plan-keys";
import type { PlanDetail, PlanList, PlanProgress, PlanSummary, StartPlanBody } from "../../../contract/reading-plans";
import type { Clock } from "../../core/clock";
import { conflict, invalid } from "../../core/errors";
import type { Db } from "../../db/client";
import { planDaysRead, planReaders } from "../../db/schema";
import { leads } from "../../policies/church";
import { type ChurchPlanAccess, findVisiblePlan, visibleChurchPlans } from "../../policies/reading-plan";
import { addDays, asMinute, asTime, daysBetween, isRealDate, localDate } from "./local-days";
import { type Plan, builtInPlan, churchPlan, planFrom } from "./plan-catalogue";

type Reader = typeof planReaders.$inferSelect;
type DayRead = { day: number; readAt: Date };

/** The plan a key names as the member sees it, with whether they may change it; a 404 for one they do not see. */
async function visiblePlan(db: Db, viewerId: number, key: string): Promise<{ plan: Plan; canEdit: boolean }> {
  const found = await findVisiblePlan(db, viewerId, key);
  return { plan: planFrom(key, found), canEdit: found !== null && leads(found.role) };
}

/**
 * Days in a row on which the member read something of the plan, counted back from today where
 * they are; a day not yet over breaks nothing, so with nothing read yet today it counts from yesterday.
 */
function streakOf(read: DayRead[], today: string, zone: string): number {
  const dates = new Set(read.map((r) => localDate(r.readAt, zone)));
  let day = dates.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (dates.has(day)) {
    streak++;
    day = addDays(day, -1);
  }
  return streak;
}

function progressOf({ days }: Plan, reader: Reader, allRead: DayRead[], now: number): PlanProgress {
  const today = localDate(now, reader.timeZone);
  const todayDay = Math.min(Math.max(daysBetween(reader.startedOn, today) + 1, 1), days.length);
  // Days read past a plan's end (its leaders shortened it) no longer count.
  const read = allRead.filter((r) => r.day <= days.length);
  const done = new Set(read.map((r) => r.day));
  let behind = 0;
  for (let day = 1; day < todayDay; day++) if (!done.has(day)) behind++;
  let firstUnread: number | null = null;
  for (let day = 1; day <= days.length && firstUnread === null; day++) if (!done.has(day)) firstUnread = day;
  return {
    startedOn: reader.startedOn,
    timeZone: reader.timeZone,
    today: todayDay,
    todayPassages: [...days[todayDay - 1]!.passages],
    todayDone: done.has(todayDay),
    daysRead: done.size,
    behind,
    firstUnread,
    streak: streakOf(read, today, reader.timeZone),
    readToday: read.some((r) => localDate(r.readAt, reader.timeZone) === today),
    reminder: reader.reminderMinute === null ? null : asTime(reader.reminderMinute),
  };
}

async function readerOf(db: Db, userId: number, key: string): Promise<Reader | undefined> {
  const [reader] = await db
    .select()
    .from(planReaders)
    .where(and(eq(planReaders.userId, userId), eq(planReaders.planKey, key)));
  return reader;
}

async function daysReadOf(db: Db, userId: number, key?: string): Promise<(DayRead & { planKey: string })[]> {
  return db
    .select({ planKey: planDaysRead.planKey, day: planDaysRead.day, readAt: planDaysRead.readAt })
    .from(planDaysRead)
    .where(key === undefined ? eq(planDaysRead.userId, userId) : and(eq(planDaysRead.userId, userId), eq(planDaysRead.planKey, key)));
}

/** The plan a member follows (one they see, as the caller made sure), or 409: marking, catching up and reminders need one started. */
async function startedReader(db: Db, userId: number, key: string): Promise<Reader> {
  const reader = await readerOf(db, userId, key);
  if (!reader) throw conflict("You have not started this reading plan");
  return reader;
}

const summaryOf = (plan: Plan, canEdit: boolean, mine: PlanProgress | null): PlanSummary => ({
  key: plan.key,
  title: plan.title,
  about: plan.about,
  church: plan.church,
  days: plan.length,
  mine,
  canEdit,
});

/** Summaries of plans for the member: each with their progress, where they follow it. */
async function summariesFor(db: Db, now: Clock, userId: number, found: { plan: Plan; canEdit: boolean }[]): Promise<PlanSummary[]> {
  const readers = await db.select().from(planReaders).where(eq(planReaders.userId, userId));
  const read = await daysReadOf(db, userId);
  return found.map(({ plan, canEdit }) => {
    const reader = readers.find((r) => r.planKey === plan.key);
    const mine = reader
      ? progressOf(
          plan,
          reader,
          read.filter((r) => r.planKey === plan.key),
          now(),
        )
      : null;
    return summaryOf(plan, canEdit, mine);
  });
}

const withEditing = (plans: ChurchPlanAccess[]) => plans.map((found) => ({ plan: churchPlan(found), canEdit: leads(found.role) }));

/** Every built-in plan and every plan of the member's churches, with their progress in those they follow. */
export async function listPlans(db: Db, now: Clock, userId: number): Promise<Pick<PlanList, "plans">> {
  const builtIn = BUILT_IN_PLAN_KEYS.map((key) => ({ plan: builtInPlan(key), canEdit: false }));
  const churches = withEditing(await visibleChurchPlans(db, userId));
  return { plans: await summariesFor(db, now, userId, [...builtIn, ...churches]) };
}

/** A church's plans, newest last, for its members. */
export async function churchPlanSummaries(db: Db, now: Clock, userId: number, churchId: number): Promise<PlanSummary[]> {
  return summariesFor(db, now, userId, withEditing(await visibleChurchPlans(db, userId, churchId)));
}

/** A plan's days, each with whether the member has read it. */
export async function planDetail(db: Db, now: Clock, userId: number, key: string): Promise<PlanDetail> {
  const { plan, canEdit } = await visiblePlan(db, userId, key);
  const reader = await readerOf(db, userId, key);
  const read = reader ? await daysReadOf(db, userId, key) : [];
  const done = new Set(read.map((r) => r.day));
  return {
    ...summaryOf(plan, canEdit, reader ? progressOf(plan, reader, read, now()) : null),
    schedule: plan.days.map((d, i) => ({ day: i + 1, passages: [...d.passages], written: d.written, note: d.note, read: done.has(i + 1) })),
  };
}

/** Where the member is: the zone they give, else the one the plan has, else UTC. */
const zoneOf = (given: string | undefined, reader?: Reader) => given ?? reader?.timeZone ?? "UTC";

/**
 * Whether a reminder at `minute` is already past today where the member is: then today counts
 * as reminded, and the first comes tomorrow.
 */
const remindedToday = (minute: number | null, zone: string, now: number): string | null => {
  if (minute === null) return null;
  const [hours, minutes] = new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
    .format(now)
    .split(":")
    .map(Number);
  return hours! * 60 + minutes! >= minute ? localDate(now, zone) : null;
};

export async function startPlan(db: Db, now: Clock, userId: number, key: string, body: StartPlanBody): Promise<PlanDetail> {
  await findVisiblePlan(db, userId, key);
  const zone = zoneOf(body.timeZone);
  const today = localDate(now(), zone);
  const startOn = body.startOn ?? today;
  if (!isRealDate(startOn)) throw invalid("startOn must be a date, YYYY-MM-DD");
  if (Math.abs(daysBetween(today, startOn)) > 366) throw invalid("startOn must be within a year of today");
  const minute = body.reminder ? asMinute(body.reminder) : null;
  const started = await db
    .insert(planReaders)
    .values({
      userId,
      planKey: key,
      startedOn: startOn,
      timeZone: zone,
      reminderMinute: minute,
      lastRemindedOn: remindedToday(minute, zone, now()),
    })
    .onConflictDoNothing()
    .returning({ userId: planReaders.userId });
  if (!started.length) throw conflict("You have already started this reading plan");
  return planDetail(db, now, userId, key);
}

/** Stops the plan: what was read goes with it, and starting again starts afresh. */
export async function stopPlan(db: Db, userId: number, key: string): Promise<void> {
  await findVisiblePlan(db, userId, key);
  const stopped = await db
    .delete(planReaders)
    .where(and(eq(planReaders.userId, userId), eq(planReaders.planKey, key)))
    .returning({ userId: planReaders.userId });
  if (!stopped.length) throw conflict("You have not started this reading plan");
}

/** Marks a day read (or not): any day, in any order; marking twice keeps the first time. */
export async function markDay(db: Db, now: Clock, userId: number, key: string, day: number, read: boolean): Promise<PlanDetail> {
  const { plan } = await visiblePlan(db, userId, key);
  if (day > plan.days.length) throw invalid("day is past the plan's end");
  await startedReader(db, userId, key);
  if (read)
    await db
      .insert(planDaysRead)
      .values({ userId, planKey: key, day, readAt: new Date(now()) })
      .onConflictDoNothing();
  else await db.delete(planDaysRead).where(and(eq(planDaysRead.userId, userId), eq(planDaysRead.planKey, key), eq(planDaysRead.day, day)));
  return planDetail(db, now, userId, key);
}

/**
 * Moves the plan's start so that today's day is the first one not yet read: nothing read is
 * lost, the days missed are simply still ahead.
 */
export async function catchUp(db: Db, now: Clock, userId: number, key: string): Promise<PlanDetail> {
  const { plan } = await visiblePlan(db, userId, key);
  const reader = await startedReader(db, userId, key);
  const progress = progressOf(plan, reader, await daysReadOf(db, userId, key), now());
  if (progress.behind === 0 || progress.firstUnread === null) throw conflict("You are not behind on this reading plan");
  const startedOn = addDays(localDate(now(), reader.timeZone), 1 - progress.firstUnread);
  await db
    .update(planReaders)
    .set({ startedOn })
    .where(and(eq(planReaders.userId, userId), eq(planReaders.planKey, key), eq(planReaders.startedOn, reader.startedOn)));
  return planDetail(db, now, userId, key);
}

/** Sets the daily reminder's time (or none), in the zone given or the plan's own. */
export async function setPlanReminder(db: Db, now: Clock, userId: number, key: string, time: string | null, timeZone?: string) {
  await findVisiblePlan(db, userId, key);
  const reader = await startedReader(db, userId, key);
  const zone = zoneOf(timeZone, reader);
  const minute = time === null ? null : asMinute(time);
  const reminded = remindedToday(minute, zone, now());
  await db
    .update(planReaders)
    .set({
      reminderMinute: minute,
      timeZone: zone,
      // A day already reminded stays so; a time already past today waits for tomorrow.
      lastRemindedOn: reminded === null ? reader.lastRemindedOn : sql`greatest(${planReaders.lastRemindedOn}, ${reminded}::date)`,
    })
    .where(and(eq(planReaders.userId, userId), eq(planReaders.planKey, key)));
  return planDetail(db, now, userId, key);
}
