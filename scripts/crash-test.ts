// `npm run test:crash`: nothing acknowledged is ever lost. On a fresh PostgreSQL database:
//  1. 1,000 concurrent post and prayer writes; the server is killed with SIGKILL midway.
//     After a restart, every write that was answered 2xx is there, and every post's prayer
//     and comment counters equal its rows, and the restarted server copies every acknowledged
//     post into its readers' feeds.
//  2. SIGTERM under load: requests already accepted are answered, and the process exits
//     within 10 s.
// Needs CRASH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL it may create a database on).
import { sql } from "drizzle-orm";
import { openPostgres, queryRows } from "../server/db/client";
import { call, createDatabase, signUp, startFleet } from "./bench/app-processes";

const adminUrl = process.env.CRASH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error("test:crash needs CRASH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL)");
  process.exit(2);
}
const port = 5931;
const database = await createDatabase(adminUrl);
let failed = false;
const check = (ok: boolean, message: string) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${message}`);
  if (!ok) failed = true;
};

try {
  let fleet = await startFleet({ databaseUrl: database.url, ports: [port] });
  const people = await Promise.all(Array.from({ length: 10 }, (_, i) => signUp(port, `Writer${i}`)));
  // 50 prayer requests: each of the 10 people prays for each once, so every acknowledged
  // prayer must leave its row, whatever else was cut off.
  const targets: number[] = [];
  for (let i = 0; i < 50; i++) {
    targets.push((await call(port, "POST", "/api/posts", { content: `Pray for us ${i}`, type: "prayer" }, people[0]!.cookie)).json.id);
  }
  // Everyone may see everyone's posts: connect them all to the first person.
  for (const p of people.slice(1)) {
    const req = await call(port, "POST", "/api/connections", { addresseeId: people[0]!.id }, p.cookie);
    await call(port, "PUT", `/api/connections/${req.json.id}`, { status: "accepted" }, people[0]!.cookie);
  }

  // 1. SIGKILL in the middle of 1,000 concurrent writes.
  const acknowledgedPosts: number[] = [];
  const acknowledgedPrayers: { userId: number; postId: number }[] = [];
  const writes = Array.from({ length: 1000 }, async (_, i) => {
    const j = Math.floor(i / 2);
    const who = people[j % people.length]!;
    try {
      if (i % 2 === 0) {
        const res = await call(port, "POST", "/api/posts", { content: `Crash test post ${i}`, type: "text" }, who.cookie);
        if (res.status === 201) acknowledgedPosts.push(res.json.id);
      } else {
        const postId = targets[Math.floor(j / people.length)]!;
        const res = await call(port, "POST", `/api/posts/${postId}/interact`, { type: "prayer" }, who.cookie);
        if (res.status === 200 && res.json.prayed) acknowledgedPrayers.push({ userId: who.id, postId });
      }
    } catch {
      // Cut off by the kill: not acknowledged, so not promised.
    }
  });
  // Killed once a third of the writes are acknowledged: the rest are mid-flight or queued.
  let killed = false;
  const killer = setInterval(() => {
    if (acknowledgedPosts.length + acknowledgedPrayers.length >= 300) {
      clearInterval(killer);
      killed = true;
      process.kill(fleet.pids[0]!, "SIGKILL");
    }
  }, 1);
  await Promise.all(writes);
  // Had the writes been refused before a third were acknowledged, nothing was killed: stop
  // watching, so the run can end and say so.
  clearInterval(killer);
  await fleet.stop();
  console.log(`${acknowledgedPosts.length} posts and ${acknowledgedPrayers.length} prayer toggles were acknowledged before the kill`);
  check(killed && acknowledgedPosts.length + acknowledgedPrayers.length < 1000, "the kill landed while writes were in flight");

  fleet = await startFleet({ databaseUrl: database.url, ports: [port] });
  const db = await openPostgres(database.url, 2);
  try {
    const found = await queryRows<{ id: number }>(db.db, sql`select id from posts where id = any(${`{${acknowledgedPosts.join(",")}}`}::int[])`);
    check(found.length === acknowledgedPosts.length, `every acknowledged post is there (${found.length} of ${acknowledgedPosts.length})`);
    const [drift] = await queryRows<{ n: number }>(
      db.db,
      sql`select count(*)::int as n from posts p
          where p.prayer_count <> (select count(*) from interactions i where i.post_id = p.id and i.type = 'prayer')
             or p.comment_count <> (select count(*) from comments c where c.post_id = p.id)`,
    );
    check(drift!.n === 0, "no post's counters disagree with its rows");
    const prayers = await queryRows<{ user_id: number; post_id: number }>(
      db.db,
      sql`select user_id, post_id from interactions where type = 'prayer'`,
    );
    const stored = new Set(prayers.map((r) => `${r.user_id}:${r.post_id}`));
    const lost = acknowledgedPrayers.filter((p) => !stored.has(`${p.userId}:${p.postId}`));
    check(lost.length === 0, `every acknowledged prayer is there (${acknowledgedPrayers.length - lost.length} of ${acknowledgedPrayers.length})`);

    // Posts whose copy into their readers' feeds the kill cut off are copied by the restarted
    // server: the queue empties, and each post is in its author's and every connection's feed.
    let queued = Infinity;
    for (let i = 0; i < 100 && queued > 0; i++) {
      const [row] = await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from feed_fanouts`);
      queued = row!.n;
      if (queued > 0) await new Promise((r) => setTimeout(r, 100));
    }
    check(queued === 0, "the restarted server emptied the feed queue");
    const [missing] = await queryRows<{ n: number }>(
      db.db,
      sql`select count(*)::int as n from posts p
          cross join lateral (
            select p.author_id as reader
            union all select addressee_id from connections where requester_id = p.author_id and status = 'accepted'
            union all select requester_id from connections where addressee_id = p.author_id and status = 'accepted'
          ) r
          where p.id = any(${`{${acknowledgedPosts.join(",")}}`}::int[])
            and not exists (select 1 from feed_entries e where e.user_id = r.reader and e.post_id = p.id)`,
    );
    check(missing!.n === 0, `every acknowledged post is in its author's and each connection's feed (${missing!.n} missing)`);
  } finally {
    await db.close();
  }

  // 2. SIGTERM under load.
  const inFlight = Array.from({ length: 200 }, (_, i) =>
    call(port, "POST", "/api/posts", { content: `Drain ${i}`, type: "text" }, people[i % people.length]!.cookie).then(
      (res) => ({ status: res.status, id: res.json?.id as number | undefined }),
      () => ({ status: 0, id: undefined }),
    ),
  );
  await new Promise((r) => setTimeout(r, 50));
  const termAt = Date.now();
  process.kill(fleet.pids[0]!, "SIGTERM");
  const results = await Promise.all(inFlight);
  await fleet.stop();
  const exitedIn = Date.now() - termAt;
  const answered = results.filter((r) => r.status === 201);
  const unavailable = results.filter((r) => r.status === 503).length;
  const notConnected = results.filter((r) => r.status === 0).length;
  check(
    answered.length + unavailable + notConnected === results.length,
    `each request was answered 201, refused with 503 while draining, or never connected (${answered.length} / ${unavailable} / ${notConnected})`,
  );
  check(exitedIn < 10_000, `the process exited ${exitedIn} ms after SIGTERM`);
  const after = await openPostgres(database.url, 2);
  try {
    const ids = answered.map((r) => r.id!);
    const kept = await queryRows<{ id: number }>(after.db, sql`select id from posts where id = any(${`{${ids.join(",")}}`}::int[])`);
    check(kept.length === ids.length, `every post answered during the drain is there (${kept.length} of ${ids.length})`);
  } finally {
    await after.close();
  }
} finally {
  await database.drop();
}
if (failed) {
  console.log("crash test: FAILED");
  process.exit(1);
}
console.log("crash test: passed");
