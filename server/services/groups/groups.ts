import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { emptyPlaceFeed, fillPlaceFeed, fillPlaceFeeds, pruneChurchFeeds } from "../home-feed/place-feeds";
import type { GroupKind } from "../../../contract/groups";
import type { Context } from "../../core/context";
import { type Db, queryRows } from "../../db/client";
import { retryingConflicts } from "../../db/errors";
import { type GroupRow, type UserRow, groupMembers, groups, objects, posts, users } from "../../db/schema";
import { conflict, forbidden, notFound } from "../../core/errors";
import { removeObjects } from "../files/objects";
import { markSuggestionsDue } from "../people/suggestion-lists";
import { personShownTo } from "../../policies/person";
import {
  type ViewerAndGroup,
  assertMayJoin,
  assertPrivacyFits,
  findAdminGroup,
  findMemberGroup,
  findVisibleGroup,
  groupIsUp,
  groupRole,
  openToAll,
  successorOf,
} from "../../policies/group";

export type GroupWithRole = { group: GroupRow; role: "admin" | "member" | null };
type GroupFields = { name: string; description: string | null; isPrivate: boolean };
/** Where a new group belongs: a church's groups name it and what they are for. */
type GroupPlace = { churchId: number; kind: Exclude<GroupKind, "group"> };
/** A person and a group they belong to, join or leave. */
type Membership = { groupId: number; userId: number };
/** An admin of a group acting on one of its members (`userId`). */
type AdminOnMember = { adminId: number; groupId: number; userId: number };

/** A new group (a church's own, with `place`); its creator is its first admin. */
export async function createGroup(db: Db, userId: number, fields: GroupFields, place?: GroupPlace): Promise<GroupWithRole> {
  return db.transaction(async (tx) => {
    const [group] = await tx
      .insert(groups)
      .values({ ...fields, ...place, createdBy: userId, memberCount: 1 })
      .returning();
    await tx.insert(groupMembers).values({ groupId: group!.id, userId, role: "admin" });
    // A new prayer team's first member reads its church's requests for the team.
    if (place) await prayerTeamChanged(tx, place, [userId], true);
    return { group: group!, role: "admin" };
  });
}

/** The groups the user belongs to, newest first. */
export async function myGroups(db: Db, userId: number): Promise<GroupWithRole[]> {
  return db
    .select({ group: groups, role: groupMembers.role })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.userId, userId), groupIsUp))
    .orderBy(desc(groups.id));
}

