// `npm run bench`: the API under load, on a seeded PostgreSQL database, in one run.
//   - seeds a fresh database with `seed:scale` (sizes as --seed-users, --seed-posts...; or reuses --db NAME, already seeded);
//   - starts the server in production mode and signs in --people seeded people;
//   - drives each endpoint with autocannon over loopback, at saturation and at fixed rates;
//   - runs the feed's own SQL with pgbench on the same data, so the app's cost is a ratio.
// Prints a table and writes bench-results/api.json.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { PgDialect } from "drizzle-orm/pg-core";
import { FEED_PAGE_SIZE } from "../../contract/limits";
import pg from "pg";
import { unreadCountStatement } from "../../server/services/notifications/notifications";
import { feedStatement } from "../../server/services/posts/posts";
import { signInSeeded, startFleet } from "./app-processes";
import { feedQueue } from "./feed-queue";
import { type FixedRateRequest, type FixedRateResult, offerFixedRate } from "./fixed-rate";
import { type HomePageResult, homePagesAtFixedRate } from "./home-page";
import { atSaturation, type SaturationResult } from "./saturation";
import { READ_SCENARIOS, type RequestScenario, rotation, type ScenarioName, scenarios, writeMix } from "./scenarios";
import { searchAnswers } from "./search-queries";
import { writeResults } from "./results-file";
import { seededDatabase, seedOptions, seederFlags } from "./seeded-database";

