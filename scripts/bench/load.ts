// `npm run bench:load`: does the app hold under mixed load, and does its memory settle?
//   1. 60 s at 50 connections, every request a different person: feed pages (first and deep),
//      new posts, prayer toggles and comments. Target: 0 errors, 0 5xx.
//   2. A soak (10 min by default) at a steady mixed rate, sampling the server's memory every
//      10 s. Target: after a warm-up, memory stops growing.
// On a seeded PostgreSQL database (--db NAME reuses one; otherwise a fresh one is seeded).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { type SeededPerson, createDatabase, rssMiB, signInSeeded, startFleet } from "./app-processes";

const { values: flags } = parseArgs({
  options: {
    db: { type: "string" },
    "seed-users": { type: "string", default: "10000" },
    duration: { type: "string", default: "60" },
    connections: { type: "string", default: "50" },
    soak: { type: "string", default: "600" },
    "soak-rate": { type: "string", default: "300" },
  },
});
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const port = 5821;
const root = path.join(import.meta.dirname, "../..");
const seedUsers = Number(flags["seed-users"]);

const database = await createDatabase(adminUrl, flags.db);
if (!flags.db) {
  console.log("Seeding (npm run seed:scale)...");
  execFileSync(process.execPath, ["--import", "tsx", "scripts/seed-scale.ts", "--users", String(seedUsers), "--password", "seed-password"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: database.url },
  });
}
const app = await startFleet({ databaseUrl: database.url, ports: [port] });
const pid = app.pids[0]!;

/** Seven in ten requests read the feed; the rest write: a post, a prayer, a comment. */
function mixed(people: SeededPerson[]) {
  let turn = 0;
  return (r: autocannon.Request): autocannon.Request => {
    const person = people[turn % people.length]!;
    const kind = turn % 10;
    const postId = person.postIds[turn % person.postIds.length]!;
    turn++;
    const json = (p: string, body: unknown) => ({
      ...r,
      method: "POST" as const,
      path: p,
      headers: { ...r.headers, cookie: person.cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (kind === 7) return json("/api/posts", { content: "Load test: praying for our city", type: "prayer" });
    if (kind === 8) return json(`/api/posts/${postId}/interact`, { type: "prayer" });
    if (kind === 9) return json(`/api/posts/${postId}/comments`, { content: "Amen, praying with you" });
    const deep = kind % 3 === 0 && person.deepCursor;
    return {
      ...r,
      method: "GET",
      path: deep ? `/api/posts/feed?cursor=${person.deepCursor}` : "/api/posts/feed",
      headers: { ...r.headers, cookie: person.cookie },
    };
  };
}

const summary = (title: string, result: autocannon.Result) => ({
  scenario: title,
  requests: result.requests.total,
  "req/s": Math.round(result.requests.average),
  "p50 ms": result.latency.p50,
  "p99 ms": result.latency.p99,
  errors: result.errors + result.timeouts,
  "4xx": result["4xx"],
  "5xx": result["5xx"],
});

try {
  const people = await signInSeeded(port, 500, seedUsers);
  console.log(`Signed in ${people.length} people with posts in their feeds.`);

  const load = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: Number(flags.connections),
    duration: Number(flags.duration),
    requests: [{ setupRequest: mixed(people) }],
  });
  const loadRow = summary(`mixed, ${flags.connections} connections, ${flags.duration} s`, load);
  console.table([loadRow]);

  // The soak: a steady rate, memory read every 10 s.
  const samples: { s: number; rssMiB: number }[] = [];
  const started = Date.now();
  const sampler = setInterval(() => samples.push({ s: Math.round((Date.now() - started) / 1000), rssMiB: Math.round(rssMiB(pid)) }), 10_000);
  const soak = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 20,
    overallRate: Number(flags["soak-rate"]),
    duration: Number(flags.soak),
    requests: [{ setupRequest: mixed(people) }],
  });
  clearInterval(sampler);
  const soakRow = summary(`soak, ${flags["soak-rate"]} req/s offered, ${flags.soak} s`, soak);
  console.table([soakRow]);

  // Warm-up is the first fifth; then compare the mean of the second fifth with the last fifth.
  const fifth = Math.max(1, Math.floor(samples.length / 5));
  const mean = (xs: { rssMiB: number }[]) => xs.reduce((a, x) => a + x.rssMiB, 0) / Math.max(1, xs.length);
  const early = mean(samples.slice(fifth, 2 * fifth));
  const late = mean(samples.slice(-fifth));
  const growth = late - early;
  console.log(`Memory (RSS MiB every 10 s): ${samples.map((x) => x.rssMiB).join(" ")}`);
  console.log(`After warm-up: ${early.toFixed(0)} MiB -> ${late.toFixed(0)} MiB at the end (${growth >= 0 ? "+" : ""}${growth.toFixed(0)} MiB).`);

  const settled = growth <= Math.max(20, early * 0.05);
  const clean = [loadRow, soakRow].every((row) => row.errors === 0 && row["5xx"] === 0);
  console.log(clean ? "0 errors and 0 5xx." : "ERRORS OR 5xx SEEN.");
  console.log(settled ? "Memory settled after warm-up." : "MEMORY KEPT GROWING after warm-up.");
  fs.mkdirSync("bench-results", { recursive: true });
  fs.writeFileSync(
    "bench-results/load.json",
    JSON.stringify({ at: new Date().toISOString(), load: loadRow, soak: soakRow, samples, growth }, null, 2),
  );
  console.log("written to bench-results/load.json");
  process.exitCode = clean && settled ? 0 : 1;
} finally {
  await app.stop();
  await database.drop();
}
