// `npm run bench:compare -- <base-commit> [flags]`: is this checkout (HEAD) slower than another
// commit? Both run the same scenarios (scenarios.ts) at saturation, against one database,
// taking turns, so what differs between them is the code and not the machine's minute.
//   - checks the base commit out in a temporary git worktree, with HEAD's node_modules
//     hard-linked in when the two package-lock.json are the same (else `npm ci` there), and
//     builds the server where that checkout has a server build (scripts/build-server.ts);
//   - seeds one database with HEAD's seeder (or reuses --db NAME) and starts both apps on it,
//     the base on --port and HEAD on the next port;
//   - runs the scenarios in rounds, the two apps in ABBA order (base then HEAD in one round,
//     HEAD then base in the next), so a drift in the machine's speed during the run falls
//     on both alike;
//   - prints, per scenario, each side's req/s and p99 (median and range over the rounds), the
//     ratio HEAD/base of each round's pair, and a verdict; writes
//     bench-results/compare-<base>-<head>.json. The worktree and a database it seeded are
//     removed at the end, also after a failure or Ctrl-C.
// Migrations: the seeder migrates the database to HEAD's schema. Drizzle's migrator applies
// only migrations newer than the newest one recorded in the database, so the base app, whose
// migrations are all older, applies none and starts on HEAD's schema. That holds while HEAD
// only adds to the schema; a base whose queries need a column or table HEAD dropped or
// renamed fails on it, and a base that is not an ancestor of HEAD may carry a migration of its
// own, newer than HEAD's, which it would apply to the shared database.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type Fleet, type SeededPerson, signInSeeded, startFleet } from "./app-processes";
import { feedQueue } from "./feed-queue";
import { atSaturation, type SaturationResult, throughput } from "./saturation";
import { SCENARIO_NAMES, type Scenario, type ScenarioName, scenarios } from "./scenarios";
import { searchAnswers } from "./search-queries";
import { writeResults } from "./results-file";
import { seededDatabase, seedOptions, seederFlags } from "./seeded-database";

const usage = `Usage: npm run bench:compare -- <base-commit> [--only ${SCENARIO_NAMES.join(",")}]
  [--rounds 5] [--duration 10] [--warmup 3] [--connections 50] [--people 200] [--home-members 50]
  [--db NAME | --seed-users 10000 --seed-posts ... (npm run seed:scale's sizes)]
  [--port 5811 (the base's; HEAD's is the next)]
  [--head-env NAME=VALUE ... (settings for HEAD's app only: the cost of a setting, base = HEAD)]`;
const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    only: { type: "string" },
    rounds: { type: "string", default: "5" },
    duration: { type: "string", default: "10" },
    // Seconds of each scenario on each app before the first round, not counted: the first
    // seconds of a new process run slower (JIT, PostgreSQL's plan and buffer caches), and in
    // the first round that would fall on the side that goes first.
    warmup: { type: "string", default: "3" },
    connections: { type: "string", default: "50" },
    people: { type: "string", default: "200" },
    "home-members": { type: "string", default: "50" },
    db: { type: "string" },
    ...seedOptions,
    port: { type: "string", default: "5811" },
    // A setting given to HEAD's app alone, e.g. METRICS_TOKEN=...: with the base at HEAD too,
    // the run measures what turning that setting on costs.
    "head-env": { type: "string", multiple: true, default: [] },
    help: { type: "boolean", default: false },
  },
});
if (flags.help || positionals.length !== 1) {
  console.log(usage);
  process.exit(flags.help ? 0 : 2);
}
const only = (flags.only?.split(",").map((name) => name.trim()) ?? [...SCENARIO_NAMES]) as ScenarioName[];
const unknown = only.filter((name) => !SCENARIO_NAMES.includes(name));
if (unknown.length) {
  console.error(`--only takes a comma list of: ${SCENARIO_NAMES.join(", ")} (not ${unknown.join(", ")})`);
  process.exit(2);
}
const whole = (name: string, least: number) => {
  const value = Number(flags[name as keyof typeof flags]);
  if (!Number.isInteger(value) || value < least) {
    console.error(`--${name} takes a whole number of at least ${least}`);
    process.exit(2);
  }
  return value;
};
const headEnv = Object.fromEntries(
  (flags["head-env"] as string[]).map((setting) => {
    const at = setting.indexOf("=");
    if (at < 1) {
      console.error(`--head-env takes NAME=VALUE (not ${setting})`);
      process.exit(2);
    }
    return [setting.slice(0, at), setting.slice(at + 1)];
  }),
);
const rounds = whole("rounds", 1);
const durationS = whole("duration", 1);
const warmupS = whole("warmup", 0);
const connections = whole("connections", 1);
const people = whole("people", 1);
const homeMembers = whole("home-members", 1);
const basePort = whole("port", 1);
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const root = path.join(import.meta.dirname, "../..");

