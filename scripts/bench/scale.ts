// `npm run bench:scale -- --db koinonia_seed --db10 koinonia_seed10x`: the same reads at the
// same fixed rates against two seeded databases, the default size and ten times it
// (`npm run seed:scale -- --scale 10`), side by side: the feed's first page, the unread count,
// suggestions, and search by name and by post text. The reads a member makes on every page
// must not slow down as the network grows: the feed's and the count's p99 at 10x must stay
// within 1.5x of theirs at the default size (PASS/FAIL; the exit code is 1 on FAIL).
// One app process serves each database, both up for the whole run, and every scenario runs
// against one then the other in turn, round after round: whatever this machine's neighbours
// do to its tail falls on both sizes alike. Each cell is the median round by p99.
// Neither database is changed (only reads) or dropped. Prints a table and writes
// bench-results/scale.json.
import fs from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import pg from "pg";
import { openPostgres } from "../../server/db/client";
import { type Fleet, type SeededPerson, signInSeeded, startFleet } from "./app-processes";
import { type FixedRateRequest, type FixedRateResult, offerFixedRate } from "./fixed-rate";
import { nameQuery, postQuery, searchAnswers } from "./search-queries";

const { values: flags } = parseArgs({
  options: {
    db: { type: "string", default: "koinonia_seed" },
    db10: { type: "string", default: "koinonia_seed10x" },
    people: { type: "string", default: "200" },
    duration: { type: "string", default: "10" },
    rounds: { type: "string", default: "3" },
  },
});
const rounds = Number(flags.rounds);
const duration = Number(flags.duration);
if (!Number.isInteger(rounds) || rounds < 1 || !(duration > 0)) {
  console.error("--rounds takes a whole number of at least 1, --duration a number of seconds");
  process.exit(2);
}
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const sizes = [
  { label: "1x", name: flags.db!, port: 5801 },
  { label: "10x", name: flags.db10!, port: 5802 },
];
const urlOf = (name: string) => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

