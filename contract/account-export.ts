// The member's copy of their data: one zip, downloaded from EXPORT_PATH.
export const EXPORT_PATH = "/api/account/export";

/** The archive's name for a download made on `date`: koinonia-export-2026-05-01.zip (UTC). */
export const exportFileName = (date: Date) => `koinonia-export-${date.toISOString().slice(0, 10)}.zip`;

/** What the archive holds, file by file, as the settings page and the archive's README describe it. */
export const EXPORT_CONTENTS = [
  { file: "profile.json", holds: "Your profile, with your e-mail address" },
  { file: "posts.json", holds: "Your posts and prayer requests" },
  { file: "comments.json", holds: "Comments you wrote, and comments others wrote on your posts" },
  { file: "prayers.json", holds: "Posts you prayed for, who prayed for yours, your prayer updates and your prayer list" },
  { file: "reactions.json", holds: "The reactions you gave to posts and comments" },
  { file: "connections.json", holds: "Connection requests you sent and received" },
  { file: "groups.json", holds: "The groups you belong to, your role in each and what you chose of it for your home feed" },
  { file: "group-invitations.json", holds: "Group invitations you sent and received" },
  { file: "churches.json", holds: "The churches you belong to, your place in each and what its directory shows of you" },
  { file: "events.json", holds: "Events you organised, your answers to events, and what you wrote in their discussions" },
  { file: "messages.json", holds: "The private messages you wrote" },
  { file: "bible.json", holds: "Your reading plans and the days you read, and the devotions and reading plans you wrote" },
  { file: "notifications.json", holds: "Your notifications" },
  { file: "prayer-rooms.json", holds: "Live prayer rooms you hosted and joined, and the requests and messages you wrote in them" },
  { file: "safety.json", holds: "The people you blocked or muted, and the reports you made" },
  { file: "mail-preferences.json", holds: "How often we e-mail you about each kind of notification" },
  { file: "prayer-reminder.json", holds: "Your daily prayer reminder" },
  { file: "push-devices.json", holds: "The browsers that show you notifications as they happen" },
  { file: "suggestion-dismissals.json", holds: 'The people you said "Not now" to in your suggested connections, and until when' },
  { file: "images/", holds: "The pictures you uploaded: profile picture, banner and post photos" },
] as const;