const git = (args: string[], cwd = root) => execFileSync("git", args, { cwd, encoding: "utf8" }).trim();
const baseCommit = (() => {
  try {
    return git(["rev-parse", "--verify", "--quiet", `${positionals[0]}^{commit}`]);
  } catch {
    console.error(`${positionals[0]} is not a commit here.`);
    process.exit(2);
  }
})();
const baseShort = git(["rev-parse", "--short", baseCommit]);
// HEAD is this working tree as it is: uncommitted changes to tracked files are measured too,
// and the name says so.
const headShort = `${git(["rev-parse", "--short", "HEAD"])}${git(["status", "--porcelain", "--untracked-files=no"]) ? "-dirty" : ""}`;

// Everything made here is undone in reverse order, once, however the run ends.
const undo: { label: string; run: () => unknown }[] = [];
let cleaning: Promise<void> | undefined;
const cleanUp = () => {
  cleaning ??= (async () => {
    for (const step of undo.reverse()) {
      try {
        await step.run();
      } catch (error) {
        console.error(`Cleaning up (${step.label}) failed:`, error);
      }
    }
  })();
  return cleaning;
};
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up...`);
    void cleanUp().then(() => {
      console.error("Cleaned up: the worktree and any database this run made are gone.");
      process.exit(130);
    });
  });

/** What starts a checkout's server as production does: its compiled build where it has one. */
function prepare(checkout: string, label: string): string[] {
  if (!fs.existsSync(path.join(checkout, "scripts/build-server.ts"))) return ["--import", "tsx", "server/main.ts"];
  execFileSync(process.execPath, ["--import", "tsx", "scripts/build-server.ts", "--if-changed"], { cwd: checkout, stdio: "inherit" });
  const entry = "dist/server/main.js";
  if (!fs.existsSync(path.join(checkout, entry))) throw new Error(`${label}: scripts/build-server.ts left no ${entry} to start`);
  return ["--enable-source-maps", entry];
}

/** The base commit in a worktree of its own, with node_modules. */
function checkOutBase(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `koinonia-base-${baseShort}-`));
  git(["worktree", "add", "--quiet", "--detach", folder, baseCommit]);
  undo.push({
    label: `removing the worktree ${folder}`,
    run: () => {
      git(["worktree", "remove", "--force", folder]);
      git(["worktree", "prune"]);
    },
  });
  const lock = (checkout: string) => fs.readFileSync(path.join(checkout, "package-lock.json"), "utf8");
  if (lock(folder) === lock(root)) {
    // Hard links: instant, and no space. Nothing here writes into a package's files in place.
    execFileSync("cp", ["-al", path.join(root, "node_modules"), path.join(folder, "node_modules")]);
  } else {
    console.log(`${baseShort}'s package-lock.json differs from HEAD's: npm ci there...`);
    execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: folder, stdio: "inherit" });
  }
  return folder;
}

type Side = "base" | "HEAD";
type App = { side: Side; port: number; fleet: Fleet; people: SeededPerson[]; scenarios: Record<ScenarioName, Scenario> };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const spread = (values: number[]) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });
type Spread = ReturnType<typeof spread>;
const fixed = (x: number, digits: number) => (Number.isFinite(x) ? x.toFixed(digits) : "-");
const range = (s: Spread, digits: number) => `${fixed(s.min, digits)}–${fixed(s.max, digits)}`;

/** One line on a scenario: within noise while the rounds' ratios lie on both sides of 1. */
function verdict(ratios: Spread, unit: string): string {
  if (ratios.min <= 1 && ratios.max >= 1) return `within noise (HEAD/base ${range(ratios, 3)} over the rounds)`;
  const percent = Math.abs((ratios.median - 1) * 100).toFixed(1);
  return `HEAD ${ratios.median > 1 ? "faster" : "SLOWER"} by ${percent}% in ${unit} (every round's ratio ${range(ratios, 3)})`;
}

