import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// Runs a Misskey build that is already on this machine (nothing is fetched): writes it a
// configuration of its own, migrates its database and starts it in production mode, as its
// package.json's `migrate` and `start` do.

export type MisskeySetup = {
  /** The Misskey checkout, built: packages/backend/built must exist. */
  dir: string;
  port: number;
  databaseUrl: string;
  redisUrl: string;
  /** Redis database for its caches and timelines, and one for its job queue. */
  redisDb: number;
  queueDb: number;
  redisPrefix: string;
  /** Where the configuration is written (outside the Misskey tree). */
  configPath: string;
};

export function backendDir(dir: string): string {
  const backend = path.join(dir, "packages/backend");
  if (!fs.existsSync(path.join(backend, "built/boot/entry.js"))) {
    throw new Error(`${backend}/built/boot/entry.js is missing: build Misskey's backend first (see README, Benchmarks)`);
  }
  return backend;
}

/** Misskey's YAML configuration; MISSKEY_CONFIG_YML points it there instead of .config/default.yml. */
export function writeConfig(setup: MisskeySetup) {
  const db = new URL(setup.databaseUrl);
  const quote = (s: string) => JSON.stringify(decodeURIComponent(s));
  const r = new URL(setup.redisUrl);
  const redis = (index: number) =>
    [`  host: ${r.hostname}`, `  port: ${r.port || 6379}`, `  db: ${index}`, `  prefix: ${setup.redisPrefix}`].join("\n");
  fs.writeFileSync(
    setup.configPath,
    [
      `url: http://127.0.0.1:${setup.port}/`,
      `port: ${setup.port}`,
      "db:",
      `  host: ${db.hostname}`,
      `  port: ${db.port || 5432}`,
      `  db: ${db.pathname.slice(1)}`,
      `  user: ${quote(db.username || "postgres")}`,
      `  pass: ${quote(db.password)}`,
      "dbReplications: false",
      "redis:",
      redis(setup.redisDb),
      "redisForJobQueue:",
      redis(setup.queueDb),
      "id: 'aidx'",
      // One worker: Koinonia is measured as one app process too.
      "clusterLimit: 1",
      "",
    ].join("\n"),
  );
}

const env = (setup: MisskeySetup) => ({ ...process.env, NODE_ENV: "production", MISSKEY_CONFIG_YML: setup.configPath });

/** Its TypeORM migrations, as `pnpm --filter backend migrate` runs them. */
export function migrate(setup: MisskeySetup) {
  const backend = backendDir(setup.dir);
  const run = spawnSync(process.execPath, ["node_modules/typeorm/cli.js", "migration:run", "-d", "ormconfig.js"], {
    cwd: backend,
    env: env(setup),
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`Misskey's migrations failed:\n${run.stdout}\n${run.stderr}`);
}

export type MisskeyProcess = { pid: number; stop(): Promise<void> };

export async function startMisskey(setup: MisskeySetup): Promise<MisskeyProcess> {
  const backend = backendDir(setup.dir);
  const child: ChildProcess = spawn(process.execPath, ["built/boot/entry.js"], {
    cwd: backend,
    env: env(setup),
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const workers = descendants(child.pid!);
    child.kill("SIGTERM");
    const late = setTimeout(() => child.kill("SIGKILL"), 20_000);
    await exited;
    clearTimeout(late);
    // Its cluster worker ends with its primary; make sure of it.
    for (const pid of workers) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  };
  try {
    await waitForMeta(setup.port, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { pid: child.pid!, stop };
}

async function waitForMeta(port: number, child: ChildProcess) {
  for (let i = 0; i < 1800; i++) {
    if (child.exitCode !== null) throw new Error(`Misskey exited with code ${child.exitCode} while starting`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/meta`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      if (res.ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Misskey on port ${port} did not answer /api/meta within 3 minutes`);
}

/** Every process under `pid` (Misskey's primary forks its cluster workers). */
export function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // ended meanwhile
    }
  }
  const found: number[] = [];
  const walk = (p: number) => {
    for (const c of children.get(p) ?? []) {
      found.push(c);
      walk(c);
    }
  };
  walk(pid);
  return found;
}
