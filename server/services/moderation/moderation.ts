import { and, eq, isNull, sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import type { Language } from "../../../contract/languages";
import type { AuditTarget, ValidModerationAction } from "../../../contract/moderation";
import type { Db } from "../../db/client";
import {
  type NotificationRow,
  accountHolds,
  comments,
  eventComments,
  messages,
  events,
  groupMembers,
  groups,
  moderationActions,
  posts,
  reports,
  users,
} from "../../db/schema";
import { mailMessages, params } from "../../mail/i18n";
import { moderationMail } from "../../mail/messages/moderation";
import { enqueueMail } from "../../mail/outbox";
import { type Staff, mayActOn, requireAdmin } from "../../policies/moderation";
import { suspensionEnd } from "../accounts/account-holds";
import { conflict, forbidden, notFound } from "../../core/errors";
import { type LoggedAction, loggedAction } from "./moderation-log";
import { type Target, type TargetRef, goneTarget, lockTarget, targetNotFound } from "./moderation-targets";
import { notify } from "../notifications/notifications";
import { reportsWaiting, tellTeam } from "./report-notices";
import { restoreRole } from "../accounts/site-roles";
import { prayerTeamChanged } from "../groups/groups";

// What the team does about what members report (or find themselves):
// - dismiss: nothing was wrong; a post or comment held by reports is shown again;
// - remove: a post, comment or group is taken down (its author still sees a post or comment,
//   marked), and its author is told why;
// - warn: the person (or the author of what was reported) is told why;
// - suspend: they cannot sign in for some days; ban: until an admin lifts it, and everything
//   they wrote is hidden. Either way every session of theirs ends at once.
// Every action is a row of the audit log and resolves every open report on its target; each
// reporter is told their report was handled (never what was done to the other person).
// An admin may undo an action: a removal is shown again, a hold lifted, a role put back.

/** The table of a target that has a moderation state. */
const MODERATED = { post: posts, comment: comments, group: groups, event: events, event_comment: eventComments, message: messages } as const;

const words = mailMessages("notices/moderation", {
  removedPost: "Your post was removed",
  removedComment: "Your comment was removed",
  removedGroup: "Your group was removed",
  removedUser: "Your user was removed",
  removedEvent: "Your event was removed",
  removedMessage: "Your message was removed",
  removed: params("A moderator removed {target}. {why}"),
  warningTitle: "A warning from the moderators",
  warned: params("A moderator warned you. {why}"),
  warnedAbout: params("A moderator warned you about {target}. {why}"),
  suspendedTitle: "Your account is suspended",
  suspended: params("Your account is suspended until {date}. {why}"),
  bannedTitle: "Your account has been banned",
  banned: params("A moderator banned your account. {why}"),
  why: params("Reason: {reason}"),
  reportTitle: "Report handled",
  report: params("Thank you for reporting {target}. Our moderators have looked into it."),
});

const REMOVED_TITLES = {
  post: "removedPost",
  comment: "removedComment",
  group: "removedGroup",
  user: "removedUser",
  event: "removedEvent",
  event_comment: "removedComment",
  message: "removedMessage",
} as const;

/** The day a suspension ends, as the member's language writes a date ("27 November 2026"). */
const longDateIn = (at: Date, language: Language): string =>
  at.toLocaleDateString(language === "en" ? "en-GB" : language, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** The notice (and mail) to the person an action concerns, in their language: what was done, and why. */
function subjectNotice(
  body: ValidModerationAction,
  target: Target,
  until: Date | null,
  language: Language,
): { title: string; message: string } | null {
  const t = words(language);
  const why = t.why({ reason: body.reason });
  switch (body.action) {
    case "remove":
      return { title: t[REMOVED_TITLES[body.targetType]], message: t.removed({ target: target.own(language), why }) };
    case "warn":
      return {
        title: t.warningTitle,
        message: body.targetType === "user" ? t.warned({ why }) : t.warnedAbout({ target: target.own(language), why }),
      };
    case "suspend":
      return { title: t.suspendedTitle, message: t.suspended({ date: longDateIn(until!, language), why }) };
    case "ban":
      return { title: t.bannedTitle, message: t.banned({ why }) };
    case "dismiss":
      return null;
  }
}

/** Refusals that depend on the target and its subject as they stand. */
async function judge(tx: Db, staff: Staff, body: ValidModerationAction, target: Target | null, openReports: number) {
  if (!target) {
    // Something deleted since it was reported leaves nothing to act on but its reports.
    if (body.action !== "dismiss" || openReports === 0) throw notFound(targetNotFound(body.targetType));
    return null;
  }
  // The subject's row is locked: a role changed meanwhile waits, and is judged after.
  const [subject] = target.subjectId
    ? await tx
        .select({ id: users.id, role: users.siteRole, email: users.email, isDemo: users.isDemo, language: users.language })
        .from(users)
        .where(eq(users.id, target.subjectId))
        .for("no key update")
    : [];
  mayActOn(staff, subject ?? null, body.action);
  const onPerson = body.action === "warn" || body.action === "suspend" || body.action === "ban";
  // Only a group outlives whoever made it.
  if (onPerson && !subject) throw conflict(`Whoever made this ${body.targetType} has left: there is nobody to ${body.action}`);
  if (body.action === "remove" && target.moderation === "removed") throw conflict(`This ${body.targetType} was already removed`);
  if ((body.action === "suspend" || body.action === "ban") && subject) {
    const [hold] = await tx.select().from(accountHolds).where(eq(accountHolds.userId, subject.id));
    if (hold?.kind === "ban") throw conflict("This member is already banned");
  }
  return subject ?? null;
}

/**
 * A moderator's or admin's action on a target (and so on its subject), with its effects, the
 * notices and the audit log's row in one transaction; the subject's sessions end just after.
 */
export async function takeAction(deps: Context, staff: Staff, body: ValidModerationAction): Promise<LoggedAction> {
  const { db, sessions, tell, mail, now } = deps;
  const ref: TargetRef = { type: body.targetType, id: body.targetId };
  const done = await db.transaction(async (tx) => {
    const target = await lockTarget(tx, ref);
    const open = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.targetType, ref.type), eq(reports.targetId, ref.id), isNull(reports.resolvedAt)));
    const subject = await judge(tx, staff, body, target, open.length);
    const until = body.action === "suspend" ? suspensionEnd(now, body.days!) : null;

    const [action] = await tx
      .insert(moderationActions)
      .values({
        actorId: staff.id,
        action: body.action,
        targetType: ref.type,
        targetId: ref.id,
        subjectId: subject?.id ?? null,
        reason: body.reason,
        until,
      })
      .returning();
    await applyAction(tx, body, ref, target, { subjectId: subject?.id ?? null, actionId: action!.id, until });

    const notices: (NotificationRow | null)[] = [];
    let mailed = false;
    const told = target && subject ? subjectNotice(body, target, until, subject.language) : null;
    if (told && subject) {
      notices.push(await notify(tx, { userId: subject.id, actorId: null, type: "moderation", postId: target?.postId ?? null, ...told }));
      if (!subject.isDemo) {
        await enqueueMail(tx, {
          to: subject.email,
          userId: subject.id,
          ...moderationMail({ ...told, publicUrl: mail.publicUrl, language: subject.language }),
        });
        mailed = true;
      }
    }
    notices.push(...(await resolveReports(tx, ref, action!.id, target ? target.reported : goneTarget(ref.type))));
    const held = body.action === "suspend" || body.action === "ban";
    return { actionId: action!.id, notices, mailed, endSessionsOf: held ? subject!.id : null, waiting: await reportsWaiting(tx) };
  });
  for (const notice of done.notices) tell.notice(notice);
  tellTeam(tell, done.waiting);
  if (done.endSessionsOf !== null) await sessions.end(done.endSessionsOf);
  if (done.mailed) mail.sender.kick();
  return (await loggedAction(db, done.actionId))!;
}

