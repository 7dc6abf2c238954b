import type { Clock } from "../core/clock";
import type { EventBus } from "../realtime/event-bus";
import type { Config } from "../core/config";
import type { Db } from "../db/client";
import type { NewAccountLimits } from "../plugins/new-account-limits";
import type { FeedFanout } from "../services/posts/feed-fanout";
import type { Tell } from "../core/tell";
import type { SessionStore } from "../core/session-store";
import type { MailSender } from "../mail/outbox";
import type { VapidKeys } from "../services/push/push-keys";
import type { LocalStorage } from "../storage/local-storage";
import type { ObjectStorage } from "../core/object-storage";

/** What route modules are handed: configuration and the app's services' dependencies. */
export type Deps = {
  config: Config;
  db: Db;
  /** For heavy reads (feeds, lists): a replica when configured, else `db`. */
  readDb: Db;
  sessions: SessionStore;
  now: Clock;
  storage: ObjectStorage;
  events: EventBus;
  /** Tells the live stream of each notice a write stored and what it changed (handed to the domain). */
  tell: Tell;
  /** A new account's lower hourly limits on posts, comments and connection requests. */
  newAccount: NewAccountLimits;
  /** Copies new posts into their readers' feeds after the write is answered. */
  fanout: FeedFanout;
  /** Mail: the sender to kick once a write that queued mail commits, and what links need. */
  mail: Mail;
  /** What signs this site's pushes; browsers subscribe with its public key. */
  pushKeys: VapidKeys;
  /** Set when files live on local disk: the app itself then receives the uploads. */
  localUploads?: { storage: LocalStorage; secret: string };
};

export type Mail = {
  sender: MailSender;
  /** The site's public origin (PUBLIC_URL), which links in mail start with. */
  publicUrl: string;
  /** Signs links used without signing in (unsubscribe). */
  secret: string;
};
