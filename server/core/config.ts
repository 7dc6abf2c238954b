import path from "node:path";
import { z } from "zod";

// The one place the environment is read. Everything else receives a typed Config.
const bool = z.enum(["true", "false", "1", "0", "yes", "no"]).transform((v) => v === "true" || v === "1" || v === "yes");

const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const METRICS_PORT_RANGE = "METRICS_PORT must be a port number, 1 to 65535";

const Env = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: int(10),
  DATABASE_PIPELINES: int(1),
  DATABASE_READ_URL: z.string().url().optional(),
  // Memory for the hottest reads' answers per app process, in MiB; 0 keeps none.
  READ_CACHE_MB: z.coerce.number().int().min(0).default(64),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Behind a reverse proxy: "true", a hop count, or a comma list of proxy addresses.
  TRUST_PROXY: z.string().optional(),
  // Origins allowed to send writes besides the request's own host (comma list).
  ALLOWED_ORIGINS: z.string().optional(),
  SESSION_IDLE_TIMEOUT_HOURS: int(24 * 30),
  SESSION_ABSOLUTE_TIMEOUT_HOURS: int(24 * 90),
  COOKIE_SECURE: z.enum(["auto", "true", "false"]).default("auto"),
  RATE_LIMIT_AUTH_IP_MAX: int(30),
  RATE_LIMIT_AUTH_ACCOUNT_MAX: int(10),
  RATE_LIMIT_AUTH_WINDOW_SECONDS: int(15 * 60),
  // Sign-ups per client IP per window, besides the attempts above: a family or a church on one
  // network signs up a few people, someone making throwaway accounts (or asking address after
  // address whether it has an account) many.
  RATE_LIMIT_SIGNUPS_IP_MAX: int(10),
  RATE_LIMIT_SIGNUPS_WINDOW_SECONDS: int(60 * 60),
  RATE_LIMIT_WRITES_PER_MINUTE: int(300),
  SERVE_CLIENT: bool.default(true),
  SEED_DEMO: bool.default(true),
  // Signs local upload URLs; generated and kept in DATA_DIR when not given.
  APP_SECRET: z.string().min(32, "APP_SECRET must be at least 32 characters").optional(),
  RATE_LIMIT_UPLOADS_PER_HOUR: int(60),
  // Building an archive reads everything a member has; a few a day is all anyone needs.
  RATE_LIMIT_EXPORTS_PER_HOUR: int(3),
  UPLOAD_URL_TTL_SECONDS: int(15 * 60),
  // A request's headers, then its body, must each arrive within this; a file upload's body
  // within UPLOAD_TIMEOUT_SECONDS (10 MB in 5 minutes is 280 kbit/s, a poor mobile link).
  REQUEST_TIMEOUT_SECONDS: int(30),
  UPLOAD_TIMEOUT_SECONDS: int(5 * 60),
  S3_ENDPOINT: z.string().url().optional(),
  S3_PUBLIC_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  // Mail: SMTP when set (smtp://user:pass@host:587 upgrades with STARTTLS when offered;
  // smtps:// for implicit TLS), otherwise .eml files in DATA_DIR/outbox.
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Koinonia <no-reply@localhost>"),
  // The site's public origin, for the links mail carries.
  PUBLIC_URL: z.string().url().optional(),
  // Mail a visitor can cause (password resets, verification links): per address and per
  // client address, per window.
  RATE_LIMIT_MAIL_ACCOUNT_MAX: int(5),
  RATE_LIMIT_MAIL_IP_MAX: int(20),
  RATE_LIMIT_MAIL_WINDOW_SECONDS: int(60 * 60),
  // Accounts made to be admins at every start (comma list of e-mail addresses).
  ADMIN_EMAILS: z.string().optional(),
  // An account's first day writes under tighter hourly limits, which slows a spammer who
  // signs up to post: posts, comments and connection requests. Nor do its reports count towards
  // holding what they report. 0: no account counts as new (the browser tests, whose people are
  // all a minute old).
  NEW_ACCOUNT_HOURS: z.coerce.number().int().nonnegative().default(24),
  RATE_LIMIT_NEW_ACCOUNT_POSTS_PER_HOUR: int(10),
  RATE_LIMIT_NEW_ACCOUNT_COMMENTS_PER_HOUR: int(30),
  RATE_LIMIT_NEW_ACCOUNT_REQUESTS_PER_HOUR: int(20),
  RATE_LIMIT_NEW_ACCOUNT_CONVERSATIONS_PER_HOUR: int(10),
  RATE_LIMIT_NEW_ACCOUNT_MESSAGES_PER_HOUR: int(100),
  // How often each process looks for prayer requests quiet long enough to ask "Still need
  // prayer?", and for members whose daily prayer reminder is due.
  PRAYER_CHECK_IN_EVERY_MINUTES: int(60),
  PRAYER_REMINDER_EVERY_SECONDS: int(60),
  EVENT_REMINDER_EVERY_SECONDS: int(30),
  // How often each process works out the suggestion lists that are due (changed, or a day old).
  SUGGESTIONS_EVERY_SECONDS: int(10),
  // How often each process starts the prayer rooms whose set time has come.
  ROOM_START_EVERY_SECONDS: int(5),
  // Past this many wall authors (a member and their connections), a post search reads the
  // query's matches from the text index and keeps those in the member's circle, rather than
  // reading every post of the circle for its words.
  SEARCH_WIDE_CIRCLE: z.coerce.number().int().nonnegative().default(1000),
  // How many posts (by id, newest first) a post search reads before it ranks: the newest this
  // many, then the twice as many before them, and so on until a page is full.
  SEARCH_SLICE_POSTS: z.coerce.number().int().positive().default(50_000),
  // Web push: the VAPID key pair (base64url, as web-push's generateVAPIDKeys makes them) and
  // the contact it names to push services. Without the keys, a pair is made once and kept in
  // the database.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, "VAPID_PUBLIC_KEY must be a P-256 public key: 65 bytes, base64url")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "VAPID_PRIVATE_KEY must be a P-256 private key: 32 bytes, base64url")
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "VAPID_SUBJECT must be a mailto: address or an https: URL")
    .optional(),
  // Lets browsers subscribe with push endpoints on http: or on private and loopback addresses:
  // for a push service run locally in tests, never for a site on the internet.
  PUSH_ALLOW_LOCAL_ENDPOINTS: bool.default(false),
  // Lets the server read link cards from pages on this machine's loopback addresses, on any
  // port: for a test's own web server, never for a site on the internet.
  LINK_PREVIEWS_ALLOW_LOCAL: bool.default(false),
  // Metrics in the Prometheus text format, off unless one of these is set: GET /metrics on the
  // app's port for a scraper sending this bearer token, and/or a server of its own on this port
  // of 127.0.0.1 (no token needed there, unless METRICS_TOKEN is set too).
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  METRICS_PORT: z.coerce
    .number({ error: METRICS_PORT_RANGE })
    .int(METRICS_PORT_RANGE)
    .min(1, METRICS_PORT_RANGE)
    .max(65535, METRICS_PORT_RANGE)
    .optional(),
});

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  databasePipelines: number;
  databaseReadUrl: string | undefined;
  /** Bytes kept per process for the hottest reads' answers (db/read-cache.ts); 0: none. */
  readCacheBytes: number;
  redisUrl: string | undefined;
  logLevel: string;
  trustProxy: boolean | number | string[];
  allowedOrigins: string[];
  session: { idleTimeoutMs: number; absoluteTimeoutMs: number; cookieSecure: "auto" | boolean };
  rateLimit: {
    authIpMax: number;
    authAccountMax: number;
    authWindowMs: number;
    /** Sign-up attempts per client IP per `signupWindowMs`. */
    signupIpMax: number;
    signupWindowMs: number;
    writesPerMinute: number;
    uploadsPerHour: number;
    exportsPerHour: number;
    mailAccountMax: number;
    mailIpMax: number;
    mailWindowMs: number;
    /** While an account is younger than `ageMs`: its hourly posts, comments and connection requests. */
    newAccount: {
      ageMs: number;
      postsPerHour: number;
      commentsPerHour: number;
      requestsPerHour: number;
      conversationsPerHour: number;
      messagesPerHour: number;
    };
  };
  /** Lower-cased; these accounts are made admins at start (and on sign-up). */
  adminEmails: string[];
  appSecret: string | undefined;
  uploadUrlTtlMs: number;
  prayer: { checkInEveryMs: number; reminderEveryMs: number };
  /** How often each process works out the suggestion lists that are due. */
  suggestionsEveryMs: number;
  /** How often each process starts the prayer rooms whose set time has come. */
  roomStartEveryMs: number;
  eventReminderEveryMs: number;
  /** How a post search reads: see `PostSearchReach`. */
  postSearch: { wideCircle: number; slicePosts: number };
  timeouts: { requestMs: number; uploadMs: number };
  s3: S3Settings | undefined;
  serveClient: boolean;
  seedDemo: boolean;
  mail: { smtpUrl: string | undefined; from: string; publicUrl: string; outboxDir: string };
  push: PushSettings;
  /** Link cards may be read from pages on loopback addresses (local testing only). */
  linkPreviews: { allowLocal: boolean };
  /** Undefined when neither METRICS_TOKEN nor METRICS_PORT is set: no metrics are kept at all. */
  metrics: MetricsSettings | undefined;
};

