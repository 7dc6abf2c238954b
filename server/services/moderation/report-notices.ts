import { type SQL, sql } from "drizzle-orm";
import type { NoticeType } from "../../../contract/notice-types";
import { type Db, queryRows } from "../../db/client";
import type { NotificationRow } from "../../db/schema";
import { count, mailMessages } from "../../mail/i18n";
import { staffIdsSql } from "../../policies/moderation";
import type { Tell } from "../../core/tell";
import { inRecipientLanguage } from "../notifications/notifications";

/** The notice that tells the team reports wait for them: one per moderator, kept while unread. */
const REPORTS_NOTICE = "reports_waiting" satisfies NoticeType;

// Every write of the team's notices takes this lock first, so two reports filed at once
// count one after the other and never make two unread notices for one moderator.
const REPORTS_NOTICE_LOCK = 7_301;

const reportWords = mailMessages("notices/reports-waiting", {
  title: "New reports",
  message: count({ one: "{count} report to review", other: "{count} reports to review" }),
});

/** How many reports wait for a moderator: filed and not yet acted on. */
export async function openReportCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from reports where resolved_at is null`);
  return row?.count ?? 0;
}

/** Who is on the team, and how many reports wait for them: for their open screens, once written. */
export type ReportsWaiting = { team: number[]; waiting: number };

/** Read in the write's transaction, once reports were filed or acted on. */
export async function reportsWaiting(tx: Db): Promise<ReportsWaiting> {
  const [row] = await queryRows<ReportsWaiting>(
    tx,
    sql`select array(${staffIdsSql}) as team, (select count(*)::int from reports where resolved_at is null) as waiting`,
  );
  return row ?? { team: [], waiting: 0 };
}

/** After the write has committed: the team's open screens show how many reports wait now. */
export function tellTeam(tell: Tell, { team, waiting }: ReportsWaiting): void {
  tell.changed(team, { kind: "reports", waiting });
}

/**
 * In the transaction that files a report: each moderator and admin (but the reporter) is told
 * how many reports wait, in their own language. A moderator who has not read their last such
 * notice has it brought up to date (it is the same notice, dated now), so a wave of reports
 * makes one unread notice each rather than one per report. Returns the notices written.
 */
export async function tellTeamOfReport(tx: Db, reporterId: number): Promise<NotificationRow[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${REPORTS_NOTICE_LOCK})`);
  // Read after the lock: every report filed before this one has committed by now.
  const waiting = await openReportCount(tx);
  const title = (recipient: SQL) => inRecipientLanguage(recipient, (language) => reportWords(language).title);
  const message = (recipient: SQL) => inRecipientLanguage(recipient, (language) => reportWords(language).message(waiting));
  const rows = await queryRows<{ id: number; user_id: number; title: string; message: string; created_at: Date }>(
    tx,
    sql`with team as (select id from (${staffIdsSql}) s (id) where id <> ${reporterId}::int),
      brought_up as (
        update notifications n set title = ${title(sql`n.user_id`)}, message = ${message(sql`n.user_id`)}, created_at = now()
        where n.type = ${REPORTS_NOTICE} and not n.is_read and n.user_id in (select id from team)
        returning n.id, n.user_id, n.title, n.message, n.created_at
      ),
      made as (
        insert into notifications (user_id, actor_id, type, title, message)
        select t.id, null, ${REPORTS_NOTICE}, ${title(sql`t.id`)}, ${message(sql`t.id`)} from team t
        where t.id not in (select user_id from brought_up)
        returning id, user_id, title, message, created_at
      )
      select * from brought_up union all select * from made`,
  );
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    actorId: null,
    type: REPORTS_NOTICE,
    title: row.title,
    message: row.message,
    postId: null,
    groupId: null,
    churchId: null,
    announcementId: null,
    eventId: null,
    occurrenceId: null,
    devotionId: null,
    isRead: false,
    createdAt: row.created_at,
  }));
}
