import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { displayName } from "../../../contract/display-name";
import {
  MAX_SITE_INVITATIONS_PER_DAY,
  MAX_WAITING_SITE_INVITATIONS,
  SITE_INVITATION_DAYS,
  type SiteInvitationState,
  siteInvitationPath,
} from "../../../contract/site-invitations";
import type { Clock } from "../../core/clock";
import type { Context } from "../../core/context";
import { conflict, notFound, unauthenticated } from "../../core/errors";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { type SiteInvitationRow, type UserRow, siteInvitations, users } from "../../db/schema";
import { siteInvitationMail } from "../../mail/messages/site-invitation";
import { enqueueMail } from "../../mail/outbox";
import { personShownTo } from "../../policies/person";
import { assertMayInvite } from "../../policies/site";
import { newCode } from "../churches/church-links";
import { getSiteSettings } from "./site-settings";

// A member's invitations to a site that takes new members by invitation: each a code that
// signs up one person, for two weeks. The table has no column for a revocation: revoking moves
// an invitation's end back to the moment it was made (expires_at = created_at), so it stops
// working and leaves its maker's list at once, yet still counts among those made that day
// (else revoking and mailing again would make the daily limit no limit).

/** What an invitation is now, as SQL over its row ('revoked' ones are never shown). */
export const invitationState = sql<SiteInvitationState | "revoked">`case
  when ${siteInvitations.usedAt} is not null then 'used'
  when ${siteInvitations.expiresAt} <= ${siteInvitations.createdAt} then 'revoked'
  when ${siteInvitations.expiresAt} <= now() then 'expired'
  else 'waiting' end`;

/** What revoking sets an invitation's end to. */
const revoked = sql`${siteInvitations.createdAt}`;

export type InvitationEntry = { invitation: SiteInvitationRow; state: SiteInvitationState; usedBy: UserRow | null };

/** Newest first; an older invitation waits in the database, not in the member's list. */
const LISTED = 100;

/** A member makes a link to hand on: it signs up whoever uses it first. */
export async function createInvitationLink({ db, now }: Context, inviterId: number): Promise<InvitationEntry> {
  return db.transaction(async (tx) => {
    await mayInvite(tx, now, inviterId);
    await withinLimits(tx, inviterId, 1);
    return { invitation: await insertInvitation(tx, { inviterId, email: null }), state: "waiting", usedBy: null };
  });
}

/**
 * A member mails invitations: each address gets a code of its own. An address they invited
 * before and that has not signed up yet gets a fresh one in place of the old (the newest mail
 * is the one to use). Every address is mailed, whether or not it has an account already: to
 * leave some out would tell the member who is here.
 */
export async function mailInvitations({ db, mail, now }: Context, inviterId: number, emails: string[]): Promise<InvitationEntry[]> {
  const made = await db.transaction(async (tx) => {
    const { inviter, site } = await mayInvite(tx, now, inviterId);
    await tx
      .update(siteInvitations)
      .set({ expiresAt: revoked })
      .where(and(eq(siteInvitations.inviterId, inviterId), inArray(siteInvitations.email, emails), sql`${invitationState} = 'waiting'`));
    await withinLimits(tx, inviterId, emails.length);
    const made: InvitationEntry[] = [];
    for (const email of emails) {
      const invitation = await insertInvitation(tx, { inviterId, email });
      const words = {
        who: displayName(inviter),
        site,
        url: `${mail.publicUrl}${siteInvitationPath(invitation.code)}`,
        days: SITE_INVITATION_DAYS,
      };
      await enqueueMail(tx, { to: email, userId: null, ...siteInvitationMail(words, inviter.language) });
      made.push({ invitation, state: "waiting", usedBy: null });
    }
    return made;
  });
  mail.sender.kick();
  return made.reverse();
}

