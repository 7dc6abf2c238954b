import { type SQL, sql } from "drizzle-orm";
import type { Language } from "../../../contract/languages";
import type { MailPreferences } from "../../../contract/mail-preferences";
import type { Clock } from "../../core/clock";
import { type Db, queryRows } from "../../db/client";
import { mailPreferences } from "../../db/schema";
import { digestMail } from "../../mail/messages/notices";
import { enqueueMail } from "../../mail/outbox";
import { type BackgroundTask, startBackgroundTask } from "../../core/background-task";
import type { Log } from "../../core/log";
import { DIGEST_KINDS, cadenceSql } from "./mail-preferences";
import { type MailLinks, unsubscribeUrl } from "./unsubscribe-links";

const DAY_MS = 24 * 60 * 60 * 1000;
// However long since the last digest, it reaches back no further than this: a kind switched
// to daily, or a mailer down for days, must not bring up notices long gone by.
const FURTHEST_BACK_MS = 7 * DAY_MS;
const FIRST_LOOK_MS = 60_000;
/** Members handled per transaction. */
const BATCH = 50;
/** Notices a digest lists; it counts the rest ("And 4 more."). */
const DIGEST_LISTED = 20;

/**
 * The notices a digest covers, as conditions on notifications `n` with the member's users row
 * `u` and mail_preferences row `p` (left-joined): unread, of a kind they want daily, stored
 * since their last digest (or within the last day, before their first), and only for a
 * verified address of a real member.
 */
function covered(at: number): SQL {
  const dayAgo = new Date(at - DAY_MS).toISOString();
  const furthest = new Date(at - FURTHEST_BACK_MS).toISOString();
  return sql`not n.is_read
    and u.email_verified_at is not null and not u.is_demo
    and (p.digest_sent_at is null or p.digest_sent_at <= ${dayAgo})
    and n.created_at > greatest(coalesce(p.digest_sent_at, ${dayAgo}), ${furthest})
    and ${cadenceSql("n", "p")} = 'daily'`;
}

type Member = { user_id: number; email: string; language: Language } & MailPreferences;

/**
 * Sends every digest that is due: one mail per member with unread notices of their daily
 * kinds, at most once in 24 hours (by the app's clock), then notes when it went. Several
 * processes may run this at once: each member's preferences row is locked while their digest
 * is made and re-checked under the lock, so no digest goes twice. Returns how many were queued
 * (kick the mail sender after).
 */
export async function sendDueDigests(db: Db, links: MailLinks, now: Clock): Promise<number> {
  let queued = 0;
  for (;;) {
    const at = now();
    // Who has something to digest, through the small index of unread notices.
    const due = await queryRows<{ user_id: number }>(
      db,
      sql`select distinct n.user_id from notifications n
        join users u on u.id = n.user_id
        left join mail_preferences p on p.user_id = n.user_id
        where ${covered(at)}
        limit ${BATCH}`,
    );
    if (due.length === 0) return queued;
    const ids = due.map((d) => d.user_id);
    // A row to lock for each of them (the defaults, for a member who never chose).
    await db
      .insert(mailPreferences)
      .values(ids.map((userId) => ({ userId })))
      .onConflictDoNothing();
    const { locked, sent } = await db.transaction((tx) => digestBatch(tx, links, ids, at));
    queued += sent;
    // Fewer due than a batch: that was all. None locked: other processes have them in hand.
    if (due.length < BATCH || locked === 0) return queued;
  }
}

async function digestBatch(tx: Db, links: MailLinks, ids: number[], at: number): Promise<{ locked: number; sent: number }> {
  const dayAgo = new Date(at - DAY_MS).toISOString();
  const members = await queryRows<Member>(
    tx,
    sql`select p.user_id, u.email, u.language, p.connection_requests as "connectionRequests", p.comments, p.prayers,
        p.group_invitations as "groupInvitations", p.church_news as "churchNews", p.events, p.messages
      from mail_preferences p join users u on u.id = p.user_id
      where p.user_id in ${ids} and (p.digest_sent_at is null or p.digest_sent_at <= ${dayAgo})
      for update of p skip locked`,
  );
  let sent = 0;
  for (const member of members) {
    const notices = await queryRows<{ message: string; total: number }>(
      tx,
      sql`select n.message, (count(*) over ())::int as total
        from notifications n join users u on u.id = n.user_id join mail_preferences p on p.user_id = n.user_id
        where n.user_id = ${member.user_id}::integer and ${covered(at)}
        order by n.id desc limit ${DIGEST_LISTED}`,
    );
    // Read (or withdrawn) since it was found: nothing to send, and the next notice is still due.
    if (notices.length === 0) continue;
    const dailyKinds = DIGEST_KINDS.filter((kind) => member[kind] === "daily");
    const content = digestMail(
      notices,
      notices[0]!.total,
      dailyKinds,
      {
        publicUrl: links.publicUrl,
        unsubscribeUrl: unsubscribeUrl(links, member.user_id, "digest"),
      },
      member.language,
    );
    await enqueueMail(tx, { to: member.email, userId: member.user_id, ...content });
    await queryRows(
      tx,
      sql`update mail_preferences set digest_sent_at = ${new Date(at).toISOString()} where user_id = ${member.user_id}::integer`,
    );
    sent++;
  }
  return { locked: members.length, sent };
}

export type MailDigest = BackgroundTask;

/**
 * Looks for due digests every `everyMs` (by the app's clock, digests go once a day; the look
 * itself is cheap when none is due), and kicks the mail sender when it queued any.
 */
export function startMailDigest(db: Db, links: MailLinks, sender: { kick(): void }, now: Clock, log: Log, everyMs = 10 * 60 * 1000): MailDigest {
  return startBackgroundTask(
    async () => {
      if ((await sendDueDigests(db, links, now)) > 0) sender.kick();
    },
    // A first look soon after start: an app restarted more often than `everyMs` still sends them.
    { name: "mail_digest", everyMs, firstAfterMs: Math.min(everyMs, FIRST_LOOK_MS), log, failure: "daily digest failed; will retry" },
  );
}
