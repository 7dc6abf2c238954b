import type { ModerationAction, ReportTarget } from "@contract/moderation";
import type { PublicUser } from "@contract/users";
import { type ReportAction, TARGET_WORDS, nameOf } from "./moderation-words";

// What acting did and what undoing will do: said only by the action dialog and the audit log,
// which load on demand, so these words stay out of the page's first load.

const days = (n: number) => `${n} day${n === 1 ? "" : "s"}`;

/** The toast after acting on a group of reports: what was done. */
export function actionDone(action: ReportAction, type: ReportTarget, subject: PublicUser | null, suspensionDays?: number): string {
  switch (action) {
    case "dismiss":
      return "Reports dismissed";
    case "remove":
      return `${TARGET_WORDS[type][0]!.toUpperCase()}${TARGET_WORDS[type].slice(1)} removed`;
    case "warn":
      return `Warned ${nameOf(subject)}`;
    case "suspend":
      return `Suspended ${nameOf(subject)} for ${days(suspensionDays ?? 0)}`;
    case "ban":
      return `Banned ${nameOf(subject)}`;
  }
}

/** What undoing an entry of the audit log does. */
export function undoEffect(entry: ModerationAction): string {
  const subject = nameOf(entry.subject);
  switch (entry.action) {
    case "remove":
      return `The ${TARGET_WORDS[entry.targetType]} will show again, as before it was removed.`;
    case "suspend":
    case "ban":
      return `${subject} will be able to sign in again.`;
    case "role":
      return `${subject} will have the role they had before.`;
    case "warn":
      return "The warning was sent and stays sent; the log marks it undone.";
    case "dismiss":
      return "The reports stay closed; the log marks the dismissal undone.";
  }
}
