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
import type { Deps, Mail } from "./routes/deps";
import { ROUTES } from "./routes";
import { clientRoutes } from "./routes/client";
import { startOutboxes, startTasks } from "./tasks";
import { loadSiteSecret } from "./core/site-secret";
import { wakingNoticeMailer } from "./services/notifications/notice-mailer";
import { loadVapidKeys } from "./services/push/push-keys";
import { announceSessionEnds, dbSessionStore } from "./services/accounts/sessions";
import { nameAdmins } from "./services/accounts/site-roles";
import { redisSessionStore } from "./services/accounts/redis-sessions";
import { memoryEventBus, redisEventBus } from "./realtime/event-bus";
import { livePublisher } from "./realtime/live-publisher";
import { openStreams } from "./realtime/open-streams";
import { registerMetrics } from "./metrics/register-metrics";
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

  const links = { publicUrl: config.mail.publicUrl, secret: await loadSiteSecret(db, config.appSecret) };
  const pushKeys = await loadVapidKeys(db, config.push);
  const { storage } = options.storage;
  const outboxes = startOutboxes({ db, now, log: app.log, storage, sessions, config, links, pushKeys });
  for (const task of Object.values(outboxes)) app.addHook("onClose", () => task.close());
  const mail: Mail = { sender: outboxes.mailSender, ...links };

  const tell = wakingNoticeMailer(livePublisher(db, events, app.log), outboxes.noticeMailer);
  const context = { db, tell, now, log: app.log, storage, sessions, mail };
  const tasks = startTasks(context, config);
  for (const task of Object.values(tasks)) app.addHook("onClose", () => task.close());

  // The operator names the admins (ADMIN_EMAILS), at every start.
  const { admins, named, stoodDown } = await nameAdmins(db, config.adminEmails);
  app.log.info({ admins, named, stoodDown }, `ADMIN_EMAILS: ${admins} ${admins === 1 ? "admin" : "admins"}`);

  const newAccount = newAccountLimits(app, config.rateLimit.newAccount, db, now);
  const readDb = options.readDb ?? db;
  const streams = openStreams();
  // Before the routes, so the request histogram's hook sees each of them. Off: no hook at all.
  if (config.metrics) registerMetrics(app, config.metrics, { db, readDb, now, streams, pushes: outboxes.pushSender });
  const deps: Deps = {
    ...context,
    config,
    readDb,
    events,
    streams,
    fanout: tasks.feedFanout,
    newAccount,
    pushes: outboxes.pushSender,
    pushKeys,
    ...options.storage,
  };
  for (const routes of ROUTES) routes(app, deps);
  await clientRoutes(app, config.serveClient);

  return app;
}
