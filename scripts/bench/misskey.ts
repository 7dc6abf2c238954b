// `npm run bench:misskey -- --misskey /work/misskey`: Koinonia beside Misskey on the same
// network, on this machine, in one run. The Misskey build must already be there (see README,
// Benchmarks); this script fetches nothing. It:
//   - seeds a fresh Koinonia database with `seed:scale` (or reuses --db NAME, already seeded),
//     migrates a fresh Misskey database and starts both servers in production mode;
//   - copies Koinonia's people, connections and posts into Misskey (misskey-network.ts) and
//     fills Misskey's home timelines in Redis as its fan-out would have;
//   - checks that --members people see the same first page on both (mapped ids);
//   - measures the home feed against Misskey's home timeline and post creation against note
//     creation, with autocannon at each --loads connection count, in rounds that alternate
//     between the servers (Koinonia, Misskey, Misskey, Koinonia, ...), so whatever else this
//     machine does falls on both alike; the CPU seconds each server's processes used per
//     1,000 requests come from /proc.
// Prints a table and writes bench-results/misskey.json. Drops its databases and empties its
// two Redis databases (--redis-db, --queue-db) at the start and the end.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { Redis } from "ioredis";
import pg from "pg";
import { FEED_PAGE_SIZE } from "../../contract/limits";
import { call, type Fleet, startFleet } from "./app-processes";
import { cpuBetween, cpuByPid } from "./cpu-time";
import { type Copied, fillTimelines, readNetwork, type Visibility, writeNetwork } from "./misskey-network";
import { descendants, type MisskeyProcess, type MisskeySetup, migrate, startMisskey, writeConfig } from "./misskey-server";