const { values: flags } = parseArgs({
  options: {
    db: { type: "string" },
    people: { type: "string", default: "200" },
    duration: { type: "string", default: "10" },
    // autocannon's connections for the reads at saturation (the writes use 10: see scenarios.ts).
    connections: { type: "string", default: "50" },
    // The fresh database's sizes, each `npm run seed:scale`'s own flag (its defaults: 10,000
    // people...), e.g. --seed-users 4000 --seed-posts 80000 --seed-prayers 400000.
    ...seedOptions,
    port: { type: "string", default: "5801" },
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
  ...READ_SCENARIOS,
  "feed-rate",
  "count-rate",
  "suggestions-rate",
  "search-rate",
  "healthz-rate",
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
const port = Number(flags.port);
const duration = Number(flags.duration);
const connections = Number(flags.connections);

const database = await seededDatabase({ adminUrl, db: flags.db, seed: seederFlags(flags) });
const databaseUrl = database.url;
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
// Each scenario's req/s at saturation, by name, to set beside the floor's.
const saturated = new Map<ScenarioName, number>();

try {
  // Sign in as many different people.
  const people = Number(flags.people);
  const seedUsers = database.seededPeople;
  const signedIn = await signInSeeded(port, people, seedUsers);
  const deepCursors = signedIn.flatMap((p) => (p.deepCursor ? [p.deepCursor] : []));
  console.log(`Signed in ${people} people; ${signedIn.length} see posts; ${deepCursors.length} have a feed 5 pages deep.`);

  const homeMembers = Number(flags["home-members"]);
  const homeRate = Number(flags["home-rate"]);
  const named = scenarios(signedIn, { homeMembers });
  const record = (name: ScenarioName, result: SaturationResult) => {
    const { title, byRequest: _byRequest, ...figures } = result;
    rows.push({ scenario: title, ...figures });
    saturated.set(name, result["req/s"]);
    const pages = result["pages/s"] !== undefined ? `${result["pages/s"]} pages/s (${result["req/s"]} req/s)` : `${result["req/s"]} req/s`;
    console.log(`${title}: ${pages}, p50 ${result["p50 ms"]} ms, p99 ${result["p99 ms"]} ms`);
  };
  const saturate = async (name: ScenarioName) => {
    const result = await atSaturation(named[name], { port, durationS: duration, connections });
    record(name, result);
    return result;
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
  // Requests for the fixed-rate runs: each scenario's own, in turn.
  const next = (name: ScenarioName) => rotation((named[name] as RequestScenario).requests);
  const fixed = {
    feed: next("feed"),
    count: next("count"),
    suggestions: next("suggestions"),
    names: next("search-names"),
    postText: next("search-posts"),
    healthz: next("healthz"),
    write: rotation(writeMix(signedIn)),
  };

  const queue = await feedQueue(databaseUrl);
  await queue.checkpoint();

  // The floor first: every other scenario is read as a share of it. Three uncounted seconds of
  // it before: the first run after the sign-ins would also carry a new process's unoptimised
  // code and the work those first visits left behind.
  const reads = (["floor", "healthz", "feed", "deep", "count", "suggestions"] as const).filter(want);
  if (reads.length) await atSaturation(named.floor, { port, durationS: 3, connections });
  for (const name of reads) await saturate(name);
  // A signed-in member's whole first load of the home page as one unit (see home-page.ts):
  // as many as the app serves, then at a fixed offered rate (in the rounds below).
  const cookies = signedIn.map((person) => person.cookie);
  let homeByRequest: Record<string, string> | undefined;
  if (want("home")) {
    homeByRequest = (await saturate("home")).byRequest;
    console.log("  each request within those pages, ms:", homeByRequest);
  }
  // Search answers 404 until its endpoint exists: then its rows are left out, and say so.
  const searchReady = want("search-rate") && (await searchAnswers(port, cookies[0]!));

  // Fixed offered rates, requests evenly spaced, each after a few uncounted seconds at the
  // same rate (see fixed-rate.ts).
  const settle = () => new Promise((r) => setTimeout(r, 2000));
  const at = (title: string, rate: number, next: () => FixedRateRequest, warmupS = 3, durationS = duration) =>
    settle().then(() => offerFixedRate({ title, port, rate, durationS, warmupS, next }));

  // Writes beside the feed, twice. After a checkpoint begins, the first change to each page
  // writes the whole page to the WAL (full_page_writes), and a post's copies touch one index
  // page per reader: for a few seconds the WAL is several times its usual size and every
  // commit waits on it. PostgreSQL does this once per checkpoint (checkpoint_timeout, 5
  // minutes by default). The first run starts just after a checkpoint and counts after 8 s at
  // the same mix, so it measures the minutes between checkpoints (and none can begin during
  // it); the second starts just after another and counts from the first request.
  const mixed = async (label: string, warmupS: number, durationS: number) => {
    await queue.checkpoint();
    const [feedUnderWrites, writes] = await Promise.all([
      at(`(the feed at 500 req/s beside the writes${label})`, 500, fixed.feed, warmupS, durationS),
      at(`writes at 100/s while the feed is under load${label}`, 100, fixed.write, warmupS, durationS),
    ]);
    recordFixed(writes);
    recordFixed(feedUnderWrites);
    await queue.settle("after the mixed writes");
  };
  const fixedParts = (["feed-rate", "count-rate", "suggestions-rate", "search-rate", "home", "healthz-rate", "mixed"] as const).filter(want);
  for (let round = 1; fixedParts.length && round <= rounds; round++) {
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
    if (want("healthz-rate")) recordFixed(await at("(/healthz at 1,000 req/s offered)", 1000, fixed.healthz));

    if (want("mixed")) {
      await mixed("", 8, duration);
      await mixed(", first 5 s after a checkpoint", 0, 5);
    }
    // The same beside the feed: /healthz at 100/s in place of the writes.
    if (want("healthz-rate")) {
      const [, beside] = await Promise.all([
        at("(the feed at 500 req/s beside /healthz)", 500, fixed.feed, 8, duration),
        at("(/healthz at 100/s while the feed is under load)", 100, fixed.healthz, 8, duration),
      ]);
      recordFixed(beside);
    }
  }
  reportFixedRounds();

  // Writes at saturation.
  if (want("writes")) {
    await saturate("create-post");
    await queue.settle("after create post");
    await saturate("toggle-prayer");
    await saturate("comment");
    await queue.settle("after the comments");
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
      // Prepared, it keeps one generic plan and memoizes nothing, as the app's hot reads do.
      env: { ...process.env, ...(mode === "prepared" ? { PGOPTIONS: "-c plan_cache_mode=force_generic_plan -c enable_memoize=off" } : {}) },
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
  await client.query("set enable_memoize = off");
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

  const appFeed = saturated.get("feed") ?? NaN;

  console.log(
    `\nKoinonia API benchmark (PostgreSQL on loopback, ${workers > 1 ? `${workers} app processes (cluster, Redis)` : "one app process"}; ${seedUsers} seeded people, ${people} members rotating, ${connections} connections)`,
  );
  console.table(rows);
  // Each scenario's req/s as a share of the floor's: what is left of the bare HTTP and hook
  // cost once the scenario's own work is added (home pages: their HTTP requests).
  const floor = saturated.get("floor");
  const ofFloor = Object.fromEntries(
    floor ? [...saturated].filter(([name]) => name !== "floor").map(([name, rate]) => [name, Math.round((rate / floor) * 1000) / 10]) : [],
  );
  if (floor)
    console.log(
      `Of the floor (unknown /api path, ${floor} req/s): ${Object.entries(ofFloor)
        .map(([name, percent]) => `${name} ${percent}%`)
        .join(", ")}.`,
    );
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
  writeResults(`api${workers > 1 ? `-${workers}-workers` : ""}${only ? "-only" : ""}.json`, {
    workers,
    rows,
    seed: flags.db ? { db: flags.db, seededPeople: seedUsers } : { flags: seederFlags(flags).join(" "), seededPeople: seedUsers },
    members: people,
    connections,
    ofFloor,
    appToSqlRatio: appFeed / tps,
    appToSimpleSqlRatio: appFeed / simpleTps,
    seqScans: seqScans.length,
    homeByRequest,
  });
} finally {
  await app.stop();
  await database.drop();
}
