// `npm run start:cluster`: N app processes on one machine behind Node's cluster module, which
// shares one port between them. They keep nothing of their own: PostgreSQL holds the data and
// Redis the sessions, rate limits and live events, so any worker can serve any request.
// `npm run start:cluster` runs it compiled, as dist/server/cluster.js (scripts/build-server.ts).
import cluster from "node:cluster";
import os from "node:os";

const workers = Number(process.env.WORKERS ?? os.availableParallelism());

if (cluster.isPrimary) {
  const missing = ["DATABASE_URL", "REDIS_URL"].filter((name) => !process.env[name]);
  if (missing.length) {
    console.error(
      `start:cluster needs ${missing.join(" and ")}: several processes cannot share the embedded database or keep sessions and live events in memory.`,
    );
    process.exit(1);
  }
  if (!Number.isInteger(workers) || workers < 1) {
    console.error("WORKERS must be a positive whole number");
    process.exit(1);
  }
  let stopping = false;
  const fork = () => cluster.fork();
  for (let i = 0; i < workers; i++) fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, 1000);
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  console.log(`Koinonia cluster: ${workers} workers on port ${process.env.PORT ?? 5000}`);
} else {
  // A literal path, so that esbuild bundles the server into the compiled cluster entry too.
  await import("../server/main");
}