try {
  const baseRoot = checkOutBase();
  const baseCommand = prepare(baseRoot, baseShort);
  const headCommand = prepare(root, "HEAD");

  const database = await seededDatabase({ adminUrl, db: flags.db, seed: seederFlags(flags) });
  undo.push({ label: "dropping the database", run: () => database.drop() });

  // Both apps stay up for the whole run, one under load at a time. Restarting one for each
  // of its turns would cost a start (seconds, more under tsx) per turn and hand every turn a
  // cold process; the idle one meanwhile only polls its background tasks, a few small queries
  // a second, the same for both sides.
  const start = async (side: Side, port: number, checkout: string, command: string[], env: Record<string, string> = {}): Promise<App> => {
    const fleet = await startFleet({ databaseUrl: database.url, ports: [port], root: checkout, command, env });
    undo.push({ label: `stopping ${side}`, run: () => fleet.stop() });
    // Each app signs its members in itself, so neither leans on the other's sessions.
    const signedIn = await signInSeeded(port, people, database.seededPeople);
    return { side, port, fleet, people: signedIn, scenarios: scenarios(signedIn, { homeMembers }) };
  };
  // The base first: the seeder has already brought the schema to HEAD's (see the top).
  const base = await start("base", basePort, baseRoot, baseCommand);
  const head = await start("HEAD", basePort + 1, root, headCommand, headEnv);
  const settings = Object.keys(headEnv).length ? ` with ${Object.keys(headEnv).join(", ")} set` : "";
  console.log(`base ${baseShort} on port ${base.port}, HEAD ${headShort}${settings} on port ${head.port}; ${base.people.length} members each.`);

  // Search answers 404 until its endpoint exists: a side without it leaves its scenarios out.
  let names = only;
  if (names.some((name) => name.startsWith("search-"))) {
    const ready = (await searchAnswers(base.port, base.people[0]!.cookie)) && (await searchAnswers(head.port, head.people[0]!.cookie));
    if (!ready) names = names.filter((name) => !name.startsWith("search-"));
  }

  const queue = await feedQueue(database.url);
  undo.push({ label: "closing the queue's connection", run: () => queue.end() });
  const run = async (app: App, name: ScenarioName, seconds: number) => {
    const scenario = app.scenarios[name];
    const result = await atSaturation(scenario, { port: app.port, durationS: seconds, connections });
    // Posts written by one side are copied to their readers before the other side's turn.
    if (scenario.kind === "requests" && scenario.writes) await queue.settle(`after ${scenario.title} on ${app.side}`);
    return result;
  };

  if (warmupS > 0) {
    console.log(`Warming up: each scenario ${warmupS} s on each side, not counted...`);
    for (const name of names) for (const app of [base, head]) await run(app, name, warmupS);
  }
  await queue.checkpoint();

  const results = new Map<ScenarioName, Record<Side, SaturationResult[]>>(names.map((name) => [name, { base: [], HEAD: [] }]));
  for (let round = 0; round < rounds; round++) {
    console.log(`Round ${round + 1} of ${rounds}: ${round % 2 ? "HEAD, then base" : "base, then HEAD"}`);
    for (const name of names) {
      for (const app of round % 2 ? [head, base] : [base, head]) {
        const result = await run(app, name, durationS);
        results.get(name)![app.side].push(result);
        const pages = result["pages/s"] !== undefined ? `${result["pages/s"]} pages/s` : `${result["req/s"]} req/s`;
        console.log(`  ${result.title}, ${app.side}: ${pages}, p99 ${result["p99 ms"]} ms`);
      }
    }
  }

  console.log(
    `\nbase ${baseShort} against HEAD ${headShort}: ${rounds} rounds of ${durationS} s, ABBA order; ${database.seededPeople} seeded people, ${people} members rotating, ${connections} connections (writes 10), one app process each`,
  );
  const summary: Record<string, unknown> = {};
  for (const [name, sides] of results) {
    const title = sides.base[0]!.title;
    const unit = sides.base[0]!["pages/s"] !== undefined ? "pages/s" : "req/s";
    const rate = (side: Side) => spread(sides[side].map(throughput));
    const p99 = (side: Side) => spread(sides[side].map((r) => r["p99 ms"]));
    const ratios = spread(sides.HEAD.map((r, i) => throughput(r) / throughput(sides.base[i]!)));
    const p99Ratios = spread(sides.HEAD.map((r, i) => r["p99 ms"] / sides.base[i]!["p99 ms"]));
    const failures = (side: Side) => sides[side].reduce((n, r) => n + r.errors + (name === "floor" ? 0 : r.non2xx), 0);
    console.log(`\n${title} (${unit})`);
    const row = (side: Side) => ({
      [`${unit}, median`]: Math.round(rate(side).median),
      [`${unit}, range`]: range(rate(side), 0),
      "p99 ms, median": Math.round(p99(side).median * 10) / 10,
      "p99 ms, range": range(p99(side), 1),
      failed: failures(side),
    });
    console.table({
      base: row("base"),
      HEAD: row("HEAD"),
      "HEAD/base": {
        [`${unit}, median`]: fixed(ratios.median, 3),
        [`${unit}, range`]: range(ratios, 3),
        "p99 ms, median": fixed(p99Ratios.median, 3),
        "p99 ms, range": range(p99Ratios, 3),
      },
    });
    const line = verdict(ratios, unit);
    console.log(`${name}: ${line}${failures("base") + failures("HEAD") ? " (some requests FAILED: see the table)" : ""}`);
    summary[name] = { title, unit, base: sides.base, head: sides.HEAD, ratio: ratios, p99Ratio: p99Ratios, verdict: line };
  }
  // Two identical builds put every round's ratio on one side of 1 by chance 2^(1 - rounds)
  // of the time: 1 in 2 at two rounds, 1 in 16 at five.
  if (rounds < 5)
    console.log(
      `\n(With ${rounds} round${rounds > 1 ? "s" : ""}, two identical builds are called faster or slower ${rounds > 1 ? `1 time in ${2 ** (rounds - 1)}` : "every time"}: use --rounds 5 or more for a verdict to rely on.)`,
    );

  writeResults(`compare-${baseShort}-${headShort}.json`, {
    base: { commit: baseCommit, short: baseShort, command: baseCommand },
    head: { short: headShort, command: headCommand },
    rounds,
    durationS,
    warmupS,
    connections,
    members: people,
    seed: flags.db
      ? { db: flags.db, seededPeople: database.seededPeople }
      : { flags: seederFlags(flags).join(" "), seededPeople: database.seededPeople },
    scenarios: summary,
  });
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