export type MetricsSettings = {
  /** GET /metrics on the app's port answers a request bearing this token; on the metrics port too when set. */
  token: string | undefined;
  /** A server of its own on 127.0.0.1 serving /metrics. */
  port: number | undefined;
};

export type PushSettings = {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; undefined when a pair kept in the database is used. */
  keys: { publicKey: string; privateKey: string } | undefined;
  /** Whom a push service may contact about this site's pushes (a mailto: or https: URL). */
  subject: string;
  /** Endpoints on http: or on private and loopback addresses are accepted (local testing only). */
  allowLocalEndpoints: boolean;
};

function parseTrustProxy(value: string | undefined): Config["trustProxy"] {
  if (!value || value === "false" || value === "0") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

export class ConfigError extends Error {}

// S3 is on when a bucket is named; then the keys must be there too.
/** Where files are kept when they live in an S3-compatible bucket. */
export type S3Settings = {
  endpoint?: string;
  /** Where browsers reach the bucket, when that differs from where the app does. */
  publicEndpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

function s3Settings(e: z.infer<typeof Env>): S3Settings | undefined {
  if (!e.S3_BUCKET) return undefined;
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError("Invalid configuration:\n  S3_BUCKET is set, so S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required");
  }
  return {
    endpoint: e.S3_ENDPOINT,
    publicEndpoint: e.S3_PUBLIC_ENDPOINT,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

// The pair is given whole or not at all: half a pair would sign with a key that matches nothing.
function vapidKeys(e: z.infer<typeof Env>): PushSettings["keys"] {
  if (!e.VAPID_PUBLIC_KEY && !e.VAPID_PRIVATE_KEY) return undefined;
  if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY) {
    throw new ConfigError("Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither");
  }
  return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
}

/**
 * Whom push services may write to when this site's pushes misbehave: VAPID_SUBJECT, else the
 * first admin (a person who answers for the site), else the site itself when it is on https,
 * else the site's host's postmaster, the one mailbox every mail domain is meant to have.
 */
function vapidSubject(e: z.infer<typeof Env>, adminEmails: string[], publicUrl: string): string {
  if (e.VAPID_SUBJECT) return e.VAPID_SUBJECT;
  if (adminEmails[0]) return `mailto:${adminEmails[0]}`;
  const site = new URL(publicUrl);
  return site.protocol === "https:" ? site.origin : `mailto:postmaster@${site.hostname}`;
}

function metricsSettings(e: z.infer<typeof Env>): MetricsSettings | undefined {
  if (e.METRICS_TOKEN === undefined && e.METRICS_PORT === undefined) return undefined;
  if (e.METRICS_PORT === e.PORT) throw new ConfigError("Invalid configuration:\n  METRICS_PORT must differ from PORT");
  return { token: e.METRICS_TOKEN, port: e.METRICS_PORT };
}

/** Pages on loopback are read for link cards only where no member's link can reach in: never in production. */
function linkPreviewSettings(e: z.infer<typeof Env>): Config["linkPreviews"] {
  if (e.LINK_PREVIEWS_ALLOW_LOCAL && e.NODE_ENV === "production") {
    throw new ConfigError("Invalid configuration:\n  LINK_PREVIEWS_ALLOW_LOCAL is for tests: it cannot be set in production");
  }
  return { allowLocal: e.LINK_PREVIEWS_ALLOW_LOCAL };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const hours = 60 * 60 * 1000;
  const adminEmails = (e.ADMIN_EMAILS ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databasePipelines: e.DATABASE_PIPELINES,
    databaseReadUrl: e.DATABASE_READ_URL,
    readCacheBytes: e.READ_CACHE_MB * 1024 * 1024,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    allowedOrigins: (e.ALLOWED_ORIGINS ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    session: {
      idleTimeoutMs: e.SESSION_IDLE_TIMEOUT_HOURS * hours,
      absoluteTimeoutMs: e.SESSION_ABSOLUTE_TIMEOUT_HOURS * hours,
      cookieSecure: e.COOKIE_SECURE === "auto" ? "auto" : e.COOKIE_SECURE === "true",
    },
    rateLimit: {
      authIpMax: e.RATE_LIMIT_AUTH_IP_MAX,
      authAccountMax: e.RATE_LIMIT_AUTH_ACCOUNT_MAX,
      authWindowMs: e.RATE_LIMIT_AUTH_WINDOW_SECONDS * 1000,
      signupIpMax: e.RATE_LIMIT_SIGNUPS_IP_MAX,
      signupWindowMs: e.RATE_LIMIT_SIGNUPS_WINDOW_SECONDS * 1000,
      writesPerMinute: e.RATE_LIMIT_WRITES_PER_MINUTE,
      uploadsPerHour: e.RATE_LIMIT_UPLOADS_PER_HOUR,
      exportsPerHour: e.RATE_LIMIT_EXPORTS_PER_HOUR,
      mailAccountMax: e.RATE_LIMIT_MAIL_ACCOUNT_MAX,
      mailIpMax: e.RATE_LIMIT_MAIL_IP_MAX,
      mailWindowMs: e.RATE_LIMIT_MAIL_WINDOW_SECONDS * 1000,
      newAccount: {
        ageMs: e.NEW_ACCOUNT_HOURS * hours,
        postsPerHour: e.RATE_LIMIT_NEW_ACCOUNT_POSTS_PER_HOUR,
        commentsPerHour: e.RATE_LIMIT_NEW_ACCOUNT_COMMENTS_PER_HOUR,
        requestsPerHour: e.RATE_LIMIT_NEW_ACCOUNT_REQUESTS_PER_HOUR,
        conversationsPerHour: e.RATE_LIMIT_NEW_ACCOUNT_CONVERSATIONS_PER_HOUR,
        messagesPerHour: e.RATE_LIMIT_NEW_ACCOUNT_MESSAGES_PER_HOUR,
      },
    },
    adminEmails,
    appSecret: e.APP_SECRET,
    uploadUrlTtlMs: e.UPLOAD_URL_TTL_SECONDS * 1000,
    prayer: { checkInEveryMs: e.PRAYER_CHECK_IN_EVERY_MINUTES * 60_000, reminderEveryMs: e.PRAYER_REMINDER_EVERY_SECONDS * 1000 },
    suggestionsEveryMs: e.SUGGESTIONS_EVERY_SECONDS * 1000,
    roomStartEveryMs: e.ROOM_START_EVERY_SECONDS * 1000,
    eventReminderEveryMs: e.EVENT_REMINDER_EVERY_SECONDS * 1000,
    postSearch: { wideCircle: e.SEARCH_WIDE_CIRCLE, slicePosts: e.SEARCH_SLICE_POSTS },
    timeouts: { requestMs: e.REQUEST_TIMEOUT_SECONDS * 1000, uploadMs: e.UPLOAD_TIMEOUT_SECONDS * 1000 },
    s3: s3Settings(e),
    serveClient: e.SERVE_CLIENT,
    seedDemo: e.SEED_DEMO,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      publicUrl,
      outboxDir: path.join(e.DATA_DIR, "outbox"),
    },
    push: {
      keys: vapidKeys(e),
      subject: vapidSubject(e, adminEmails, publicUrl),
      allowLocalEndpoints: e.PUSH_ALLOW_LOCAL_ENDPOINTS,
    },
    linkPreviews: linkPreviewSettings(e),
    metrics: metricsSettings(e),
  };
}
