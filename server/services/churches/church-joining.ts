import { and, asc, eq, sql } from "drizzle-orm";
import { displayName } from "../../../contract/display-name";
import type { Language } from "../../../contract/languages";
import type { Context } from "../../core/context";
import { conflict, forbidden, notFound } from "../../core/errors";
import { type Db, queryRows } from "../../db/client";
import { type ChurchRow, type NotificationRow, type UserRow, churchJoinRequests, users } from "../../db/schema";
import { mailMessages, params } from "../../mail/i18n";
import { type ViewerAndChurch, assertMayJoinChurch, findLeaderChurch, findVisibleChurch } from "../../policies/church";
import { personShownTo } from "../../policies/person";
import { type StoredNoticeColumns, notify, notifyEachStatement, storedNotices } from "../notifications/notifications";
import { findUserById } from "../people/users";
import { addChurchMember } from "./church-members";
import { type ChurchPage, changingChurch, getChurch } from "./churches";

const requestWords = mailMessages("notices/church-join-request", {
  title: "Request to join",
  message: params("{name} asked to join {church}."),
});

const admittedWords = mailMessages("notices/church-admitted", {
  title: "Welcome to your church",
  message: params("You are now a member of {church}."),
});

/** How a request to join came out: they belong now, or they wait for a leader. */
export type Joined = { page: ChurchPage; outcome: "joined" | "requested" };

/**
 * A member joins an open church at once, or asks to join one that admits by request (its
 * leaders are told); a church that admits by invitation only is joined through a link.
 */
export async function joinChurch(ctx: Context, ask: ViewerAndChurch): Promise<Joined> {
  const { db, tell } = ctx;
  const userId = ask.viewerId;
  const { outcome, churchId, notices } = await changingChurch(db, async (tx) => {
    const { church, role } = await findVisibleChurch(tx, ask, "update");
    if (role) throw conflict("You are already a member of this church");
    await assertMayJoinChurch(tx, { churchId: church.id, userId });
    if (church.joinMode === "invitation") throw forbidden("This church welcomes new members by invitation");
    if (church.joinMode === "open") {
      await addChurchMember(tx, { churchId: church.id, userId });
      return { outcome: "joined" as const, churchId: church.id, notices: [] };
    }
    const asked = await tx.insert(churchJoinRequests).values({ churchId: church.id, userId }).onConflictDoNothing().returning();
    if (!asked.length) throw conflict("You have already asked to join this church");
    return { outcome: "requested" as const, churchId: church.id, notices: await tellLeadersOfRequest(tx, church, userId) };
  });
  for (const notice of notices) tell.notice(notice);
  tell.changed([userId], { kind: "church", churchId });
  return { page: await getChurch(db, { viewerId: userId, church: churchId }), outcome };
}

/** Each of the church's leaders hears of a request to join (never across a block). */
async function tellLeadersOfRequest(tx: Db, church: ChurchRow, userId: number): Promise<NotificationRow[]> {
  const asker = await findUserById(tx, userId);
  const notice = {
    actorId: userId,
    type: "church_join_request" as const,
    churchId: church.id,
    title: (language: Language) => requestWords(language).title,
    message: (language: Language) => requestWords(language).message({ name: displayName(asker), church: church.name }),
  };
  const rows = await queryRows<StoredNoticeColumns>(
    tx,
    notifyEachStatement({
      ...notice,
      recipients: sql`select user_id from church_members where church_id = ${church.id} and role in ('owner', 'leader')`,
    }),
  );
  return storedNotices(notice, rows);
}

/** The asker takes back their request. */
export async function withdrawRequest({ db, tell }: Context, ask: ViewerAndChurch): Promise<void> {
  const { church } = await findVisibleChurch(db, ask);
  const taken = await db
    .delete(churchJoinRequests)
    .where(and(eq(churchJoinRequests.churchId, church.id), eq(churchJoinRequests.userId, ask.viewerId)))
    .returning();
  if (!taken.length) throw notFound("Request not found");
  tell.changed([ask.viewerId], { kind: "church", churchId: church.id });
}

export type JoinRequestWithUser = { user: UserRow; requestedAt: Date };

/** Who waits for an answer, oldest first (as far as the leader is shown them). */
export async function listJoinRequests(db: Db, ask: ViewerAndChurch): Promise<JoinRequestWithUser[]> {
  const { church } = await findLeaderChurch(db, ask);
  return db
    .select({ user: users, requestedAt: churchJoinRequests.createdAt })
    .from(churchJoinRequests)
    .innerJoin(users, eq(users.id, churchJoinRequests.userId))
    .where(and(eq(churchJoinRequests.churchId, church.id), personShownTo({ viewerId: ask.viewerId, personId: sql`${users.id}` })))
    .orderBy(asc(churchJoinRequests.createdAt), asc(users.id));
}

/** A leader admits (the asker is told) or declines (quietly) a request to join. */
export async function answerJoinRequest(
  { db, tell }: Context,
  { userId, ...ask }: ViewerAndChurch & { userId: number },
  admit: boolean,
): Promise<void> {
  const { churchId, notice } = await changingChurch(db, async (tx) => {
    const { church } = await findLeaderChurch(tx, ask, "update");
    // A request the leader is not shown (a block either way) is not theirs to answer.
    const [waiting] = await tx
      .select({ id: churchJoinRequests.userId })
      .from(churchJoinRequests)
      .innerJoin(users, eq(users.id, churchJoinRequests.userId))
      .where(
        and(
          eq(churchJoinRequests.churchId, church.id),
          eq(churchJoinRequests.userId, userId),
          personShownTo({ viewerId: ask.viewerId, personId: sql`${users.id}` }),
        ),
      );
    if (!waiting) throw notFound("Request not found");
    if (!admit) {
      await tx.delete(churchJoinRequests).where(and(eq(churchJoinRequests.churchId, church.id), eq(churchJoinRequests.userId, userId)));
      return { churchId: church.id, notice: null };
    }
    await assertMayJoinChurch(tx, { churchId: church.id, userId });
    await addChurchMember(tx, { churchId: church.id, userId });
    return { churchId: church.id, notice: await tellAdmitted(tx, church, { userId, actorId: ask.viewerId }) };
  });
  tell.notice(notice);
  tell.changed([userId], { kind: "church", churchId });
}

/** The person let in hears they belong now. */
function tellAdmitted(tx: Db, church: ChurchRow, { userId, actorId }: { userId: number; actorId: number | null }) {
  return notify(tx, {
    userId,
    actorId,
    type: "church_admitted",
    churchId: church.id,
    title: (language) => admittedWords(language).title,
    message: (language) => admittedWords(language).message({ church: church.name }),
  });
}
