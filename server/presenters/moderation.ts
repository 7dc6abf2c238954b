import type { ModerationAction, ReportGroup, TeamMember } from "../../contract/moderation";
import type { UserRow } from "../db/schema";
import type { LoggedAction } from "../services/moderation/moderation-log";
import type { QueueEntry } from "../services/moderation/moderation-queue";
import { isoTime } from "./post";
import { presentPublicUser } from "./user";

const personOrNull = (row: UserRow | null) => (row ? presentPublicUser(row) : null);
const timeOrNull = (at: Date | null) => (at ? isoTime(at) : null);

export function presentModerationAction({ action, actor, subject, undoneBy }: LoggedAction): ModerationAction {
  return {
    id: action.id,
    action: action.action,
    targetType: action.targetType,
    targetId: action.targetId,
    actor: personOrNull(actor),
    subject: personOrNull(subject),
    reason: action.reason,
    until: timeOrNull(action.until),
    createdAt: isoTime(action.createdAt),
    undoneAt: timeOrNull(action.undoneAt),
    undoneBy: personOrNull(undoneBy),
  };
}

export function presentReportGroup({ target, reports, history, reportsAgainstSubject, hold }: QueueEntry): ReportGroup {
  return {
    target: {
      type: target.ref.type,
      id: target.ref.id,
      gone: target.gone,
      subject: personOrNull(target.subject),
      content: target.content,
      imageUrl: target.imageUrl,
      postId: target.postId,
      postContent: target.postContent,
      groupId: target.groupId,
      groupName: target.groupName,
      eventId: target.eventId,
      eventTitle: target.eventTitle,
      moderation: target.moderation,
      createdAt: timeOrNull(target.createdAt),
      around: target.around.map((m) => ({
        id: m.id,
        author: personOrNull(m.author),
        content: m.content,
        imageUrl: m.imageUrl,
        createdAt: isoTime(m.createdAt),
        reported: m.reported,
      })),
    },
    reports: reports.map(({ report, reporter }) => ({
      id: report.id,
      reporter: presentPublicUser(reporter),
      reason: report.reason,
      details: report.details,
      createdAt: isoTime(report.createdAt),
    })),
    history: history.map(presentModerationAction),
    reportsAgainstSubject,
    hold: hold ? { kind: hold.kind, until: timeOrNull(hold.until), reason: hold.reason } : null,
  };
}

export const presentTeamMember = (row: UserRow): TeamMember => ({ ...presentPublicUser(row), role: row.siteRole });