type Size = (typeof sizes)[number] & { people: number; posts: number; signedIn: SeededPerson[]; searchReady: boolean };
const ready: Size[] = [];
const fleets: Fleet[] = [];
try {
  for (const size of sizes) {
    const url = urlOf(size.name);
    // What is there, read before anything else touches it.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query(
      "select (select count(*) from users where email like 'seed%@example.org')::int as people, (select count(*) from posts)::int as posts",
    );
    await client.end();
    const { people, posts } = rows[0] as { people: number; posts: number };
    if (!people) throw new Error(`${size.name} has no seeded people: seed it with npm run seed:scale first`);
    console.log(`${size.label}: ${size.name}, ${people} people, ${posts} posts.`);
    // Migrated here, not by the app as it starts: a new index on millions of rows takes
    // longer than the app is given to come up.
    const started = Date.now();
    const database = await openPostgres(url, 2);
    await database.migrate();
    await database.close();
    console.log(`  migrated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const fleet = await startFleet({ databaseUrl: url, ports: [size.port] });
    fleets.push(fleet);
    const signedIn = await signInSeeded(size.port, Number(flags.people), people);
    const searchReady = await searchAnswers(size.port, signedIn[0]!.cookie);
    ready.push({ ...size, people, posts, signedIn, searchReady });
  }

  let turn = 0;
  const as = (size: Size, path: (turn: number) => string) => (): FixedRateRequest => {
    turn++;
    return { path: path(turn), cookie: size.signedIn[turn % size.signedIn.length]!.cookie };
  };
  const scenarios = [
    { title: "feed, first page at 500 req/s", rate: 500, path: () => "/api/posts/feed", gate: true },
    { title: "unread count at 1,000 req/s", rate: 1000, path: () => "/api/notifications/count", gate: true },
    { title: "suggestions at 500 req/s", rate: 500, path: () => "/api/users/suggested", gate: false },
    { title: "search, names at 200 req/s", rate: 200, path: nameQuery, gate: false, search: true },
    { title: "search, post text at 200 req/s", rate: 200, path: postQuery, gate: false, search: true },
  ];
  const results = new Map<string, FixedRateResult[]>();
  const settle = () => new Promise((r) => setTimeout(r, 2000));
  for (let round = 1; round <= rounds; round++) {
    console.log(`Round ${round} of ${rounds}`);
    for (const scenario of scenarios) {
      for (const size of ready) {
        if (scenario.search && !size.searchReady) continue;
        await settle();
        const result = await offerFixedRate({
          title: `${scenario.title} (${size.label})`,
          port: size.port,
          rate: scenario.rate,
          durationS: duration,
          warmupS: 3,
          next: as(size, scenario.path),
        });
        results.set(result.title, [...(results.get(result.title) ?? []), result]);
        console.log(
          `  ${result.title}: p50 ${result["p50 ms"]} ms, p99 ${result["p99 ms"]} ms${result.errors + result.non2xx ? `, ${result.errors} errors, ${result.non2xx} non-2xx` : ""}`,
        );
      }
    }
  }

  // The median round by p99, with the errors of every round.
  const median = (title: string) => {
    const all = results.get(title);
    if (!all) return undefined;
    const byP99 = [...all].sort((a, b) => a["p99 ms"] - b["p99 ms"]);
    const chosen = byP99[Math.floor((byP99.length - 1) / 2)]!;
    return { ...chosen, errors: all.reduce((n, r) => n + r.errors + r.non2xx, 0), rounds: all.map((r) => r["p99 ms"]).join(" / ") };
  };
  const [one, ten] = ready as [Size, Size];
  const table = scenarios.map((scenario) => {
    const a = median(`${scenario.title} (${one.label})`);
    const b = median(`${scenario.title} (${ten.label})`);
    const ratio = a && b ? Math.round((b["p99 ms"] / a["p99 ms"]) * 100) / 100 : NaN;
    return {
      scenario: scenario.title,
      "p50 ms 1x": a?.["p50 ms"] ?? "-",
      "p50 ms 10x": b?.["p50 ms"] ?? "-",
      "p99 ms 1x": a?.["p99 ms"] ?? "-",
      "p99 ms 10x": b?.["p99 ms"] ?? "-",
      "p99 10x/1x": Number.isNaN(ratio) ? "-" : ratio,
      "within 1.5x": scenario.gate ? (ratio <= 1.5 ? "PASS" : "FAIL") : "",
      errors: (a?.errors ?? 0) + (b?.errors ?? 0),
      "p99 each round 1x | 10x": a && b ? `${a.rounds} | ${b.rounds}` : "-",
    };
  });
  const gated = table.filter((row) => row["within 1.5x"] !== "");
  const pass = gated.every((row) => row["within 1.5x"] === "PASS" && row.errors === 0);
  console.log(
    `\nThe same reads at 1x (${one.name}: ${one.people} people, ${one.posts} posts) and 10x (${ten.name}: ${ten.people} people, ${ten.posts} posts), one app process each, fixed offered rates, median of ${rounds} round(s)`,
  );
  console.table(table);
  if (!one.searchReady || !ten.searchReady) console.log("Search rows are empty where GET /api/search answered 404.");
  console.log(`${pass ? "PASS" : "FAIL"}: the feed's and the unread count's p99 at 10x within 1.5x of theirs at 1x, without errors.`);
  if (!pass) process.exitCode = 1;
  fs.mkdirSync("bench-results", { recursive: true });
  fs.writeFileSync(
    "bench-results/scale.json",
    JSON.stringify(
      {
        at: new Date().toISOString(),
        cpus: os.cpus().length,
        rounds,
        durationS: duration,
        databases: ready.map(({ label, name, people, posts }) => ({ label, name, people, posts })),
        rows: table,
        pass,
      },
      null,
      2,
    ),
  );
  console.log("written to bench-results/scale.json");
} finally {
  for (const fleet of fleets) await fleet.stop();
}
