import { and, asc, eq, ne, sql } from "drizzle-orm";
import { emptyPlaceFeed, fillPlaceFeed } from "../home-feed/place-feeds";
import type { ChurchRole, DirectorySharing } from "../../../contract/churches";
import type { Context } from "../../core/context";
import { conflict, forbidden, notFound } from "../../core/errors";
import { type Db, type UserColumns, queryRows } from "../../db/client";
import { type PublicUserRow, churchJoinRequests, churchMembers, churches } from "../../db/schema";
import {
  type ChurchAccess,
  type ViewerAndChurch,
  churchRole,
  findLeaderChurch,
  findMemberChurch,
  findOwnerChurch,
  mayActOn,
} from "../../policies/church";
import { seesGroup } from "../../policies/group";
import { personShownTo } from "../../policies/person";
import { leaveEveryGroup } from "../groups/groups";
import { markSuggestionsDue } from "../people/suggestion-lists";
import { publicUserColumnsOf } from "../people/user-fields";
import { publicUserRow } from "../people/users";
import { changingChurch } from "./churches";

/** A person and a church they belong to, join or leave. */
type Membership = { churchId: number; userId: number };
/** A leader of a church acting on one of its people (`userId`). */
export type LeaderOnMember = ViewerAndChurch & { userId: number };

export type ChurchMemberWithUser = {
  user: PublicUserRow;
  role: ChurchRole;
  title: string | null;
  joinedAt: Date;
  email: string | null;
  phone: string | null;
  birthday: string | null;
  groups: { id: number; name: string }[];
};

const LAST_OWNER = "A church needs an owner: make another member an owner first";

/**
 * Adds a member and keeps the church's count in step, in the caller's transaction (which has
 * locked the church's row); a request to join they had made is answered by it.
 */
export async function addChurchMember(tx: Db, { churchId, userId }: Membership): Promise<boolean> {
  await tx.delete(churchJoinRequests).where(and(eq(churchJoinRequests.churchId, churchId), eq(churchJoinRequests.userId, userId)));
  const added = await tx.insert(churchMembers).values({ churchId, userId }).onConflictDoNothing().returning();
  if (!added.length) return false;
  await moveCount(tx, churchId, 1);
  await fillPlaceFeed(tx, userId, { kind: "church", churchId });
  // Fellow members are people they may know: their suggestions are worked out again.
  await markSuggestionsDue(tx, [userId]);
  return true;
}

/**
 * Takes someone out of a church, and so out of its groups (which hand over or close as they
 * would were the person's account deleted; the photos of a group closed so go with the file
 * sweep), in the caller's transaction, which has locked the church's row.
 */
async function removeChurchMember(tx: Db, { churchId, userId }: Membership): Promise<boolean> {
  const removed = await tx
    .delete(churchMembers)
    .where(and(eq(churchMembers.churchId, churchId), eq(churchMembers.userId, userId)))
    .returning();
  if (!removed.length) return false;
  await emptyPlaceFeed(tx, userId, { kind: "church", churchId });
  await leaveEveryGroup(tx, userId, { ofChurch: churchId });
  await moveCount(tx, churchId, -1);
  await markSuggestionsDue(tx, [userId]);
  return true;
}

const moveCount = (tx: Db, churchId: number, by: number) =>
  tx
    .update(churches)
    .set({ memberCount: sql`${churches.memberCount} + ${by}` })
    .where(eq(churches.id, churchId));

/** How many owners the church has besides `userId`. */
async function otherOwnerCount(tx: Db, { churchId, userId }: Membership): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(churchMembers)
    .where(and(eq(churchMembers.churchId, churchId), eq(churchMembers.role, "owner"), ne(churchMembers.userId, userId)));
  return row?.n ?? 0;
}

