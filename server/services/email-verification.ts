import { and, eq, sql } from "drizzle-orm";
import { EMAIL_LINK_HOURS, INVALID_LINK, type EmailConfirmed } from "../../contract/account-credentials";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { type UserRow, users } from "../db/schema";
import type { ComposedMail } from "../mail/compose";
import { addressChangedMail, confirmAddressMail, welcomeMail } from "../mail/messages/email-address";
import { enqueueMail } from "../mail/outbox";
import { type AccountMail, HOUR_MS, dropTokens, linkTo, newToken, storeToken, takeToken } from "./account-tokens";
import { conflict, invalid, unauthenticated } from "./errors";
import { findUserById } from "./users";

export const EMAIL_TAKEN = "An account with this email already exists";
export const ALREADY_CONFIRMED = "Your email address is already confirmed.";

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
  queueConfirmation(tx, mail, now, user, (link) => welcomeMail(user.firstName, link));

/** A new confirmation link for the signed-in member's address; returns the address it goes to. */
export async function resendConfirmation(db: Db, mail: AccountMail, now: Clock, userId: number): Promise<string> {
  const email = await db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw unauthenticated();
    if (user.emailVerifiedAt) throw conflict(ALREADY_CONFIRMED);
    // Demo people are never mailed.
    if (!user.isDemo) await queueConfirmation(tx, mail, now, user, confirmAddressMail);
    return user.email;
  });
  mail.sender.kick();
  return email;
}

/**
 * Opens a mailed address link: a sign-up's (or resent) confirmation marks the address
 * confirmed, and drops the account's other confirmation links; a change of address's makes
 * the new address the account's, confirmed, and drops every other link of the account (they
 * went to the address it has just left), and tells the address it left.
 */
export async function confirmEmail(db: Db, mail: AccountMail, now: Clock, token: string): Promise<EmailConfirmed> {
  let confirmed: EmailConfirmed;
  try {
    confirmed = await db.transaction(async (tx) => {
      const link = await takeToken(tx, now, token, ["verify-email", "change-email"]);
      const at = new Date(now());
      const changed = link.purpose === "change-email";
      const before = changed ? await findUserById(tx, link.userId) : undefined;
      const [user] = await tx
        .update(users)
        .set(
          changed
            ? { email: link.email, emailVerifiedAt: at, updatedAt: at }
            : { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()})` },
        )
        // A confirmation sent to an address the account has since left confirms nothing.
        .where(and(eq(users.id, link.userId), changed ? undefined : sql`lower(${users.email}) = lower(${link.email})`))
        .returning();
      if (!user) throw invalid(INVALID_LINK);
      if (changed) {
        await dropTokens(tx, user.id, ["verify-email", "change-email", "reset-password"]);
        // The old owner learns where the account went, in case it was not them.
        if (before && !user.isDemo) {
          await enqueueMail(tx, { to: before.email, userId: user.id, ...addressChangedMail(user.email, `${mail.publicUrl}/settings`) });
        }
      } else await dropTokens(tx, user.id, ["verify-email"]);
      return { email: user.email, changed };
    });
  } catch (err) {
    // Someone else took the address after the link was sent; the link stays as it was.
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
    throw err;
  }
  if (confirmed.changed) mail.sender.kick();
  return confirmed;
}
