import type { ModerationAction, ReportTarget } from "@contract/moderation";
import type { PublicUser } from "@contract/users";
import { count, i18n, params } from "@/lib/i18n";
import { type ModerationWords, moderationWords, nameOf, type ReportAction } from "./moderation-words";

// What acting did and what undoing will do: said only by the action dialog and the audit log,
// which load on demand, so these words stay out of the page's first load.

export const outcomeWords = i18n("moderation/outcome-words", {
  dismissed: "Reports dismissed",
  postRemoved: "Post removed",
  commentRemoved: "Comment removed",
  groupRemoved: "Group removed",
  eventRemoved: "Event removed",
  messageRemoved: "Message removed",
  userRemoved: "Person removed",
  warned: params<{ name: string }>("Warned {name}"),
  suspended: params<{ name: string; days: string }>("Suspended {name} for {days}"),
  days: count({ one: "{count} day", other: "{count} days" }),
  banned: params<{ name: string }>("Banned {name}"),
  postShows: "The post will show again, as before it was removed.",
  commentShows: "The comment will show again, as before it was removed.",
  groupShows: "The group will show again, as before it was removed.",
  eventShows: "The event will show again, as before it was removed.",
  messageShows: "The message will show again, as before it was removed.",
  userShows: "The person will show again, as before it was removed.",
  signInAgain: params<{ name: string }>("{name} will be able to sign in again."),
  roleBefore: params<{ name: string }>("{name} will have the role they had before."),
  warningStays: "The warning was sent and stays sent; the log marks it undone.",
  reportsStayClosed: "The reports stay closed; the log marks the dismissal undone.",
});

export type OutcomeWords = ReturnType<typeof outcomeWords.get>;

/** The toast after acting on a group of reports: what was done. */
export function actionDone(action: ReportAction, type: ReportTarget, subject: PublicUser | null, suspensionDays?: number): string {
  const o = outcomeWords.get();
  const name = nameOf(subject, moderationWords.get());
  switch (action) {
    case "dismiss":
      return o.dismissed;
    case "remove":
      return {
        post: o.postRemoved,
        comment: o.commentRemoved,
        group: o.groupRemoved,
        user: o.userRemoved,
        event: o.eventRemoved,
        event_comment: o.commentRemoved,
        message: o.messageRemoved,
      }[type];
    case "warn":
      return o.warned({ name });
    case "suspend":
      return o.suspended({ name, days: o.days(suspensionDays ?? 0) });
    case "ban":
      return o.banned({ name });
  }
}

/** An entry an admin may undo: an answered sign-up (mailed, a declined account gone) and a change of the site's settings are done for good. */
export type UndoableEntry = ModerationAction & { action: Exclude<ModerationAction["action"], "admit" | "decline" | "site"> };

export const isUndoable = (entry: ModerationAction): entry is UndoableEntry =>
  entry.action !== "admit" && entry.action !== "decline" && entry.action !== "site";

/** What undoing an entry of the audit log does. */
export function undoEffect(entry: UndoableEntry, o: OutcomeWords, w: ModerationWords): string {
  const name = nameOf(entry.subject, w);
  switch (entry.action) {
    case "remove":
      // (Nothing removes the site itself.)
      return {
        post: o.postShows,
        comment: o.commentShows,
        group: o.groupShows,
        user: o.userShows,
        event: o.eventShows,
        event_comment: o.commentShows,
        message: o.messageShows,
        site: "",
      }[entry.targetType];
    case "suspend":
    case "ban":
      return o.signInAgain({ name });
    case "role":
      return o.roleBefore({ name });
    case "warn":
      return o.warningStays;
    case "dismiss":
      return o.reportsStayClosed;
  }
}
