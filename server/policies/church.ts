import { type SQL, and, eq, sql } from "drizzle-orm";
import type { ChurchRole, LINK_STATES } from "../../contract/churches";
import { forbidden, invalid, notFound } from "../core/errors";
import { type Db, queryRows } from "../db/client";
import { type ChurchRow, churchInviteLinks, churchMembers, churches } from "../db/schema";
import { type Someone, asId } from "./connection";

// Who may see and do what in a church:
// - a church's page (name, about, service times, contact, its count of members) is seen by
//   anyone signed in: a church wants to be found; a church a moderator removed is gone for
//   everyone, its members included, until an admin restores it (404);
// - its member directory is seen by its members only;
// - owners and leaders lead it alike: they edit its page, answer requests to join, make and
//   revoke invitation links, remove and ban members; only owners name leaders and owners,
//   remove a leader or an owner, and delete the church; a church always keeps an owner;
// - nobody acts on themselves through another's tools: to leave, one leaves;
// - its announcements are for its members: they are told of each, see them pinned on their home
//   page until they expire, and on the church's page; nobody else sees them;
// - someone banned from a church is out of it and stays out (no joining, no asking, no link),
//   yet sees its page as any visitor does;
// - its groups (ministries, studies, prayer teams) are made by its leaders and joined by its
//   members alone; whoever leaves the church, or is removed from it, leaves its groups too
//   (./group has the rest of a group's rules);
// - its prayer wall (posts shared with the church) is read by its members; a request marked
//   "prayer team only" by the members of the church's prayer teams alone, not by its other
//   leaders: it was written for the team. Its author always reads their own, while the church
//   is up. Its leaders take down what is posted in the church, on the wall and in its groups,
//   as far as they see it, as a group's admins do in their group.

export type ChurchAccess = { church: ChurchRow; role: ChurchRole | null };

/** Whoever asks (the viewer) and the church they name, by web address or id. */
export type ViewerAndChurch = { viewerId: number; church: string | number };

/** The church a path names: its id when the name is all digits (notices link so), else its web address. */
const named = (church: string | number) =>
  typeof church === "number" || /^\d{1,9}$/.test(church) ? eq(churches.id, Number(church)) : eq(churches.slug, church);

/** A condition: `userId` belongs to the church `churchId` names (a qualified column or an id). */
export const memberOfChurch = ({ userId, churchId }: { userId: Someone; churchId: Someone }): SQL =>
  sql<boolean>`exists (select 1 from church_members cm where cm.church_id = ${asId(churchId)} and cm.user_id = ${asId(userId)})`;

/** A condition: `userId` is banned from the church `churchId` names. */
const bannedFromChurch = ({ userId, churchId }: { userId: Someone; churchId: Someone }): SQL =>
  sql<boolean>`exists (select 1 from church_bans b where b.church_id = ${asId(churchId)} and b.user_id = ${asId(userId)})`;

/**
 * A condition: `viewerId` may read the announcement `announcementId` names (they belong to its
 * church, and the church is up).
 */
export const announcementShownTo = ({ viewerId, announcementId }: { viewerId: Someone; announcementId: SQL }): SQL =>
  sql<boolean>`exists (select 1 from church_announcements a join churches ac on ac.id = a.church_id
    where a.id = ${announcementId} and ac.moderation is null and ${memberOfChurch({ userId: viewerId, churchId: sql`a.church_id` })})`;

/** A condition: `userId` leads (as owner or leader) the church `churchId` names. */
export const leadsChurch = ({ userId, churchId }: { userId: Someone; churchId: Someone }): SQL =>
  sql<boolean>`exists (select 1 from church_members lm where lm.church_id = ${asId(churchId)} and lm.user_id = ${asId(userId)}
    and lm.role in ('owner', 'leader'))`;

/** A condition on a row of `groups` named `group`: it is one of the prayer teams (up) of the church `churchId` names. */
const prayerTeamOf = (group: SQL, churchId: Someone): SQL =>
  sql`${group}.church_id = ${asId(churchId)} and ${group}.kind = 'prayer_team' and ${group}.moderation is null`;

