import { type SQL, sql } from "drizzle-orm";
import type { ChurchRole } from "../../contract/churches";
import { churchPlanIdOf, isBuiltInPlanKey } from "../../contract/reading-plan-keys";
import { notFound } from "../core/errors";
import { type Db, queryRows } from "../db/client";
import type { WrittenPlanDay } from "../db/schema";
import { type ChurchAccess, type ViewerAndChurch, findLeaderChurch } from "./church";
import { type Someone, asId } from "./connection";

// Who sees and writes reading plans:
// - the built-in plans are every member's;
// - a plan a church's leaders wrote is for the church's members, while the church is up: to
//   anyone else it does not exist (404), as the church's devotions; someone who leaves the
//   church no longer sees it (their progress waits, should they come back);
// - the church's leaders (owners and leaders) write one, change it and take it down;
// - a church's plan is read together in that church alone, whose members all see it.
// Every path to a plan (the list, its page, following it, its reminders, reading it together)
// reads through these.

const PLAN_NOT_FOUND = "Reading plan not found";

/**
 * A condition: `viewerId` may see a plan of the church `churchId` names (a column over the
 * plan's row, null for a built-in plan, which everyone sees).
 */
export const planShownTo = (viewerId: Someone, churchId: SQL): SQL =>
  sql<boolean>`(${churchId} is null or exists (select 1 from church_members pm join churches pc on pc.id = pm.church_id
    where pm.church_id = ${churchId} and pm.user_id = ${asId(viewerId)} and pc.moderation is null))`;

/** A plan a church's leaders wrote, with its church and the viewer's role there. */
export type ChurchPlanAccess = {
  id: number;
  title: string;
  about: string;
  /** Its days in order: all of them, or none when only its length was asked for (a list, of a plan the viewer does not follow). */
  days: WrittenPlanDay[];
  length: number;
  church: { id: number; slug: string; name: string };
  role: ChurchRole;
};

type ChurchPlanRow = {
  id: number;
  title: string;
  about: string;
  days: WrittenPlanDay[] | null;
  length: number;
  church_id: number;
  slug: string;
  name: string;
  role: ChurchRole | null;
};

/**
 * The church plans a condition on `cp` (and its church `c`) selects, with the viewer's role in
 * each church; with every plan's days, or (`followedDays`) only those of the plans the viewer
 * follows, which is all a list needs of them.
 */
async function churchPlansWhere(
  db: Db,
  viewerId: number,
  where: SQL,
  { lock = false, followedDays = false }: { lock?: boolean; followedDays?: boolean } = {},
): Promise<ChurchPlanAccess[]> {
  const days = followedDays
    ? sql`case when exists (select 1 from plan_readers pr where pr.user_id = ${viewerId}::int and pr.plan_key = 'church-' || cp.id)
        then cp.days end`
    : sql`cp.days`;
  const rows = await queryRows<ChurchPlanRow>(
    db,
    sql`select cp.id, cp.title, cp.about, ${days} as days, jsonb_array_length(cp.days) as length, c.id as church_id, c.slug, c.name,
        (select m.role from church_members m where m.church_id = c.id and m.user_id = ${viewerId}::int) as role
      from church_plans cp join churches c on c.id = cp.church_id
      where ${where} and ${planShownTo(viewerId, sql`cp.church_id`)}
      order by cp.id ${lock ? sql`for update of cp` : sql``}`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    about: row.about,
    days: row.days ?? [],
    length: row.length,
    church: { id: row.church_id, slug: row.slug, name: row.name },
    role: row.role!,
  }));
}

/** The church plans `viewerId` sees, for a list: of every church they belong to, or of one; the days only of those they follow. */
export const visibleChurchPlans = (db: Db, viewerId: number, churchId?: number): Promise<ChurchPlanAccess[]> =>
  churchPlansWhere(db, viewerId, churchId === undefined ? sql`true` : sql`cp.church_id = ${churchId}::int`, { followedDays: true });

/**
 * The plan a key names, as `viewerId` may see it: null for a built-in plan, the church's plan
 * for a church's key; a 404 for a key no plan they see has.
 */
export async function findVisiblePlan(db: Db, viewerId: number, key: string): Promise<ChurchPlanAccess | null> {
  if (isBuiltInPlanKey(key)) return null;
  const id = churchPlanIdOf(key);
  if (id === null) throw notFound(PLAN_NOT_FOUND);
  const [plan] = await churchPlansWhere(db, viewerId, sql`cp.id = ${id}::int`);
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  return plan;
}

/**
 * A plan of the church a path names, for its leaders to change or take down (locked when asked):
 * the church's own refusals first (404 unseen, 403 for a visitor or a member who does not
 * lead), then a 404 for a plan the church does not have.
 */
export async function findLeaderChurchPlan(
  db: Db,
  ask: ViewerAndChurch & { planId: number },
  lock = false,
): Promise<{ access: ChurchAccess; plan: ChurchPlanAccess }> {
  const access = await findLeaderChurch(db, ask);
  const [plan] = await churchPlansWhere(db, ask.viewerId, sql`cp.id = ${ask.planId}::int and cp.church_id = ${access.church.id}::int`, {
    lock,
  });
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  return { access, plan };
}

/** A church's plan may be read together only in its own church (a built-in one anywhere). */
export const mayReadTogetherIn = (plan: ChurchPlanAccess | null, place: { groupId: number } | { churchId: number }): boolean =>
  plan === null || ("churchId" in place && place.churchId === plan.church.id);
