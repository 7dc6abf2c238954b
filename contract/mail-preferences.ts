import { z } from "zod";

/** How often a kind of notice is mailed: at once, in one mail a day, or never. */
export const MAIL_CADENCES = ["immediate", "daily", "off"] as const;
export type MailCadence = (typeof MAIL_CADENCES)[number];

const Cadence = z.enum(MAIL_CADENCES, { error: "Choose immediate, daily or off" });

/** The kinds of notice a member chooses a cadence for. */
export const MAIL_KINDS = ["connectionRequests", "comments", "prayers", "groupInvitations", "churchNews", "events", "messages"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MailPreferences = z.object({
  connectionRequests: Cadence,
  comments: Cadence,
  prayers: Cadence,
  groupInvitations: Cadence,
  churchNews: Cadence,
  events: Cadence,
  messages: Cadence,
});
export type MailPreferences = z.infer<typeof MailPreferences>;

/** What a member has before choosing: what asks for an answer at once, the rest once a day. */
export const DEFAULT_MAIL_PREFERENCES: MailPreferences = {
  connectionRequests: "immediate",
  comments: "daily",
  prayers: "daily",
  groupInvitations: "immediate",
  churchNews: "immediate",
  // A reminder mailed a day late is no reminder.
  events: "immediate",
  // Mailed only once a message has waited an hour unread, and never its words.
  messages: "immediate",
};

/** Any of the kinds; those left out keep their cadence. */
export const UpdateMailPreferencesBody = MailPreferences.partial();
export type UpdateMailPreferencesBody = z.infer<typeof UpdateMailPreferencesBody>;

/**
 * What an unsubscribe link stops: one kind, the daily digest (every kind of notice now mailed
 * daily; unread messages have a mail of their own), or all notification mail.
 */
const UNSUBSCRIBE_SCOPES = [...MAIL_KINDS, "digest", "all"] as const;
export type UnsubscribeScope = (typeof UNSUBSCRIBE_SCOPES)[number];

export const BAD_UNSUBSCRIBE_LINK =
  "This unsubscribe link is not valid. Open the link from the mail again, or choose what we send you in Settings.";

/** An unsubscribe link's query: the member, what to stop, and the signature over both. */
export const UnsubscribeQuery = z.object({
  u: z
    .string({ error: BAD_UNSUBSCRIBE_LINK })
    .regex(/^\d{1,10}$/, BAD_UNSUBSCRIBE_LINK)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, BAD_UNSUBSCRIBE_LINK)),
  k: z.enum(UNSUBSCRIBE_SCOPES, { error: BAD_UNSUBSCRIBE_LINK }),
  s: z.string({ error: BAD_UNSUBSCRIBE_LINK }).regex(/^[A-Za-z0-9_-]{43}$/, BAD_UNSUBSCRIBE_LINK),
});
export type UnsubscribeQuery = z.input<typeof UnsubscribeQuery>;

export const UnsubscribeResult = z.object({ stopped: z.enum(UNSUBSCRIBE_SCOPES) });
export type UnsubscribeResult = z.infer<typeof UnsubscribeResult>;

/** How each scope is named in sentences: "You will no longer get mail about ...". */
export const UNSUBSCRIBE_WORDS: Record<UnsubscribeScope, string> = {
  connectionRequests: "connection requests",
  comments: "comments on your posts",
  // One choice covers prayers for the member's posts and the prayer loop's notices: updates and
  // answers to requests they pray for, "Still need prayer?" and their daily reminder.
  prayers: "prayers for your posts, and the requests you pray for",
  groupInvitations: "group invitations",
  // A church's announcements, and for its leaders and newcomers who asks to join and who is let in.
  churchNews: "news from your churches",
  // Reminders, changes and cancellations of events one answered, and organisers' messages.
  events: "events you answered",
  messages: "messages you have not read",
  digest: "the daily digest",
  all: "any notifications",
};
