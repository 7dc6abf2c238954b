import { type SQL, and, eq, sql } from "drizzle-orm";
import type { ReadingTogether, StartTogetherBody, TogetherDetail, TogetherListQuery } from "../../../contract/reading-together";
import type { Clock } from "../../core/clock";
import type { Context } from "../../core/context";
import { conflict, invalid } from "../../core/errors";
import { type Db, type UserColumns, queryRows } from "../../db/client";
import { type PublicUserRow, sharedPlanReads, sharedPlans } from "../../db/schema";
import { personShownTo } from "../../policies/person";
import {
  type ViewerAndPlace,
  assertLeadsPlace,
  findLeaderTogether,
  findMemberTogether,
  findVisibleTogether,
  inPlaceOf,
  placeIsUp,
  placeRole,
  roleInPlaceOf,
} from "../../policies/reading-together";
import { publicUserRow } from "../people/users";
import { publicUserColumnsOf } from "../people/user-fields";
import { daysBetween, isRealDate, localDate } from "./local-days";
import { openDueDays } from "./reading-together-days";
import { findVisiblePlan, mayReadTogetherIn } from "../../policies/reading-plan";
import { planLengthsTable, plansByKey } from "./plan-catalogue";

// A plan a group or a church reads together. Its days are the place's: day 1 is its start, in
// the zone it was started in, for every member wherever they are, so that they read and talk
// of the same passages on the same day. Each member shows, day by day, that they have read.

/**
 * How many of the place's members whom the viewer sees have read `day` of the shared plan row
 * `plan`, and whether the viewer has: SQL columns over that row and day.
 */
const readersCount = (viewerId: number, plan: SQL, day: SQL): SQL =>
  sql`(select count(*) from shared_plan_reads r where r.shared_plan_id = ${plan}.id and r.day = ${day}
    and ${inPlaceOf(sql`r.user_id`, plan)} and ${personShownTo({ viewerId, personId: sql`r.user_id` })})::int`;
const readBy = (viewerId: number, plan: SQL, day: SQL): SQL =>
  sql`exists (select 1 from shared_plan_reads r where r.shared_plan_id = ${plan}.id and r.day = ${day} and r.user_id = ${viewerId}::int)`;

type DayFacts = { day: number; readers: number; read: boolean; post_id: number | null };

/**
 * Each day of the plan that was opened or read: its discussion, how many of the place's members
 * whom the viewer sees have read it, and whether the viewer has.
 */
async function dayFacts(db: Db, viewerId: number, planId: number): Promise<DayFacts[]> {
  return queryRows<DayFacts>(
    db,
    sql`select x.day,
        (select d.post_id from shared_plan_days d where d.shared_plan_id = sp.id and d.day = x.day) as post_id,
        ${readersCount(viewerId, sql`sp`, sql`x.day`)} as readers,
        ${readBy(viewerId, sql`sp`, sql`x.day`)} as read
      from shared_plans sp
      join (select d.day from shared_plan_days d where d.shared_plan_id = ${planId}::int
            union select r.day from shared_plan_reads r where r.shared_plan_id = ${planId}::int) x on true
      where sp.id = ${planId}::int`,
  );
}

type SummaryRow = {
  id: number;
  plan_key: string;
  group_id: number | null;
  church_id: number | null;
  place_name: string;
  started_on: string;
  time_zone: string;
  days: number;
  today: number | null;
  over: boolean;
  today_post_id: number | null;
  read_today: number;
  read_by_me: boolean;
  my_days_read: number;
  role: ReadingTogether["myRole"];
};

/**
 * The shared plans `which` (a condition on the row `sp`) selects, oldest first, as the viewer
 * sees them: one statement however many there are (the home page asks for all of a member's).
 * Today is each plan's own: its day where its place is, counted from its start.
 */
