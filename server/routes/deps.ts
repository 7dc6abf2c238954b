import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { SessionStore } from "../services/sessions";

/** What route modules are handed: configuration and the app's services' dependencies. */
export type Deps = {
  config: Config;
  db: Db;
  sessions: SessionStore;
  now: Clock;
};