/** Public groups whose name contains the text (all public groups, largest first, when empty). */
export async function searchPublicGroups(db: Db, userId: number, text: string, limit = 20): Promise<GroupWithRole[]> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from groups where ${openToAll} and lower(name) like ${pattern}
        order by member_count desc, id desc limit ${limit}`,
  );
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const found = await db
    .select({ group: groups, role: groupMembers.role })
    .from(groups)
    .leftJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, userId)))
    .where(sql`${groups.id} in ${ids}`);
  return ids.map((id) => found.find((f) => f.group.id === id)!);
}

export const getGroup = findVisibleGroup;

/**
 * A change that depends on who belongs to the group and who leads it, in one transaction that
 * first locks the group's row (see GroupLock), retried if PostgreSQL breaks a deadlock.
 */
export const changingGroup = <T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> => retryingConflicts(() => db.transaction(run));

export async function updateGroup(
  db: Db,
  { adminId, groupId }: { adminId: number; groupId: number },
  fields: Partial<GroupFields>,
): Promise<GroupWithRole> {
  return changingGroup(db, async (tx) => {
    const { group: before } = await findAdminGroup(tx, { viewerId: adminId, groupId }, "update");
    assertPrivacyFits(before, fields.isPrivate);
    const [group] = await tx.update(groups).set(fields).where(eq(groups.id, groupId)).returning();
    return { group: group!, role: "admin" };
  });
}

/**
 * Deletes the group with its posts, memberships and invitations; once that has committed,
 * its photos' files (their rows went with the posts; a file missed here is queued for the
 * file sweep).
 */
export async function deleteGroup({ db, storage, tell }: Context, { adminId, groupId }: { adminId: number; groupId: number }): Promise<void> {
  const { photos, members } = await changingGroup(db, async (tx) => {
    await findAdminGroup(tx, { viewerId: adminId, groupId }, "update");
    const photos = await groupPhotos(tx, groupId);
    const members = await tx.delete(groupMembers).where(eq(groupMembers.groupId, groupId)).returning({ id: groupMembers.userId });
    const [gone] = await tx.delete(groups).where(eq(groups.id, groupId)).returning({ kind: groups.kind, churchId: groups.churchId });
    await prayerTeamChanged(
      tx,
      gone!,
      members.map((m) => m.id),
      false,
    );
    return { photos, members };
  });
  tell.changed(
    members.map((m) => m.id),
    { kind: "group", groupId },
  );
  await removeObjects(
    storage,
    photos.map((p) => p.key),
  );
}

/** The stored photos of a group's posts, whoever posted them: they go with the group. */
const groupPhotos = (tx: Db, groupId: number) =>
  tx.select({ key: objects.key }).from(objects).innerJoin(posts, eq(posts.id, objects.postId)).where(eq(posts.groupId, groupId));

/** A group's members, as far as the viewer is shown them. */
export async function listMembers(db: Db, { viewerId, groupId }: ViewerAndGroup) {
  await findVisibleGroup(db, { viewerId, groupId });
  return db
    .select({ user: users, role: groupMembers.role, joinedAt: groupMembers.joinedAt })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), personShownTo({ viewerId, personId: sql`${users.id}` })))
    .orderBy(asc(groupMembers.role), asc(groupMembers.joinedAt));
}

/**
 * Adds a member and keeps the group's count in step, in the caller's transaction, after
 * locking the group's row (a group deleted meanwhile is not found).
 */
export async function addMember(tx: Db, { groupId, userId }: Membership): Promise<boolean> {
  const [group] = await tx.select({ kind: groups.kind, churchId: groups.churchId }).from(groups).where(eq(groups.id, groupId)).for("update");
  if (!group) throw notFound("Group not found");
  const added = await tx.insert(groupMembers).values({ groupId, userId, role: "member" }).onConflictDoNothing().returning();
  if (added.length) {
    await tx
      .update(groups)
      .set({ memberCount: sql`${groups.memberCount} + 1` })
      .where(eq(groups.id, groupId));
    await fillPlaceFeed(tx, userId, { kind: "group", groupId });
    await prayerTeamChanged(tx, group, [userId], true);
  }
  return added.length > 0;
}

export async function removeMember(tx: Db, { groupId, userId }: Membership): Promise<void> {
  const removed = await tx
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .returning();
  if (removed.length) {
    const [group] = await tx
      .update(groups)
      .set({ memberCount: sql`${groups.memberCount} - 1` })
      .where(eq(groups.id, groupId))
      .returning({ kind: groups.kind, churchId: groups.churchId });
    await emptyPlaceFeed(tx, userId, { kind: "group", groupId });
    await prayerTeamChanged(tx, group!, [userId], false);
  }
}

/**
 * In a transaction that puts the people `userIds` on the group `group` or takes them off it
 * (`gained`: whether they may now read more of it), or shows or hides the group to them: when it
 * is a church's prayer team, their feeds follow which of the church's requests for its team
 * they may read, the earlier ones joining as a newcomer's place posts do.
 */
export async function prayerTeamChanged(
  tx: Db,
  group: { kind: GroupKind; churchId: number | null },
  userIds: readonly number[],
  gained: boolean,
): Promise<void> {
  if (group.kind !== "prayer_team" || group.churchId === null) return;
  if (gained) await fillPlaceFeeds(tx, userIds, { kind: "church", churchId: group.churchId });
  else await pruneChurchFeeds(tx, userIds, group.churchId);
}

/** Anyone signed in may join a public group; a private one is by invitation only. */
export async function joinGroup({ db, tell }: Context, { userId, groupId }: Membership): Promise<GroupWithRole> {
  const joined = await changingGroup(db, async (tx): Promise<GroupWithRole> => {
    const { group, role } = await findVisibleGroup(tx, { viewerId: userId, groupId }, "update");
    if (role) throw conflict("You are already a member of this group");
    if (group.isPrivate) throw notFound("Group not found");
    await assertMayJoin(tx, { groupId, userId });
    await addMember(tx, { groupId, userId });
    return { group: { ...group, memberCount: group.memberCount + 1 }, role: "member" };
  });
  await markSuggestionsDue(db, [userId]);
  tell.changed([userId], { kind: "group", groupId });
  return joined;
}

/** How many admins the group has besides `userId`. */
async function otherAdminCount(tx: Db, { groupId, userId }: Membership): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.role, "admin"), ne(groupMembers.userId, userId)));
  return row?.n ?? 0;
}

const LAST_ADMIN = "A group needs an admin: make another member admin first";

/** A member leaves; the last admin must hand over first. */
export async function leaveGroup({ db, tell }: Context, { userId, groupId }: Membership): Promise<void> {
  await changingGroup(db, async (tx) => {
    const { role } = await findMemberGroup(tx, { viewerId: userId, groupId }, "update");
    if (role === "admin" && (await otherAdminCount(tx, { groupId, userId })) === 0) throw conflict(LAST_ADMIN);
    await removeMember(tx, { groupId, userId });
  });
  await markSuggestionsDue(db, [userId]);
  tell.changed([userId], { kind: "group", groupId });
}

/** What became of the groups of a member who left them all (leaveEveryGroup). */
export type GroupsLeft = {
  /** Groups that passed to a new admin: they are told their place changed. */
  handedOver: { groupId: number; adminId: number }[];
  /** The photos of groups deleted because nobody else was left in them. */
  photos: string[];
};

/**
 * A member whose account is being deleted leaves every group, in the caller's transaction
 * (or, `ofChurch`, one who leaves a church or is removed from it, every group of that church).
 * Unlike leaving one group, this cannot be refused: a group they alone lead passes to its
 * longest-standing member (successorOf), and one with nobody else in it is deleted. Each
 * group's row is locked first, in id order, as every change to who belongs does.
 */
export async function leaveEveryGroup(tx: Db, userId: number, { ofChurch }: { ofChurch?: number } = {}): Promise<GroupsLeft> {
  const left: GroupsLeft = { handedOver: [], photos: [] };
  const memberships = await tx
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.userId, userId), ofChurch === undefined ? undefined : eq(groups.churchId, ofChurch)))
    .orderBy(asc(groupMembers.groupId));
  for (const { groupId } of memberships) {
    const [locked] = await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId)).for("update");
    const role = locked && (await groupRole(tx, { groupId, userId }));
    if (!role) continue; // The group, or their place in it, went meanwhile.
    if (role === "admin" && (await otherAdminCount(tx, { groupId, userId })) === 0) {
      const successor = await successorOf(tx, { groupId, userId });
      if (successor === null) {
        left.photos.push(...(await groupPhotos(tx, groupId)).map((p) => p.key));
        await tx.delete(groups).where(eq(groups.id, groupId));
        continue;
      }
      await tx
        .update(groupMembers)
        .set({ role: "admin" })
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, successor)));
      left.handedOver.push({ groupId, adminId: successor });
    }
    await removeMember(tx, { groupId, userId });
  }
  return left;
}

/** An admin removes someone else; to leave, admins use leave. */
export async function removeFromGroup({ db, tell }: Context, { adminId, groupId, userId }: AdminOnMember): Promise<void> {
  await changingGroup(db, async (tx) => {
    await findAdminGroup(tx, { viewerId: adminId, groupId }, "update");
    if (userId === adminId) throw forbidden("To leave the group, use Leave");
    if (!(await groupRole(tx, { groupId, userId }))) throw notFound("Member not found");
    await removeMember(tx, { groupId, userId });
  });
  await markSuggestionsDue(db, [userId]);
  tell.changed([userId], { kind: "group", groupId });
}

/** An admin makes a member admin, or an admin a member (never leaving the group without one). */
export async function setMemberRole({ db, tell }: Context, { adminId, groupId, userId }: AdminOnMember, role: "admin" | "member"): Promise<void> {
  await changingGroup(db, async (tx) => {
    await findAdminGroup(tx, { viewerId: adminId, groupId }, "update");
    if (!(await groupRole(tx, { groupId, userId }))) throw notFound("Member not found");
    if (role === "member" && (await otherAdminCount(tx, { groupId, userId })) === 0) throw conflict(LAST_ADMIN);
    await tx
      .update(groupMembers)
      .set({ role })
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  });
  tell.changed([userId], { kind: "group", groupId });
}

export type MemberWithUser = { user: UserRow; role: "admin" | "member"; joinedAt: Date };
