import { displayName } from "@contract/display-name";
import type { ModerationAction } from "@contract/moderation";
import type { PublicUser } from "@contract/users";
import { formatLocale, i18n, params } from "@/lib/i18n";

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
  eventBy: params<{ subject: string }>("an event by {subject}"),
  messageBy: params<{ subject: string }>("a message by {subject}"),
  dismissed: params<{ actor: string; target: string }>("{actor} dismissed the reports on {target}"),
  removed: params<{ actor: string; target: string }>("{actor} removed {target}"),
  warned: params<Who>("{actor} warned {subject}"),
  suspended: params<Who>("{actor} suspended {subject}"),
  banned: params<Who>("{actor} banned {subject}"),
  appointed: params<Who>("{actor} appointed {subject} a moderator"),
  stoodDown: params<Who>("{actor} stood {subject} down as a moderator"),
  admitted: params<Who>("{actor} admitted {subject}"),
  declined: params<Who>("{actor} declined the sign-up of {subject}"),
  siteChanged: params<{ actor: string; fields: string }>("{actor} changed the site's {fields}"),
  // The site's settings, as the sentence above names them.
  name: "name",
  welcome: "welcome text",
  registration: "sign-up mode",
  rules: "rules",
  terms: "terms",
  privacy: "privacy policy",
  homeChurch: "home church",
  logoUrl: "logo",
});

export type ModerationWords = ReturnType<typeof moderationWords.get>;

export type ReportAction = "dismiss" | "remove" | "warn" | "suspend" | "ban";

/** A person as the moderators' screens name them, or what stands for someone gone. */
export const nameOf = (person: PublicUser | null, w: ModerationWords) => (person ? displayName(person) : w.someoneGone);

/** What a dismissal or removal acted on, with its article ("a post by Boaz"), or the person. */
function targetOf(entry: ModerationAction, who: Who, w: ModerationWords): string {
  switch (entry.targetType) {
    case "user":
    case "site":
      return who.subject;
    default:
      // A comment in an event's discussion is worded as any other comment.
      return { post: w.postBy, comment: w.commentBy, group: w.groupBy, event: w.eventBy, event_comment: w.commentBy, message: w.messageBy }[
        entry.targetType
      ](who);
  }
}

// The site's settings the words above name, by the names the server lists a change's under.
const SETTINGS = ["name", "welcome", "registration", "rules", "terms", "privacy", "homeChurch", "logoUrl"] as const;
const isSetting = (field: string): field is (typeof SETTINGS)[number] => (SETTINGS as readonly string[]).includes(field);

/** The settings a change named, as a list in the language ("name and rules"); one not known here by its API name. */
function settingsNamed(reason: string, w: ModerationWords): string {
  const names = reason.split(", ").map((field) => (isSetting(field) ? w[field] : field));
  return new Intl.ListFormat(formatLocale(), { type: "conjunction" }).format(names);
}

/** One line of the audit log: who did what to whom ("Ruth removed a post by Boaz"). */
export function auditSentence(entry: ModerationAction, w: ModerationWords): string {
  const actor = entry.actor ? displayName(entry.actor) : w.formerModerator;
  // A sign-up's answer keeps the person's name in its reason: a declined account is gone.
  const answered = (entry.action === "admit" || entry.action === "decline") && !entry.subject;
  const who = { actor, subject: answered ? entry.reason : nameOf(entry.subject, w) };
  switch (entry.action) {
    case "dismiss":
      return w.dismissed({ actor, target: targetOf(entry, who, w) });
    case "remove":
      return w.removed({ actor, target: targetOf(entry, who, w) });
    case "warn":
      return w.warned(who);
    case "suspend":
      return w.suspended(who);
    case "ban":
      return w.banned(who);
    case "role":
      // The server words a role change in its reason: the role given.
      return entry.reason === APPOINTED ? w.appointed(who) : w.stoodDown(who);
    case "admit":
      return w.admitted(who);
    case "decline":
      return w.declined(who);
    case "site":
      return w.siteChanged({ actor, fields: settingsNamed(entry.reason, w) });
  }
}

/** The reason the server records when an admin appoints a moderator (a role change's only words). */
const APPOINTED = "Appointed a moderator";
