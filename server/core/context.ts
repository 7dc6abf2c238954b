import type { Db } from "../db/client";
import type { BackgroundTask } from "./background-task";
import type { Clock } from "./clock";
import type { Log } from "./log";
import type { ObjectStorage } from "./object-storage";
import type { SessionStore } from "./session-store";
import type { Tell } from "./tell";

/**
 * What the domain is handed by the layer above, in one object: the database, the live port
 * it tells of committed writes, the clock, where background work logs, where files and
 * sessions are kept, and the mail sender to wake once mail is queued. The app builds one at
 * start; a test builds its own with what it needs to watch or hold still.
 */
export type Context = {
  db: Db;
  tell: Tell;
  now: Clock;
  log: Log;
  storage: ObjectStorage;
  sessions: SessionStore;
  mail: AccountMail;
};

/** What mail about an account needs: the sender to wake, and the site's public origin links start with. */
export type AccountMail = { sender: BackgroundTask; publicUrl: string };