/**
 * A page of the member directory: owners, then leaders, then members, each by name (one walk
 * of church_members_directory_idx); only members see it, and each sees only the people shown
 * to them (no one blocked either way). A member's e-mail, phone and birthday (month and day)
 * show only where they chose to show them to this church; their groups in the church, those
 * the viewer may see. `after` is the last member of the
 * page before; `q`, part of a name.
 */
export async function listChurchMembers(
  db: Db,
  ask: ViewerAndChurch,
  { after, limit, q }: { after?: number; limit: number; q: string },
): Promise<ChurchMemberWithUser[]> {
  const { church } = await findMemberChurch(db, ask);
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const afterThem =
    after === undefined
      ? sql``
      : sql`and (m.rank, m.name_key, m.user_id) > (select a.rank, a.name_key, a.user_id from church_members a
          where a.church_id = m.church_id and a.user_id = ${after}::int)`;
  // Sent by name, so each connection plans it once: the directory is read page after page.
  const rows = await queryRows<DirectoryRow>(
    db,
    sql`select m.user_id, m.role, m.title, m.joined_at, ${publicUserColumnsOf(sql`u`)},
        case when m.share_email then u.email end as email,
        case when m.share_phone then c.phone end as phone,
        case when m.share_birthday then to_char(c.birthday, 'MM-DD') end as birthday,
        (select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name) order by g.name, g.id), '[]')
          from group_members gm2 join groups g on g.id = gm2.group_id
          where gm2.user_id = m.user_id and g.church_id = m.church_id and ${seesGroup({ viewerId: ask.viewerId, groupId: sql`g.id` })}) as groups
      from church_members m
      join users u on u.id = m.user_id
      left join contact_details c on c.user_id = m.user_id
      where m.church_id = ${church.id}::int and ${personShownTo({ viewerId: ask.viewerId, personId: sql`u.id` })}
        ${q ? sql`and m.name_key like search_key(${pattern}::text)` : sql``} ${afterThem}
      order by m.rank, m.name_key, m.user_id
      limit ${limit}::int`,
  );
  return rows.map((r) => ({
    user: publicUserRow(r.user_id, r),
    role: r.role,
    title: r.title,
    joinedAt: new Date(r.joined_at),
    email: r.email,
    phone: r.phone,
    birthday: r.birthday,
    groups: r.groups,
  }));
}

type DirectoryRow = UserColumns & {
  user_id: number;
  role: ChurchRole;
  title: string | null;
  joined_at: Date | string;
  email: string | null;
  phone: string | null;
  birthday: string | null;
  groups: { id: number; name: string }[];
};

/** A member chooses what the church's directory shows of them. */
export async function setDirectorySharing(db: Db, ask: ViewerAndChurch, choices: Partial<DirectorySharing>): Promise<DirectorySharing> {
  const { church } = await findMemberChurch(db, ask);
  const [row] = await db
    .update(churchMembers)
    .set(choices)
    .where(and(eq(churchMembers.churchId, church.id), eq(churchMembers.userId, ask.viewerId)))
    .returning({ shareEmail: churchMembers.shareEmail, sharePhone: churchMembers.sharePhone, shareBirthday: churchMembers.shareBirthday });
  // Gone between the two statements (they left, or were removed): as if never a member.
  if (!row) throw forbidden("Only members of this church can see that");
  return row;
}

/** A member leaves; the last owner must name another first. */
export async function leaveChurch({ db, tell }: Context, ask: ViewerAndChurch): Promise<void> {
  const churchId = await changingChurch(db, async (tx) => {
    const { church, role } = await findMemberChurch(tx, ask, "update");
    const userId = ask.viewerId;
    if (role === "owner" && (await otherOwnerCount(tx, { churchId: church.id, userId })) === 0) throw conflict(LAST_OWNER);
    await removeChurchMember(tx, { churchId: church.id, userId });
    return church.id;
  });
  tell.changed([ask.viewerId], { kind: "church", churchId });
}

/**
 * An owner names someone's place: owner, leader (with a title: Pastor, Elder) or member. The
 * church never goes without an owner.
 */
