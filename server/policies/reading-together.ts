import { type SQL, eq, sql } from "drizzle-orm";
import { DomainError, forbidden, notFound } from "../core/errors";
import type { Db } from "../db/client";
import { type SharedPlanRow, sharedPlans } from "../db/schema";
import { type ChurchLock, findVisibleChurch, leads } from "./church";
import { asId, type Someone } from "./connection";
import { findVisibleGroup, type GroupLock, memberOf } from "./group";

// Who sees and does what with a plan a group or a church reads together:
// - it is seen where the place's posts are: a group's by whoever sees the group (anyone signed
//   in, for a public one; its members, for a private one), a church's by its members; to anyone
//   else it does not exist (404), as the place's other things;
// - the place's members (of the group, of the church) show that they have read a day; someone
//   who only looks at a public group is asked to join first (403);
// - the group's admins, the church's owners and leaders, start one and stop it (403 for the
//   other members);
// - who has read a day is told as far as the viewer sees each person (blocks, bans), and only
//   of the place's members: someone who left is no longer counted.
// Every path to a shared plan (its page, the place's list, marking a day, the day's discussion)
// reads through these.

export type TogetherRole = "leads" | "member" | "viewer";
export type TogetherAccess = { plan: SharedPlanRow; role: TogetherRole };

/** Whoever asks and the place they ask about: a group or a church, by id. */
export type ViewerAndPlace = { viewerId: number; place: { groupId: number } | { churchId: number } };

/**
 * The viewer's part in a place, if they may see its shared plans; a 404 for a place they do not
 * see, a 403 for a church they do not belong to. A lock is
 * taken on the place's row when given, so that a plan is not started in a place being deleted.
 */
export async function placeRole(db: Db, { viewerId, place }: ViewerAndPlace, lock?: GroupLock & ChurchLock): Promise<TogetherRole> {
  if ("groupId" in place) {
    const { role } = await findVisibleGroup(db, { viewerId, groupId: place.groupId }, lock);
    return role === "admin" ? "leads" : role === "member" ? "member" : "viewer";
  }
  // A church's page is anyone's, but what it does together is its members' (as its directory).
  const { role } = await findVisibleChurch(db, { viewerId, church: place.churchId }, lock);
  if (!role) throw forbidden("Only members of this church can see that");
  return leads(role) ? "leads" : "member";
}

/**
 * placeRole's part for someone who sees the place, as SQL over the shared plan row named `plan`
 * (for lists, whose place was checked first, or which read only the viewer's own places).
 */
export const roleInPlaceOf = (viewerId: Someone, plan: SQL): SQL =>
  sql<TogetherRole>`case when ${plan}.group_id is not null
    then coalesce((select case rg.role when 'admin' then 'leads' else 'member' end from group_members rg
      where rg.group_id = ${plan}.group_id and rg.user_id = ${asId(viewerId)}), 'viewer')
    else coalesce((select case when rc.role in ('owner', 'leader') then 'leads' else 'member' end from church_members rc
      where rc.church_id = ${plan}.church_id and rc.user_id = ${asId(viewerId)}), 'viewer') end`;

/** The place's role for the viewer, who must lead it: a 403 for its other members. */
export async function assertLeadsPlace(db: Db, ask: ViewerAndPlace, lock?: GroupLock & ChurchLock): Promise<void> {
  const role = await placeRole(db, ask, lock);
  if (role !== "leads") throw forbidden("Only the group's admins or the church's leaders can do that");
}

/** The place a shared plan is read in. */
const placeOf = (plan: SharedPlanRow): ViewerAndPlace["place"] =>
  plan.groupId !== null ? { groupId: plan.groupId } : { churchId: plan.churchId! };

/** The shared plan and the viewer's part in it, if they may see it; a 404 otherwise. */
export async function findVisibleTogether(db: Db, { viewerId, togetherId }: { viewerId: number; togetherId: number }): Promise<TogetherAccess> {
  const [plan] = await db.select().from(sharedPlans).where(eq(sharedPlans.id, togetherId)).limit(1);
  if (!plan) throw notFound("Reading plan not found");
  try {
    return { plan, role: await placeRole(db, { viewerId, place: placeOf(plan) }) };
  } catch (error) {
    // Its place unseen or closed to them, the plan is unseen too: the same answer as for an id never used.
    if (error instanceof DomainError && (error.refusal === "not-found" || error.refusal === "forbidden"))
      throw notFound("Reading plan not found");
    throw error;
  }
}

/** The shared plan, for one of its place's members: a 403 for someone who only looks. */
export async function findMemberTogether(db: Db, ask: { viewerId: number; togetherId: number }): Promise<TogetherAccess> {
  const access = await findVisibleTogether(db, ask);
  if (access.role === "viewer") throw forbidden("Join this group to read along");
  return access;
}

/** The shared plan, for one who leads its place: a 403 for its other members. */
export async function findLeaderTogether(db: Db, ask: { viewerId: number; togetherId: number }): Promise<TogetherAccess> {
  const access = await findMemberTogether(db, ask);
  if (access.role !== "leads") throw forbidden("Only the group's admins or the church's leaders can do that");
  return access;
}

/** A condition: `userId` belongs to the place of the shared plan row named `plan` (still, now). */
export const inPlaceOf = (userId: Someone, plan: SQL): SQL =>
  sql<boolean>`(case when ${plan}.group_id is not null then ${memberOf({ userId, groupId: sql`${plan}.group_id` })}
    else exists (select 1 from church_members pm where pm.church_id = ${plan}.church_id and pm.user_id = ${asId(userId)}) end)`;

/** A condition on the shared plan row named `plan`: its place is up (not removed by a moderator). */
export const placeIsUp = (plan: SQL): SQL =>
  sql<boolean>`(case when ${plan}.group_id is not null then exists (select 1 from groups ug where ug.id = ${plan}.group_id and ug.moderation is null)
    else exists (select 1 from churches uc where uc.id = ${plan}.church_id and uc.moderation is null) end)`;

/**
 * Who opens a day's discussion of the shared plan row named `plan`, as SQL: the one who started
 * it while they still belong to the place, else whoever has led the place longest (its admins,
 * its owners and leaders); null only for a place nobody leads.
 */
export const dayOpener = (plan: SQL): SQL =>
  sql<number | null>`coalesce(
    case when ${inPlaceOf(sql`${plan}.started_by`, plan)} then ${plan}.started_by end,
    (select ogm.user_id from group_members ogm where ogm.group_id = ${plan}.group_id and ogm.role = 'admin' order by ogm.joined_at, ogm.user_id limit 1),
    (select ocm.user_id from church_members ocm where ocm.church_id = ${plan}.church_id and ocm.role in ('owner', 'leader')
      order by ocm.joined_at, ocm.user_id limit 1))`;
