import { randomBytes } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { LINK_STATES } from "../../../contract/churches";
import { MAX_ACTIVE_CHURCH_LINKS } from "../../../contract/limits";
import type { Context } from "../../core/context";
import { conflict, notFound } from "../../core/errors";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { type ChurchInviteLinkRow, type ChurchRow, type UserRow, churchInviteLinks, churches, users } from "../../db/schema";
import { findUserById } from "../people/users";
import { type ViewerAndChurch, assertMayJoinChurch, churchIsUp, churchRole, findLeaderChurch, linkState } from "../../policies/church";
import { personShownTo } from "../../policies/person";
import { addChurchMember } from "./church-members";
import { type ChurchPage, changingChurch, getChurch } from "./churches";

// An invitation link: anyone who holds its code may join the church through it, whatever the
// church's way of admitting people, until it expires, is revoked or has admitted as many as it
// may. The code is 72 random bits: not guessable, and short enough for a QR code a phone reads
// from the back of the room.

type LinkState = (typeof LINK_STATES)[number];
export type LinkWithMaker = { link: ChurchInviteLinkRow; state: LinkState; createdBy: UserRow | null };

const NO_LONGER_VALID = "This invitation link is no longer valid";

/** A fresh code: 72 random bits as 12 characters of base64url (a member's invitation to the site takes the same). */
export const newCode = () => randomBytes(9).toString("base64url");

/** A leader makes a link, lasting `expiresInDays` and admitting `maxUses` people (null: no limit). */
export async function createInviteLink(
  db: Db,
  ask: ViewerAndChurch,
  { expiresInDays, maxUses }: { expiresInDays: number | null; maxUses: number | null },
): Promise<LinkWithMaker> {
  return changingChurch(db, async (tx) => {
    const { church } = await findLeaderChurch(tx, ask, "update");
    const [{ active } = { active: 0 }] = await tx
      .select({ active: sql<number>`count(*)::int` })
      .from(churchInviteLinks)
      .where(and(eq(churchInviteLinks.churchId, church.id), isNull(churchInviteLinks.email), sql`${linkState} = 'active'`));
    if (active >= MAX_ACTIVE_CHURCH_LINKS) throw conflict(`A church keeps at most ${MAX_ACTIVE_CHURCH_LINKS} links working: revoke one first`);
    const link = await insertLink(tx, { churchId: church.id, createdBy: ask.viewerId, expiresInDays, maxUses, email: null });
    return { link, state: "active" as const, createdBy: (await findUserById(tx, ask.viewerId)) ?? null };
  });
}

/** A new link with a fresh code, in the caller's transaction. */
export async function insertLink(
  tx: Db,
  fields: { churchId: number; createdBy: number; expiresInDays: number | null; maxUses: number | null; email: string | null },
): Promise<ChurchInviteLinkRow> {
  const { expiresInDays, ...rest } = fields;
  const expiresAt = expiresInDays === null ? null : sql`now() + make_interval(days => ${expiresInDays}::int)`;
  for (;;) {
    // Two codes alike in 2^72 is a unique violation: make another. A savepoint keeps the
    // caller's transaction usable after it.
    try {
      return await tx.transaction(async (sp) => {
        const [link] = await sp
          .insert(churchInviteLinks)
          .values({ ...rest, code: newCode(), expiresAt })
          .returning();
        return link!;
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
}

const maker = alias(users, "maker");

/** The church's links, newest first, each with its state, for its leaders. */
export async function listInviteLinks(db: Db, ask: ViewerAndChurch): Promise<LinkWithMaker[]> {
  const { church } = await findLeaderChurch(db, ask);
  const rows = await db
    .select({
      link: churchInviteLinks,
      state: linkState,
      maker,
      makerShown: personShownTo({ viewerId: ask.viewerId, personId: sql`${churchInviteLinks.createdBy}` }),
    })
    .from(churchInviteLinks)
    .leftJoin(maker, eq(maker.id, churchInviteLinks.createdBy))
    .where(eq(churchInviteLinks.churchId, church.id))
    .orderBy(desc(churchInviteLinks.id));
  return rows.map(({ link, state, maker, makerShown }) => ({ link, state, createdBy: makerShown ? maker : null }));
}

/** A leader revokes a link: it admits nobody from now on (those it admitted stay). */
export async function revokeInviteLink(db: Db, ask: ViewerAndChurch & { linkId: number }): Promise<void> {
  const { church } = await findLeaderChurch(db, ask);
  const revoked = await db
    .update(churchInviteLinks)
    .set({ revokedAt: sql`coalesce(${churchInviteLinks.revokedAt}, now())` })
    .where(and(eq(churchInviteLinks.id, ask.linkId), eq(churchInviteLinks.churchId, church.id)))
    .returning();
  if (!revoked.length) throw notFound("Link not found");
}

/** The church a working link leads to, for anyone holding it, signed in or not. */
export async function previewInviteLink(db: Db, code: string): Promise<ChurchRow> {
  const [row] = await db
    .select({ church: churches })
    .from(churchInviteLinks)
    .innerJoin(churches, eq(churches.id, churchInviteLinks.churchId))
    .where(and(eq(churchInviteLinks.code, code), sql`${linkState} = 'active'`, churchIsUp));
  if (!row) throw notFound(NO_LONGER_VALID);
  return row.church;
}

/**
 * A member joins through a link: it counts one use. Someone already in the church is simply
 * shown it (a link scanned twice is no error, and uses nothing).
 */
export async function joinByLink({ db, tell }: Context, { userId, code }: { userId: number; code: string }): Promise<ChurchPage> {
  const church = await previewInviteLink(db, code);
  const joined = await changingChurch(db, (tx) => joinByLinkIn(tx, { churchId: church.id, userId, code }));
  if (joined) tell.changed([userId], { kind: "church", churchId: church.id });
  return getChurch(db, { viewerId: userId, church: church.id });
}

/**
 * The join itself, in the caller's transaction (a sign-up with an invitation joins so): the
 * church's row, then the link's, locked; false when they belonged already.
 */
export async function joinByLinkIn(tx: Db, { churchId, userId, code }: { churchId: number; userId: number; code: string }): Promise<boolean> {
  await tx.select({ id: churches.id }).from(churches).where(eq(churches.id, churchId)).for("update");
  const [link] = await tx
    .select({ id: churchInviteLinks.id, state: linkState })
    .from(churchInviteLinks)
    .where(and(eq(churchInviteLinks.code, code), eq(churchInviteLinks.churchId, churchId)))
    .for("update");
  if (link?.state !== "active") throw notFound(NO_LONGER_VALID);
  if (await churchRole(tx, { churchId, userId })) return false;
  await assertMayJoinChurch(tx, { churchId, userId });
  await addChurchMember(tx, { churchId, userId });
  await tx
    .update(churchInviteLinks)
    .set({ uses: sql`${churchInviteLinks.uses} + 1` })
    .where(eq(churchInviteLinks.id, link.id));
  return true;
}