/** The action's effect on the target or its subject (a warning's is its notice alone). */
async function applyAction(
  tx: Db,
  body: ValidModerationAction,
  ref: TargetRef,
  target: Target | null,
  { subjectId, actionId, until }: { subjectId: number | null; actionId: number; until: Date | null },
): Promise<void> {
  switch (body.action) {
    case "dismiss":
      if (target?.moderation === "held") await setModeration(tx, ref, null);
      return;
    case "remove":
      await setModeration(tx, ref, "removed");
      return;
    case "suspend":
    case "ban": {
      const hold = { kind: body.action === "ban" ? ("ban" as const) : ("suspension" as const), until, reason: body.reason, actionId };
      await tx
        .insert(accountHolds)
        .values({ userId: subjectId!, ...hold })
        .onConflictDoUpdate({ target: accountHolds.userId, set: { ...hold, createdAt: sql`now()` } });
      return;
    }
    case "warn":
      return;
  }
}

async function setModeration(tx: Db, { type, id }: TargetRef, moderation: "held" | "removed" | null): Promise<void> {
  if (type === "user") return;
  const table = MODERATED[type];
  await tx.update(table).set({ moderation }).where(eq(table.id, id));
  if (type === "group") await groupShownChanged(tx, id, moderation === null);
}

/** A group taken down or shown again: when it is a church's prayer team, what its members may read of the church changes. */
async function groupShownChanged(tx: Db, groupId: number, shown: boolean): Promise<void> {
  const [group] = await tx.select({ kind: groups.kind, churchId: groups.churchId }).from(groups).where(eq(groups.id, groupId));
  if (!group) return;
  const members = await tx.select({ id: groupMembers.userId }).from(groupMembers).where(eq(groupMembers.groupId, groupId));
  await prayerTeamChanged(
    tx,
    group,
    members.map((m) => m.id),
    shown,
  );
}

