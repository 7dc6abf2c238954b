import { and, desc, eq, sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { type UserRow, groupBans, groupInvitations, users } from "../../db/schema";
import { conflict, forbidden, invalid, notFound } from "../../core/errors";
import { changingGroup, removeMember } from "./groups";
import { findAdminGroup, groupRole } from "../../policies/group";
import { findVisiblePerson, personShownTo } from "../../policies/person";

/** An admin of a group and the person they ban from it, or let back. */
type AdminOnPerson = { adminId: number; groupId: number; userId: number };

/**
 * An admin bans someone from their group: out of it if they were in it, their pending
 * invitation to it gone, and kept out (policies/group: assertMayJoin, assertMayBeInvited).
 * Never themselves (they leave instead) nor another admin, who must first be made a member:
 * so a group is never left without an admin by a ban. Someone outside the group may be
 * banned too, if the admin may see them.
 */
export async function banFromGroup({ db, tell }: Context, { adminId, groupId, userId }: AdminOnPerson): Promise<void> {
  await changingGroup(db, async (tx) => {
    await findAdminGroup(tx, { viewerId: adminId, groupId }, "update");
    if (userId === adminId) throw invalid("You cannot ban yourself from your own group");
    const role = await groupRole(tx, { groupId, userId });
    if (role === "admin") throw forbidden("Remove their admin role first");
    if (!role) await findVisiblePerson(tx, { viewerId: adminId, userId });
    const banned = await tx.insert(groupBans).values({ groupId, userId, bannedBy: adminId }).onConflictDoNothing().returning();
    if (!banned.length) throw conflict("They are already banned from this group");
    if (role) await removeMember(tx, { groupId, userId });
    await tx
      .delete(groupInvitations)
      .where(and(eq(groupInvitations.groupId, groupId), eq(groupInvitations.inviteeId, userId), eq(groupInvitations.status, "pending")));
  });
  tell.changed([userId], { kind: "group", groupId });
}

/** An admin lets a banned person back: they may join (or be invited) again. */
export async function liftGroupBan({ db, tell }: Context, { adminId, groupId, userId }: AdminOnPerson): Promise<void> {
  await changingGroup(db, async (tx) => {
    await findAdminGroup(tx, { viewerId: adminId, groupId }, "update");
    const lifted = await tx
      .delete(groupBans)
      .where(and(eq(groupBans.groupId, groupId), eq(groupBans.userId, userId)))
      .returning();
    if (!lifted.length) throw notFound("Ban not found");
  });
  tell.changed([userId], { kind: "group", groupId });
}

export type GroupBanWithPeople = { user: UserRow; bannedBy: UserRow | null; bannedAt: Date };

const banner = alias(users, "banner");

/**
 * Who is banned from the group, the latest first, for its admins. A person kept from the admin
 * (policies/person) is not listed, and who banned someone is not named to an admin kept from them.
 */
export async function listGroupBans(db: Db, { adminId, groupId }: { adminId: number; groupId: number }): Promise<GroupBanWithPeople[]> {
  await findAdminGroup(db, { viewerId: adminId, groupId });
  const rows = await db
    .select({
      user: users,
      banner,
      bannerShown: personShownTo({ viewerId: adminId, personId: sql`${groupBans.bannedBy}` }),
      bannedAt: groupBans.createdAt,
    })
    .from(groupBans)
    .innerJoin(users, eq(users.id, groupBans.userId))
    .leftJoin(banner, eq(banner.id, groupBans.bannedBy))
    .where(and(eq(groupBans.groupId, groupId), personShownTo({ viewerId: adminId, personId: sql`${groupBans.userId}` })))
    .orderBy(desc(groupBans.createdAt), desc(groupBans.userId));
  return rows.map(({ user, banner, bannerShown, bannedAt }) => ({ user, bannedBy: bannerShown ? banner : null, bannedAt }));
}
