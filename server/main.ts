import path from "node:path";
import { Redis } from "ioredis";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { type Database, openPglite, openPostgres } from "./db/client";
import { DataDirLockedError, lockDataDir } from "./db/data-dir-lock";
import { seedDemo } from "./demo/seed";
import { openStorage } from "./storage/open-storage";

const SHUTDOWN_GRACE_MS = 10_000;

async function openDatabase(config: ReturnType<typeof loadConfig>): Promise<{ database: Database; release: () => void }> {
  if (config.databaseUrl) {
    return { database: await openPostgres(config.databaseUrl, config.databasePoolSize, { warm: true, pipelines: config.databasePipelines }), release: () => {} };
  }
  const release = lockDataDir(config.dataDir);
  try {
    return { database: await openPglite(path.join(config.dataDir, "pglite")), release };
  } catch (err) {
    release();
    throw err;
  }
}

async function main() {
  const config = loadConfig();
  const { database, release } = await openDatabase(config);
  await database.migrate();
  if (config.seedDemo && (await seedDemo(database.db))) console.log("Seeded the demo community.");

  const storage = await openStorage(config);
  const replica = config.databaseReadUrl ? await openPostgres(config.databaseReadUrl, config.databasePoolSize, { warm: true, pipelines: config.databasePipelines }) : undefined;
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  redis?.on("error", (err) => console.error("Redis:", err.message));
  const app = await buildApp({ config, db: database.db, readDb: replica?.db, redis, storage });
  app.addHook("onClose", async () => {
    await replica?.close();
    await redis?.quit().catch(() => redis.disconnect());
    await database.close();
    release();
  });

  // While draining, a kept-alive connection would hold close() open until its timeout:
  // tell clients to hang up, and drop each connection as soon as it falls idle.
  let stopping = false;
  app.addHook("onSend", async (_request, reply) => {
    if (stopping) reply.header("connection", "close");
  });
  app.addHook("onResponse", async () => {
    if (stopping) app.server.closeIdleConnections();
  });

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const timer = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      release();
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ host: config.host, port: config.port });
  const where = database.kind === "pglite" ? `embedded database in ${path.resolve(config.dataDir)}` : "PostgreSQL";
  if (redis) app.log.info("Sessions, rate limits and live events are shared through Redis");
  app.log.info(`Koinonia is ready on http://localhost:${config.port} (${where})`);
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error("Koinonia failed to start:", err);
  }
  process.exit(1);
});