async function summaries(db: Db, now: Clock, viewerId: number, which: SQL): Promise<ReadingTogether[]> {
  const dayNow = sql`((${new Date(now()).toISOString()}::timestamptz at time zone sp.time_zone)::date - sp.started_on + 1)`;
  const rows = await queryRows<SummaryRow>(
    db,
    sql`with plans (key, days, church_id) as (${planLengthsTable()}),
      shown as (
        select sp.id, sp.plan_key, sp.group_id, sp.church_id, sp.started_on, sp.time_zone, p.days,
          case when ${dayNow} < 1 then null else least(${dayNow}, p.days) end as today, ${dayNow} > p.days as over
        from shared_plans sp join plans p on p.key = sp.plan_key
        where ${which})
      select s.id, s.plan_key, s.group_id, s.church_id, coalesce(g.name, c.name) as place_name, s.started_on::text as started_on,
        s.time_zone, s.days, s.today, s.over,
        (select d.post_id from shared_plan_days d where d.shared_plan_id = s.id and d.day = s.today) as today_post_id,
        ${readersCount(viewerId, sql`s`, sql`s.today`)} as read_today,
        ${readBy(viewerId, sql`s`, sql`s.today`)} as read_by_me,
        (select count(*) from shared_plan_reads r where r.shared_plan_id = s.id and r.user_id = ${viewerId}::int)::int as my_days_read,
        ${roleInPlaceOf(viewerId, sql`s`)} as role
      from shown s left join groups g on g.id = s.group_id left join churches c on c.id = s.church_id
      order by s.id`,
  );
  const plans = await plansByKey(
    db,
    rows.map((row) => row.plan_key),
  );
  return rows.map((row) => ({
    id: row.id,
    planKey: row.plan_key,
    planTitle: plans.get(row.plan_key)!.title,
    days: row.days,
    place:
      row.group_id !== null
        ? { kind: "group", id: row.group_id, name: row.place_name }
        : { kind: "church", id: row.church_id!, name: row.place_name },
    startedOn: row.started_on,
    timeZone: row.time_zone,
    today: row.today,
    over: row.over,
    todayPassages: row.today === null ? [] : [...plans.get(row.plan_key)!.days[row.today - 1]!.passages],
    todayPostId: row.today_post_id,
    readToday: row.read_today,
    readByMe: row.read_by_me,
    myDaysRead: row.my_days_read,
    myRole: row.role,
  }));
}

/** Who has read a day, the first 50 by when they read it, as far as the viewer sees them. */
async function readersOf(db: Db, viewerId: number, planId: number, day: number): Promise<PublicUserRow[]> {
  const rows = await queryRows<{ id: number } & UserColumns>(
    db,
    sql`select u.id, ${publicUserColumnsOf(sql`u`)}
      from shared_plan_reads r join shared_plans sp on sp.id = r.shared_plan_id join users u on u.id = r.user_id
      where r.shared_plan_id = ${planId}::int and r.day = ${day}::int
        and ${inPlaceOf(sql`r.user_id`, sql`sp`)} and ${personShownTo({ viewerId, personId: sql`r.user_id` })}
      order by r.read_at, r.user_id
      limit 50`,
  );
  return rows.map((row) => publicUserRow(row.id, row));
}

async function detailOf(db: Db, now: Clock, viewerId: number, planId: number): Promise<TogetherDetail & { todayReaders: PublicUserRow[] }> {
  const [summary] = await summaries(db, now, viewerId, sql`sp.id = ${planId}::int`);
  const facts = new Map((await dayFacts(db, viewerId, planId)).map((f) => [f.day, f]));
  const plan = (await plansByKey(db, [summary!.planKey])).get(summary!.planKey)!;
  return {
    ...summary!,
    schedule: plan.days.map(({ passages, note }, i) => {
      const day = facts.get(i + 1);
      return { day: i + 1, passages: [...passages], note, postId: day?.post_id ?? null, readers: day?.readers ?? 0, read: day?.read ?? false };
    }),
    todayReaders: summary!.today === null ? [] : await readersOf(db, viewerId, planId, summary!.today),
  };
}

