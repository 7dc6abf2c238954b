import { type SQL, and, asc, eq, ne, sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client";
import { type GroupRow, groupMembers, groups } from "../db/schema";
import { forbidden, invalid, notFound } from "../core/errors";
import { type Someone, areConnected, asId } from "./connection";

// Who may see and do what in a group:
// - a public group, its members and its posts are seen by anyone signed in; a private group by
//   its members only (to anyone else it does not exist: 404, so ids reveal nothing);
// - only members post, pray or comment in a group; only admins manage it;
// - admins invite only their own connections;
// - admins may ban someone from their group (never themselves or another admin): a banned
//   person is out of it and stays out (they cannot join or be invited), yet sees a public
//   group as any visitor does;
// - a group a moderator removed is gone for everyone, its members included, until restored;
// - a church's group (a ministry, a study, a prayer team) is joined by the church's members
//   alone, and its admins invite any of them, connected or not (see ./church);
// - a prayer team is always private: what a member shares with the team alone is read by
//   those its admins invited, never by whoever chose to join.

export type GroupRole = "admin" | "member";
export type GroupAccess = { group: GroupRow; role: GroupRole | null };

/** A condition: `userId` belongs to the group `groupId` names (a qualified column). */
export const memberOf = ({ userId, groupId }: { userId: Someone; groupId: SQL }): SQL =>
  sql<boolean>`exists (select 1 from group_members gm where gm.group_id = ${groupId} and gm.user_id = ${userId})`;

/** A condition: `userId` is an admin of the group `groupId` names. */
export const adminOf = ({ userId, groupId }: { userId: Someone; groupId: SQL }): SQL =>
  sql<boolean>`exists (select 1 from group_members gm where gm.group_id = ${groupId} and gm.user_id = ${userId} and gm.role = 'admin')`;

/**
 * A condition: an invitation from `inviterId` into the group `groupId` names stands, which it
 * does only while its sender is an admin there: one sent by an admin since removed, demoted or
 * gone admits nobody and is listed nowhere, as if withdrawn.
 */
export const invitationStands = ({ inviterId, groupId }: { inviterId: SQL; groupId: SQL }): SQL => adminOf({ userId: inviterId, groupId });

/** A condition on a row of `groups`: anyone signed in may find and see it (it is public, and up). */
export const openToAll: SQL = sql`(not groups.is_private and groups.moderation is null)`;

/** A condition on a row of `groups`: it has not been removed (its members still see it). */
export const groupIsUp: SQL = sql`groups.moderation is null`;

/** A condition: `viewerId` may see the group `groupId` names (findVisibleGroup's rule, as SQL). */
export const seesGroup = ({ viewerId, groupId }: { viewerId: Someone; groupId: SQL }): SQL =>
  sql<boolean>`exists (select 1 from groups seen_group where seen_group.id = ${groupId} and seen_group.moderation is null
    and (not seen_group.is_private or ${memberOf({ userId: viewerId, groupId })}))`;

/** A condition: `userId` is banned from the group `groupId` names (a qualified column or an id). */
export const bannedFrom = ({ userId, groupId }: { userId: Someone; groupId: Someone }): SQL =>
  sql<boolean>`exists (select 1 from group_bans b where b.group_id = ${asId(groupId)} and b.user_id = ${asId(userId)})`;

/**
 * What keeps `userId` out of the group: a ban by its admins, or (a church's group) not
 * belonging to the church. The membership read takes a share lock on it, so that someone
 * leaving the church meanwhile (and with it its groups) waits for this join, or this join
 * finds them gone: nobody stays in a church's group without the church.
 */
async function barsFrom(db: Db, { groupId, userId }: { groupId: number; userId: number }): Promise<{ banned: boolean; outsideChurch: boolean }> {
  const [row] = await queryRows<{ banned: boolean; church_id: number | null }>(
    db,
    sql`select ${bannedFrom({ userId, groupId })} as banned, church_id from groups where id = ${groupId}::int`,
  );
  if (!row || row.church_id === null) return { banned: row?.banned ?? false, outsideChurch: false };
  const member = await queryRows(
    db,
    sql`select 1 from church_members where church_id = ${row.church_id}::int and user_id = ${userId}::int for share`,
  );
  return { banned: row.banned, outsideChurch: member.length === 0 };
}

/** A banned person may not join (nor accept an invitation): a 403, since they may know the group. */
export async function assertMayJoin(db: Db, ask: { groupId: number; userId: number }): Promise<void> {
  const { banned, outsideChurch } = await barsFrom(db, ask);
  if (banned) throw forbidden("You cannot join this group");
  if (outsideChurch) throw forbidden("Join the church to join its groups");
}

/** Nobody invites a person banned from the group, nor, to a church's group, someone outside the church. */
export async function assertMayBeInvited(db: Db, ask: { groupId: number; userId: number }): Promise<void> {
  const { banned, outsideChurch } = await barsFrom(db, ask);
  if (banned) throw forbidden("They cannot be invited to this group");
  if (outsideChurch) throw forbidden("Only the church's members can be invited to its groups");
}

export async function groupRole(db: Db, { groupId, userId }: { groupId: number; userId: number }): Promise<GroupRole | null> {
  const [row] = await db
    .select({ role: groupMembers.role })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

/**
 * Inside a transaction, a write that depends on the group first locks its row, and only then
 * reads the actor's role: "update" for changes to who belongs and who leads (they take turns,
 * so two admins stepping down at once cannot both pass the "another admin remains" check),
 * "key share" for adding to the group (posting), which only keeps it from being deleted
 * meanwhile. Deleting the group waits for both, and every such write waits for a deletion and
 * then finds no group: a 404, never a foreign-key failure or a deadlock.
 */
export type GroupLock = "update" | "key share";

/** Whoever asks (the viewer) and the group they ask about. */
export type ViewerAndGroup = { viewerId: number; groupId: number };

/** The group and the viewer's role, if the viewer may see it; a 404 otherwise. */
export async function findVisibleGroup(db: Db, { viewerId, groupId }: ViewerAndGroup, lock?: GroupLock): Promise<GroupAccess> {
  const query = db.select().from(groups).where(eq(groups.id, groupId)).limit(1);
  const [group] = await (lock ? query.for(lock) : query);
  if (!group || group.moderation) throw notFound("Group not found");
  const role = await groupRole(db, { groupId, userId: viewerId });
  if (group.isPrivate && !role) throw notFound("Group not found");
  return { group, role };
}

export async function findMemberGroup(db: Db, ask: ViewerAndGroup, lock?: GroupLock): Promise<GroupAccess> {
  const access = await findVisibleGroup(db, ask, lock);
  if (!access.role) throw forbidden("Join this group to take part");
  return access;
}

export async function findAdminGroup(db: Db, ask: ViewerAndGroup, lock?: GroupLock): Promise<GroupAccess> {
  const access = await findMemberGroup(db, ask, lock);
  if (access.role !== "admin") throw forbidden("Only group admins can do that");
  return access;
}

/**
 * Who leads a group once its only admin is gone for good (their account deleted): the member
 * who has belonged longest (the earlier id on a tie). Null when nobody else is left.
 */
export async function successorOf(db: Db, { groupId, userId }: { groupId: number; userId: number }): Promise<number | null> {
  const [row] = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), ne(groupMembers.userId, userId)))
    .orderBy(asc(groupMembers.joinedAt), asc(groupMembers.userId))
    .limit(1);
  return row?.userId ?? null;
}

/** Admins invite people they are connected to; to a church's group, any of the church's members. */
export async function mayInvite(
  db: Db,
  { group, adminId, inviteeId }: { group: GroupRow; adminId: number; inviteeId: number },
): Promise<boolean> {
  if (group.churchId !== null) return !(await barsFrom(db, { groupId: group.id, userId: inviteeId })).outsideChurch;
  return areConnected(db, adminId, inviteeId);
}

/** A prayer team stays private (see above): making one public is refused. */
export function assertPrivacyFits(group: Pick<GroupRow, "kind">, isPrivate: boolean | undefined): void {
  if (group.kind === "prayer_team" && isPrivate === false) throw invalid("A prayer team is private: its admins invite its members");
}
