import type { Db } from "../db/client";
import type { BackgroundTask } from "./background-task";
import { type Clock, systemClock } from "./clock";
import type { Log } from "./log";
import type { ObjectStorage } from "./object-storage";
import type { SessionStore } from "./session-store";
import { type Tell, tellNobody } from "./tell";

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

/** A port a piece of work was not handed: using it is a mistake in the caller, said at once. */
function notHanded<T extends object>(what: string): T {
  return new Proxy({} as T, {
    get(_target, property) {
      throw new Error(`This work was handed no ${what} (it used ${String(property)})`);
    },
  });
}

const silent: Log = { info() {}, warn() {}, error() {} };

/**
 * A Context for work nobody watches (seeding, scripts, tests): it tells nobody, reads the
 * system clock, logs nothing, and has no files, sessions or mail unless it is given them.
 */
export function quietContext(db: Db, given: Partial<Omit<Context, "db">> = {}): Context {
  return {
    db,
    tell: tellNobody,
    now: systemClock,
    log: silent,
    storage: notHanded("file storage"),
    sessions: notHanded("session store"),
    mail: notHanded("mail sender"),
    ...given,
  };
}
