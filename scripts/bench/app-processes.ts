import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

// Starts app processes for a benchmark against a fresh PostgreSQL database (and Redis),
// and stops them afterwards.

const root = path.join(import.meta.dirname, "../..");

export type Fleet = { ports: number[]; pids: number[]; stop(): Promise<void> };

/** A fresh database (or an existing one by name, never dropped) on the server at `adminUrl`. */
export async function createDatabase(
  adminUrl: string,
  existing?: string,
  prefix = "koinonia_bench_",
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = existing ?? `${prefix}${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (!existing) await admin.query(`CREATE DATABASE "${name}"`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      if (!existing) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

const profileFlags = () => (process.env.BENCH_PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : []);

/** Compiles the server into dist/server unless its sources are those of the build in place. */
export function buildServerIfChanged(): void {
  execFileSync(process.execPath, ["--import", "tsx", "scripts/build-server.ts", "--if-changed"], { cwd: root, stdio: "inherit" });
}

/**
 * Starts app processes in production mode on `ports`, against `databaseUrl`, or without it
 * on the embedded database in `env.DATA_DIR`. They run the compiled server, as production
 * does, built first if the sources changed.
 */

/**
 * A benchmarked server's settings: this process's, but its database (`databaseUrl`, else the
 * embedded one), production mode on loopback `port`, no client, no demo, warnings only.
 */
export function benchServerEnv(port: number, databaseUrl: string | undefined): NodeJS.ProcessEnv {
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
  return {
    ...parentEnv,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    SERVE_CLIENT: "false",
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
  };
}

export async function startFleet(options: {
  databaseUrl?: string;
  ports: number[];
  env?: Record<string, string>;
  /** "cluster" to run each port as a Node cluster (WORKERS, REDIS_URL in `env`). */
  entry?: "main" | "cluster";
  /** The checkout to run (another commit's, for `bench:compare`); this one by default. */
  root?: string;
  /** Node's arguments naming what to run, in place of this checkout's compiled `entry` (another commit's own way to start). */
  command?: string[];
}): Promise<Fleet> {
  if (!options.command) buildServerIfChanged();
  const entry = `dist/server/${options.entry ?? "main"}.js`;
  const children: ChildProcess[] = options.ports.map((port) =>
    // BENCH_PROFILE_DIR: each app process writes a V8 CPU profile there when it stops (open it
    // in Chrome's DevTools, Performance), to see where a scenario's time goes; the source maps
    // name the TypeScript files and lines.
    spawn(process.execPath, [...profileFlags(), ...(options.command ?? ["--enable-source-maps", entry])], {
      cwd: options.root ?? root,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...benchServerEnv(port, options.databaseUrl),
        RATE_LIMIT_AUTH_IP_MAX: "1000000",
        RATE_LIMIT_AUTH_ACCOUNT_MAX: "1000000",
        RATE_LIMIT_SIGNUPS_IP_MAX: "1000000",
        RATE_LIMIT_WRITES_PER_MINUTE: "1000000",
        // Every person a benchmark signs up is minutes old: a new account's hourly limits would cap the run.
        RATE_LIMIT_NEW_ACCOUNT_POSTS_PER_HOUR: "1000000",
        RATE_LIMIT_NEW_ACCOUNT_COMMENTS_PER_HOUR: "1000000",
        RATE_LIMIT_NEW_ACCOUNT_REQUESTS_PER_HOUR: "1000000",
        RATE_LIMIT_NEW_ACCOUNT_CONVERSATIONS_PER_HOUR: "1000000",
        RATE_LIMIT_NEW_ACCOUNT_MESSAGES_PER_HOUR: "1000000",
        ...options.env,
      },
    }),
  );
  await Promise.all(options.ports.map(waitForHealth));
  return {
    ports: options.ports,
    pids: children.map((c) => c.pid!),
    async stop() {
      for (const c of children) c.kill("SIGTERM");
      await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null || c.signalCode !== null ? r(null) : c.on("exit", r)))));
    },
  };
}

async function waitForHealth(port: number) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server on port ${port} did not start`);
}

/** Resident memory of a process, in MiB, from /proc. */
export function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** A tiny JSON client with a cookie. */
export async function call(port: number, method: string, url: string, body?: unknown, cookie?: string) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null, cookie: res.headers.get("set-cookie")?.split(";")[0] };
}

export async function signUp(port: number, name: string) {
  const email = `${name}-${randomBytes(4).toString("hex")}@example.org`;
  const res = await call(port, "POST", "/api/auth/register", { email, password: "bench-password", firstName: name, lastName: "Bench" });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status}`);
  return { cookie: res.cookie!, id: res.json.id as number };
}

/** A seeded person, signed in, with the posts their own feed shows (so writes go to posts they may see). */
export type SeededPerson = { cookie: string; postIds: number[]; deepCursor?: number };

/**
 * Signs in `count` seeded people spread over seed1..seed<seedUsers>, and reads five pages of
 * each one's feed: the first page's posts to pray and comment on, the fifth's cursor for deep reads.
 */
export async function signInSeeded(port: number, count: number, seedUsers: number): Promise<SeededPerson[]> {
  const people: SeededPerson[] = [];
  for (let i = 0; i < count; i++) {
    const n = 1 + Math.floor((i * seedUsers) / count);
    const res = await call(port, "POST", "/api/auth/login", { email: `seed${n}@example.org`, password: "seed-password" });
    if (res.status !== 200) throw new Error(`sign-in as seed${n} failed: ${res.status}`);
    const person: SeededPerson = { cookie: res.cookie!, postIds: [] };
    // A member's suggestions are worked out ahead, except on their very first visit, which
    // works them out once. Seeded people have never visited: this visit is their first, so the
    // runs measure members who have been here before, as nearly every home page is.
    await call(port, "GET", "/api/users/suggested", undefined, res.cookie);
    let cursor: number | undefined;
    for (let page = 0; page < 5; page++) {
      const feed = await call(port, "GET", `/api/posts/feed${cursor ? `?cursor=${cursor}` : ""}`, undefined, res.cookie);
      if (page === 0) person.postIds.push(...feed.json.slice(0, 5).map((p: { id: number }) => p.id));
      if (!feed.json.length) break;
      cursor = feed.json.at(-1).id;
      if (page === 4) person.deepCursor = cursor;
    }
    if (person.postIds.length) people.push(person);
  }
  return people;
}