export async function setChurchRole(
  { db, tell }: Context,
  { userId, ...ask }: LeaderOnMember,
  { role, title }: { role: ChurchRole; title: string | null },
): Promise<void> {
  const churchId = await changingChurch(db, async (tx) => {
    const { church } = await findOwnerChurch(tx, ask, "update");
    if (!(await churchRole(tx, { churchId: church.id, userId }))) throw notFound("Member not found");
    if (role !== "owner" && (await otherOwnerCount(tx, { churchId: church.id, userId })) === 0) throw conflict(LAST_OWNER);
    await tx
      .update(churchMembers)
      .set({ role, title: role === "member" ? null : title })
      .where(and(eq(churchMembers.churchId, church.id), eq(churchMembers.userId, userId)));
    return church.id;
  });
  tell.changed([userId], { kind: "church", churchId });
}

/**
 * A leader removes someone from the church (see mayActOn for whom), in the caller's
 * transaction, which found the church as the leader's (findLeaderChurch, locked); the caller
 * refuses the leader acting on themselves. Says whether the person had belonged to it.
 */
export async function removeFromChurchIn(tx: Db, { church, role }: ChurchAccess, userId: number): Promise<boolean> {
  const theirs = await churchRole(tx, { churchId: church.id, userId });
  if (theirs && !mayActOn(role!, theirs)) throw forbidden("Only the church's owners can remove a leader");
  return theirs !== null && (await removeChurchMember(tx, { churchId: church.id, userId }));
}

export async function removeFromChurch({ db, tell }: Context, { userId, ...ask }: LeaderOnMember): Promise<void> {
  const churchId = await changingChurch(db, async (tx) => {
    const access = await findLeaderChurch(tx, ask, "update");
    if (userId === ask.viewerId) throw forbidden("To leave the church, use Leave");
    if (!(await removeFromChurchIn(tx, access, userId))) throw notFound("Member not found");
    return access.church.id;
  });
  tell.changed([userId], { kind: "church", churchId });
}

/** What became of the churches of a member whose account is being deleted. */
export type ChurchesLeft = { handedOver: { churchId: number; ownerId: number }[] };

/**
 * A member whose account is being deleted leaves every church, in the caller's transaction.
 * It cannot be refused: a church they alone own passes to its longest-standing leader, else
 * its longest-standing member; a church with nobody else in it is deleted.
 */
export async function leaveEveryChurch(tx: Db, userId: number): Promise<ChurchesLeft> {
  const left: ChurchesLeft = { handedOver: [] };
  const memberships = await tx
    .select({ churchId: churchMembers.churchId })
    .from(churchMembers)
    .where(eq(churchMembers.userId, userId))
    .orderBy(asc(churchMembers.churchId));
  for (const { churchId } of memberships) {
    const [locked] = await tx.select({ id: churches.id }).from(churches).where(eq(churches.id, churchId)).for("update");
    const role = locked && (await churchRole(tx, { churchId, userId }));
    if (!role) continue;
    if (role === "owner" && (await otherOwnerCount(tx, { churchId, userId })) === 0) {
      const [successor] = await tx
        .select({ userId: churchMembers.userId })
        .from(churchMembers)
        .where(and(eq(churchMembers.churchId, churchId), ne(churchMembers.userId, userId)))
        .orderBy(sql`${churchMembers.role} = 'member'`, asc(churchMembers.joinedAt), asc(churchMembers.userId))
        .limit(1);
      if (!successor) {
        await tx.delete(churches).where(eq(churches.id, churchId));
        continue;
      }
      await tx
        .update(churchMembers)
        .set({ role: "owner" })
        .where(and(eq(churchMembers.churchId, churchId), eq(churchMembers.userId, successor.userId)));
      left.handedOver.push({ churchId, ownerId: successor.userId });
    }
    await removeChurchMember(tx, { churchId, userId });
  }
  return left;
}
