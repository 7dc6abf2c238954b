import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { queryRows } from "../../server/db/client";
import { type ReceivedMail, type TestSmtp, linkIn, startTestSmtp } from "./smtp";
import { type TestApp, createTestApp } from "./test-app";

export type MailApp = {
  t: TestApp;
  smtp: TestSmtp;
  /** Moves the app's clock on (expiries, rate-limit windows). */
  advance(ms: number): void;
};

/**
 * One app per test file that sends its mail to a test SMTP server, on a clock the tests move.
 * Mail limits are lifted unless `env` sets them: the rate-limit tests make apps of their own.
 */
export function useMailApp(env: Record<string, string> = {}): () => MailApp {
  let made: MailApp | undefined;
  beforeAll(async () => {
    // Real time plus whatever the tests skipped: queued mail is due at the database's now().
    let skipped = 0;
    const smtp = await startTestSmtp();
    const t = await createTestApp({
      env: { SMTP_URL: smtp.url, RATE_LIMIT_MAIL_ACCOUNT_MAX: "10000", RATE_LIMIT_MAIL_IP_MAX: "10000", ...env },
      now: () => Date.now() + skipped,
    });
    made = { t, smtp, advance: (ms) => (skipped += ms) };
  });
  afterAll(async () => {
    await made?.t.close();
    await made?.smtp.close();
  });
  return () => {
    if (!made) throw new Error("useMailApp: the app is not ready yet");
    return made;
  };
}

/** The first mail to this address with this subject, waiting for it to arrive. */
export const mailTo = (smtp: TestSmtp, address: string, subject: string): Promise<ReceivedMail> =>
  smtp.waitFor((m) => m.envelopeTo.includes(address.toLowerCase()) && m.subject === subject);

/** The token a mailed link carries. */
export function tokenIn(mail: ReceivedMail, page: "reset-password" | "verify-email"): string {
  const link = new URL(linkIn(mail, `http://koinonia.test/${page}?token=`));
  const token = link.searchParams.get("token");
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return token!;
}

export const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/**
 * Waits until every queued mail has gone out: a sent mail's row is deleted only once the
 * server has it, so after this "no mail came" means none will.
 */
export async function drainOutbox(app: MailApp): Promise<void> {
  await expect
    .poll(async () => (await queryRows<{ n: number }>(app.t.db, sql`select count(*)::int as n from mail_outbox`))[0]!.n, { timeout: 10_000 })
    .toBe(0);
}