/** The place a request names (the contract lets through exactly one of the two). */
const placeAsked = (query: { groupId?: number; churchId?: number }): ViewerAndPlace["place"] =>
  query.groupId !== undefined ? { groupId: query.groupId } : { churchId: query.churchId! };

/** The plans a group or a church reads together, oldest first. */
export async function listTogether(db: Db, now: Clock, viewerId: number, query: TogetherListQuery) {
  const place = placeAsked(query);
  await placeRole(db, { viewerId, place });
  const where = "groupId" in place ? sql`sp.group_id = ${place.groupId}::int` : sql`sp.church_id = ${place.churchId}::int`;
  return { together: await summaries(db, now, viewerId, where) };
}

/**
 * The plans read together in the groups and churches the member belongs to (those up), oldest
 * first: what the home page shows beside the member's own plans.
 */
export const memberTogether = (db: Db, now: Clock, viewerId: number): Promise<ReadingTogether[]> =>
  summaries(db, now, viewerId, sql`${inPlaceOf(viewerId, sql`sp`)} and ${placeIsUp(sql`sp`)}`);

export async function getTogether(db: Db, now: Clock, ask: { viewerId: number; togetherId: number }) {
  await findVisibleTogether(db, ask);
  return detailOf(db, now, ask.viewerId, ask.togetherId);
}

/**
 * Starts reading a plan together (the place's admins or leaders): from a day within a year of
 * today where the place is; one of each plan at a time in a place. Today's discussion opens at
 * once when the plan starts today.
 */
export async function startTogether(context: Context, viewerId: number, body: StartTogetherBody) {
  const { db, now } = context;
  const place = placeAsked(body);
  const plan = await findVisiblePlan(db, viewerId, body.planKey);
  if (!mayReadTogetherIn(plan, place)) throw invalid("A church's own plan is read together in that church");
  const zone = body.timeZone ?? "UTC";
  const today = localDate(now(), zone);
  const startOn = body.startOn ?? today;
  if (!isRealDate(startOn)) throw invalid("startOn must be a date, YYYY-MM-DD");
  if (Math.abs(daysBetween(today, startOn)) > 366) throw invalid("startOn must be within a year of today");
  const started = await db.transaction(async (tx) => {
    await assertLeadsPlace(tx, { viewerId, place }, "key share");
    return tx
      .insert(sharedPlans)
      .values({ ...place, planKey: body.planKey, startedOn: startOn, timeZone: zone, startedBy: viewerId })
      .onConflictDoNothing()
      .returning();
  });
  if (!started.length) throw conflict("This plan is already being read together here");
  await openDueDays(context, started[0]!.id);
  return getTogether(db, now, { viewerId, togetherId: started[0]!.id });
}

/** Stops reading together: the days read go with it; the discussions stay in the place. */
export async function stopTogether(db: Db, ask: { viewerId: number; togetherId: number }): Promise<void> {
  await findLeaderTogether(db, ask);
  await db.delete(sharedPlans).where(eq(sharedPlans.id, ask.togetherId));
}

/** Shows (or takes back) that the member has read a day: any day, in any order. */
export async function markTogetherDay(db: Db, now: Clock, ask: { viewerId: number; togetherId: number; day: number; read: boolean }) {
  const access = await findMemberTogether(db, ask);
  const plan = (await plansByKey(db, [access.plan.planKey])).get(access.plan.planKey)!;
  if (ask.day > plan.days.length) throw invalid("day is past the plan's end");
  const key = { sharedPlanId: ask.togetherId, day: ask.day, userId: ask.viewerId };
  if (ask.read) await db.insert(sharedPlanReads).values(key).onConflictDoNothing();
  else
    await db
      .delete(sharedPlanReads)
      .where(and(eq(sharedPlanReads.sharedPlanId, key.sharedPlanId), eq(sharedPlanReads.day, key.day), eq(sharedPlanReads.userId, key.userId)));
  return detailOf(db, now, ask.viewerId, ask.togetherId);
}
