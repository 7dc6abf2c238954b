// `npm run bench:embedded`: the default install (PGlite, no PostgreSQL server) at a small
// church network's size. Seeds 2,000 people (every other size scaled from the default seed)
// into a fresh data folder, starts the server in production mode on it, and offers the
// first feed page at a fixed rate as many different people, sampling the server's memory.
// Targets: p99 at most 100 ms at 100 req/s, no request over 250 ms, memory under 1 GB.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { call, rssMiB, startFleet } from "./app-processes";
import { offerFixedRate } from "./fixed-rate";

const { values: flags } = parseArgs({
  options: {
    users: { type: "string", default: "2000" },
    rate: { type: "string", default: "100" },
    duration: { type: "string", default: "30" },
    people: { type: "string", default: "100" },
  },
});
const users = Number(flags.users);
const scale = users / 10_000;
const port = 5811;
const root = path.join(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "koinonia-embedded-bench-"));
const env = { DATA_DIR: dataDir };
const { DATABASE_URL: _unused, ...withoutServer } = process.env;

try {
  console.log(`Seeding ${users} people into ${dataDir} (embedded)...`);
  const sizes = { posts: 200_000, prayers: 1_000_000, comments: 200_000, notifications: 500_000, groups: 200 };
  execFileSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/seed-scale.ts",
      "--users",
      String(users),
      "--password",
      "seed-password",
      ...Object.entries(sizes).flatMap(([name, size]) => [`--${name}`, String(Math.round(size * scale))]),
    ],
    { cwd: root, stdio: "inherit", env: { ...withoutServer, ...env } },
  );

  const app = await startFleet({ ports: [port], env: { ...env, SEED_DEMO: "false" } });
  const pid = app.pids[0]!;
  try {
    const cookies: string[] = [];
    for (let i = 0; i < Number(flags.people); i++) {
      const n = 1 + Math.floor((i * users) / Number(flags.people));
      const res = await call(port, "POST", "/api/auth/login", { email: `seed${n}@example.org`, password: "seed-password" });
      if (res.status !== 200) throw new Error(`sign-in as seed${n} failed: ${res.status}`);
      cookies.push(res.cookie!);
    }
    let turn = 0;
    const offer = (duration: number) =>
      offerFixedRate({
        title: `feed at ${flags.rate} req/s offered, ${users} people (PGlite)`,
        port,
        rate: Number(flags.rate),
        durationS: duration,
        next: () => ({ path: "/api/posts/feed", cookie: cookies[turn++ % cookies.length]! }),
      });
    // A few seconds first, as any server that has been up a while: PostgreSQL's catalog
    // caches and the JIT warm up; those first requests are not what people wait on.
    await offer(5);
    let peak = rssMiB(pid);
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 250);
    const { title, sent: _sent, ...result } = await offer(Number(flags.duration));
    clearInterval(sampler);
    peak = Math.max(peak, rssMiB(pid));

    const row = { scenario: title, ...result, "peak RSS MiB": Math.round(peak) };
    console.table([row]);
    const met = row["p99 ms"] <= 100 && row["max ms"] <= 250 && row["peak RSS MiB"] < 1024 && row.errors === 0 && row.non2xx === 0;
    console.log(
      met ? "Targets met: p99 <= 100 ms, max <= 250 ms, memory < 1 GB." : "TARGETS MISSED (p99 <= 100 ms, max <= 250 ms, memory < 1 GB).",
    );
    fs.mkdirSync("bench-results", { recursive: true });
    fs.writeFileSync("bench-results/embedded.json", JSON.stringify({ at: new Date().toISOString(), row, met }, null, 2));
    console.log("written to bench-results/embedded.json");
    process.exitCode = met ? 0 : 1;
  } finally {
    await app.stop();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
