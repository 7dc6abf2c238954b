// `npm run bench`: the API under load, on a seeded PostgreSQL database, in one run.
//   - seeds a fresh database with `seed:scale` (or reuses --db NAME, already seeded);
//   - starts the server in production mode and signs in --people seeded people;
//   - drives each endpoint with autocannon over loopback, at saturation and at fixed rates;
//   - runs the feed's own SQL with pgbench on the same data, so the app's cost is a ratio.
// Prints a table and writes bench-results/api.json.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { PgDialect } from "drizzle-orm/pg-core";
import { FEED_PAGE_SIZE } from "../../contract/limits";
import { feedStatement } from "../../server/services/posts";
import { call, createDatabase, startFleet } from "./app-processes";

const { values: flags } = parseArgs({
  options: {
    db: { type: "string" },
    people: { type: "string", default: "200" },
    duration: { type: "string", default: "10" },
    "seed-users": { type: "string", default: "10000" },
  },
});
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const port = 5801;
const duration = Number(flags.duration);
const root = path.join(import.meta.dirname, "../..");

const database = await createDatabase(adminUrl, flags.db);
const databaseUrl = database.url;
if (!flags.db) {
  console.log("Seeding (npm run seed:scale)...");
  execFileSync(process.execPath, ["--import", "tsx", "scripts/seed-scale.ts", "--users", flags["seed-users"]!, "--password", "seed-password"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
}
const app = await startFleet({ databaseUrl, ports: [port] });

type Row = { scenario: string; "req/s": number; "p50 ms": number; "p99 ms": number; errors: number; non2xx: number };
const rows: Row[] = [];
try {
  // Sign in as many different people.
  const people = Number(flags.people);
  const seedUsers = Number(flags["seed-users"]);
  const cookies: string[] = [];
  const postIds: number[] = [];
  const deepCursors: number[] = [];
  for (let i = 0; i < people; i++) {
    const n = 1 + Math.floor((i * seedUsers) / people);
    const res = await call(port, "POST", "/api/auth/login", { email: `seed${n}@example.org`, password: "seed-password" });
    if (res.status !== 200) throw new Error(`sign-in as seed${n} failed: ${res.status}`);
    cookies.push(res.cookie!);
    let cursor: number | undefined;
    for (let page = 0; page < 5; page++) {
      const feed = await call(port, "GET", `/api/posts/feed${cursor ? `?cursor=${cursor}` : ""}`, undefined, res.cookie);
      if (page === 0) postIds.push(...feed.json.slice(0, 3).map((p: { id: number }) => p.id));
      if (!feed.json.length) break;
      cursor = feed.json.at(-1).id;
    }
    if (cursor) deepCursors.push(cursor);
  }
  console.log(`Signed in ${cookies.length} people; ${deepCursors.length} have a feed 5 pages deep.`);

  let turn = 0;
  const pick = <T>(list: T[]) => list[turn++ % list.length]!;
  const scenario = (title: string, request: (r: autocannon.Request) => autocannon.Request, options: Partial<autocannon.Options> = {}) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      autocannon(
        {
          url: `http://127.0.0.1:${port}`,
          connections: 50,
          duration,
          title,
          requests: [{ setupRequest: (r: autocannon.Request) => request(r) }],
          ...options,
        },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
    });
  const withCookie = (r: autocannon.Request, path: string, method: "GET" | "POST" = "GET", body?: unknown): autocannon.Request => ({
    ...r,
    method,
    path,
    headers: { ...r.headers, cookie: pick(cookies), ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const record = (result: autocannon.Result) => {
    rows.push({
      scenario: result.title!,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    });
    console.log(`${result.title}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
  };

  record(await scenario("GET /healthz", (r) => ({ ...r, path: "/healthz" })));
  record(await scenario("feed, first page", (r) => withCookie(r, "/api/posts/feed")));
  record(await scenario("feed, deep page (cursor)", (r) => withCookie(r, `/api/posts/feed?cursor=${pick(deepCursors)}`)));
  record(await scenario("unread count", (r) => withCookie(r, "/api/notifications/count")));
  record(await scenario("suggestions", (r) => withCookie(r, "/api/users/suggested")));
  record(await scenario("create post", (r) => withCookie(r, "/api/posts", "POST", { content: "Bench post", type: "text" }), { connections: 10 }));
  record(await scenario("toggle prayer", (r) => withCookie(r, `/api/posts/${pick(postIds)}/interact`, "POST", { type: "prayer" }), { connections: 10 }));
  record(await scenario("comment", (r) => withCookie(r, `/api/posts/${pick(postIds)}/comments`, "POST", { content: "Amen" }), { connections: 10 }));

  // Fixed offered rates.
  record(await scenario("feed at 500 req/s offered", (r) => withCookie(r, "/api/posts/feed"), { overallRate: 500 }));
  record(await scenario("unread count at 1,000 req/s offered", (r) => withCookie(r, "/api/notifications/count"), { overallRate: 1000 }));
  const [, writes] = await Promise.all([
    scenario("(feed at 400 req/s under writes)", (r) => withCookie(r, "/api/posts/feed"), { overallRate: 400 }),
    scenario("writes at 100/s while the feed is under load", (r) =>
      turn % 3 === 0
        ? withCookie(r, "/api/posts", "POST", { content: "Bench post", type: "prayer" })
        : turn % 3 === 1
          ? withCookie(r, `/api/posts/${pick(postIds)}/interact`, "POST", { type: "prayer" })
          : withCookie(r, `/api/posts/${pick(postIds)}/comments`, "POST", { content: "Amen" }),
      { overallRate: 100, connections: 10 },
    ),
  ]);
  record(writes);

  // The feed's own SQL, straight on the database: the same statement for random people.
  const sentinel = 987_654_321;
  const query = new PgDialect().sqlToQuery(feedStatement(sentinel, FEED_PAGE_SIZE));
  const text = query.sql.replace(/\$(\d+)/g, (_m, i) => {
    const value = query.params[Number(i) - 1];
    return value === sentinel ? ":uid" : String(value);
  });
  const script = path.join(os.tmpdir(), "koinonia-feed.sql");
  fs.writeFileSync(script, `\\set uid random(1, ${seedUsers})\n${text.replace(/\s+/g, " ")};\n`);
  const pgbench = spawnSync("pgbench", ["-n", "-T", String(duration), "-c", "8", "-j", "2", "-f", script, databaseUrl], { encoding: "utf8" });
  const tps = Number(/tps = ([\d.]+)/.exec(pgbench.stdout)?.[1] ?? NaN);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(pgbench.stdout)?.[1] ?? NaN);
  if (!tps) console.error(pgbench.stdout, pgbench.stderr);
  rows.push({ scenario: "feed SQL alone (pgbench, 8 clients)", "req/s": Math.round(tps), "p50 ms": latency, "p99 ms": NaN, errors: 0, non2xx: 0 });
  const appFeed = rows.find((r) => r.scenario === "feed, first page")!["req/s"];

  console.log("\nKoinonia API benchmark (PostgreSQL on loopback, one app process)");
  console.table(rows);
  console.log(`The app serves ${((appFeed / tps) * 100).toFixed(0)}% of the feed SQL's own pgbench rate.`);
  fs.mkdirSync("bench-results", { recursive: true });
  fs.writeFileSync(
    "bench-results/api.json",
    JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, rows, appToSqlRatio: appFeed / tps }, null, 2),
  );
  console.log("written to bench-results/api.json");
} finally {
  await app.stop();
  await database.drop();
}