/** A condition: the church `churchId` names has a prayer team (up), to share a request with alone. */
export const hasPrayerTeam = (churchId: number): SQL => sql<boolean>`exists (select 1 from groups tg where ${prayerTeamOf(sql`tg`, churchId)})`;

/** A condition: `userId` belongs to a prayer team of the church `churchId` names. */
const onPrayerTeamOf = ({ userId, churchId }: { userId: Someone; churchId: SQL }): SQL =>
  sql<boolean>`exists (select 1 from group_members tm join groups tg on tg.id = tm.group_id
    where tm.user_id = ${asId(userId)} and ${prayerTeamOf(sql`tg`, churchId)})`;

/** Whoever reads the church's prayer-team-only requests besides their authors: the members of its prayer teams, each once (a subquery of user ids). */
export const prayerTeamMembers = (churchId: number): SQL =>
  sql`select distinct tm.user_id from group_members tm join groups tg on tg.id = tm.group_id where ${prayerTeamOf(sql`tg`, churchId)}`;

/**
 * A condition on a post row `post` shared with a church (church_id set): `viewerId` may read it
 * (its author, or a member; a prayer-team-only request, a member of one of its prayer teams),
 * while the church is up.
 */
export const seesChurchPost = (viewerId: Someone, post: SQL): SQL =>
  sql<boolean>`exists (select 1 from churches pc where pc.id = ${post}.church_id and pc.moderation is null
    and (${post}.author_id = ${asId(viewerId)} or case ${post}.audience
      when 'church' then ${memberOfChurch({ userId: viewerId, churchId: sql`pc.id` })}
      else ${onPrayerTeamOf({ userId: viewerId, churchId: sql`pc.id` })} end))`;

/** What an invitation link is now, as SQL over its row: only an active one admits anyone, or shows its church. */
export const linkState = sql<(typeof LINK_STATES)[number]>`case when ${churchInviteLinks.revokedAt} is not null then 'revoked'
  when ${churchInviteLinks.expiresAt} is not null and ${churchInviteLinks.expiresAt} <= now() then 'expired'
  when ${churchInviteLinks.maxUses} is not null and ${churchInviteLinks.uses} >= ${churchInviteLinks.maxUses} then 'used-up'
  else 'active' end`;

/** A condition: `code` is an active invitation link to the church `churchId` names. */
export const activeLinkTo = ({ code, churchId }: { code: string; churchId: Someone }): SQL =>
  sql<boolean>`exists (select 1 from church_invite_links where ${churchInviteLinks.code} = ${code}
    and ${churchInviteLinks.churchId} = ${asId(churchId)} and ${linkState} = 'active')`;

/** A condition on a row of `churches`: it has not been removed. */
export const churchIsUp: SQL = sql`churches.moderation is null`;

export const leads = (role: ChurchRole | null): boolean => role === "owner" || role === "leader";

