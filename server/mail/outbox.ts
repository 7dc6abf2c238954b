import { eq, sql } from "drizzle-orm";
import type { Clock } from "../core/clock";
import { type Db, queryRows } from "../db/client";
import { mailOutbox } from "../db/schema";
import { type BackgroundTask, startBackgroundTask } from "../core/background-task";
import type { Log } from "../core/log";
import type { ComposedMail } from "./compose";
import { type MailTransport, PermanentMailError } from "./transport";

/** A mail to queue: who it is for, and what `composeMail` made of it. */
export type OutgoingMail = ComposedMail & { to: string; userId: number | null };

/**
 * Queues a mail in the caller's transaction: it is sent once that commits, and never if it
 * rolls back. Call `MailSender.kick()` after the commit to send it at once.
 */
export async function enqueueMail(tx: Db, mail: OutgoingMail): Promise<void> {
  await tx.insert(mailOutbox).values({
    userId: mail.userId,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    headers: mail.headers,
  });
}

const BATCH = 20;
// A process that took a mail has it to itself this long. Every SMTP step times out far
// sooner, so another process takes it up only if this one died while sending.
const LEASE_MS = 5 * 60 * 1000;
// Waits after the 1st, 2nd, ... failure: a minute, doubling to 6 hours; a mail that still
// cannot be sent after about two days is given up (and logged).
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 60 * 60 * 1000;
const MAX_ATTEMPTS = 15;

const retryDelayMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);

type Row = {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string>;
  attempts: number;
};

/**
 * Leases up to BATCH due mails to this process; rows another process holds are skipped. A row
 * is due once its time has come by the app's clock or the database's: a new mail is stamped
 * with the database's microseconds, which the app's millisecond clock may not have reached
 * when it is kicked right after the commit.
 */
async function takeDue(db: Db, at: number): Promise<Row[]> {
  return queryRows<Row>(
    db,
    sql`update mail_outbox set next_attempt_at = ${new Date(at + LEASE_MS).toISOString()}
        where id in (select id from mail_outbox where next_attempt_at <= greatest(${new Date(at).toISOString()}::timestamptz, now())
                     order by next_attempt_at limit ${BATCH} for update skip locked)
        returning id, to_address, subject, text_body, html_body, headers, attempts`,
  );
}

async function failed(db: Db, row: Row, err: unknown, at: number, log: Log): Promise<void> {
  const attempts = row.attempts + 1;
  const message = err instanceof Error ? err.message : String(err);
  if (err instanceof PermanentMailError || attempts >= MAX_ATTEMPTS) {
    log.error({ mailId: row.id, attempts, error: message }, "mail given up: the mail server would not take it");
    await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
    return;
  }
  log.warn({ mailId: row.id, attempts, error: message }, "mail not sent; will retry");
  await db
    .update(mailOutbox)
    .set({ attempts, lastError: message.slice(0, 1000), nextAttemptAt: new Date(at + retryDelayMs(attempts)) })
    .where(eq(mailOutbox.id, row.id));
}

/**
 * Sends every mail that is due, batch by batch; returns how many were sent. A sent mail's
 * row is deleted. Should this process die between the mail server's "accepted" and that
 * delete, the mail goes again once its lease ends: at least once, never lost.
 */
export async function deliverDueMail(db: Db, transport: MailTransport, now: Clock, log: Log): Promise<number> {
  let sent = 0;
  for (;;) {
    const rows = await takeDue(db, now());
    for (const row of rows) {
      try {
        await transport.send({ to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body, headers: row.headers });
      } catch (err) {
        await failed(db, row, err, now(), log);
        continue;
      }
      await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
      sent++;
    }
    if (rows.length < BATCH) return sent;
  }
}

/** `kick()` once mail was queued: it is sent now rather than at the next poll. */
export type MailSender = BackgroundTask;

/**
 * Sends queued mail in the background: at once when kicked by this process, and every
 * `pollMs` for mail queued by another process or due for a retry. Several processes share the
 * queue: each leases the rows it sends.
 */
export function startMailSender(db: Db, transport: MailTransport, now: Clock, log: Log, pollMs = 5000): MailSender {
  const task = startBackgroundTask(() => deliverDueMail(db, transport, now, log).then(() => {}), {
    name: "mail_sender",
    everyMs: pollMs,
    log,
    failure: "mail sender failed; will retry",
  });
  return {
    kick: task.kick,
    async close() {
      await task.close();
      transport.close();
    },
  };
}
