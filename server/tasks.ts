import type { BackgroundTask } from "./core/background-task";
import type { Context } from "./core/context";
import type { Config } from "./core/config";
import { startMailSender } from "./mail/outbox";
import { openMailTransport } from "./mail/transport";
import type { Mail } from "./routes/deps";
import { startReadingPlanReminders } from "./services/plans/reading-plan-reminders";
import { startTogetherDays } from "./services/plans/reading-together-days";
import { startVerseBackfill } from "./services/bible/verse-backfill";
import { startDevotionDelivery } from "./services/devotions/devotion-delivery";
import { startEventHorizon } from "./services/events/event-horizon";
import { startEventReminders } from "./services/events/event-reminders";
import { startFileSweep } from "./services/files/file-sweep";
import { startMessageMail } from "./services/messages/message-mail";
import { startMailDigest } from "./services/notifications/mail-digest";
import { startNoticeMailer } from "./services/notifications/notice-mailer";
import { startSuggestionLists } from "./services/people/suggestion-lists";
import { startFeedFanout } from "./services/posts/feed-fanout";
import { startLinkPreviews } from "./services/link-previews/link-preview-task";
import { startCheckIns } from "./services/prayer/prayer-check-ins";
import { startPrayerReminders } from "./services/prayer/prayer-reminders";
import type { VapidKeys } from "./services/push/push-keys";
import { startPushSender } from "./services/push/push-sender";
import { startRoomStarts } from "./services/rooms/room-schedule";

// Every task an app process runs in the background, in the order it starts them. Each works
// over rows in the database, so several processes share the work safely; all stop when the
// app closes. `every` says how often each runs and which setting (if any) changes it.

/** What the outboxes are started with: they start before the live port, which wakes them. */
export type OutboxPorts = Omit<Context, "tell" | "mail"> & { config: Config; links: Omit<Mail, "sender">; pushKeys: VapidKeys };

/**
 * The outboxes carry what a committed write queued: mail, pushes, and notices as mail and push.
 * The live port the domain is handed wakes the notice mailer, so they come first.
 */
export function startOutboxes({ db, now, log, config, links, pushKeys }: OutboxPorts) {
  // every 5 s, and when a write queued mail
  const mailSender = startMailSender(db, openMailTransport(config.mail, log), now, log);
  // as notices come (PUSH_* settings: the keys, local endpoints)
  const pushSender = startPushSender(db, { keys: pushKeys, allowLocal: config.push.allowLocalEndpoints, log });
  // every 2 s, and when a write stored a notice
  const noticeMailer = startNoticeMailer(db, links, mailSender, log, { pusher: pushSender });
  // every 10 minutes: the daily digests that are due
  const mailDigest = startMailDigest(db, links, mailSender, now, log);
  // every 5 minutes: mail of messages left unread for an hour
  const messageMail = startMessageMail(db, links, mailSender, now, log);
  return { mailSender, pushSender, noticeMailer, mailDigest, messageMail };
}

/** The domain's own tasks, each handed the whole Context. */
const TASKS = {
  /** Every second, and when a post is written: copies new posts into their readers' feeds. */
  feedFanout: { every: "1 s", start: (context: Context) => startFeedFanout(context) },
  /** Every second: reads the cards of the links in new posts (LINK_PREVIEWS_ALLOW_LOCAL: pages on loopback, tests only). */
  linkPreviews: {
    every: "1 s",
    start: (context: Context, config: Config) => startLinkPreviews(context, { allowLocal: config.linkPreviews.allowLocal }),
  },
  /** Sends the reminders of events that are due, each once, whatever the number of processes. */
  eventReminders: {
    every: "EVENT_REMINDER_EVERY_SECONDS",
    start: (context: Context, config: Config) => startEventReminders(context, config.eventReminderEveryMs),
  },
  /** Every hour: writes repeating events' occurrences on as the horizon moves. */
  eventHorizon: { every: "1 h", start: (context: Context) => startEventHorizon(context, 3_600_000) },
  /** Soon after start, then each minute until none is left: the Bible references of what was written before they were found. */
  verseBackfill: { every: "1 min, until done", start: (context: Context) => startVerseBackfill(context) },
  /** Every minute: tells each church's members of its devotion on its morning (06:00 where the church is), once. */
  devotionDelivery: { every: "1 min", start: (context: Context) => startDevotionDelivery(context) },
  /** Every 5 minutes: removes stored files no longer in use. */
  fileSweep: { every: "5 min", start: (context: Context) => startFileSweep(context) },
  /** Asks authors of old requests whether they still need prayer. */
  prayerCheckIns: {
    every: "PRAYER_CHECK_IN_EVERY_MINUTES",
    start: (context: Context, config: Config) => startCheckIns(context, config.prayer.checkInEveryMs),
  },
  /** Sends the prayer reminders that are due. */
  prayerReminders: {
    every: "PRAYER_REMINDER_EVERY_SECONDS",
    start: (context: Context, config: Config) => startPrayerReminders(context, config.prayer.reminderEveryMs),
  },
  /** Every minute: the reading plan reminders that are due, each once a day, whatever the number of processes. */
  readingPlanReminders: { every: "1 min", start: (context: Context) => startReadingPlanReminders(context, 60_000) },
  /** Every minute: opens each day of the plans groups and churches read together, once, with its discussion. */
  readingTogetherDays: { every: "1 min", start: (context: Context) => startTogetherDays(context) },
  /** Opens scheduled prayer rooms whose time has come. */
  roomStarts: {
    every: "ROOM_START_EVERY_SECONDS",
    start: (context: Context, config: Config) => startRoomStarts(context, config.roomStartEveryMs),
  },
  /** Works out again the suggestion lists marked due. */
  suggestionLists: {
    every: "SUGGESTIONS_EVERY_SECONDS",
    start: (context: Context, config: Config) => startSuggestionLists(context, config.suggestionsEveryMs),
  },
} satisfies Record<string, { every: string; start: (context: Context, config: Config) => BackgroundTask }>;

type Started = { [Name in keyof typeof TASKS]: ReturnType<(typeof TASKS)[Name]["start"]> };

/** Starts every task of the table, in its order. */
export function startTasks(context: Context, config: Config): Started {
  const started: Partial<Record<keyof typeof TASKS, BackgroundTask>> = {};
  for (const [name, task] of Object.entries(TASKS)) started[name as keyof typeof TASKS] = task.start(context, config);
  return started as Started;
}