export async function churchRole(db: Db, { churchId, userId }: { churchId: number; userId: number }): Promise<ChurchRole | null> {
  const [row] = await db
    .select({ role: churchMembers.role })
    .from(churchMembers)
    .where(and(eq(churchMembers.churchId, churchId), eq(churchMembers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

/**
 * Inside a transaction, a change to who belongs and who leads first locks the church's row
 * ("update"), and only then reads the actor's role: two owners stepping down at once take
 * turns, so one of them is refused rather than both passing the "another owner remains" check.
 * Adding to the church (a post on its wall, a group) takes "key share", which only keeps it
 * from being deleted meanwhile.
 */
export type ChurchLock = "update" | "key share";

/** The church and the viewer's role in it, if it is up; a 404 otherwise. */
export async function findVisibleChurch(db: Db, { viewerId, church }: ViewerAndChurch, lock?: ChurchLock): Promise<ChurchAccess> {
  if (!lock) return findChurchAndRole(db, { viewerId, church });
  const [found] = await db.select().from(churches).where(named(church)).limit(1).for(lock);
  if (!found || found.moderation) throw notFound("Church not found");
  return { church: found, role: await churchRole(db, { churchId: found.id, userId: viewerId }) };
}

/**
 * The same read outside a write, as one statement sent by name (planned once per connection):
 * every church page, directory page and list of a church's things starts with it.
 */
async function findChurchAndRole(db: Db, { viewerId, church }: ViewerAndChurch): Promise<ChurchAccess> {
  const byId = typeof church === "number" || /^\d{1,9}$/.test(church);
  const [found] = await queryRows<Omit<ChurchRow, "createdAt"> & { createdAt: Date | string; role: ChurchRole | null }>(
    db,
    sql`select c.id, c.slug, c.name, c.about, c.tradition, c.address, c.place, c.logo_url as "logoUrl", c.banner_url as "bannerUrl", c.website,
        c.contact_email as "contactEmail", c.contact_phone as "contactPhone", c.service_times as "serviceTimes",
        c.join_mode as "joinMode", c.member_count as "memberCount", c.created_by as "createdBy", c.moderation,
        c.search_key as "searchKey", c.created_at as "createdAt",
        (select m.role from church_members m where m.church_id = c.id and m.user_id = ${viewerId}::int) as role
      from churches c where ${byId ? sql`c.id = ${Number(church)}::int` : sql`c.slug = ${String(church)}`}`,
  );
  if (!found || found.moderation) throw notFound("Church not found");
  const { role, ...row } = found;
  return { church: { ...row, createdAt: new Date(row.createdAt) }, role };
}

export async function findMemberChurch(db: Db, ask: ViewerAndChurch, lock?: ChurchLock): Promise<ChurchAccess> {
  const access = await findVisibleChurch(db, ask, lock);
  if (!access.role) throw forbidden("Only members of this church can see that");
  return access;
}

export async function findLeaderChurch(db: Db, ask: ViewerAndChurch, lock?: ChurchLock): Promise<ChurchAccess> {
  const access = await findMemberChurch(db, ask, lock);
  if (!leads(access.role)) throw forbidden("Only the church's leaders can do that");
  return access;
}

export async function findOwnerChurch(db: Db, ask: ViewerAndChurch, lock?: ChurchLock): Promise<ChurchAccess> {
  const access = await findMemberChurch(db, ask, lock);
  if (access.role !== "owner") throw forbidden("Only the church's owners can do that");
  return access;
}

/** Whether the church's leaders have banned `userId` from it. */
async function isBannedFromChurch(db: Db, { churchId, userId }: { churchId: number; userId: number }): Promise<boolean> {
  const [row] = await queryRows<{ banned: boolean }>(db, sql`select ${bannedFromChurch({ userId, churchId })} as banned`);
  return row?.banned ?? false;
}

/** A banned person may not join, ask to, or come in by a link: a 403, since they may see the church. */
export async function assertMayJoinChurch(db: Db, ask: { churchId: number; userId: number }): Promise<void> {
  if (await isBannedFromChurch(db, ask)) throw forbidden("You cannot join this church");
}

/**
 * Whether a leader in `actorRole` may act on (remove, ban) someone in `targetRole`: leaders act
 * on members; owners on leaders and other owners too (the church keeps its acting owner).
 */
export function mayActOn(actorRole: ChurchRole, targetRole: ChurchRole): boolean {
  return actorRole === "owner" || targetRole === "member";
}

/**
 * The church a member shares a post with: with its prayer team alone only if it has one, and
 * only a prayer request (the team is there to pray).
 */
export async function findChurchToShareWith(
  db: Db,
  { viewerId, churchId, audience, type }: { viewerId: number; churchId: number; audience: "church" | "prayer_team"; type: string },
  lock?: ChurchLock,
): Promise<ChurchAccess> {
  const access = await findMemberChurch(db, { viewerId, church: churchId }, lock);
  if (audience === "prayer_team") {
    if (type !== "prayer") throw invalid("Only a prayer request can be for the prayer team alone");
    const [row] = await queryRows<{ team: boolean }>(db, sql`select ${hasPrayerTeam(churchId)} as team`);
    if (!row?.team) throw invalid("This church has no prayer team yet");
  }
  return access;
}
