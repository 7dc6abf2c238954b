import { type SQL, sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import type { ReportTarget, ValidReport } from "../../../contract/moderation";
import { REPORTS_TO_HOLD } from "../../../contract/limits";
import type { Clock } from "../../core/clock";
import { type Db, queryRows } from "../../db/client";
import { findVisibleComment } from "../../policies/comment";
import { findVisibleEvent, findVisibleEventComment } from "../../policies/event";
import { findVisibleGroup } from "../../policies/group";
import { findVisibleMessage } from "../../policies/message";
import { findVisiblePerson } from "../../policies/person";
import { findVisiblePost } from "../../policies/post";
import type { NotificationRow } from "../../db/schema";
import { invalid } from "../../core/errors";
import { type ReportsWaiting, reportsWaiting, tellTeam, tellTeamOfReport } from "./report-notices";

// Any member may report what they can see of someone else's: a post, a comment, a person or a
// group. A report stays open until a moderator acts on what it reports. Reporting the same
// thing again while one's report is open changes nothing. A post or comment reported by
// REPORTS_TO_HOLD different established members is held (hidden from all but its author) until
// a moderator looks: enough members agreeing is reason to stop it spreading meanwhile. Only
// members whose address is confirmed and whose account is past its first NEW_ACCOUNT_HOURS
// count towards that, or one person with a few throwaway accounts could hide anything; every
// report still reaches the moderators' queue.

/** Who counts towards holding: a reporter with a confirmed address and an account older than `newAccountMs`. */
export type HoldRule = { now: Clock; newAccountMs: number };

const OWN: Record<ReportTarget, string> = {
  post: "You cannot report your own post",
  comment: "You cannot report your own comment",
  user: "You cannot report yourself",
  group: "You cannot report your own group",
  event: "You cannot report your own event",
  event_comment: "You cannot report your own comment",
  message: "You cannot report your own message",
};

/** Whose the reported thing is, once the reporter is found to see it (a 404 otherwise). */
async function subjectOfVisible(tx: Db, reporterId: number, { targetType, targetId }: ValidReport): Promise<number | null> {
  switch (targetType) {
    case "post":
      return (await findVisiblePost(tx, { viewerId: reporterId, postId: targetId })).authorId;
    case "comment":
      return (await findVisibleComment(tx, { viewerId: reporterId, commentId: targetId })).authorId;
    case "user":
      return (await findVisiblePerson(tx, { viewerId: reporterId, userId: targetId })).id;
    case "group":
      return (await findVisibleGroup(tx, { viewerId: reporterId, groupId: targetId })).group.createdBy;
    case "event":
      return (await findVisibleEvent(tx, { viewerId: reporterId, eventId: targetId })).event.createdBy;
    case "event_comment":
      return (await findVisibleEventComment(tx, { viewerId: reporterId, commentId: targetId })).authorId;
    case "message":
      return (await findVisibleMessage(tx, { viewerId: reporterId, messageId: targetId })).message.authorId;
  }
}

/** The table whose rows a report on a post or a comment may hold. */
const HOLDABLE: Partial<Record<ReportTarget, SQL>> = {
  post: sql`posts`,
  comment: sql`comments`,
  event: sql`events`,
  event_comment: sql`event_comments`,
};

/**
 * Files the member's report (or finds their open one) and, for a post or a comment, holds it
 * once enough members have reported it. The post's or comment's row is locked first, so that
 * reports made at the same moment count one after another: the one that makes the number
 * holds it, once.
 */
export async function fileReport({ db, tell }: Context, reporterId: number, report: ValidReport, rule: HoldRule): Promise<void> {
  const { targetType, targetId } = report;
  const table = HOLDABLE[targetType];
  // The team is told of each report filed (one notice each, kept up to date while unread).
  let notices: NotificationRow[] = [];
  let waiting: ReportsWaiting | undefined;
  await db.transaction(async (tx) => {
    if (table) await tx.execute(sql`select 1 from ${table} where id = ${targetId} for no key update`);
    const subjectId = await subjectOfVisible(tx, reporterId, report);
    if (subjectId === reporterId) throw invalid(OWN[targetType]);
    const [filed] = await queryRows<{ id: number }>(
      tx,
      sql`insert into reports (reporter_id, target_type, target_id, subject_id, reason, details)
        values (${reporterId}, ${targetType}, ${targetId}, ${subjectId}, ${report.reason}, ${report.details})
        on conflict (reporter_id, target_type, target_id) where resolved_at is null do nothing
        returning id`,
    );
    if (filed) {
      notices = await tellTeamOfReport(tx, reporterId);
      waiting = await reportsWaiting(tx);
    }
    if (!filed || !table) return;
    const madeBefore = new Date(rule.now() - rule.newAccountMs).toISOString();
    await tx.execute(sql`update ${table} set moderation = 'held'
      where id = ${targetId} and moderation is null
        and (select count(*) from reports r join users u on u.id = r.reporter_id
          where r.target_type = ${targetType} and r.target_id = ${targetId} and r.resolved_at is null
            and u.email_verified_at is not null and u.created_at <= ${madeBefore}) >= ${REPORTS_TO_HOLD}`);
  });
  for (const notice of notices) tell.notice(notice);
  if (waiting) tellTeam(tell, waiting);
}
