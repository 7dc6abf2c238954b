import Fastify, { type FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import cookie from "@fastify/cookie";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { type Clock, systemClock } from "./core/clock";
import type { Config } from "./core/config";
import type { Db } from "./db/client";
import { type LoggerOptions, loggerOptions } from "./logging";
import { RequestLog } from "./request-log";
import { frameworkErrorHandler, registerErrorHandler } from "./plugins/error-handler";
import { registerOpenApi } from "./plugins/openapi";
import { registerRateLimits, registerWriteLimit } from "./plugins/rate-limits";
import { newAccountLimits } from "./plugins/new-account-limits";
import { registerSecurity } from "./plugins/security";
import { registerSession } from "./plugins/session";
import { registerBodyDeadline, serverTimeouts } from "./plugins/timeouts";
import { accountDeletionRoutes } from "./routes/account-deletion";
import { accountEmailRoutes } from "./routes/account-email";
import { accountExportRoutes } from "./routes/account-export";
import { accountSessionRoutes } from "./routes/account-sessions";
import { authRoutes } from "./routes/auth";
import { passwordRoutes } from "./routes/password";
import { clientRoutes } from "./routes/client";
import { connectionRoutes } from "./routes/connections";
import type { Deps, Mail } from "./routes/deps";
import { startMailSender } from "./mail/outbox";
import { openMailTransport } from "./mail/transport";
import { loadSiteSecret } from "./core/site-secret";
import { startFeedFanout } from "./services/posts/feed-fanout";
import { startFileSweep } from "./services/files/file-sweep";
import { startMailDigest } from "./services/notifications/mail-digest";
import { startCheckIns } from "./services/prayer/prayer-check-ins";
import { startPrayerReminders } from "./services/prayer/prayer-reminders";
import { startRoomStarts } from "./services/rooms/room-schedule";
import { startSuggestionLists } from "./services/people/suggestion-lists";
import { startNoticeMailer, wakingNoticeMailer } from "./services/notifications/notice-mailer";
import { loadVapidKeys } from "./services/push/push-keys";
import { startPushSender } from "./services/push/push-sender";
import { groupRoutes } from "./routes/groups";
import { groupBanRoutes } from "./routes/group-bans";
import { healthRoutes } from "./routes/health";
import { mailPreferenceRoutes } from "./routes/mail-preferences";
import { accountLanguageRoutes } from "./routes/account-language";
import { notificationRoutes } from "./routes/notifications";
import { postRoutes } from "./routes/posts";
import { prayerRoutes } from "./routes/prayer";
import { pushRoutes } from "./routes/push";
import { commentRoutes } from "./routes/comments";
import { moderationRoutes } from "./routes/moderation";
import { profileRoutes } from "./routes/profile";
import { reportRoutes } from "./routes/reports";
import { roomPresenceRoutes } from "./routes/room-presence-stream";
import { roomRoutes } from "./routes/rooms";
import { safetyRoutes } from "./routes/safety";
import { searchRoutes } from "./routes/search";
import { uploadRoutes } from "./routes/uploads";
import { announceSessionEnds, dbSessionStore } from "./services/accounts/sessions";
import { nameAdmins } from "./services/accounts/site-roles";
import { redisSessionStore } from "./services/accounts/redis-sessions";
import { memoryEventBus, redisEventBus } from "./realtime/event-bus";
import { livePublisher } from "./realtime/live-publisher";
import { notificationStreamRoutes } from "./routes/notification-stream";
import type { Storage } from "./storage/open-storage";

export type AppOptions = {
  config: Config;
  db: Db;
  storage: Storage;
  /** A read replica for the feed and other heavy reads (DATABASE_READ_URL); `db` otherwise. */
  readDb?: Db;
  /** Redis (REDIS_URL): sessions, rate-limit counters and live events shared by all processes. */
  redis?: Redis;
  now?: Clock;
  /** Pino options, or false for silence (tests). */
  logger?: LoggerOptions;
  /** Told of every route as it is added (tests use it to reach every route). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
};

// Fastify's types leave out the hop count it accepts; a function says the same thing.
function trustProxy(setting: Config["trustProxy"]) {
  return typeof setting === "number" ? (_address: string, hop: number) => hop < setting : setting;
}

/** Plugins and routes, nothing else: the process concerns live in main.ts. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const now = options.now ?? systemClock;
  const app = Fastify({
    logger: loggerOptions(options.logger ?? { level: config.logLevel }),
    logController: new RequestLog(),
    trustProxy: trustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Fastify returns 503 to new requests while it drains in-flight ones at close.
    return503OnClosing: true,
    frameworkErrors: frameworkErrorHandler(config, options.storage.storage.uploadOrigins),
    ...serverTimeouts(config.timeouts),
  });

  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Writes take JSON only (a CSRF defence): drop the built-in text/plain parser.
  app.removeContentTypeParser("text/plain");
  // Before every route: it documents the routes added after it.
  await registerOpenApi(app);

  registerErrorHandler(app);
  registerBodyDeadline(app, config.timeouts.requestMs);
  await registerSecurity(app, config, options.storage.storage.uploadOrigins);
  await app.register(cookie);
  await registerRateLimits(app, options.redis, now);

  const { redis } = options;
  const events = redis ? await redisEventBus(redis) : memoryEventBus();
  app.addHook("onClose", () => events.close());
  const store = redis ? redisSessionStore(redis, config.session, now) : dbSessionStore(db, config.session, now);
  const sessions = announceSessionEnds(store, events);
  registerSession(app, sessions);
  registerWriteLimit(app, config.rateLimit.writesPerMinute);

  const sender = startMailSender(db, openMailTransport(config.mail, app.log), now, app.log);
  app.addHook("onClose", () => sender.close());
  const mail: Mail = { sender, publicUrl: config.mail.publicUrl, secret: await loadSiteSecret(db, config.appSecret) };
  const pushKeys = await loadVapidKeys(db, config.push);
  const pusher = startPushSender(db, { keys: pushKeys, allowLocal: config.push.allowLocalEndpoints, log: app.log });
  app.addHook("onClose", () => pusher.close());
  const noticeMailer = startNoticeMailer(db, mail, sender, app.log, { pusher });
  app.addHook("onClose", () => noticeMailer.close());
  const digest = startMailDigest(db, mail, sender, now, app.log);
  app.addHook("onClose", () => digest.close());

  const tell = wakingNoticeMailer(livePublisher(db, events, app.log), noticeMailer);
  const fanout = startFeedFanout(db, app.log, tell);
  app.addHook("onClose", () => fanout.close());
  const sweep = startFileSweep(db, options.storage.storage, now, app.log);
  app.addHook("onClose", () => sweep.close());
  const checkIns = startCheckIns(db, tell, now, app.log, config.prayer.checkInEveryMs);
  app.addHook("onClose", () => checkIns.close());
  const reminders = startPrayerReminders(db, tell, now, app.log, config.prayer.reminderEveryMs);
  app.addHook("onClose", () => reminders.close());
  const roomStarts = startRoomStarts(db, tell, now, app.log, config.roomStartEveryMs);
  app.addHook("onClose", () => roomStarts.close());
  const suggestionLists = startSuggestionLists(db, app.log, config.suggestionsEveryMs);
  app.addHook("onClose", () => suggestionLists.close());

  // The operator names the admins (ADMIN_EMAILS), at every start.
  const { admins, named, stoodDown } = await nameAdmins(db, config.adminEmails);
  app.log.info({ admins, named, stoodDown }, `ADMIN_EMAILS: ${admins} ${admins === 1 ? "admin" : "admins"}`);

  const newAccount = newAccountLimits(app, config.rateLimit.newAccount, db, now);
  const deps: Deps = {
    config,
    db,
    readDb: options.readDb ?? db,
    sessions,
    now,
    events,
    tell,
    fanout,
    newAccount,
    mail,
    pushKeys,
    ...options.storage,
  };
  healthRoutes(app, deps);
  authRoutes(app, deps);
  accountDeletionRoutes(app, deps);
  passwordRoutes(app, deps);
  accountEmailRoutes(app, deps);
  postRoutes(app, deps);
  commentRoutes(app, deps);
  prayerRoutes(app, deps);
  connectionRoutes(app, deps);
  profileRoutes(app, deps);
  safetyRoutes(app, deps);
  groupRoutes(app, deps);
  groupBanRoutes(app, deps);
  uploadRoutes(app, deps);
  notificationRoutes(app, deps);
  notificationStreamRoutes(app, deps);
  mailPreferenceRoutes(app, deps);
  accountLanguageRoutes(app, deps);
  pushRoutes(app, deps);
  accountSessionRoutes(app, deps);
  accountExportRoutes(app, deps);
  reportRoutes(app, deps);
  roomRoutes(app, deps);
  roomPresenceRoutes(app, deps);
  moderationRoutes(app, deps);
  searchRoutes(app, deps);
  await clientRoutes(app, config.serveClient);

  return app;
}
