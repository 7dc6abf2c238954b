import { COMMON_PASSWORD, type LoginBody, type RegisterBody } from "../../../contract/auth";
import type { Context } from "../../core/context";
import type { Clock } from "../../core/clock";
import type { Db } from "../../db/client";
import { type UserRow, users } from "../../db/schema";
import { heldForRestore } from "./account-tokens";
import { EMAIL_TAKEN, queueWelcome } from "./email-verification";
import { conflict, forbidden, invalid, unauthenticated } from "../../core/errors";
import { isUniqueViolation } from "../../db/errors";
import { decoyHash, hashPassword, isCommonPassword, verifyPassword } from "./passwords";
import { findUserByEmail } from "../people/users";
import { refuseHeldAccount } from "./account-holds";
import { openSuggestionList } from "../people/suggestion-lists";
import { joinByLinkIn, previewInviteLink } from "../churches/church-links";
import { addChurchMember } from "../churches/church-members";
import { awaitApproval, isWaiting } from "../site/signup-approvals";
import { isWorkingInvitation, redeemInvitation } from "../site/site-invitation-sign-up";
import { getSiteSettings } from "../site/site-settings";
import type { SiteSettings } from "../../../contract/site";

const INVALID_CREDENTIALS = "Invalid email or password";

/** What a sign-up made: the account, and whether it waits for an admin to admit it. */
export type SignedUp = { user: UserRow; waiting: boolean };

/**
 * A new account, a member, and in the same transaction its welcome mail with the link that
 * confirms its address (an address the operator named makes an admin only once confirmed). An
 * address another account may still take back (its restore link is live) counts as taken.
 * The site decides who may sign up (see assertMaySignUp); a new member joins its home church,
 * and the church whose invitation they came by; a member's invitation they came by is used up.
 */
export async function registerUser({ db, mail, now, tell }: Context, body: RegisterBody): Promise<SignedUp> {
  const site = await getSiteSettings(db);
  const invitation = await assertMaySignUp(db, site, body);
  if (isCommonPassword(body.password)) throw invalid(COMMON_PASSWORD);
  const passwordHash = await hashPassword(body.password);
  try {
    const { user, notices } = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: body.email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          language: body.language,
        })
        .returning();
      // Checked after the insert: a move off this address that was committing meanwhile made
      // the insert wait, and its restore link is seen now.
      if (await heldForRestore(tx, now, body.email, null)) throw conflict(EMAIL_TAKEN);
      await queueWelcome(tx, mail, now, row!);
      await openSuggestionList(tx, row!.id);
      if (site.homeChurchId !== null) await addChurchMember(tx, { churchId: site.homeChurchId, userId: row!.id });
      if (invitation && "churchId" in invitation)
        await joinByLinkIn(tx, { churchId: invitation.churchId, userId: row!.id, code: invitation.code });
      const waiting = site.registration === "approval";
      const accepted =
        invitation && !("churchId" in invitation)
          ? await redeemInvitation(tx, { code: invitation.code, newcomer: row!, tellInviter: !waiting })
          : null;
      const notices = waiting ? await awaitApproval(tx, row!) : [];
      return { user: row!, notices: accepted ? [...notices, accepted] : notices };
    });
    mail.sender.kick();
    for (const notice of notices) tell.notice(notice);
    return { user, waiting: site.registration === "approval" };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
    throw err;
  }
}

/**
 * The user whose e-mail and password these are; one answer for every kind of miss. A
 * suspended or banned account is refused, told why.
 */
export async function authenticate(db: Db, now: Clock, body: LoginBody): Promise<UserRow> {
  const user = await findUserByEmail(db, body.email);
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), body.password);
  if (!user || !ok) throw unauthenticated(INVALID_CREDENTIALS);
  await refuseHeldAccount(db, now, user.id);
  if (await isWaiting(db, user.id)) throw forbidden(STILL_WAITING);
  return user;
}

const STILL_WAITING = "Your sign-up is waiting for an admin's approval; we will e-mail you when you can sign in.";

/** The invitation a sign-up came with: a member's to the site, or a church's link (and its church). */
type Invitation = { code: string } | { code: string; churchId: number };

/**
 * Who may sign up, as the site decides: anyone (open, or by approval: then they wait), only
 * someone holding an invitation (a member's, or a church's link), or nobody; and where the site
 * has rules, only someone who accepts them. An invitation sent must work, whatever the site's
 * way: an open site takes one all the same (it is used up, and its maker told), and where an
 * admin admits each newcomer it does not spare the wait. Returns the invitation.
 */
async function assertMaySignUp(db: Db, site: SiteSettings, body: RegisterBody): Promise<Invitation | null> {
  if (site.registration === "closed") throw forbidden("Sign-ups are closed on this site");
  const code = body.invitation;
  const invitation = !code ? null : (await isWorkingInvitation(db, code)) ? { code } : { code, churchId: (await previewInviteLink(db, code)).id };
  if (site.registration === "invitation" && invitation === null)
    throw forbidden("Sign-ups on this site are by invitation: use the link you were sent");
  if (site.rules && body.acceptRules !== true) throw invalid("Please accept the site's rules");
  return invitation;
}
