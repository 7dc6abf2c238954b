import { displayName } from "@contract/display-name";
import type { ModerationAction, ReportTarget } from "@contract/moderation";
import type { PublicUser } from "@contract/users";

/** How the moderators' screens name each kind of target. */
export const TARGET_WORDS: Record<ReportTarget, string> = { post: "post", comment: "comment", user: "person", group: "group" };

export type ReportAction = "dismiss" | "remove" | "warn" | "suspend" | "ban";

export const ACTION_LABELS: Record<ReportAction, string> = {
  dismiss: "Dismiss",
  remove: "Remove",
  warn: "Warn",
  suspend: "Suspend",
  ban: "Ban",
};

/** A person as the moderators' screens name them, or what stands for someone gone. */
export const nameOf = (person: PublicUser | null) => (person ? displayName(person) : "someone whose account is gone");

/** One line of the audit log: who did what to whom ("Ruth removed a post by Boaz"). */
export function auditSentence(entry: ModerationAction): string {
  const actor = entry.actor ? displayName(entry.actor) : "A former moderator";
  const subject = nameOf(entry.subject);
  const what = TARGET_WORDS[entry.targetType];
  const onTarget = entry.targetType === "user" ? subject : `a ${what} by ${subject}`;
  switch (entry.action) {
    case "dismiss":
      return `${actor} dismissed the reports on ${onTarget}`;
    case "remove":
      return `${actor} removed ${onTarget}`;
    case "warn":
      return `${actor} warned ${subject}`;
    case "suspend":
      return `${actor} suspended ${subject}`;
    case "ban":
      return `${actor} banned ${subject}`;
    case "role":
      // The server words a role change in its reason: the role given.
      return entry.reason === APPOINTED ? `${actor} appointed ${subject} a moderator` : `${actor} stood ${subject} down as a moderator`;
  }
}

/** The reason the server records when an admin appoints a moderator (a role change's only words). */
const APPOINTED = "Appointed a moderator";
