import type { AccountMail, Context } from "../core/context";
import type { Config } from "../core/config";
import type { Db } from "../db/client";
import type { EventBus } from "../realtime/event-bus";
import type { OpenStreams } from "../realtime/open-streams";
import type { NewAccountLimits } from "../plugins/new-account-limits";
import type { FeedFanout } from "../services/posts/feed-fanout";
import type { VapidKeys } from "../services/push/push-keys";
import type { PushSender } from "../services/push/push-sender";
import type { LocalStorage } from "../storage/local-storage";

/**
 * What route modules are handed: the domain's Context (the database, the live port, the clock,
 * the log, files, sessions and mail), which they pass on as it is, and what only the wire needs.
 */
export type Deps = Context & {
  config: Config;
  /** For heavy reads (feeds, lists): a replica when configured, else `db`. */
  readDb: Db;
  events: EventBus;
  /** The notification streams this process holds (the metrics count them). */
  streams: OpenStreams;
  /** A new account's lower hourly limits on posts, comments and connection requests. */
  newAccount: NewAccountLimits;
  /** Copies new posts into their readers' feeds after the write is answered. */
  fanout: FeedFanout;
  /** Mail: the sender to kick once a write that queued mail commits, and what links need. */
  mail: Mail;
  /** Pushes to hand at once to members' browsers (a new message). */
  pushes: Pick<PushSender, "push">;
  /** What signs this site's pushes; browsers subscribe with its public key. */
  pushKeys: VapidKeys;
  /** Set when files live on local disk: the app itself then receives the uploads. */
  localUploads?: { storage: LocalStorage; secret: string };
};

export type Mail = AccountMail & {
  /** Signs links used without signing in (unsubscribe). */
  secret: string;
};
