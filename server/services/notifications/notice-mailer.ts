import { sql } from "drizzle-orm";
import type { Language } from "../../../contract/languages";
import { type Db, queryRows } from "../../db/client";
import { type MailedNotice, actionOf, noticeMail, subjectOf } from "../../mail/messages/notices";
import { enqueueMail } from "../../mail/outbox";
import { type BackgroundTask, startBackgroundTask } from "../../core/background-task";
import type { Tell } from "../../core/tell";
import type { Log } from "../../core/log";
import type { PushNotice, PushSender } from "../push/push-sender";
import { NOTICE_KINDS, cadenceSql } from "./mail-preferences";
import { type MailLinks, unsubscribeUrl } from "./unsubscribe-links";
import { displayNameSql } from "../people/users";

/**
 * Mails each new notice its recipient wants at once, soon after it is stored, and pushes it to
 * their browsers. `kick()` when a notice was stored: notices stored within GATHER_MS share one look.
 */
export type NoticeMailer = BackgroundTask;

const BATCH = 100;
const GATHER_MS = 50;

type Row = {
  user_id: number;
  email: string;
  language: Language;
  type: string;
  title: string;
  message: string;
  actor_id: number | null;
  post_id: number | null;
  group_id: number | null;
  church_id: number | null;
  event_id: number | null;
  occurrence_id: number | null;
  devotion_id: number | null;
  actor_name: string | null;
  group_name: string | null;
  on_prayer_request: boolean;
};

/**
 * Takes up to BATCH notices waiting in notice_mails (rows another process holds are skipped)
 * and, in the same transaction, removes them and queues a mail for each one whose recipient
 * wants that kind at once, has a verified address, is not a demo person and has not read it
 * yet. The rest are simply dropped: the daily digest finds its notices for itself. Returns how
 * many were taken and how many mails queued, and the notices to push: those the same rule
 * sends at once, whether or not the address is verified (a push goes to a browser the member
 * signed in on, not to an address), to members with a browser subscribed. They are pushed once
 * this has committed, and at most once: a push lost to a process stopping is not sent again.
 */
export async function mailWaitingNotices(db: Db, links: MailLinks): Promise<{ taken: number; queued: number; pushes: PushNotice[] }> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<Row & { id: number; mailable: boolean; pushable: boolean }>(
      tx,
      sql`with taken as (
          delete from notice_mails where notification_id in (
            select notification_id from notice_mails order by notification_id limit ${BATCH} for update skip locked)
          returning notification_id
        )
        select coalesce(not n.is_read and u.email_verified_at is not null and not u.is_demo
                 and ${cadenceSql("n", "p")} = 'immediate', false) as mailable,
          coalesce(not n.is_read and not u.is_demo and ${cadenceSql("n", "p")} = 'immediate'
                 and exists (select 1 from push_subscriptions s where s.user_id = n.user_id), false) as pushable,
          n.id, n.user_id, u.email, u.language, n.type, n.title, n.message, n.actor_id, n.post_id, n.group_id, n.church_id, n.event_id, n.occurrence_id, n.devotion_id,
          case when a.id is null then null else ${displayNameSql(sql`a`)} end as actor_name,
          g.name as group_name, coalesce(po.type = 'prayer', false) as on_prayer_request
        from taken t
        left join notifications n on n.id = t.notification_id
        left join users u on u.id = n.user_id
        left join mail_preferences p on p.user_id = n.user_id
        left join users a on a.id = n.actor_id
        left join groups g on g.id = n.group_id
        left join posts po on po.id = n.post_id
        order by t.notification_id`,
    );
    let queued = 0;
    const pushes: PushNotice[] = [];
    for (const row of rows) {
      const kind = NOTICE_KINDS[row.type];
      if (!kind) continue;
      const notice = {
        type: row.type,
        title: row.title,
        message: row.message,
        actorId: row.actor_id,
        postId: row.post_id,
        groupId: row.group_id,
        churchId: row.church_id,
        eventId: row.event_id,
        occurrenceId: row.occurrence_id,
        devotionId: row.devotion_id,
        actorName: row.actor_name,
        groupName: row.group_name,
        onPrayerRequest: row.on_prayer_request,
      };
      if (row.pushable) pushes.push(noticePush(row.user_id, row.id, notice, row.language));
      if (!row.mailable) continue;
      const content = noticeMail(
        notice,
        kind,
        { publicUrl: links.publicUrl, unsubscribeUrl: unsubscribeUrl(links, row.user_id, kind) },
        row.language,
      );
      await enqueueMail(tx, { to: row.email, userId: row.user_id, ...content });
      queued++;
    }
    return { taken: rows.length, queued, pushes };
  });
}

/**
 * A notice as a push, in the member's language: who did what, the notice's text, and where clicking it leads. Notices
 * about one post share a tag, so a browser shows the newest in place of the ones before it.
 */
function noticePush(userId: number, noticeId: number, notice: MailedNotice, language: Language): PushNotice {
  const tag = notice.postId !== null ? `post-${notice.postId}` : `notice-${noticeId}`;
  return { userId, title: subjectOf(notice, language), body: notice.message, url: actionOf(notice, "", language).url, tag };
}

/**
 * Each app process looks when its own writes store a notice, and every `pollMs` for notices
 * stored by other processes (or left by one that stopped). Processes share the waiting
 * notices safely: each takes rows the others have not locked, so no notice is mailed twice.
 */
export function startNoticeMailer(
  db: Db,
  links: MailLinks,
  sender: { kick(): void },
  log: Log,
  { pollMs = 2000, pusher }: { pollMs?: number; pusher?: Pick<PushSender, "push"> } = {},
): NoticeMailer {
  // A failed round took nothing (its transaction rolled back): the next kick or poll tries again.
  return startBackgroundTask(
    async (task) => {
      let taken: number;
      let queued = 0;
      do {
        const round = await mailWaitingNotices(db, links);
        pusher?.push(round.pushes);
        taken = round.taken;
        queued += round.queued;
      } while (!task.closed && taken === BATCH);
      if (queued > 0) sender.kick();
    },
    { name: "notice_mailer", everyMs: pollMs, gatherMs: GATHER_MS, log, failure: "notice mailer failed; will retry" },
  );
}

/** The domain's Tell, which also wakes the notice mailer when a write has stored a notice. */
export function wakingNoticeMailer(tell: Tell, mailer: NoticeMailer): Tell {
  return {
    notice(notice) {
      tell.notice(notice);
      if (notice) mailer.kick();
    },
    changed: (audience, change) => tell.changed(audience, change),
  };
}
