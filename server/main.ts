import cluster from "node:cluster";
import path from "node:path";
import { Redis } from "ioredis";
import { buildApp } from "./app";
import { appConnectionName, otherAppProcesses, sharedStateWarning } from "./app-processes";
import { ConfigError, loadConfig } from "./core/config";
import { type Database, openPglite, openPostgres } from "./db/client";
import { DataDirUnsafeError, octal, prepareDataDir, tightenDataDir } from "./db/data-dir";
import { DataDirLockedError, lockDataDir } from "./db/data-dir-lock";
import { seedDemo } from "./demo/seed";
import { armExitWatchdog } from "./exit-watchdog";
import { drainOutput, ignoreLostOutput, logOutput } from "./log-output";
import { prettyLogOutput } from "./log-pretty";
import { openStorage } from "./storage/open-storage";

const SHUTDOWN_GRACE_MS = 10_000;
// Should even the forced exit below not happen (its thread blocked), the process is killed.
const WATCHDOG_MS = SHUTDOWN_GRACE_MS + 5_000;
// The last log lines get this long to reach a reader that is slow, or has stopped reading.
const OUTPUT_DRAIN_MS = 1_000;

// This process's connections carry its own name, by which the other app processes count it.
const connectionName = appConnectionName();

async function openDatabase(config: ReturnType<typeof loadConfig>): Promise<{ database: Database; release: () => void }> {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl, config.databasePoolSize, {
      warm: true,
      pipelines: config.databasePipelines,
      applicationName: connectionName,
      readCacheBytes: config.readCacheBytes,
    });
    return { database, release: () => {} };
  }
  const release = lockDataDir(config.dataDir);
  try {
    return { database: await openPglite(path.join(config.dataDir, "pglite"), { readCacheBytes: config.readCacheBytes }), release };
  } catch (err) {
    release();
    throw err;
  }
}

async function main() {
  // Whatever the process creates (database files, uploads, the secret, the lock) is readable
  // by its own user only. Set before anything is written.
  process.umask(0o077);
  ignoreLostOutput();
  const config = loadConfig();
  // The data folder holds the embedded database and the local uploads: unused only when both
  // live elsewhere.
  const dataDir = config.databaseUrl && config.s3 ? undefined : config.dataDir;
  const closedFrom = dataDir ? prepareDataDir(dataDir) : undefined;
  const { database, release } = await openDatabase(config);
  await database.migrate();
  if (config.seedDemo && (await seedDemo(database.db))) console.log("Seeded the demo community.");

  const storage = await openStorage(config);
  // Once the embedded database is open: on its first start it writes files with modes of its own.
  const tightened = dataDir ? tightenDataDir(dataDir) : undefined;
  const replica = config.databaseReadUrl
    ? await openPostgres(config.databaseReadUrl, config.databasePoolSize, {
        warm: true,
        pipelines: config.databasePipelines,
        applicationName: connectionName,
        // A replica cannot LISTEN, and lags its primary: what it answers is never kept.
        readCacheBytes: 0,
      })
    : undefined;
  // A count that cannot be made only costs the warning below.
  const others = database.kind === "postgres" && !config.redisUrl ? await otherAppProcesses(database, connectionName).catch(() => 0) : 0;
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  redis?.on("error", (err) => console.error("Redis:", err.message));
  // Readable lines for a person at a terminal; JSON lines for whatever reads a pipe or a file.
  const stream = process.stdout.isTTY ? prettyLogOutput(logOutput) : logOutput;
  const app = await buildApp({ config, logger: { level: config.logLevel, stream }, db: database.db, readDb: replica?.db, redis, storage });
  if (closedFrom !== undefined)
    app.log.warn(`The data folder was open to other users (mode ${octal(closedFrom)}); it is now private to this one`);
  if (tightened) app.log.info(tightened, "data folder: every entry private to this user");
  const warning = sharedStateWarning(config, cluster.isWorker, others);
  if (warning) app.log.warn(warning);
  // Closed once the app has closed, not in an onClose hook: Fastify runs those last-registered
  // first, so a hook added here would close the database before the app's own hooks had stopped
  // the feed fan-out and the file sweep, whose next run would meet an ended pool.
  const closeConnections = async () => {
    await replica?.close();
    await redis?.quit().catch(() => redis.disconnect());
    await database.close();
  };

  // While draining, a kept-alive connection would hold close() open until its timeout:
  // tell clients to hang up, and drop each connection as soon as it falls idle.
  let stopping = false;
  // (Every request passes these: they call `done` rather than cost a promise each.)
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (stopping) reply.header("connection", "close");
    done(null, payload);
  });
  app.addHook("onResponse", (_request, _reply, done) => {
    if (stopping) app.server.closeIdleConnections();
    done();
  });

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    armExitWatchdog(WATCHDOG_MS);
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const timer = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      release();
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    let code = 0;
    try {
      await app.close();
      await closeConnections();
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      code = 1;
    }
    release();
    await drainOutput(OUTPUT_DRAIN_MS);
    process.exit(code);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ host: config.host, port: config.port });
  const where = database.kind === "pglite" ? `embedded database in ${path.resolve(config.dataDir)}` : "PostgreSQL";
  if (redis) app.log.info("Sessions, rate limits and live events are shared through Redis");
  app.log.info(`Koinonia is ready on http://localhost:${config.port} (${where})`);
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof DataDirUnsafeError) {
    console.error(err.message);
  } else {
    console.error("Koinonia failed to start:", err);
  }
  process.exit(1);
});
