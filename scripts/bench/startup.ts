// `npm run bench:startup`: how long the server takes from spawn to answering /healthz, and
// the memory it holds, run through tsx (from the TypeScript) and compiled (dist/server, as
// production runs it), on the embedded database and on PostgreSQL: first on a new database
// (the migrations dominate), then restarted on it (loading the code does).
// The two ways alternate, run after run, so a machine's drift falls on both alike. Prints a
// table of medians (and the range). Flags: --runs 5, --requests 2000, --idle-seconds 5,
// --port 5000, --db-prefix koinonia_bench_; BENCH_DATABASE_URL names the PostgreSQL server.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { benchServerEnv, buildServerIfChanged, createDatabase, rssMiB } from "./app-processes";

const { values: flags } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    requests: { type: "string", default: "2000" },
    "idle-seconds": { type: "string", default: "5" },
    port: { type: "string", default: "5000" },
    "db-prefix": { type: "string", default: "koinonia_bench_" },
  },
});
const runs = Number(flags.runs);
const requests = Number(flags.requests);
const idleMs = Number(flags["idle-seconds"]) * 1000;
const port = Number(flags.port);
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const root = path.join(import.meta.dirname, "../..");

const WAYS = {
  tsx: ["--import", "tsx", "server/main.ts"],
  compiled: ["--enable-source-maps", "dist/server/main.js"],
} as const;
type Way = keyof typeof WAYS;
type Engine = "pglite" | "postgres";
type Sample = { newMs: number; restartMs: number; rssStart: number; rssIdle: number; rssAfter: number };

/** Polls /healthz until it answers 200; resolves the milliseconds since `since`. */
async function healthyAfter(child: ChildProcess, since: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** `count` requests to /healthz, ten at a time. */
async function hitHealth(count: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next++ < count) await (await fetch(`http://127.0.0.1:${port}/healthz`)).arrayBuffer();
  };
  await Promise.all(Array.from({ length: 10 }, worker));
}

function spawnServer(way: Way, dataDir: string, databaseUrl: string | undefined) {
  const child = spawn(process.execPath, WAYS[way], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...benchServerEnv(port, databaseUrl), DATA_DIR: dataDir },
  });
  const exited = new Promise((r) => child.on("exit", r));
  return {
    child,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * Starts the server on a new database (which it migrates), stops it, and starts it again on
 * the same database, as a deploy or a restart does: its memory is read in that second run.
 */
async function measure(way: Way, engine: Engine): Promise<Sample> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "koinonia-startup-"));
  const database = engine === "postgres" ? await createDatabase(adminUrl, undefined, flags["db-prefix"]) : undefined;
  try {
    let started = performance.now();
    const first = spawnServer(way, dataDir, database?.url);
    const newMs = await healthyAfter(first.child, started).finally(first.stop);
    started = performance.now();
    const second = spawnServer(way, dataDir, database?.url);
    try {
      const restartMs = await healthyAfter(second.child, started);
      const pid = second.child.pid!;
      const rssStart = rssMiB(pid);
      await new Promise((r) => setTimeout(r, idleMs));
      const rssIdle = rssMiB(pid);
      await hitHealth(requests);
      return { newMs, restartMs, rssStart, rssIdle, rssAfter: rssMiB(pid) };
    } finally {
      await second.stop();
    }
  } finally {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

buildServerIfChanged();
const samples = new Map<string, Sample[]>();
for (let run = 0; run < runs; run++) {
  for (const engine of ["pglite", "postgres"] as const) {
    // Alternating which way goes first, too.
    const order: Way[] = run % 2 ? ["compiled", "tsx"] : ["tsx", "compiled"];
    for (const way of order) {
      const sample = await measure(way, engine);
      const key = `${engine} ${way}`;
      samples.set(key, [...(samples.get(key) ?? []), sample]);
      console.log(
        `run ${run + 1}/${runs} ${key}: ready in ${Math.round(sample.newMs)} ms on a new database, ${Math.round(sample.restartMs)} ms again`,
      );
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
/** "median (min-max)" of one measure over a key's runs. */
const cell = (list: Sample[], pick: (s: Sample) => number) => {
  const values = list.map(pick);
  return `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)})`;
};
console.log(
  `\nMedian (range) of ${runs} runs each; memory is RSS in MiB of the restarted server, at ready, idle after ${idleMs / 1000} s, then after ${requests} GET /healthz.`,
);
console.table(
  Object.fromEntries(
    [...samples].map(([key, list]) => [
      key,
      {
        "new db: ready (ms)": cell(list, (s) => s.newMs),
        "restart: ready (ms)": cell(list, (s) => s.restartMs),
        "RSS at ready": cell(list, (s) => s.rssStart),
        "RSS idle": cell(list, (s) => s.rssIdle),
        [`RSS after ${requests}`]: cell(list, (s) => s.rssAfter),
      },
    ]),
  ),
);