const { values: flags } = parseArgs({
  options: {
    misskey: { type: "string" },
    db: { type: "string" },
    users: { type: "string", default: "2000" },
    connections: { type: "string", default: "21" },
    posts: { type: "string", default: "40000" },
    members: { type: "string", default: "100" },
    loads: { type: "string", default: "20,50" },
    duration: { type: "string", default: "10" },
    // Rounds per server for each scenario and load, in the order K M M K K M ...
    rounds: { type: "string", default: "2" },
    // Misskey's notes, copied and created: "followers" as Koinonia's posts are to connections
    // only; "public" as most Misskey notes are, which spares it a follower check per note shown.
    visibility: { type: "string", default: "followers" },
    "koinonia-port": { type: "string", default: "5930" },
    "misskey-port": { type: "string", default: "5931" },
    "redis-db": { type: "string", default: "12" },
    "queue-db": { type: "string", default: "13" },
    help: { type: "boolean", default: false },
  },
});
if (flags.help || !flags.misskey) {
  console.log(`Usage: npm run bench:misskey -- --misskey /path/to/built/misskey [--db seeded_koinonia_db]
  [--users 2000] [--connections 21] [--posts 40000] [--members 100] [--loads 20,50]
  [--duration 10] [--rounds 2] [--visibility followers|public] [--koinonia-port 5930] [--misskey-port 5931] [--redis-db 12] [--queue-db 13]
BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_REDIS_URL (default redis://127.0.0.1:6379).`);
  process.exit(flags.help ? 0 : 2);
}
const whole = (name: keyof typeof flags) => {
  const value = Number(flags[name]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a whole number of at least 1`);
  return value;
};
const duration = whole("duration");
const rounds = whole("rounds");
const members = whole("members");
const loads = flags.loads!.split(",").map(Number);
if (loads.some((n) => !Number.isInteger(n) || n < 1)) throw new Error("--loads takes a comma list of connection counts");
if (flags.visibility !== "followers" && flags.visibility !== "public") throw new Error("--visibility is followers or public");
const visibility: Visibility = flags.visibility;
const kPort = whole("koinonia-port");
const mPort = whole("misskey-port");
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const root = path.join(import.meta.dirname, "../..");
const suffix = randomBytes(3).toString("hex");
const urlOf = (name: string) => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const created: string[] = [];
const createDatabase = async (name: string) => {
  await admin.query(`create database "${name}"`);
  created.push(name);
  return urlOf(name);
};
const redisDbs = [whole("redis-db"), whole("queue-db")];
const flushRedis = async () => {
  for (const index of redisDbs) {
    const r = new Redis(redisUrl, { db: index });
    await r.flushdb();
    r.disconnect();
  }
};

const step = async <T>(label: string, run: () => Promise<T> | T): Promise<T> => {
  const started = Date.now();
  process.stdout.write(`${label}... `);
  const result = await run();
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
};

// What we hope to show, as the ratio of req/s Koinonia/Misskey (and for the feed, a lower p99).
// Reported, not enforced: on a shared machine a missed target says as much about the neighbours.
const targets: Record<string, number> = { "home feed": 40, "create post": 15 };

type Server = "Koinonia" | "Misskey";
type Round = {
  scenario: string;
  connections: number;
  server: Server;
  round: number;
  "req/s": number;
  "p50 ms": number;
  "p99 ms": number;
  non2xx: number;
  errors: number;
  "CPU s/1k req": number;
  "PG CPU s/1k req": number;
};

let fleet: Fleet | undefined;
let misskey: MisskeyProcess | undefined;
let cleaning: Promise<void> | undefined;
// Interrupted (Ctrl-C), the run still leaves no server, database or timeline behind.
process.once("SIGINT", () => {
  console.log("\nInterrupted: stopping the servers and dropping the databases...");
  cleanUp().finally(() => process.exit(130));
});
const redisPrefix = `kmisskey${suffix}`;
const configPath = path.join(os.tmpdir(), `kmisskey-${suffix}.yml`);
try {
  const koinoniaUrl = flags.db ? urlOf(flags.db) : await createDatabase(`kmisskey_koinonia_${suffix}`);
  if (!flags.db) {
    const seeded = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "scripts/seed-scale.ts",
        "--users",
        flags.users!,
        "--connections",
        flags.connections!,
        "--posts",
        flags.posts!,
        // Misskey gets no copy of prayers, comments, notices or groups: neither server has any.
        "--prayers",
        "0",
        "--comments",
        "0",
        "--notifications",
        "0",
        "--groups",
        "0",
      ],
      { cwd: root, stdio: "inherit", env: { ...process.env, DATABASE_URL: koinoniaUrl } },
    );
    if (seeded.status !== 0) throw new Error("seeding Koinonia failed");
  }
  const misskeyUrl = await createDatabase(`kmisskey_misskey_${suffix}`);
  await flushRedis();
  const setup: MisskeySetup = {
    dir: path.resolve(flags.misskey!),
    port: mPort,
    databaseUrl: misskeyUrl,
    redisUrl,
    redisDb: redisDbs[0]!,
    queueDb: redisDbs[1]!,
    redisPrefix,
    configPath,
  };
  writeConfig(setup);
  await step("Misskey's migrations", () => migrate(setup));
  const network = await step("Reading Koinonia's network", () => readNetwork(koinoniaUrl));
  const copied = await step(
    `Copying ${network.people.length} people, ${network.connections.length} connections (two follows each), ${network.posts.length} posts into Misskey (${visibility} notes)`,
    () => writeNetwork(misskeyUrl, network, visibility),
  );
  misskey = await step("Starting Misskey", () => startMisskey(setup));
  const caps = await misskeyCaps(misskeyUrl);
  const redis = new Redis(redisUrl, { db: setup.redisDb });
  const entries = await step(`Misskey's timelines in Redis (home cut at ${caps.home})`, () =>
    fillTimelines(redis, redisPrefix, network, copied, caps),
  );
  redis.disconnect();
  console.log(`  ${entries} home timeline entries`);
  fleet = await step("Starting Koinonia", () => startFleet({ databaseUrl: koinoniaUrl, ports: [kPort] }));

  // The same members on both, spread over the seeded people as the other benchmarks pick them.
  const people = network.people;
  const chosen = Array.from({ length: Math.min(members, people.length) }, (_, i) => people[Math.floor((i * people.length) / members)]!);
  const cookies = await step(`Signing ${chosen.length} members in to Koinonia`, async () => {
    const list: string[] = [];
    for (const person of chosen) {
      const res = await call(kPort, "POST", "/api/auth/login", { email: `seed${person.seed}@example.org`, password: "seed-password" });
      if (res.status !== 200) throw new Error(`sign-in as seed${person.seed} failed: ${res.status}`);
      // A member's first visit works out their suggestions once; later ones never do.
      await call(kPort, "GET", "/api/users/suggested", undefined, res.cookie);
      list.push(res.cookie!);
    }
    return list;
  });
  const tokens = chosen.map((p) => copied.tokenOf.get(p.id)!);
  const same = await step("Comparing every member's first page on both", () => compareFirstPages(chosen, cookies, tokens, copied));
  console.log(`  ${same.identical} of ${chosen.length} identical; ${same.shared} of ${same.total} entries shared`);

  const misskeyPids = () => [misskey!.pid, ...descendants(misskey!.pid)];
  const koinoniaPids = () => [...fleet!.pids, ...fleet!.pids.flatMap(descendants)];
  // Much of a request's cost is in PostgreSQL: the backends serving each server's own
  // database are counted apart (Redis, shared with the machine's other users, is not).
  const backends = async (url: string) =>
    (await admin.query("select pid from pg_stat_activity where datname = $1", [new URL(url).pathname.slice(1)])).rows.map((r) => r.pid as number);
  let turn = 0;
  const scenarios = [
    {
      name: "home feed",
      Koinonia: () => ({ method: "GET" as const, path: "/api/posts/feed", headers: { cookie: cookies[turn++ % cookies.length]! } }),
      Misskey: () => ({
        method: "POST" as const,
        path: "/api/notes/timeline",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ i: tokens[turn++ % tokens.length], limit: FEED_PAGE_SIZE }),
      }),
    },
    {
      name: "create post",
      Koinonia: () => ({
        method: "POST" as const,
        path: "/api/posts",
        headers: { cookie: cookies[turn % cookies.length]!, "content-type": "application/json" },
        body: JSON.stringify({ content: `Benchmark post ${turn++}`, type: "text" }),
      }),
      // To followers by default: a Koinonia post goes to its author's connections, not to the public.
      Misskey: () => ({
        method: "POST" as const,
        path: "/api/notes/create",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ i: tokens[turn % tokens.length], text: `Benchmark post ${turn++}`, visibility }),
      }),
    },
  ];
  const run = (server: Server, port: number, next: () => autocannon.Request, connections: number, seconds: number) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      autocannon(
        {
          url: `http://127.0.0.1:${port}`,
          connections,
          duration: seconds,
          title: server,
          requests: [{ setupRequest: (r: autocannon.Request) => ({ ...r, ...next() }) }],
        },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
    });

  const results: Round[] = [];
  const loadAtStart = os.loadavg().map((l) => Number(l.toFixed(2)));
  for (const scenario of scenarios) {
    for (const connections of loads) {
      // Not counted: the first seconds warm each server's JIT and caches for this request.
      await run("Koinonia", kPort, scenario.Koinonia, connections, 3);
      await run("Misskey", mPort, scenario.Misskey, connections, 3);
      for (let r = 0; r < rounds; r++) {
        const order: Server[] = r % 2 === 0 ? ["Koinonia", "Misskey"] : ["Misskey", "Koinonia"];
        for (const server of order) {
          const pids = server === "Koinonia" ? koinoniaPids() : misskeyPids();
          const database = server === "Koinonia" ? koinoniaUrl : misskeyUrl;
          const before = cpuByPid(pids);
          const pgBefore = cpuByPid(await backends(database));
          const result = await run(server, server === "Koinonia" ? kPort : mPort, scenario[server], connections, duration);
          const cpu = cpuBetween(before, cpuByPid(pids));
          const pgCpu = cpuBetween(pgBefore, cpuByPid(await backends(database)));
          const perThousand = (seconds: number) => (result.requests.total ? Number(((seconds * 1000) / result.requests.total).toFixed(3)) : NaN);
          const row: Round = {
            scenario: scenario.name,
            connections,
            server,
            round: r + 1,
            "req/s": Math.round(result.requests.average),
            "p50 ms": result.latency.p50,
            "p99 ms": result.latency.p99,
            non2xx: result.non2xx,
            errors: result.errors + result.timeouts,
            "CPU s/1k req": perThousand(cpu),
            "PG CPU s/1k req": perThousand(pgCpu),
          };
          results.push(row);
          console.log(
            `${scenario.name}, ${connections} connections, ${server} round ${r + 1}: ${row["req/s"]} req/s, p50 ${row["p50 ms"]} ms, p99 ${row["p99 ms"]} ms, CPU s/1k ${row["CPU s/1k req"]} (PostgreSQL ${row["PG CPU s/1k req"]}), non-2xx ${row.non2xx}`,
          );
        }
      }
    }
  }

  const summary = summarize(results);
  console.log("\nEach round (Koinonia/Misskey: the ratio of req/s within each pair of rounds):");
  console.table(results);
  console.log("Overall (medians over rounds; ratio: median [lowest-highest] of the rounds' ratios):");
  console.table(summary);
  const load = os.loadavg().map((l) => Number(l.toFixed(2)));
  console.log(`Load average before the rounds: ${loadAtStart.join(", ")}; at the end: ${load.join(", ")} (${os.cpus().length} cores).`);
  console.log("CPU: each server's own processes, and (+PG) the PostgreSQL backends serving its database; Redis is not counted.");
  fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
  fs.writeFileSync(
    path.join(root, "bench-results/misskey.json"),
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        machine: { cores: os.cpus().length, model: os.cpus()[0]?.model, loadAverageBeforeRounds: loadAtStart, loadAverageAtEnd: load },
        misskey: { dir: setup.dir, version: misskeyVersion(setup.dir) },
        network: { people: network.people.length, connections: network.connections.length, posts: network.posts.length },
        firstPages: same,
        settings: { members: chosen.length, loads, duration, rounds, pageSize: FEED_PAGE_SIZE, misskeyVisibility: visibility },
        summary,
        rounds: results,
      },
      null,
      2,
    )}\n`,
  );
  console.log("Wrote bench-results/misskey.json");
} finally {
  await cleanUp();
}

/** Stops both servers, drops this run's databases and empties its Redis databases; once. */
async function cleanUp() {
  if (cleaning) return cleaning;
  cleaning = (async () => {
    await fleet?.stop();
    await misskey?.stop();
    for (const name of created) await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    await flushRedis();
    fs.rmSync(configPath, { force: true });
  })();
  return cleaning;
}

/** How many entries Misskey keeps in each home and user timeline (its meta, after its first start). */
async function misskeyCaps(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(`select "perUserHomeTimelineCacheMax" as home, "perLocalUserUserTimelineCacheMax" as "user" from meta`);
  await client.end();
  if (!rows[0]) throw new Error("Misskey's meta row is missing after its start");
  return rows[0] as { home: number; user: number };
}

async function compareFirstPages(chosen: { id: number }[], cookies: string[], tokens: string[], copied: Copied) {
  let identical = 0;
  let shared = 0;
  let total = 0;
  const differing: { person: number; koinonia: string[]; misskey: string[] }[] = [];
  for (let i = 0; i < chosen.length; i++) {
    const feed = await call(kPort, "GET", "/api/posts/feed", undefined, cookies[i]);
    const timeline = await call(mPort, "POST", "/api/notes/timeline", { i: tokens[i], limit: FEED_PAGE_SIZE });
    if (feed.status !== 200 || timeline.status !== 200) throw new Error(`first pages: Koinonia ${feed.status}, Misskey ${timeline.status}`);
    const k = (feed.json as { id: number }[]).map((p) => copied.noteIdOf.get(p.id) ?? `post ${p.id}`);
    const m = (timeline.json as { id: string }[]).map((n) => n.id);
    const mine = new Set(m);
    shared += k.filter((id) => mine.has(id)).length;
    total += Math.max(k.length, m.length);
    if (k.length === m.length && k.every((id, j) => id === m[j])) identical++;
    else differing.push({ person: chosen[i]!.id, koinonia: k, misskey: m });
  }
  return { identical, shared, total, differing: differing.slice(0, 3) };
}

function misskeyVersion(dir: string): string {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")).version;
  } catch {
    return "unknown";
  }
}

function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

/** The server's own CPU per 1,000 requests and its PostgreSQL backends' beside it (medians). */
function cpuCell(rounds: Round[]) {
  const of = (key: "CPU s/1k req" | "PG CPU s/1k req") => median(rounds.map((r) => r[key])).toFixed(3);
  return `${of("CPU s/1k req")} (+${of("PG CPU s/1k req")})`;
}

function summarize(results: Round[]) {
  const rows: Record<string, string | number>[] = [];
  const keys = [...new Set(results.map((r) => `${r.scenario}|${r.connections}`))];
  for (const key of keys) {
    const of = (server: Server) => results.filter((r) => `${r.scenario}|${r.connections}` === key && r.server === server);
    const k = of("Koinonia");
    const m = of("Misskey");
    // Round r of each server ran back to back with the other's round r (ABBA): one pair.
    const ratios = k.map((kr, i) => kr["req/s"] / Math.max(1, m[i]!["req/s"]));
    const [scenario, connections] = key.split("|");
    const kP99 = median(k.map((r) => r["p99 ms"]));
    const mP99 = median(m.map((r) => r["p99 ms"]));
    const target = targets[scenario!]!;
    const met = median(ratios) >= target && (scenario !== "home feed" || kP99 < mP99);
    rows.push({
      scenario: scenario!,
      connections: Number(connections),
      "Koinonia req/s": median(k.map((r) => r["req/s"])),
      "Misskey req/s": median(m.map((r) => r["req/s"])),
      "K/M req/s": `${median(ratios).toFixed(1)}x [${Math.min(...ratios).toFixed(1)}-${Math.max(...ratios).toFixed(1)}]`,
      "Koinonia p50/p99 ms": `${median(k.map((r) => r["p50 ms"]))}/${kP99}`,
      "Misskey p50/p99 ms": `${median(m.map((r) => r["p50 ms"]))}/${mP99}`,
      "Koinonia CPU s/1k (+PG)": cpuCell(k),
      "Misskey CPU s/1k (+PG)": cpuCell(m),
      "non-2xx K/M": `${k.reduce((s, r) => s + r.non2xx + r.errors, 0)}/${m.reduce((s, r) => s + r.non2xx + r.errors, 0)}`,
      target: `>= ${target}x${scenario === "home feed" ? ", p99 lower" : ""}: ${met ? "met" : "missed"}`,
    });
  }
  return rows;
}
