import { and, eq, sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import { EMAIL_LINK_HOURS, type EmailConfirmed, INVALID_LINK, RESTORE_LINK_DAYS } from "../../../contract/account-credentials";
import type { Clock } from "../../core/clock";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { type UserRow, users } from "../../db/schema";
import type { ComposedMail } from "../../mail/compose";
import { addressChangedMail, confirmAddressMail, welcomeMail } from "../../mail/messages/email-address";
import { enqueueMail } from "../../mail/outbox";
import { HOUR_MS, dropTokens, heldForRestore, linkTo, newToken, storeToken, takeToken } from "./account-tokens";
import type { AccountMail } from "../../core/context";
import { conflict, invalid, unauthenticated } from "../../core/errors";
import { settleAdminRole } from "./site-roles";
import { findUserById } from "../people/users";

export const EMAIL_TAKEN = "An account with this email already exists";
const ALREADY_CONFIRMED = "Your email address is already confirmed.";

const EMAIL_LINK_MS = EMAIL_LINK_HOURS * HOUR_MS;

/** Queues a link that confirms the member's present address, in the caller's transaction. */
async function queueConfirmation(tx: Db, mail: AccountMail, now: Clock, user: UserRow, compose: (link: string) => ComposedMail) {
  const { token, id } = newToken();
  // Only the newest link works: an older mail in the inbox would only confuse.
  await dropTokens(tx, user.id, ["verify-email"]);
  await storeToken(tx, now, { id, userId: user.id, purpose: "verify-email", email: user.email, ttlMs: EMAIL_LINK_MS });
  await enqueueMail(tx, { to: user.email, userId: user.id, ...compose(linkTo(mail, "verify-email", token)) });
}

/** The welcome mail of a new account, with its confirmation link (in the sign-up's transaction). */
export const queueWelcome = (tx: Db, mail: AccountMail, now: Clock, user: UserRow) =>
  queueConfirmation(tx, mail, now, user, (link) => welcomeMail(user.firstName, link, user.language));

/** A new confirmation link for the signed-in member's address; returns the address it goes to. */
export async function resendConfirmation({ db, mail, now }: Context, userId: number): Promise<string> {
  const email = await db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw unauthenticated();
    if (user.emailVerifiedAt) throw conflict(ALREADY_CONFIRMED);
    // Demo people are never mailed.
    if (!user.isDemo) await queueConfirmation(tx, mail, now, user, (link) => confirmAddressMail(link, user.language));
    return user.email;
  });
  mail.sender.kick();
  return email;
}

/**
 * Opens a mailed address link:
 * - a sign-up's (or resent) confirmation marks the address confirmed, and drops the account's
 *   other confirmation links;
 * - a change of address's makes the new address the account's, confirmed, drops every other
 *   link of the account (they went to the address it has just left), and mails the address it
 *   left a link that takes the account back;
 * - that restore link puts the old address back, drops every other link, and ends every
 *   session: whoever moved the account knew the password, and is out until it is reset.
 * An address the operator named (`adminEmails`) makes its account an admin once confirmed so.
 */
export async function confirmEmail({ db, sessions, mail, now }: Context, token: string, adminEmails: readonly string[]): Promise<EmailConfirmed> {
  let confirmed: EmailConfirmed & { userId: number };
  try {
    confirmed = await db.transaction(async (tx) => {
      const link = await takeToken(tx, now, token, ["verify-email", "change-email", "restore-email"]);
      const at = new Date(now());
      const moves = link.purpose !== "verify-email";
      const before = link.purpose === "change-email" ? await findUserById(tx, link.userId) : undefined;
      const [confirmedRow] = await tx
        .update(users)
        .set(
          moves
            ? { email: link.email, emailVerifiedAt: at, updatedAt: at }
            : { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()})` },
        )
        // A confirmation sent to an address the account has since left confirms nothing.
        .where(and(eq(users.id, link.userId), moves ? undefined : sql`lower(${users.email}) = lower(${link.email})`))
        .returning();
      if (!confirmedRow) throw invalid(INVALID_LINK);
      // An address another account may still take back is not free, even for a link sent before that move.
      if (link.purpose === "change-email" && (await heldForRestore(tx, now, link.email, link.userId))) throw conflict(EMAIL_TAKEN);
      const user = await settleAdminRole(tx, adminEmails, confirmedRow);
      if (!moves) {
        await dropTokens(tx, user.id, ["verify-email"]);
        return { userId: user.id, email: user.email, changed: false, restored: false };
      }
      const restored = link.purpose === "restore-email";
      await dropTokens(
        tx,
        user.id,
        restored ? ["verify-email", "change-email", "reset-password", "restore-email"] : ["verify-email", "change-email", "reset-password"],
      );
      // The old owner learns where the account went, with the way back in case it was not them.
      if (before && !user.isDemo) {
        const { token: restore, id } = newToken();
        await storeToken(tx, now, {
          id,
          userId: user.id,
          purpose: "restore-email",
          email: before.email,
          ttlMs: RESTORE_LINK_DAYS * 24 * HOUR_MS,
        });
        await enqueueMail(tx, {
          to: before.email,
          userId: user.id,
          ...addressChangedMail(user.email, linkTo(mail, "verify-email", restore), user.language),
        });
      }
      return { userId: user.id, email: user.email, changed: !restored, restored };
    });
  } catch (err) {
    // Someone else took the address after the link was sent; the link stays as it was.
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
    throw err;
  }
  const { userId, ...outcome } = confirmed;
  if (outcome.restored) await sessions.end(userId);
  if (outcome.changed) mail.sender.kick();
  return outcome;
}
