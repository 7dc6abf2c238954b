// `npm run bench:events`: what live notifications cost. Two app processes share PostgreSQL
// and Redis; we hold 1,000 then 10,000 idle event streams on one of them and read its
// memory, then time 1,000 writes on the other process until their event arrives.
// Needs PostgreSQL (BENCH_DATABASE_URL, default the local server) and Redis (BENCH_REDIS_URL).
import fs from "node:fs";
import http from "node:http";
import { MAX_STREAMS_PER_USER } from "../../server/realtime/open-streams";
import { call, createDatabase, percentile, rssMiB, signUp, startFleet } from "./app-processes";

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379/8";
const [writer, reader] = [5701, 5702];

const database = await createDatabase(adminUrl);
const fleet = await startFleet({ databaseUrl: database.url, ports: [writer, reader], env: { REDIS_URL: redisUrl } });
const results: Record<string, unknown> = {};
try {
  // Idle streams: each one a real EventSource-like GET that stays open.
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const open: http.ClientRequest[] = [];
  // A person holds at most MAX_STREAMS_PER_USER streams on a process (another ends their
  // oldest): the idle streams belong to as many people as that takes.
  const idleCookies: string[] = [];
  const cookieOf = (stream: number) => idleCookies[Math.floor(stream / MAX_STREAMS_PER_USER)]!;
  const openStreams = async (count: number) => {
    const first = open.length;
    const people = Math.ceil((first + count) / MAX_STREAMS_PER_USER);
    while (idleCookies.length < people) {
      const batch = await Promise.all(Array.from({ length: Math.min(20, people - idleCookies.length) }, () => signUp(writer, "Idle")));
      idleCookies.push(...batch.map((person) => person.cookie));
    }
    await Promise.all(
      Array.from(
        { length: count },
        (_, i) =>
          new Promise<void>((resolve, reject) => {
            const req = http.get(
              { host: "127.0.0.1", port: reader, path: "/api/notifications/stream", headers: { cookie: cookieOf(first + i) }, agent },
              (res) => {
                res.once("data", () => resolve());
                res.on("error", () => {});
              },
            );
            req.on("error", reject);
            open.push(req);
          }),
      ),
    );
  };

  const readerPid = fleet.pids[1]!;
  global.gc?.();
  await new Promise((r) => setTimeout(r, 1000));
  const base = rssMiB(readerPid);
  const memory: { streams: number; rssMiB: number; perStreamKiB: number }[] = [];
  for (const target of [1000, 10000]) {
    // In batches, as clients would arrive.
    while (open.length < target) await openStreams(Math.min(500, target - open.length));
    await new Promise((r) => setTimeout(r, 2000));
    const rss = rssMiB(readerPid);
    memory.push({ streams: target, rssMiB: Number(rss.toFixed(1)), perStreamKiB: Number((((rss - base) * 1024) / target).toFixed(1)) });
  }
  results.idleStreams = { baselineRssMiB: Number(base.toFixed(1)), memory };
  for (const req of open) req.destroy();
  agent.destroy();

  // Write on one process, event on the other.
  const author = await signUp(writer, "Author");
  const friend = await signUp(writer, "Friend");
  const request = await call(writer, "POST", "/api/connections", { addresseeId: author.id }, friend.cookie);
  await call(writer, "PUT", `/api/connections/${request.json.id}`, { status: "accepted" }, author.cookie);
  const post = await call(writer, "POST", "/api/posts", { content: "Bench post", type: "text" }, author.cookie);

  const latencies: number[] = [];
  let waiting: ((at: number) => void) | undefined;
  const stream = http.get({ host: "127.0.0.1", port: reader, path: "/api/notifications/stream", headers: { cookie: author.cookie } }, (res) => {
    res.setEncoding("utf8");
    res.on("data", (chunk: string) => {
      if (chunk.includes("event: notification")) waiting?.(performance.now());
    });
  });
  await new Promise((r) => setTimeout(r, 500));
  for (let i = 0; i < 1000; i++) {
    const arrived = new Promise<number>((resolve) => (waiting = resolve));
    const sent = performance.now();
    const res = await call(writer, "POST", `/api/posts/${post.json.id}/comments`, { content: `Amen ${i}` }, friend.cookie);
    if (res.status !== 201) throw new Error(`comment failed: ${res.status}`);
    latencies.push((await arrived) - sent);
  }
  stream.destroy();
  latencies.sort((a, b) => a - b);
  results.writeToEvent = {
    samples: latencies.length,
    medianMs: Number(percentile(latencies, 50).toFixed(2)),
    p99Ms: Number(percentile(latencies, 99).toFixed(2)),
    maxMs: Number(latencies.at(-1)!.toFixed(2)),
    note: "from sending the comment to process A until its event arrives on a stream held by process B",
  };

  console.log("\nIdle event streams on one app process (RSS of that process)");
  console.table(memory);
  console.log(`baseline RSS ${base.toFixed(1)} MiB`);
  console.log("\nWrite on process A -> event on process B (1,000 comments)");
  console.table([results.writeToEvent]);
  fs.mkdirSync("bench-results", { recursive: true });
  fs.writeFileSync("bench-results/events.json", JSON.stringify(results, null, 2));
  console.log("written to bench-results/events.json");
} finally {
  await fleet.stop();
  await database.drop();
}
