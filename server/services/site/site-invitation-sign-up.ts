import { eq, sql } from "drizzle-orm";
import { displayName } from "../../../contract/display-name";
import { conflict, notFound } from "../../core/errors";
import type { Db } from "../../db/client";
import { type NotificationRow, type SiteInvitationRow, type UserRow, siteInvitations, users } from "../../db/schema";
import { mailMessages, params } from "../../mail/i18n";
import { bannedIds } from "../../policies/person";
import { notify } from "../notifications/notifications";
import { invitationState } from "./site-invitations";

// A member's invitation as its holder meets it: the sign-up page shows who invited them, and
// the sign-up uses it. It works once, until it expires, while its maker is still here and not
// banned (a banned member vouches for nobody any more).

const acceptedWords = mailMessages("notices/site-invitation-accepted", {
  title: "Your invitation was accepted",
  message: params("{name} accepted your invitation and has joined."),
});

// The same words as for a church's link that no longer works: to its holder, both are links.
const NO_LONGER_VALID = "This invitation link is no longer valid";

type Found = { invitation: SiteInvitationRow; inviter: UserRow };

/** The invitation this code names and its maker, if it still works; refused with the reason if not; null for no such code. */
async function findWorking(db: Db, code: string): Promise<Found | null> {
  const [row] = await db
    .select({
      invitation: siteInvitations,
      inviter: users,
      state: invitationState,
      inviterBanned: sql<boolean>`${siteInvitations.inviterId} in (${bannedIds})`,
    })
    .from(siteInvitations)
    .innerJoin(users, eq(users.id, siteInvitations.inviterId))
    .where(eq(siteInvitations.code, code));
  if (!row) return null;
  if (row.state === "revoked" || row.inviterBanned) throw notFound(NO_LONGER_VALID);
  if (row.state === "used") throw conflict("This invitation has already been used");
  if (row.state === "expired") throw conflict("This invitation has expired: please ask for a new one");
  return { invitation: row.invitation, inviter: row.inviter };
}

/** Who invited whoever holds a working code, for them to see before signing up (signed in or not). */
export async function previewInvitation(db: Db, code: string): Promise<Found> {
  const found = await findWorking(db, code);
  if (!found) throw notFound(NO_LONGER_VALID);
  return found;
}

/** Whether a sign-up's code is a member's working invitation (false: it may be a church's link); refused if it no longer works. */
export async function isWorkingInvitation(db: Db, code: string): Promise<boolean> {
  return (await findWorking(db, code)) !== null;
}

/**
 * In the sign-up's transaction: the newcomer uses the invitation. Of two sign-ups with one code
 * at once, the second waits on the row the first changed, then finds it used and is refused,
 * and its account is not made. The inviter is told (`tellInviter`), unless the newcomer must
 * first wait for an admin.
 */
export async function redeemInvitation(
  tx: Db,
  { code, newcomer, tellInviter }: { code: string; newcomer: UserRow; tellInviter: boolean },
): Promise<NotificationRow | null> {
  const [used] = await tx
    .update(siteInvitations)
    .set({ usedBy: newcomer.id, usedAt: sql`now()` })
    .where(sql`${siteInvitations.code} = ${code} and ${invitationState} = 'waiting' and ${siteInvitations.inviterId} not in (${bannedIds})`)
    .returning();
  if (!used) {
    // Taken, revoked or expired since the sign-up first looked: refused with the reason.
    await findWorking(tx, code);
    throw notFound(NO_LONGER_VALID);
  }
  if (!tellInviter) return null;
  return notify(tx, {
    userId: used.inviterId,
    actorId: newcomer.id,
    type: "invitation_accepted",
    title: (language) => acceptedWords(language).title,
    message: (language) => acceptedWords(language).message({ name: displayName(newcomer) }),
  });
}
