import { randomBytes } from "node:crypto";
import type { Config } from "./core/config";
import type { Database } from "./db/client";

const NAME_PREFIX = "koinonia ";

/**
 * This process's `application_name` on PostgreSQL. Each app process has its own, so that each
 * can count the others connected to the same database (pg_stat_activity shows the name of
 * every connection to whoever may connect).
 */
export function appConnectionName(): string {
  return `${NAME_PREFIX}pid ${process.pid} ${randomBytes(4).toString("hex")}`;
}

/** How many other app processes hold connections to this database. */
export async function otherAppProcesses(database: Database, ownName: string): Promise<number> {
  return database.onOneConnection(async (query) => {
    const { rows } = await query(
      `select count(distinct application_name)::int as others from pg_stat_activity
        where datname = current_database() and starts_with(application_name, $1) and application_name <> $2`,
      [NAME_PREFIX, ownName],
    );
    return (rows[0] as { others: number }).others;
  });
}

/**
 * Without Redis, each app process keeps rate-limit counters, live notification events and a
 * short cache of checked sessions to itself: fine for one process, wrong for several. The
 * warning, when several are likely (a cluster worker, or another app process on the same
 * database), else undefined.
 */
export function sharedStateWarning(
  config: Pick<Config, "databaseUrl" | "redisUrl">,
  isClusterWorker: boolean,
  others: number,
): string | undefined {
  if (!config.databaseUrl || config.redisUrl) return undefined;
  if (!isClusterWorker && others === 0) return undefined;
  const why =
    others > 0 ? `${others} other app process${others === 1 ? " is" : "es are"} using this database` : "this process is a cluster worker";
  return (
    `Several app processes without Redis (${why}): rate limits are counted per process, live ` +
    `notifications reach only the browsers connected to the process that wrote them, and a ` +
    `session ended on one process may be honoured by another for up to 10 s. Set REDIS_URL ` +
    `to share them between processes.`
  );
}