/** Resolves the target's open reports by this action, and tells each reporter (the notices, to publish). */
async function resolveReports(
  tx: Db,
  ref: TargetRef,
  actionId: number,
  named: (language: Language) => string,
): Promise<(NotificationRow | null)[]> {
  const resolved = await tx
    .update(reports)
    .set({ resolvedAt: sql`now()`, resolvedBy: actionId })
    .where(and(eq(reports.targetType, ref.type), eq(reports.targetId, ref.id), isNull(reports.resolvedAt)))
    .returning({ reporterId: reports.reporterId });
  const notices: (NotificationRow | null)[] = [];
  for (const { reporterId } of resolved) {
    notices.push(
      await notify(tx, {
        userId: reporterId,
        actorId: null,
        type: "report_handled",
        title: (language) => words(language).reportTitle,
        message: (language) => words(language).report({ target: named(language) }),
      }),
    );
  }
  return notices;
}

/**
 * An admin undoes an action: a removal is shown again, a suspension or ban lifted (if the hold
 * standing is still the one it made), a role put back; a warning or a dismissal is only marked
 * undone. Undoing is itself recorded (when, by whom); an action is undone once. An answered
 * sign-up (the mail is sent, a declined account gone) and a change of the site's settings
 * (changed again in the settings) cannot be.
 */
export async function undoAction(db: Db, staff: Staff, actionId: number): Promise<LoggedAction> {
  requireAdmin(staff);
  await db.transaction(async (tx) => {
    const [action] = await tx.select().from(moderationActions).where(eq(moderationActions.id, actionId)).for("update");
    if (!action) throw notFound("Action not found");
    if (action.undoneAt) throw conflict("Already undone");
    if (action.subjectId === staff.id) throw forbidden("You cannot undo an action about yourself");
    switch (action.action) {
      case "remove":
        await unremove(tx, { type: action.targetType, id: action.targetId });
        break;
      case "suspend":
      case "ban":
        if (action.subjectId !== null) {
          await tx.delete(accountHolds).where(and(eq(accountHolds.userId, action.subjectId), eq(accountHolds.actionId, action.id)));
        }
        break;
      case "role":
        await restoreRole(tx, action);
        break;
      case "warn":
      case "dismiss":
        break;
      case "admit":
      case "decline":
      case "site":
        throw conflict("This action cannot be undone");
    }
    await tx.update(moderationActions).set({ undoneAt: sql`now()`, undoneBy: staff.id }).where(eq(moderationActions.id, action.id));
  });
  return (await loggedAction(db, actionId))!;
}

/** Shows a removed post, comment or group again. */
async function unremove(tx: Db, { type, id }: { type: AuditTarget; id: number }): Promise<void> {
  if (type === "user" || type === "site") return;
  const table = MODERATED[type];
  await tx
    .update(table)
    .set({ moderation: null })
    .where(and(eq(table.id, id), eq(table.moderation, "removed")));
  if (type === "group") await groupShownChanged(tx, id, true);
}
