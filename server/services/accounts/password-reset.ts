import { and, eq, sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import { COMMON_PASSWORD } from "../../../contract/auth";
import { INVALID_LINK, RESET_LINK_HOURS, type ResetPasswordBody } from "../../../contract/account-credentials";
import type { Language } from "../../../contract/languages";
import { queryRows } from "../../db/client";
import { users } from "../../db/schema";
import { passwordChangedMail, passwordResetMail } from "../../mail/messages/password";
import { enqueueMail } from "../../mail/outbox";
import { HOUR_MS, dropTokens, expectLiveToken, linkTo, newToken, takeToken } from "./account-tokens";
import type { AccountMail } from "../../core/context";
import { invalid } from "../../core/errors";
import { hashPassword, isCommonPassword } from "./passwords";
import { settleAdminRole } from "./site-roles";

/** Where a member who did not make a change is sent to take the account back. */
export const forgotPasswordUrl = (mail: AccountMail) => `${mail.publicUrl}/forgot-password`;

/**
 * Mails a reset link to the account with this address, if there is one (demo people are
 * never mailed). The answer and its time must not tell whether there is: the same statements
 * run either way, each writing its row only when the account exists, and the mail is composed
 * either way, in the language of whoever asks (the account's own is not looked up before).
 */
export async function requestPasswordReset({ db, mail, now }: Context, email: string, language: Language): Promise<void> {
  const { token, id } = newToken();
  const at = now();
  const content = passwordResetMail(linkTo(mail, "reset-password", token), language);
  const account = sql`select id, email from users where lower(email) = lower(${email}) and not is_demo`;
  await db.transaction(async (tx) => {
    // A commit that wrote waits for its log to reach the disk; one that wrote nothing (no
    // account) does not, and the difference would show in the answer's time. This one does
    // not wait either way: a crash in that moment loses a reset request, which can be asked again.
    await queryRows(tx, sql`set local synchronous_commit = off`);
    await queryRows(
      tx,
      sql`delete from account_tokens where user_id in (select id from (${account}) a) and expires_at <= ${new Date(at).toISOString()}`,
    );
    await queryRows(
      tx,
      sql`insert into account_tokens (id, user_id, purpose, email, expires_at)
          select ${id}, id, 'reset-password', email, ${new Date(at + RESET_LINK_HOURS * HOUR_MS).toISOString()} from (${account}) a`,
    );
    // What enqueueMail writes, for the account if it exists.
    await queryRows(
      tx,
      sql`insert into mail_outbox (user_id, to_address, subject, text_body, html_body, headers)
          select id, email, ${content.subject}, ${content.text}, ${content.html}, ${JSON.stringify(content.headers)}::jsonb from (${account}) a`,
    );
  });
  mail.sender.kick();
}

/**
 * Sets a new password through a reset link. The link proved the address, so it is marked
 * confirmed (and an address the operator named, `adminEmails`, makes an admin); every session
 * of the account ends (whoever had it is out), and the account's other reset links and any
 * change of address waiting for confirmation are dropped.
 */
export async function resetPassword(
  { db, sessions, mail, now }: Context,
  body: ResetPasswordBody,
  adminEmails: readonly string[],
): Promise<void> {
  if (isCommonPassword(body.password)) throw invalid(COMMON_PASSWORD);
  await expectLiveToken(db, now, body.token, ["reset-password"]);
  const passwordHash = await hashPassword(body.password);
  const userId = await db.transaction(async (tx) => {
    const link = await takeToken(tx, now, body.token, ["reset-password"]);
    const at = new Date(now());
    const [reset] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()})`, updatedAt: at })
      // A link sent to an address the account no longer has proves nothing.
      .where(and(eq(users.id, link.userId), sql`lower(${users.email}) = lower(${link.email})`))
      .returning();
    if (!reset) throw invalid(INVALID_LINK);
    // The link proved the address, as a confirmation link does.
    const user = await settleAdminRole(tx, adminEmails, reset);
    await dropTokens(tx, user.id, ["reset-password", "change-email"]);
    await enqueueMail(tx, { to: user.email, userId: user.id, ...passwordChangedMail(forgotPasswordUrl(mail), user.language) });
    return user.id;
  });
  await sessions.end(userId);
  mail.sender.kick();
}
