import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Context } from "../../core/context";
import { conflict, invalid, notFound } from "../../core/errors";
import type { Db } from "../../db/client";
import { type UserRow, churchBans, churchJoinRequests, users } from "../../db/schema";
import { type ViewerAndChurch, findLeaderChurch } from "../../policies/church";
import { findVisiblePerson, personShownTo } from "../../policies/person";
import { type LeaderOnMember, removeFromChurchIn } from "./church-members";
import { changingChurch } from "./churches";

/**
 * A leader bans someone from the church: out of it if they were in it, their request to join
 * gone, and kept out (policies/church: assertMayJoinChurch). Never themselves (they leave
 * instead); a leader or owner only by an owner (as removing them). Someone outside the church
 * may be banned too, if the leader may see them.
 */
export async function banFromChurch({ db, tell }: Context, ask: LeaderOnMember): Promise<void> {
  const churchId = await changingChurch(db, async (tx) => {
    const access = await findLeaderChurch(tx, ask, "update");
    if (ask.userId === ask.viewerId) throw invalid("You cannot ban yourself from your own church");
    const churchId = access.church.id;
    const removed = await removeFromChurchIn(tx, access, ask.userId);
    if (!removed) await findVisiblePerson(tx, { viewerId: ask.viewerId, userId: ask.userId });
    const banned = await tx.insert(churchBans).values({ churchId, userId: ask.userId, bannedBy: ask.viewerId }).onConflictDoNothing().returning();
    if (!banned.length) throw conflict("They are already banned from this church");
    await tx.delete(churchJoinRequests).where(and(eq(churchJoinRequests.churchId, churchId), eq(churchJoinRequests.userId, ask.userId)));
    return churchId;
  });
  tell.changed([ask.userId], { kind: "church", churchId });
}

/** A leader lets a banned person back: they may join (or ask to) again. */
export async function liftChurchBan({ db, tell }: Context, { userId, ...ask }: LeaderOnMember): Promise<void> {
  const churchId = await changingChurch(db, async (tx) => {
    const { church } = await findLeaderChurch(tx, ask, "update");
    const lifted = await tx
      .delete(churchBans)
      .where(and(eq(churchBans.churchId, church.id), eq(churchBans.userId, userId)))
      .returning();
    if (!lifted.length) throw notFound("Ban not found");
    return church.id;
  });
  tell.changed([userId], { kind: "church", churchId });
}

export type ChurchBanWithPeople = { user: UserRow; bannedBy: UserRow | null; bannedAt: Date };

const banner = alias(users, "banner");

/**
 * Who is banned from the church, the latest first, for its leaders. A person kept from the
 * leader (policies/person) is not listed, and who banned someone is not named to a leader kept from them.
 */
export async function listChurchBans(db: Db, ask: ViewerAndChurch): Promise<ChurchBanWithPeople[]> {
  const { church } = await findLeaderChurch(db, ask);
  const rows = await db
    .select({
      user: users,
      banner,
      bannerShown: personShownTo({ viewerId: ask.viewerId, personId: sql`${churchBans.bannedBy}` }),
      bannedAt: churchBans.createdAt,
    })
    .from(churchBans)
    .innerJoin(users, eq(users.id, churchBans.userId))
    .leftJoin(banner, eq(banner.id, churchBans.bannedBy))
    .where(and(eq(churchBans.churchId, church.id), personShownTo({ viewerId: ask.viewerId, personId: sql`${churchBans.userId}` })))
    .orderBy(desc(churchBans.createdAt), desc(churchBans.userId));
  return rows.map(({ user, banner, bannerShown, bannedAt }) => ({ user, bannedBy: bannerShown ? banner : null, bannedAt }));
}
