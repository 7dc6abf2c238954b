import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { queryRows } from "../../server/db/client";
import { users } from "../../server/db/schema";
import { type SignedInUser, createUser } from "./factories";
import type { ReceivedMail, TestSmtp } from "./smtp";
import type { TestApp } from "./test-app";

// Every new member is sent a link to confirm their address; the notice mail tests look past it.
const WELCOME_SUBJECT = "Welcome to Koinonia: please confirm your email address";

/** A mail to this address other than the welcome every member gets at sign-up. */
export const noticeMailTo = (address: string) => (m: ReceivedMail) => m.subject !== WELCOME_SUBJECT && m.envelopeTo.includes(address);

/** What the test server received for this address, past the welcome mail. */
export const noticeMailsTo = (smtp: TestSmtp, address: string) => smtp.messages.filter(noticeMailTo(address));

/** A member whose address is verified (set in the database: verifying has its own tests). */
export async function verifiedMember(t: TestApp, firstName: string, lastName: string): Promise<SignedInUser> {
  const member = await createUser(t, { firstName, lastName });
  await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, member.user.id));
  return member;
}

/**
 * Waits until the notice mailer has looked at every notice stored so far: from then on, a mail
 * it queued for one of them is in the outbox or already sent.
 */
export async function noticesLookedAt(t: TestApp): Promise<void> {
  await expect
    .poll(async () => (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from notice_mails`))[0]!.n, { timeout: 10_000 })
    .toBe(0);
}

/** Mail queued for this address and not sent yet, past the welcome mail. */
export async function queuedFor(t: TestApp, address: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from mail_outbox where to_address = ${address} and subject <> ${WELCOME_SUBJECT}`,
  );
  return row!.n;
}
