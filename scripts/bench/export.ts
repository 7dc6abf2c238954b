// `npm run bench:export`: the data export of members with a lot of data, measured from the
// server's side. Seeds two members: one with --rows posts, as many comments by them and on
// their posts, as many prayers for their posts and notifications, and --images pictures of
// --image-mb MiB each (incompressible); the other with a quarter of all that. Other people's
// posts surround theirs. Starts the server in production mode on that database, downloads
// each member's export, and prints the archives' sizes, the time they took, and how far the
// server's memory (resident and heap, sampled every 10 ms) rose above what it was before each
// download. The export streams: the rise does not grow with the archive. (The buffers' rise is
// mostly chunks already sent, read from files, that V8 frees at its next collection: it levels
// off however many pictures there are.)
// Embedded database (PGlite) by default; --database-url <admin URL> for a fresh PostgreSQL database.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import yauzl from "yauzl";
import { loadConfig } from "../../server/core/config";
import { type Db, openPglite, openPostgres, queryRows } from "../../server/db/client";
import { hashPassword } from "../../server/services/accounts/passwords";
import { localStorage } from "../../server/storage/local-storage";
import { loadAppSecret } from "../../server/storage/open-storage";
import { call, createDatabase } from "./app-processes";

const { values: flags } = parseArgs({
  options: {
    rows: { type: "string", default: "20000" },
    images: { type: "string", default: "4" },
    "image-mb": { type: "string", default: "8" },
    "database-url": { type: "string" },
  },
});
const rows = Number(flags.rows);
const images = Number(flags.images);
const imageBytes = Number(flags["image-mb"]) * 1024 * 1024;
const port = 5831;
const root = path.join(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "koinonia-export-bench-"));
const password = "bench-password";
const MiB = 1024 * 1024;
const TEXT = "Grateful today for fellowship and answered prayer; please keep our small group in your prayers this week";

type Memory = NodeJS.MemoryUsage;
type Size = { rows: number; images: number };

/** People around the members: their friends. */
async function seedFriends(db: Db, hash: string): Promise<number[]> {
  const friends = await queryRows<{ id: number }>(
    db,
    sql`insert into users (email, password_hash, first_name, last_name)
      select 'friend-' || g || '@example.org', ${hash}, 'Friend', 'Number ' || g from generate_series(1, 20) g returning id`,
  );
  return friends.map((f) => f.id);
}

/** Posts of the friends' own, written before and after the members': theirs are not alone in the tables. */
const seedFriendsPosts = (db: Db, friends: number[]) =>
  db.execute(sql`insert into posts (author_id, content, type, verses)
    select ${friends[0]!} + g % ${friends.length}, ${TEXT} || ' (' || g || ')', 'text', '[]'::jsonb from generate_series(1, ${rows}) g`);

