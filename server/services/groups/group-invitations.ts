import { and, desc, eq, sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import { displayName } from "../../../contract/display-name";
import type { Db } from "../../db/client";
import { type GroupInvitationRow, type GroupRow, type UserRow, groupInvitations, groups, users } from "../../db/schema";
import { isUniqueViolation } from "../../db/errors";
import { conflict, invalid, notFound } from "../../core/errors";
import { addMember } from "./groups";
import { mailMessages, params } from "../../mail/i18n";
import { markAnsweredNotices, notify } from "../notifications/notifications";
import { findUserById } from "../people/users";
import { assertMayBeInvited, assertMayJoin, findAdminGroup, groupIsUp, groupRole, invitationStands, mayInvite } from "../../policies/group";
import { findVisiblePerson, personShownTo } from "../../policies/person";

const senderStillAdmin = invitationStands({ inviterId: sql`${groupInvitations.inviterId}`, groupId: sql`${groupInvitations.groupId}` });

const invitationWords = mailMessages("notices/group-invitation", {
  title: "Group invitation",
  message: params("{name} invited you to join {group}."),
});

const WITHDRAWN = "This invitation is no longer valid";

/** An admin of a group and the person they invite into it. */
type Invite = { adminId: number; groupId: number; inviteeId: number };

const pendingFor = ({ groupId, inviteeId }: { groupId: number; inviteeId: number }) =>
  and(eq(groupInvitations.groupId, groupId), eq(groupInvitations.inviteeId, inviteeId), eq(groupInvitations.status, "pending"));

/** An admin invites one of their connections; the invitee is notified. */
export async function inviteToGroup({ db, tell }: Context, { adminId, groupId, inviteeId }: Invite): Promise<GroupInvitationRow> {
  const { group } = await findAdminGroup(db, { viewerId: adminId, groupId });
  // Nobody blocked either way, nor banned: to the admin, such a person does not exist.
  await findVisiblePerson(db, { viewerId: adminId, userId: inviteeId });
  if (!(await mayInvite(db, { group, adminId, inviteeId }))) {
    throw invalid(group.churchId === null ? "You can only invite your connections" : "Only the church's members can be invited to its groups");
  }
  if (await groupRole(db, { groupId, userId: inviteeId })) throw conflict("They are already a member of this group");
  const admin = await findUserById(db, adminId);
  try {
    const { invitation, notice } = await db.transaction(async (tx) => {
      // Asked again under the group's lock: a group deleted, or an admin stepped down, meanwhile.
      await findAdminGroup(tx, { viewerId: adminId, groupId }, "key share");
      await assertMayBeInvited(tx, { groupId, userId: inviteeId });
      // A pending invitation whose sender is no longer an admin is gone: this one replaces it.
      await tx.delete(groupInvitations).where(and(pendingFor({ groupId, inviteeId }), sql`not ${senderStillAdmin}`));
      const [invitation] = await tx.insert(groupInvitations).values({ groupId, inviterId: adminId, inviteeId }).returning();
      const notice = await notify(tx, {
        userId: inviteeId,
        actorId: adminId,
        type: "group_invitation",
        title: (language) => invitationWords(language).title,
        message: (language) => invitationWords(language).message({ name: displayName(admin), group: group.name }),
        groupId,
      });
      return { invitation: invitation!, notice };
    });
    tell.notice(notice);
    tell.changed([inviteeId], { kind: "group", groupId });
    return invitation;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict("They have already been invited");
    throw err;
  }
}

export type InvitationWithDetails = { invitation: GroupInvitationRow; group: GroupRow; inviter: UserRow };

/** Invitations waiting for the user's answer, newest first (from senders shown to them). */
export async function myInvitations(db: Db, userId: number): Promise<InvitationWithDetails[]> {
  return db
    .select({ invitation: groupInvitations, group: groups, inviter: users })
    .from(groupInvitations)
    .innerJoin(groups, eq(groups.id, groupInvitations.groupId))
    .innerJoin(users, eq(users.id, groupInvitations.inviterId))
    .where(
      and(
        eq(groupInvitations.inviteeId, userId),
        eq(groupInvitations.status, "pending"),
        senderStillAdmin,
        groupIsUp,
        personShownTo({ viewerId: userId, personId: sql`${users.id}` }),
      ),
    )
    .orderBy(desc(groupInvitations.id));
}

/** Invitations an admin's group has out, for the Manage dialog (to people shown to the admin). */
export async function sentInvitations(db: Db, { adminId, groupId }: { adminId: number; groupId: number }) {
  await findAdminGroup(db, { viewerId: adminId, groupId });
  return db
    .select({ invitation: groupInvitations, invitee: users })
    .from(groupInvitations)
    .innerJoin(users, eq(users.id, groupInvitations.inviteeId))
    .where(
      and(
        eq(groupInvitations.groupId, groupId),
        eq(groupInvitations.status, "pending"),
        senderStillAdmin,
        personShownTo({ viewerId: adminId, personId: sql`${users.id}` }),
      ),
    )
    .orderBy(desc(groupInvitations.id));
}

/** An admin withdraws a pending invitation: it is gone, and admits nobody. */
export async function revokeInvitation({ db, tell }: Context, { adminId, groupId, inviteeId }: Invite): Promise<void> {
  await db.transaction(async (tx) => {
    // The group's row first, as every change to who may belong does (see GroupLock).
    await findAdminGroup(tx, { viewerId: adminId, groupId }, "update");
    const revoked = await tx.delete(groupInvitations).where(pendingFor({ groupId, inviteeId })).returning({ id: groupInvitations.id });
    if (!revoked.length) throw notFound("Invitation not found");
  });
  tell.changed([inviteeId], { kind: "group", groupId });
}

/** The invitee accepts (and joins, private group or not) or declines; once. */
export async function answerInvitation(
  { db, tell }: Context,
  { userId, invitationId }: { userId: number; invitationId: number },
  status: "accepted" | "declined",
): Promise<GroupInvitationRow> {
  const { answered, noticesRead } = await db.transaction(async (tx) => {
    const mine = and(eq(groupInvitations.id, invitationId), eq(groupInvitations.inviteeId, userId));
    const [found] = await tx.select({ groupId: groupInvitations.groupId }).from(groupInvitations).where(mine);
    if (!found) throw notFound("Invitation not found");
    // The group's row before the invitation's, as every change to who may belong locks it
    // (see GroupLock): the sender cannot stop being an admin between the check and the join.
    await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, found.groupId)).for("update");
    const [row] = await tx.select({ invitation: groupInvitations, standing: senderStillAdmin }).from(groupInvitations).where(mine).for("update");
    if (!row) throw notFound("Invitation not found");
    const { invitation, standing } = row;
    if (invitation.status !== "pending") throw conflict("This invitation has already been answered");
    if (!standing) throw notFound(WITHDRAWN);
    const [answered] = await tx
      .update(groupInvitations)
      .set({ status, respondedAt: sql`now()` })
      .where(eq(groupInvitations.id, invitationId))
      .returning();
    if (status === "accepted") {
      await assertMayJoin(tx, { groupId: invitation.groupId, userId });
      await addMember(tx, { groupId: invitation.groupId, userId });
    }
    const noticesRead = await markAnsweredNotices(tx, { userId, type: "group_invitation", groupId: invitation.groupId });
    return { answered: answered!, noticesRead };
  });
  tell.changed([userId], { kind: "group", groupId: answered.groupId });
  if (noticesRead) tell.changed([userId], { kind: "notices-read" });
  return answered;
}
