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
 * and the church whose invitation they came by.
 */
export async function registerUser({ db, mail, now, tell }: Context, body: RegisterBody): Promise<SignedUp> {
  const site = await getSiteSettings(db);
  const invitedTo = await assertMaySignUp(db, site, body);
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
      if (invitedTo && body.invitation) await joinByLinkIn(tx, { churchId: invitedTo, userId: row!.id, code: body.invitation });
      const notices = site.registration === "approval" ? await awaitApproval(tx, row!) : [];
      return { user: row!, notices };
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

/**
 * Who may sign up, as the site decides: anyone (open, or by approval: then they wait), only
 * someone holding a church's invitation link, or nobody; and where the site has rules, only
 * someone who accepts them. Returns the church an invitation (if any) leads to.
 */
async function assertMaySignUp(db: Db, site: SiteSettings, body: RegisterBody): Promise<number | null> {
  if (site.registration === "closed") throw forbidden("Sign-ups are closed on this site");
  const invitedTo = body.invitation ? (await previewInviteLink(db, body.invitation)).id : null;
  if (site.registration === "invitation" && invitedTo === null)
    throw forbidden("Sign-ups on this site are by invitation: use the link you were sent");
  if (site.rules && body.acceptRules !== true) throw invalid("Please accept the site's rules");
  return invitedTo;
}
