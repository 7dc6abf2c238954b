// Kept apart from the wire schemas (zod) so that the client's first chunk can know the notice
// types without loading the schema library.

/** Every kind of notice the server sends (a notification's `type`). */
export const NOTICE_TYPES = [
  // Someone asks to connect with me.
  "friend_request",
  // Someone accepted my connection request.
  "friend_accepted",
  // Someone commented on my post.
  "post_comment",
  // Someone replied to my comment.
  "comment_reply",
  // Someone mentioned me ("@" and my name) in a post or a comment I may see.
  "mention",
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
  // The daily reminder, at the time I chose, of today's reading in a Bible reading plan I follow.
  "reading_plan",
  // A member of a group invited me to join it.
  "group_invitation",
  // To a church's leaders: someone asks to join it.
  "church_join_request",
  // A church's leader admitted me.
  "church_admitted",
  // A leader of my church posted an announcement to the whole church.
  "church_announcement",
  // The morning of a day my church's leaders wrote a devotion for: it is there to read.
  "devotion",
  // To a church's prayer team: a member asks the team alone to pray for a request.
  "prayer_team_request",
  // An event I am going to (or may go to) starts soon, as early as I chose to be reminded.
  "event_reminder",
  // An event I answered was moved to another time or place, or cancelled.
  "event_changed",
  // Someone wrote in the discussion of an event I organise.
  "event_comment",
  // An organiser of an event I am going to wrote to everyone going.
  "event_message",
  // A place opened at a full event and I moved up from its waiting list.
  "event_moved_up",
  // Someone opened a live prayer room in a group of mine.
  "group_room",
  // A group's admins (or its church's leaders), or a church's leaders, removed my post or comment there.
  "group_removal",
  // A moderator acted on me or on something of mine (a removal, warning, suspension or ban), with the reason.
  "moderation",
  // A report I filed was handled (never saying what was done to the other person).
  "report_handled",
  // I was appointed a moderator, or stood down.
  "site_role",
  // To each moderator and admin: someone signed up and waits to be admitted.
  "signup_waiting",
  // Someone I invited to the site signed up with my invitation.
  "invitation_accepted",
  // To each moderator and admin: reports wait to be reviewed (one notice, kept up to date while unread).
  "reports_waiting",
] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** A type this code knows: a newer server may send types an older client has never heard of. */
export const isNoticeType = (type: string): type is NoticeType => (NOTICE_TYPES as readonly string[]).includes(type);
