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
import pg from "pg";
import { unreadCountStatement } from "../../server/services/notifications/notifications";
import { feedStatement } from "../../server/services/posts/posts";
import { createDatabase, type SeededPerson, signInSeeded, startFleet } from "./app-processes";
import { type FixedRateRequest, type FixedRateResult, offerFixedRate } from "./fixed-rate";
import { type HomePageResult, homePagesAtFixedRate, homePagesAtSaturation } from "./home-page";
import { nameQuery, postQuery, searchAnswers } from "./search-queries";

const { values: flags } = parseArgs({
  options: {
    db: { type: "string" },
    people: { type: "string", default: "200" },
    duration: { type: "string", default: "10" },
    "seed-users": { type: "string", default: "10000" },
    // More than 1: the app as `npm run start:cluster` runs it (Node cluster, sessions in Redis).
    workers: { type: "string", default: "1" },
    // Rounds of the fixed-rate runs; each row reports its median round (see below).
    rounds: { type: "string", default: "3" },
    // A comma list of the parts to run (all by default), to measure one thing again quickly.
    only: { type: "string" },
    // Home pages: how many members load them at once at saturation, and the fixed offered rate.
    "home-members": { type: "string", default: "50" },
    "home-rate": { type: "string", default: "1000" },
  },
});
const parts = [
  "healthz",
  "feed",
  "deep",
  "count",
  "suggestions",
  "home",
  "feed-rate",
  "count-rate",
  "suggestions-rate",
  "search-rate",
  "floor",
  "mixed",
  "writes",
  "pgbench",
  "explain",
] as const;
const only = flags.only?.split(",").map((part) => part.trim());
const unknown = only?.filter((part) => !(parts as readonly string[]).includes(part));
if (unknown?.length) {
  console.error(`--only takes a comma list of: ${parts.join(", ")} (not ${unknown.join(", ")})`);
  process.exit(2);
}
const want = (part: (typeof parts)[number]) => !only || only.includes(part);
const rounds = Number(flags.rounds);
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error("--rounds takes a whole number of at least 1");
  process.exit(2);
}
const workers = Number(flags.workers);
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
const app = await startFleet(
  workers > 1
    ? {
        databaseUrl,
        ports: [port],
        entry: "cluster",
        env: { WORKERS: String(workers), REDIS_URL: process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379/9" },
      }
    : { databaseUrl, ports: [port] },
);

// A row has the figures a fixed-rate run reports, named by scenario; a home page row also has
// pages/s (its req/s are the HTTP requests those pages made).
type Row = { scenario: string; "pages/s"?: number; "requests per page"?: number; "p99 ms, each round"?: string } & Pick<
  FixedRateResult,
  "req/s" | "p50 ms" | "p99 ms" | "max ms" | "errors" | "non2xx"
>;
const rows: Row[] = [];

async function seededPeople(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query("select count(*)::int as n from users where email like 'seed%@example.org'")).rows[0].n;
  } finally {
    await client.end();
  }
}
try {
  // Sign in as many different people.
  const people = Number(flags.people);
  // A database given by name is read for its size, so a 10x seed is signed into all through.
  const seedUsers = flags.db ? await seededPeople(databaseUrl) : Number(flags["seed-users"]);
  const signedIn = await signInSeeded(port, people, seedUsers);
  const deepCursors = signedIn.flatMap((p) => (p.deepCursor ? [p.deepCursor] : []));
  console.log(`Signed in ${people} people; ${signedIn.length} see posts; ${deepCursors.length} have a feed 5 pages deep.`);

  let turn = 0;
  const pick = <T>(list: T[]) => list[turn++ % list.length]!;
  // Two quiet seconds first: the last scenario's requests still running must not count here.
  const settle = () => new Promise((r) => setTimeout(r, 2000));
  // Each scenario lists its requests once, one (or one per post) for each signed-in person,
  // so a person reads their own deep cursor and prays on their own feed's posts. They go out
  // in one rotation shared by all connections, so no two connections move through the list in
  // step (which would have them toggle the same prayer at the same moment).
  const scenario = (title: string, requests: autocannon.Request[], options: Partial<autocannon.Options> = {}) =>
    settle().then(
      () =>
        new Promise<autocannon.Result>((resolve, reject) => {
          autocannon(
            {
              url: `http://127.0.0.1:${port}`,
              connections: 50,
              duration,
              title,
              requests: [
                {
                  setupRequest: (r: autocannon.Request) => {
                    const next = pick(requests);
                    return { ...r, ...next, headers: { ...r.headers, ...next.headers } };
                  },
                },
              ],
              ...options,
            },
            (err, result) => (err ? reject(err) : resolve(result)),
          );
        }),
    );
  const asEach = (
    path: (person: SeededPerson, postId: number) => string,
    {
      method = "GET",
      body,
      perPost = false,
      people = signedIn,
    }: { method?: "GET" | "POST"; body?: unknown; perPost?: boolean; people?: SeededPerson[] } = {},
  ): autocannon.Request[] =>
    people.flatMap((person) =>
      (perPost ? person.postIds : [0]).map((postId) => ({
        method,
        path: path(person, postId),
        headers: { cookie: person.cookie, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      })),
    );
  const pray = (id: number) => `/api/posts/${id}/interact`;
  const comment = (id: number) => `/api/posts/${id}/comments`;
  const record = (result: autocannon.Result) => {
    rows.push({
      scenario: result.title!,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      "max ms": result.latency.max,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    });
    console.log(`${result.title}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
  };
  // The fixed-rate runs go in rounds, each round all of them in turn, and each row reports its
  // median round by p99, with every round's p99 beside it. This machine's tail moves with
  // its neighbours' load: the same code's feed at 500 req/s measured p99 11.6 ms and 42.9 ms
  // in two runs a minute apart, so one run says little about the code. Errors are summed
  // over the rounds, never left out with the rounds that are not shown.
  const fixedRounds = new Map<string, (FixedRateResult | HomePageResult)[]>();
  const recordFixed = (result: FixedRateResult | HomePageResult) => {
    fixedRounds.set(result.title, [...(fixedRounds.get(result.title) ?? []), result]);
    const pages = "pages/s" in result ? `${result["pages/s"]} pages/s, ` : "";
    console.log(`${result.title}: ${pages}p50 ${result["p50 ms"]} ms, p99 ${result["p99 ms"]} ms`);
  };
  const reportFixedRounds = () => {
    for (const [title, results] of fixedRounds) {
      const byP99 = [...results].sort((a, b) => a["p99 ms"] - b["p99 ms"]);
      const {
        sent: _sent,
        "5xx": _5xx,
        title: _title,
        byRequest: _byRequest,
        ...median
      } = {
        sent: 0,
        "5xx": 0,
        byRequest: {},
        ...byP99[Math.floor((byP99.length - 1) / 2)]!,
      };
      const sum = (key: "errors" | "non2xx") => results.reduce((total, r) => total + r[key], 0);
      rows.push({
        scenario: title,
        ...median,
        errors: sum("errors"),
        non2xx: sum("non2xx"),
        "p99 ms, each round": results.map((r) => r["p99 ms"]).join(" / "),
      });
    }
  };
  // Requests for the fixed-rate runs, each as the next person.
  const fixed = {
    feed: (): FixedRateRequest => ({ path: "/api/posts/feed", cookie: pick(signedIn).cookie }),
    count: (): FixedRateRequest => ({ path: "/api/notifications/count", cookie: pick(signedIn).cookie }),
    suggestions: (): FixedRateRequest => ({ path: "/api/users/suggested", cookie: pick(signedIn).cookie }),
    names: (): FixedRateRequest => ({ path: nameQuery(turn), cookie: pick(signedIn).cookie }),
    postText: (): FixedRateRequest => ({ path: postQuery(turn), cookie: pick(signedIn).cookie }),
    write: (kind: number): FixedRateRequest => {
      const person = pick(signedIn);
      const postId = person.postIds[kind % person.postIds.length]!;
      if (kind % 3 === 0) return { method: "POST", path: "/api/posts", cookie: person.cookie, body: { content: "Bench post", type: "prayer" } };
      if (kind % 3 === 1) return { method: "POST", path: pray(postId), cookie: person.cookie, body: { type: "prayer" } };
      return { method: "POST", path: comment(postId), cookie: person.cookie, body: { content: "Amen" } };
    },
  };

  // Posts are copied into their readers' feeds after they are answered. A scenario that
  // writes thousands of posts leaves that copying behind it; wait for it, so the next
  // scenario measures itself, and report how long the copying took.
  const queue = new pg.Client({ connectionString: databaseUrl });
  await queue.connect();
  const settleFanout = async (after: string) => {
    const started = Date.now();
    const queued = async () => (await queue.query("select count(*)::int as n from feed_fanouts")).rows[0].n as number;
    const first = await queued();
    while ((await queued()) > 0) await new Promise((r) => setTimeout(r, 100));
    if (first > 0)
      console.log(`  (${after}: ${first} posts still being copied to their readers; done in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    // And the pages those writes dirtied go to disk now, not during the next scenario.
    await queue.query("checkpoint");
  };
  await queue.query("checkpoint");

  if (want("healthz")) record(await scenario("GET /healthz", [{ method: "GET", path: "/healthz" }]));
  if (want("feed"))
    record(
      await scenario(
        "feed, first page",
        asEach(() => "/api/posts/feed"),
      ),
    );
  if (want("deep"))
    record(
      await scenario(
        "feed, deep page (cursor)",
        asEach((person) => `/api/posts/feed?cursor=${person.deepCursor}`, { people: signedIn.filter((p) => p.deepCursor) }),
      ),
    );
  if (want("count"))
    record(
      await scenario(
        "unread count",
        asEach(() => "/api/notifications/count"),
      ),
    );
  if (want("suggestions"))
    record(
      await scenario(
        "suggestions",
        asEach(() => "/api/users/suggested"),
      ),
    );
  // A signed-in member's whole first load of the home page as one unit (see home-page.ts):
  // as many as the app serves, then at a fixed offered rate (in the rounds below).
  const cookies = signedIn.map((person) => person.cookie);
  let homeByRequest: Record<string, string> | undefined;
  const homeMembers = Number(flags["home-members"]);
  const homeRate = Number(flags["home-rate"]);
  if (want("home")) {
    await settle();
    const home = await homePagesAtSaturation({
      title: `home pages, ${homeMembers} members at once`,
      port,
      cookies,
      members: homeMembers,
      durationS: duration,
      warmupS: 3,
    });
    const { title, byRequest, ...figures } = home;
    rows.push({ scenario: title, ...figures });
    console.log(`${home.title}: ${home["pages/s"]} pages/s (${home["req/s"]} req/s), p50 ${home["p50 ms"]} ms, p99 ${home["p99 ms"]} ms`);
    homeByRequest = byRequest;
    console.log("  each request within those pages, ms:", byRequest);
  }
  // Search answers 404 until its endpoint exists: then its rows are left out, and say so.
  const searchReady = want("search-rate") && (await searchAnswers(port, cookies[0]!));

  // Fixed offered rates, requests evenly spaced, each after a few uncounted seconds at the
  // same rate (see fixed-rate.ts).
  const at = (title: string, rate: number, next: () => FixedRateRequest, warmupS = 3, durationS = duration) =>
    settle().then(() => offerFixedRate({ title, port, rate, durationS, warmupS, next }));

  // Writes beside the feed, twice. After a checkpoint begins, the first change to each page
  // writes the whole page to the WAL (full_page_writes), and a post's copies touch one index
  // page per reader: for a few seconds the WAL is several times its usual size and every
  // commit waits on it. PostgreSQL does this once per checkpoint (checkpoint_timeout, 5
  // minutes by default). The first run starts just after a checkpoint and counts after 8 s at
  // the same mix, so it measures the minutes between checkpoints (and none can begin during
  // it); the second starts just after another and counts from the first request.
  let write = 0;
  const mixed = async (label: string, warmupS: number, durationS: number) => {
    await queue.query("checkpoint");
    const [feedUnderWrites, writes] = await Promise.all([
      at(`(the feed at 500 req/s beside the writes${label})`, 500, fixed.feed, warmupS, durationS),
      at(`writes at 100/s while the feed is under load${label}`, 100, () => fixed.write(write++), warmupS, durationS),
    ]);
    recordFixed(writes);
    recordFixed(feedUnderWrites);
    await settleFanout("after the mixed writes");
  };
  for (let round = 1; round <= rounds; round++) {
    if (rounds > 1) console.log(`Fixed-rate round ${round} of ${rounds}`);
    if (want("feed-rate")) recordFixed(await at("feed at 500 req/s offered", 500, fixed.feed));
    if (want("count-rate")) recordFixed(await at("unread count at 1,000 req/s offered", 1000, fixed.count));
    if (want("suggestions-rate")) recordFixed(await at("suggestions at 500 req/s offered", 500, fixed.suggestions));
    if (searchReady) {
      recordFixed(await at("search, names at 200 req/s offered", 200, fixed.names));
      recordFixed(await at("search, post text at 200 req/s offered", 200, fixed.postText));
    }
    if (want("home"))
      recordFixed(
        await settle().then(() =>
          homePagesAtFixedRate({ title: `home pages at ${homeRate}/s offered`, port, cookies, rate: homeRate, durationS: duration, warmupS: 3 }),
        ),
      );
    // The floor under those tails: /healthz is the HTTP round trip and one `select 1`, the least
    // a request that asks the database can cost here. Its p99 at the same rate is what this
    // machine's scheduling adds to any request; an endpoint's p99 near it costs nothing more.
    if (want("floor")) recordFixed(await at("(floor: /healthz at 1,000 req/s offered)", 1000, () => ({ path: "/healthz" })));

    if (want("mixed")) {
      await mixed("", 8, duration);
      await mixed(", first 5 s after a checkpoint", 0, 5);
    }
    // The same floor beside the feed: /healthz at 100/s in place of the writes.
    if (want("floor")) {
      const [, floor] = await Promise.all([
        at("(the feed at 500 req/s beside the floor)", 500, fixed.feed, 8, duration),
        at("(floor: /healthz at 100/s while the feed is under load)", 100, () => ({ path: "/healthz" }), 8, duration),
      ]);
      recordFixed(floor);
    }
  }
  reportFixedRounds();

  // Writes at saturation.
  if (want("writes")) {
    record(
      await scenario(
        "create post",
        asEach(() => "/api/posts", { method: "POST", body: { content: "Bench post", type: "text" } }),
        { connections: 10 },
      ),
    );
    await settleFanout("after create post");
    record(
      await scenario(
        "toggle prayer",
        asEach((_, id) => pray(id), { method: "POST", body: { type: "prayer" }, perPost: true }),
        { connections: 10 },
      ),
    );
    record(
      await scenario(
        "comment",
        asEach((_, id) => comment(id), { method: "POST", body: { content: "Amen" }, perPost: true }),
        { connections: 10 },
      ),
    );
    await settleFanout("after the comments");
  }
  await queue.end();

  // The app's work is done: stop it, so its background copies and sweeps don't share the
  // database with pgbench.
  await app.stop();

  // The feed's own SQL, straight on the database: the same statement for random people,
  // prepared, as the app runs it.
  const sentinel = 987_654_321;
  const dialect = new PgDialect();
  const query = dialect.sqlToQuery(feedStatement(sentinel, FEED_PAGE_SIZE));
  const text = query.sql.replace(/\$(\d+)/g, (_m, i) => {
    const value = query.params[Number(i) - 1];
    return value === sentinel ? ":uid" : String(value);
  });
  const script = path.join(os.tmpdir(), "koinonia-feed.sql");
  fs.writeFileSync(script, `\\set uid random(1, ${seedUsers})\n${text.replace(/\s+/g, " ")};\n`);
  // Both ways a client can run it: prepared (parsed and planned once per connection, as the
  // app does) and simple (parsed and planned every time, pgbench's default).
  const pgbench = (mode: "prepared" | "simple") => {
    const run = spawnSync("pgbench", ["-n", "-M", mode, "-T", String(duration), "-c", "8", "-j", "2", "-f", script, databaseUrl], {
      encoding: "utf8",
      // Prepared, it keeps one generic plan, as the app's prepared statements do.
      env: { ...process.env, ...(mode === "prepared" ? { PGOPTIONS: "-c plan_cache_mode=force_generic_plan" } : {}) },
    });
    const tps = Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1] ?? NaN);
    const latency = Number(/latency average = ([\d.]+) ms/.exec(run.stdout)?.[1] ?? NaN);
    if (!tps) console.error(run.stdout, run.stderr);
    rows.push({
      scenario: `feed SQL alone (pgbench ${mode}, 8 clients)`,
      "req/s": Math.round(tps),
      "p50 ms": latency,
      "p99 ms": NaN,
      "max ms": NaN,
      errors: 0,
      non2xx: 0,
    });
    return tps;
  };
  const tps = want("pgbench") ? pgbench("prepared") : NaN;
  const simpleTps = want("pgbench") ? pgbench("simple") : NaN;

  // The plans PostgreSQL really picks at this size (sequential scans allowed): the feed's,
  // first and deep pages, for a hub and an ordinary person, and the unread count's; each as
  // planned for its values and as the one generic plan the app's prepared statements keep.
  const planned = [1, Math.ceil(seedUsers / 2)].flatMap((uid) => [
    feedStatement(uid, FEED_PAGE_SIZE),
    feedStatement(uid, FEED_PAGE_SIZE, deepCursors[0]),
    unreadCountStatement(uid),
  ]);
  const seqScans: string[] = [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("set plan_cache_mode = force_generic_plan");
  const lines = (result: pg.QueryResult) => result.rows.map((r) => r["QUERY PLAN"]).join("\n");
  for (const statement of want("explain") ? planned : []) {
    const { sql: planText, params } = dialect.sqlToQuery(statement);
    await client.query(`prepare planned as ${planText}`);
    const literals = params.map((p) => (typeof p === "number" ? String(p) : `'${String(p).replace(/'/g, "''")}'`)).join(", ");
    for (const plan of [
      lines(await client.query(`explain ${planText}`, params)),
      lines(await client.query(`explain execute planned(${literals})`)),
    ]) {
      if (/Seq Scan on (posts|interactions|comments|notifications|feed_entries|connections|sessions|users)\b/.test(plan)) seqScans.push(plan);
    }
    await client.query("deallocate planned");
  }
  await client.end();
  if (want("explain"))
    console.log(
      seqScans.length
        ? `SEQUENTIAL SCANS in ${seqScans.length} of ${planned.length * 2} plans:\n${seqScans.join("\n\n")}`
        : `EXPLAIN at this seed: ${planned.length} feed and count statements, custom and generic plans, no sequential scan.`,
    );
  if (seqScans.length) process.exitCode = 1;

  const appFeed = rows.find((r) => r.scenario === "feed, first page")?.["req/s"] ?? NaN;

  console.log(
    `\nKoinonia API benchmark (PostgreSQL on loopback, ${workers > 1 ? `${workers} app processes (cluster, Redis)` : "one app process"})`,
  );
  console.table(rows);
  if (appFeed && tps)
    console.log(
      `The app serves ${((appFeed / tps) * 100).toFixed(0)}% of the feed SQL's pgbench rate prepared, ${((appFeed / simpleTps) * 100).toFixed(0)}% of its rate planned each time. (p50 in the pgbench rows is its average latency.)`,
    );
  const homePages = rows.find((r) => r["pages/s"] !== undefined && r.scenario.includes("at once"))?.["pages/s"];
  if (homePages !== undefined)
    console.log(
      `Home pages: ${homePages}/s at saturation with ${workers > 1 ? `${workers} app processes` : "one app process"}, ${homePages >= 1000 ? "at or above" : "BELOW"} the 1,000/s aimed for.`,
    );
  // A partial run (--only) never overwrites a whole run's figures.
  const output = `bench-results/api${workers > 1 ? `-${workers}-workers` : ""}${only ? "-only" : ""}.json`;
  fs.mkdirSync("bench-results", { recursive: true });
  fs.writeFileSync(
    output,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        cpus: os.cpus().length,
        workers,
        rows,
        appToSqlRatio: appFeed / tps,
        appToSimpleSqlRatio: appFeed / simpleTps,
        seqScans: seqScans.length,
        homeByRequest,
      },
      null,
      2,
    ),
  );
  console.log(`written to ${output}`);
} finally {
  await app.stop();
  await database.drop();
}