/** A member with `size` of everything, their rows made by PostgreSQL itself and their pictures on disk. */
async function seedMember(db: Db, hash: string, others: number[], name: string, size: Size): Promise<string> {
  const email = `${name.toLowerCase()}@example.org`;
  const [member] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (email, password_hash, first_name, last_name, church_affiliation, about_me)
      values (${email}, ${hash}, ${name}, 'Exporter', 'Grace Chapel', 'Tent-maker and teacher') returning id`,
  );
  const me = member!.id;
  const friend = others[0]!;
  await db.execute(sql`insert into connections (requester_id, addressee_id, status, responded_at)
    select ${me}, id, 'accepted', now() from unnest(${sql.raw(`array[${others.join(",")}]`)}::int[]) id`);
  // The words hold no Bible reference, stored as the app stores what it finds (so that no
  // background look at older writing runs during the measure).
  await db.execute(sql`insert into posts (author_id, content, type, prayer_count, comment_count, verses)
    select ${me}, ${TEXT} || ' (mine ' || g || ')', case when g % 5 = 0 then 'prayer' else 'text' end, 1, 2, '[]'::jsonb
    from generate_series(1, ${size.rows}) g`);
  await db.execute(sql`insert into comments (post_id, author_id, content, verses)
    select p.id, a, 'Praying with you, and thanking God for you (' || p.id || ')', '[]'::jsonb
    from posts p, unnest(array[${me}::int, ${friend}::int]) a where p.author_id = ${me}`);
  await db.execute(sql`insert into interactions (post_id, user_id, type) select id, ${friend}, 'prayer' from posts where author_id = ${me}`);
  await db.execute(sql`insert into interactions (post_id, user_id, type)
    select id, ${me}, 'prayer' from posts where author_id = ${friend} order by id limit ${Math.round(size.rows / 4)}`);
  await db.execute(sql`insert into notifications (user_id, actor_id, type, title, message, post_id)
    select ${me}, ${friend}, 'post_comment', 'New comment', 'Friend Number 1 commented on your post: "Praying with you"', id
    from posts where author_id = ${me}`);
  await db.execute(sql`with made as (
      insert into groups (name, description, created_by, member_count)
      select ${name} || '''s group ' || g, 'A small group', ${me}, 1 from generate_series(1, 10) g returning id)
    insert into group_members (group_id, user_id, role) select id, ${me}, 'admin' from made`);

  const storage = localStorage(path.join(dataDir, "objects"), loadAppSecret(loadConfig({ DATA_DIR: dataDir })));
  const kinds = ["avatar", "banner", "post"] as const;
  for (let i = 0; i < size.images; i++) {
    const key = `images/${randomBytes(18).toString("base64url")}.webp`;
    await storage.write(key, randomBytes(imageBytes), "image/webp");
    await db.execute(sql`insert into objects (key, owner_id, kind, content_type) values (${key}, ${me}, ${kinds[Math.min(i, 2)]}, 'image/webp')`);
  }
  return email;
}

/** The server, in production mode, telling us its memory as it goes. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; latest: () => Memory; stop(): Promise<void> }> {
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
  const child = spawn(process.execPath, ["--expose-gc", "--import", "tsx", "--import", "./scripts/bench/memory-probe.ts", "server/main.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    env: {
      ...parentEnv,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SERVE_CLIENT: "false",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  let memory: Memory | undefined;
  child.on("message", (message: { memory?: Memory }) => {
    if (message.memory) memory = message.memory;
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      if (i > 600) throw new Error("the server did not start");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    latest: () => memory!,
    stop: async () => {
      child.kill("SIGTERM");
      if (child.exitCode === null) await new Promise((r) => child.on("exit", r));
    },
  };
}

/** Downloads the export to `file`, as a browser saves it: at the pace the disk takes it. */
function download(cookie: string, file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/api/account/export", headers: { cookie } }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`export answered ${res.statusCode}`));
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        pipeline(res, fs.createWriteStream(file)).then(() => resolve(bytes), reject);
      })
      .on("error", reject);
  });
}

/** The archive's files and their sizes, from its central directory (a whole zip, or this fails). */
function entries(file: string): Promise<Map<string, number>> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: false, autoClose: true }, (error, zip) => {
      if (error) return reject(error);
      const found = new Map<string, number>();
      zip.on("entry", (entry: yauzl.Entry) => found.set(entry.fileName, entry.uncompressedSize));
      zip.on("end", () => resolve(found));
      zip.on("error", reject);
    }),
  );
}

const mib = (n: number) => Math.round((n / MiB) * 10) / 10;
const peakOf = (a: Memory, b: Memory): Memory => ({
  rss: Math.max(a.rss, b.rss),
  heapTotal: Math.max(a.heapTotal, b.heapTotal),
  heapUsed: Math.max(a.heapUsed, b.heapUsed),
  external: Math.max(a.external, b.external),
  arrayBuffers: Math.max(a.arrayBuffers, b.arrayBuffers),
});

/** One member's export: its size and time, and the server's memory before and at its highest meanwhile. */
async function measure(server: Awaited<ReturnType<typeof startServer>>, email: string, size: Size) {
  const signedIn = await call(port, "POST", "/api/auth/login", { email, password });
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status}`);
  // Start from a collected heap, so garbage left from before is not counted as the export's.
  server.child.send("gc");
  await new Promise((r) => setTimeout(r, 300));
  const before = server.latest();
  let peak = before;
  const sampler = setInterval(() => (peak = peakOf(peak, server.latest())), 10);
  const zipFile = path.join(dataDir, `${email}.zip`);
  const started = performance.now();
  const bytes = await download(signedIn.cookie!, zipFile);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const files = await entries(zipFile);
  fs.rmSync(zipFile);
  return {
    "rows per kind": size.rows,
    images: `${size.images} x ${flags["image-mb"]} MiB`,
    "zip MiB": mib(bytes),
    "JSON MiB (unzipped)": mib([...files].filter(([name]) => name.endsWith(".json")).reduce((sum, [, n]) => sum + n, 0)),
    seconds: Math.round(seconds * 10) / 10,
    "RSS rise MiB": mib(peak.rss - before.rss),
    "heap rise MiB": mib(peak.heapUsed - before.heapUsed),
    "buffers rise MiB": mib(peak.external + peak.arrayBuffers - before.external - before.arrayBuffers),
    "RSS before MiB": mib(before.rss),
  };
}

const database = flags["database-url"] ? await createDatabase(flags["database-url"]) : undefined;
try {
  const started = Date.now();
  const opened = database ? await openPostgres(database.url, 2) : await openPglite(path.join(dataDir, "pglite"));
  await opened.migrate();
  const hash = await hashPassword(password);
  const others = await seedFriends(opened.db, hash);
  await seedFriendsPosts(opened.db, others);
  const small = { rows: Math.round(rows / 4), images: Math.max(1, Math.round(images / 4)) };
  const large = { rows, images };
  const smallEmail = await seedMember(opened.db, hash, others, "Aquila", small);
  const largeEmail = await seedMember(opened.db, hash, others, "Priscilla", large);
  await seedFriendsPosts(opened.db, others);
  // As autovacuum would have by the time anyone exports: plans made without statistics are not the app's.
  await opened.db.execute(sql`analyze`);
  await opened.close();
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s (${database ? "PostgreSQL" : "PGlite"}).`);

  const server = await startServer({ DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) });
  try {
    // A first export by someone with next to nothing loads the code and prepares the statements.
    const warm = await call(port, "POST", "/api/auth/register", { email: "warm-up@example.org", password, firstName: "Warm", lastName: "Up" });
    await download(warm.cookie!, path.join(dataDir, "warm-up.zip"));
    const results = [await measure(server, smallEmail, small), await measure(server, largeEmail, large)];
    console.table(results);
    const [a, b] = results as [(typeof results)[0], (typeof results)[0]];
    console.log(
      `The archive grew ${Math.round((b["zip MiB"] / a["zip MiB"]) * 10) / 10}x; the server's resident memory rose ${a["RSS rise MiB"]} MiB ` +
        `for the smaller and ${b["RSS rise MiB"]} MiB for the larger (heap ${a["heap rise MiB"]} and ${b["heap rise MiB"]} MiB).`,
    );
  } finally {
    await server.stop();
  }
} finally {
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
