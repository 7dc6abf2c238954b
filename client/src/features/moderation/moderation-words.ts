import { displayName } from "@contract/display-name";
import type { ModerationAction } from "@contract/moderation";
import type { PublicUser } from "@contract/users";
import { i18n, params } from "@/lib/i18n";

type Who = { actor: string; subject: string };

/**
 * The words the moderators' screens share: the actions' names (keyed by the action) and the
 * audit log's sentences. What was acted on is named with its article ("a post by Boaz"), so
 * each language agrees the two.
 */
export const moderationWords = i18n("moderation/moderation-words", {
  dismiss: "Dismiss",
  remove: "Remove",
  warn: "Warn",
  suspend: "Suspend",
  ban: "Ban",
  someoneGone: "someone whose account is gone",
  formerModerator: "A former moderator",
  postBy: params<{ subject: string }>("a post by {subject}"),
  commentBy: params<{ subject: string }>("a comment by {subject}"),
  groupBy: params<{ subject: string }>("a group by {subject}"),
  dismissed: params<{ actor: string; target: string }>("{actor} dismissed the reports on {target}"),
  removed: params<{ actor: string; target: string }>("{actor} removed {target}"),
  warned: params<Who>("{actor} warned {subject}"),
  suspended: params<Who>("{actor} suspended {subject}"),
  banned: params<Who>("{actor} banned {subject}"),
  appointed: params<Who>("{actor} appointed {subject} a moderator"),
  stoodDown: params<Who>("{actor} stood {subject} down as a moderator"),
});

export type ModerationWords = ReturnType<typeof moderationWords.get>;

export type ReportAction = "dismiss" | "remove" | "warn" | "suspend" | "ban";

/** A person as the moderators' screens name them, or what stands for someone gone. */
export const nameOf = (person: PublicUser | null, w: ModerationWords) => (person ? displayName(person) : w.someoneGone);

/** One line of the audit log: who did what to whom ("Ruth removed a post by Boaz"). */
export function auditSentence(entry: ModerationAction, w: ModerationWords): string {
  const who = { actor: entry.actor ? displayName(entry.actor) : w.formerModerator, subject: nameOf(entry.subject, w) };
  const target = entry.targetType === "user" ? who.subject : { post: w.postBy, comment: w.commentBy, group: w.groupBy }[entry.targetType](who);
  switch (entry.action) {
    case "dismiss":
      return w.dismissed({ actor: who.actor, target });
    case "remove":
      return w.removed({ actor: who.actor, target });
    case "warn":
      return w.warned(who);
    case "suspend":
      return w.suspended(who);
    case "ban":
      return w.banned(who);
    case "role":
      // The server words a role change in its reason: the role given.
      return entry.reason === APPOINTED ? w.appointed(who) : w.stoodDown(who);
  }
}

/** The reason the server records when an admin appoints a moderator (a role change's only words). */
const APPOINTED = "Appointed a moderator";