/** The member's invitations, newest first, each with how it stands; revoked ones are gone. */
export async function listInvitations(db: Db, inviterId: number): Promise<InvitationEntry[]> {
  const newcomer = alias(users, "newcomer");
  const rows = await db
    .select({
      invitation: siteInvitations,
      state: invitationState,
      newcomer,
      // Someone the member has blocked since (or who blocked them), or who was banned, is not named.
      shown: personShownTo({ viewerId: inviterId, personId: sql`${siteInvitations.usedBy}` }),
    })
    .from(siteInvitations)
    .leftJoin(newcomer, eq(newcomer.id, siteInvitations.usedBy))
    .where(and(eq(siteInvitations.inviterId, inviterId), sql`${invitationState} <> 'revoked'`))
    .orderBy(desc(siteInvitations.id))
    .limit(LISTED);
  return rows.map(({ invitation, state, newcomer, shown }) => ({
    invitation,
    state: state as SiteInvitationState,
    usedBy: shown ? newcomer : null,
  }));
}

/** The member revokes an invitation of theirs that waits: its code signs up nobody from now on. */
export async function revokeInvitation(db: Db, { inviterId, invitationId }: { inviterId: number; invitationId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: invitationState })
      .from(siteInvitations)
      .where(and(eq(siteInvitations.id, invitationId), eq(siteInvitations.inviterId, inviterId)))
      .for("update");
    if (!row || row.state === "revoked") throw notFound("Invitation not found");
    if (row.state === "used") throw conflict("This invitation has already been used");
    if (row.state === "expired") throw conflict("This invitation has expired");
    await tx.update(siteInvitations).set({ expiresAt: revoked }).where(eq(siteInvitations.id, invitationId));
  });
}

/**
 * The inviter and the site's name, if the site and their standing let them invite. Their row
 * is locked, so that two of their requests at once take turns rather than both passing the
 * count of withinLimits.
 */
async function mayInvite(tx: Db, now: Clock, inviterId: number): Promise<{ inviter: UserRow; site: string }> {
  const [inviter] = await tx.select().from(users).where(eq(users.id, inviterId)).for("no key update");
  if (!inviter) throw unauthenticated();
  const { registration, name } = await getSiteSettings(tx);
  await assertMayInvite(tx, now, { inviter, registration });
  return { inviter, site: name };
}

/** Refuses `adding` more invitations beyond the member's limits: waiting at once, and made in a day. */
async function withinLimits(tx: Db, inviterId: number, adding: number): Promise<void> {
  const [{ waiting, today } = { waiting: 0, today: 0 }] = await tx
    .select({
      waiting: sql<number>`(count(*) filter (where ${invitationState} = 'waiting'))::int`,
      today: sql<number>`(count(*) filter (where ${siteInvitations.createdAt} > now() - interval '1 day'))::int`,
    })
    .from(siteInvitations)
    .where(eq(siteInvitations.inviterId, inviterId));
  if (today + adding > MAX_SITE_INVITATIONS_PER_DAY) {
    throw conflict(`You can make at most ${MAX_SITE_INVITATIONS_PER_DAY} invitations a day: please try again tomorrow`);
  }
  if (waiting + adding > MAX_WAITING_SITE_INVITATIONS) {
    throw conflict(`You can have at most ${MAX_WAITING_SITE_INVITATIONS} invitations waiting at once: revoke one, or wait until they are used`);
  }
}

/** A new invitation with a fresh code, in the caller's transaction. */
async function insertInvitation(tx: Db, { inviterId, email }: { inviterId: number; email: string | null }): Promise<SiteInvitationRow> {
  for (;;) {
    // Two codes alike in 2^72 is a unique violation: make another. A savepoint keeps the
    // caller's transaction usable after it.
    try {
      return await tx.transaction(async (sp) => {
        const [invitation] = await sp
          .insert(siteInvitations)
          .values({ code: newCode(), inviterId, email, expiresAt: sql`now() + make_interval(days => ${SITE_INVITATION_DAYS}::int)` })
          .returning();
        return invitation!;
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
}
