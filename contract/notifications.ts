import { z } from "zod";

/** Every kind of notice the server sends (a notification's `type`). */
export const NOTICE_TYPES = [
  // Someone asks to connect with me.
  "friend_request",
  // Someone accepted my connection request.
  "friend_accepted",
  // Someone commented on my post.
  "post_comment",
  // Someone prayed for my post (for a prayer request: is praying for me).
  "post_prayer",
  // A prayer request I pray for has news from its author.
  "prayer_update",
  // A prayer request I pray for was answered.
  "prayer_answered",
  // My own prayer request went quiet: does it still need prayer?
  "prayer_check",
  // The daily reminder, at the time I chose, to pray through my prayer list.
  "prayer_reminder",
  // A member of a group invited me to join it.
  "group_invitation",
  // Someone opened a live prayer room in a group of mine.
  "group_room",
  // A group's admin removed my post or comment there.
  "group_removal",
  // A moderator acted on me or on something of mine (a removal, warning, suspension or ban), with the reason.
  "moderation",
  // A report I filed was handled (never saying what was done to the other person).
  "report_handled",
  // I was appointed a moderator, or stood down.
  "site_role",
  // To each moderator and admin: reports wait to be reviewed (one notice, kept up to date while unread).
  "reports_waiting",
] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** A type this code knows: a newer server may send types an older client has never heard of. */
export const isNoticeType = (type: string): type is NoticeType => (NOTICE_TYPES as readonly string[]).includes(type);

export const Notification = z.object({
  id: z.number(),
  // Open to types added later; the client has a fallback for ones it does not know.
  type: z.string(),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  actorId: z.number().nullable(),
  postId: z.number().nullable(),
  groupId: z.number().nullable(),
});
export type Notification = z.infer<typeof Notification>;

export const UnreadCount = z.object({ count: z.number() });

/**
 * Why the server ended a notification stream, in its last `closed` event: `replaced` (the
 * session or the person opened more streams than allowed, and this was the oldest),
 * `signed-out`, or `shutdown` (the server is restarting: connect again).
 */
export type StreamEndReason = "replaced" | "signed-out" | "shutdown";
