import { type SQL, sql } from "drizzle-orm";
import type { Language } from "../../../contract/languages";
import type { MailCadence } from "../../../contract/mail-preferences";
import { type BackgroundTask, startBackgroundTask } from "../../core/background-task";
import type { Clock } from "../../core/clock";
import type { Log } from "../../core/log";
import { type Db, queryRows } from "../../db/client";
import { mailPreferences } from "../../db/schema";
import { type WaitingConversation, unreadMessagesMail } from "../../mail/messages/unread-messages";
import { enqueueMail } from "../../mail/outbox";
import { inConversation, messageShownTo } from "../../policies/message";
import { bannedIds } from "../../policies/person";
import { type MailLinks, unsubscribeUrl } from "../notifications/unsubscribe-links";
import { displayNameSql } from "../people/users";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** How long a message waits unread before a mail tells of it: one read by then is never mailed. */
const MESSAGE_MAIL_AFTER_MS = HOUR_MS;
/** Members handled per transaction. */
const BATCH = 50;

// Mail waits as long again after the last one: an hour for "immediate", a day for "daily".
const cadence = sql`coalesce(p.messages, 'immediate')`;

/**
 * A condition on a member's place `cm` in a conversation (their users row `u`, their
 * mail_preferences row `p` left-joined): it has a message, not yet told of by mail, that they
 * see and have left unread for an hour, and they want mail of it now.
 */
function due(at: number): SQL {
  const hourAgo = new Date(at - MESSAGE_MAIL_AFTER_MS).toISOString();
  const dayAgo = new Date(at - DAY_MS).toISOString();
  return sql`cm.unread > 0 and cm.state = 'accepted' and not cm.muted and ${inConversation(sql`cm`)}
    and u.email_verified_at is not null and not u.is_demo and u.id not in (${bannedIds})
    and ${cadence} <> 'off'
    and (p.messages_mailed_at is null
      or p.messages_mailed_at <= case when ${cadence} = 'daily' then ${dayAgo}::timestamptz else ${hourAgo}::timestamptz end)
    and exists (select 1 from messages m where m.conversation_id = cm.conversation_id
      and m.id > greatest(cm.read_through, cm.mailed_through) and m.author_id <> cm.user_id and m.deleted_at is null
      and m.created_at <= ${hourAgo}::timestamptz and ${messageShownTo(sql`cm.user_id`, sql`m`, sql`cm`)})`;
}

type Member = { user_id: number; email: string; language: Language; messages: Exclude<MailCadence, "off"> };

/**
 * Mails each member whose messages have waited an hour unread: one short mail naming the
 * conversations and how many wait in each, never the words. Each message is told of once, and
 * a member hears at most once an hour (or a day, as they chose). Several processes may run
 * this at once: each member's preferences row is locked while their mail is made, and what
 * is due is checked again under the lock. Returns how many were queued (kick the mail sender after).
 */
export async function sendDueMessageMails(db: Db, links: MailLinks, now: Clock): Promise<number> {
  let queued = 0;
  for (;;) {
    const at = now();
    const found = await queryRows<{ user_id: number }>(
      db,
      sql`select distinct cm.user_id from conversation_members cm
        join users u on u.id = cm.user_id left join mail_preferences p on p.user_id = cm.user_id
        where ${due(at)} limit ${BATCH}`,
    );
    if (found.length === 0) return queued;
    const ids = found.map((row) => row.user_id);
    // A row to lock for each of them (the defaults, for a member who never chose).
    await db
      .insert(mailPreferences)
      .values(ids.map((userId) => ({ userId })))
      .onConflictDoNothing();
    const { locked, sent } = await db.transaction((tx) => mailBatch(tx, links, ids, at));
    queued += sent;
    // Fewer found than a batch: that was all. None locked: other processes have them in hand.
    if (found.length < BATCH || locked === 0) return queued;
  }
}

async function mailBatch(tx: Db, links: MailLinks, ids: number[], at: number): Promise<{ locked: number; sent: number }> {
  const members = await queryRows<Member>(
    tx,
    sql`select p.user_id, u.email, u.language, p.messages from mail_preferences p join users u on u.id = p.user_id
      where p.user_id in ${ids} and p.messages <> 'off'
      for update of p skip locked`,
  );
  let sent = 0;
  for (const member of members) {
    const waiting = await waitingFor(tx, member.user_id, at);
    // Read, muted or already mailed by another process since it was found: nothing to send.
    if (waiting.length === 0) continue;
    const content = unreadMessagesMail(
      waiting,
      member.messages,
      { publicUrl: links.publicUrl, unsubscribeUrl: unsubscribeUrl(links, member.user_id, "messages") },
      member.language,
    );
    await enqueueMail(tx, { to: member.email, userId: member.user_id, ...content });
    await queryRows(
      tx,
      sql`update conversation_members cm set mailed_through = w.last_id
        from (select (x->>'id')::int as id, (x->>'lastId')::int as last_id from json_array_elements(${JSON.stringify(
          waiting.map((c) => ({ id: c.id, lastId: c.lastId })),
        )}::json) x) w
        where cm.conversation_id = w.id and cm.user_id = ${member.user_id}::int`,
    );
    await queryRows(
      tx,
      sql`update mail_preferences set messages_mailed_at = ${new Date(at).toISOString()} where user_id = ${member.user_id}::integer`,
    );
    sent++;
  }
  return { locked: members.length, sent };
}

/**
 * The member's conversations with a message due to be told of, newest first: each with every
 * message they see and have not read (the count they will find), and who wrote them.
 */
async function waitingFor(tx: Db, userId: number, at: number): Promise<(WaitingConversation & { lastId: number })[]> {
  const rows = await queryRows<{ id: number; title: string | null; authors: string[]; unread: number; last_id: number }>(
    tx,
    sql`select c.id, c.title, w.authors, w.unread, w.last_id
      from conversation_members cm join conversations c on c.id = cm.conversation_id
      join users u on u.id = cm.user_id left join mail_preferences p on p.user_id = cm.user_id
      cross join lateral (
        select count(*)::int as unread, max(m.id) as last_id, array_agg(distinct ${displayNameSql(sql`a`)}) as authors
        from messages m join users a on a.id = m.author_id
        where m.conversation_id = cm.conversation_id and m.id > cm.read_through and m.author_id <> cm.user_id
          and m.deleted_at is null and ${messageShownTo(sql`cm.user_id`, sql`m`, sql`cm`)}) w
      where cm.user_id = ${userId}::int and ${due(at)}
      order by c.last_message_at desc, c.id desc`,
  );
  return rows.map((r) => ({ id: r.id, title: r.title, authors: r.authors, unread: r.unread, lastId: r.last_id }));
}

export type MessageMail = BackgroundTask;

/** Looks every `everyMs` for messages left unread long enough, and kicks the mail sender when it queued any. */
export function startMessageMail(db: Db, links: MailLinks, sender: { kick(): void }, now: Clock, log: Log, everyMs = 5 * 60 * 1000): MessageMail {
  return startBackgroundTask(
    async () => {
      if ((await sendDueMessageMails(db, links, now)) > 0) sender.kick();
    },
    { name: "message_mail", everyMs, firstAfterMs: Math.min(everyMs, 60_000), log, failure: "mail of unread messages failed; will retry" },
  );
}
