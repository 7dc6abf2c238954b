import { and, desc, eq, gt } from "drizzle-orm";
import type { Context } from "../../core/context";
import {
  type AccountEmail,
  type ChangeEmailBody,
  type ChangePasswordBody,
  EMAIL_LINK_HOURS,
  WRONG_CURRENT_PASSWORD,
} from "../../../contract/account-credentials";
import { COMMON_PASSWORD } from "../../../contract/auth";
import type { Clock } from "../../core/clock";
import type { Db } from "../../db/client";
import { type UserRow, accountTokens, users } from "../../db/schema";
import { addressChangeNoticeMail, confirmNewAddressMail } from "../../mail/messages/email-address";
import { passwordChangedMail } from "../../mail/messages/password";
import { enqueueMail } from "../../mail/outbox";
import { HOUR_MS, dropTokens, heldForRestore, linkTo, newToken, storeToken } from "./account-tokens";
import { EMAIL_TAKEN } from "./email-verification";
import { conflict, invalid, unauthenticated } from "../../core/errors";
import { forgotPasswordUrl } from "./password-reset";
import { hashPassword, isCommonPassword, verifyPassword } from "./passwords";
import { findUserByEmail, findUserById } from "../people/users";

const SAME_EMAIL = "That is already your email address";

/** The member, once they have proved it is them with their password (asked again for what takes over an account). */
async function withCurrentPassword(db: Db, userId: number, password: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthenticated();
  if (!(await verifyPassword(user.passwordHash, password))) throw invalid(WRONG_CURRENT_PASSWORD);
  return user;
}

/** The member's address, whether it is confirmed, and the new one waiting for its link, if any. */
export async function accountEmail(db: Db, now: Clock, userId: number): Promise<AccountEmail> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthenticated();
  const [pending] = await db
    .select({ email: accountTokens.email })
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, "change-email"), gt(accountTokens.expiresAt, new Date(now()))))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return { email: user.email, emailVerified: user.emailVerifiedAt !== null, pendingEmail: pending?.email ?? null };
}

/**
 * Sets a new password: the member's other sessions end (whoever else had the account is
 * out, this browser stays in), reset links and a change of address waiting for confirmation
 * are dropped, and the account's address is told.
 */
export async function changePassword(
  { db, sessions, mail }: Context,
  { userId, sessionId }: { userId: number; sessionId: string },
  body: ChangePasswordBody,
): Promise<void> {
  const user = await withCurrentPassword(db, userId, body.currentPassword);
  if (isCommonPassword(body.newPassword)) throw invalid(COMMON_PASSWORD);
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await dropTokens(tx, user.id, ["reset-password", "change-email"]);
    if (!user.isDemo) await enqueueMail(tx, { to: user.email, userId: user.id, ...passwordChangedMail(forgotPasswordUrl(mail), user.language) });
  });
  await sessions.end(user.id, { except: sessionId });
  mail.sender.kick();
}

/**
 * Starts a change of address: the new address gets a link that makes the change (nothing
 * changes until it is opened), and the present one is told how to stop it. A newer request
 * replaces an older one still waiting. An address another account may still take back is taken.
 */
export async function requestEmailChange({ db, mail, now }: Context, userId: number, body: ChangeEmailBody): Promise<void> {
  const user = await withCurrentPassword(db, userId, body.currentPassword);
  if (user.email.toLowerCase() === body.email.toLowerCase()) throw invalid(SAME_EMAIL);
  if ((await findUserByEmail(db, body.email)) || (await heldForRestore(db, now, body.email, user.id))) throw conflict(EMAIL_TAKEN);
  if (user.isDemo) return;
  const { token, id } = newToken();
  await db.transaction(async (tx) => {
    await dropTokens(tx, user.id, ["change-email"]);
    await storeToken(tx, now, { id, userId: user.id, purpose: "change-email", email: body.email, ttlMs: EMAIL_LINK_HOURS * HOUR_MS });
    await enqueueMail(tx, {
      to: body.email,
      userId: user.id,
      ...confirmNewAddressMail(body.email, linkTo(mail, "verify-email", token), user.language),
    });
    await enqueueMail(tx, { to: user.email, userId: user.id, ...addressChangeNoticeMail(body.email, forgotPasswordUrl(mail), user.language) });
  });
  mail.sender.kick();
}

/** Drops a change of address still waiting for its link, so the link no longer works (nothing waiting is the same outcome). */
export async function cancelEmailChange(db: Db, userId: number): Promise<void> {
  await dropTokens(db, userId, ["change-email"]);
}
