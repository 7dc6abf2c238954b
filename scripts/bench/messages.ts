// `npm run bench:messages`: private messages on two app processes sharing PostgreSQL and Redis.
// Measures:
//   delivery:  300 one-to-one conversations; each recipient holds a live stream on process B,
//              each sender writes through process A; 200 messages a second in all, for 10 s
//              after 3 s of warm-up (each conversation under its own rate limit). A message's
//              delivery is from the moment it was due to be sent until its event arrives on
//              the recipient's stream (the send time travels in the message);
//   opening:   a conversation of 10,000 messages, its newest 50 (GET .../messages), at 200 req/s;
//   the badge: GET /api/messages/unread at 200 req/s, for a member in 300 conversations with
//              unread messages.
// Targets (exit code 1 when missed): delivery p99 <= 300 ms; opening p99 <= 30 ms; badge p99
// <= 10 ms. (Memory per idle stream: a stream holds nothing more for messages; `npm run
// bench:events` measures it.)
// Needs PostgreSQL (BENCH_DATABASE_URL, default the local server) and Redis (BENCH_REDIS_URL).
import http from "node:http";
import os from "node:os";
import pg from "pg";
import { call, createDatabase, percentile, signUp, startFleet } from "./app-processes";
import { type FixedRateResult, offerFixedRate } from "./fixed-rate";
import { writeResults } from "./results-file";

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379/8";
const [writer, reader] = [5711, 5712];
const PAIRS = 300;
const RATE = 200;
const DURATION_S = 10;
const WARMUP_S = 3;
const LONG_CONVERSATION = 10_000;
const TARGETS = { deliveryP99: 300, openP99: 30, badgeP99: 10 };

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");
console.log(`${os.cpus().length} cores; load average at start: ${load()}`);

const database = await createDatabase(adminUrl, undefined, "koinonia_messages_bench_");
const fleet = await startFleet({ databaseUrl: database.url, ports: [writer, reader], env: { REDIS_URL: redisUrl } });
const sql = new pg.Client({ connectionString: database.url });
await sql.connect();
const streams: http.ClientRequest[] = [];
let failed = false;
const table: { figure: string; measured: string; target: string; met: string }[] = [];
const verdict = (ok: boolean) => {
  if (!ok) failed = true;
  return ok ? "met" : "NOT MET";
};

try {
  console.log(`Signing up ${PAIRS * 2} people and starting ${PAIRS} conversations...`);
  type Pair = { sender: { cookie: string }; recipient: { cookie: string; id: number }; conversationId: number };
  const pairs: Pair[] = [];
  for (let i = 0; i < PAIRS; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, PAIRS - i) }, async () => {
        const [sender, recipient] = [await signUp(writer, "Sender"), await signUp(writer, "Recipient")];
        const request = await call(writer, "POST", "/api/connections", { addresseeId: recipient.id }, sender.cookie);
        await call(writer, "PUT", `/api/connections/${request.json.id}`, { status: "accepted" }, recipient.cookie);
        const started = await call(writer, "POST", "/api/conversations", { userIds: [recipient.id] }, sender.cookie);
        if (started.status !== 201) throw new Error(`conversation: ${started.status}`);
        return { sender, recipient, conversationId: started.json.id as number };
      }),
    );
    pairs.push(...batch);
  }

  // Each recipient's stream on process B; a message's event carries its send time in its words.
  const delivered: number[] = [];
  let counting = false;
  await Promise.all(
    pairs.map(
      ({ recipient }) =>
        new Promise<void>((resolve, reject) => {
          const req = http.get(
            { host: "127.0.0.1", port: reader, path: "/api/notifications/stream", headers: { cookie: recipient.cookie } },
            (res) => {
              res.setEncoding("utf8");
              let buffer = "";
              res.once("data", () => resolve());
              res.on("data", (chunk: string) => {
                buffer += chunk;
                for (let cut = buffer.indexOf("\n\n"); cut >= 0; cut = buffer.indexOf("\n\n")) {
                  const block = buffer.slice(0, cut);
                  buffer = buffer.slice(cut + 2);
                  const sentAt = /"content":"bench (\d+(?:\.\d+)?) (m|w)"/.exec(block);
                  if (sentAt?.[2] === "m" && counting) delivered.push(performance.now() - Number(sentAt[1]));
                }
              });
              res.on("error", () => {});
            },
          );
          req.on("error", reject);
          streams.push(req);
        }),
    ),
  );

  console.log(`\nDelivery: ${RATE} messages a second through process A to streams on process B`);
  let next = 0;
  const measuredFrom = performance.now() + WARMUP_S * 1000;
  const sending = offerFixedRate({
    title: `send at ${RATE}/s`,
    port: writer,
    rate: RATE,
    durationS: DURATION_S,
    warmupS: WARMUP_S,
    next: () => {
      const pair = pairs[next++ % pairs.length]!;
      const now = performance.now();
      if (!counting && now >= measuredFrom) counting = true;
      // "m": a measured message, "w": one of the warm-up.
      const content = `bench ${now} ${now >= measuredFrom ? "m" : "w"}`;
      return { method: "POST", path: `/api/conversations/${pair.conversationId}/messages`, cookie: pair.sender.cookie, body: { content } };
    },
  });
  const sent = await sending;
  // The last events are on their way: wait until every measured message has arrived (or 10 s).
  const measuredSent = sent.sent;
  for (let i = 0; i < 100 && delivered.length < measuredSent - sent.errors - sent.non2xx; i++) await new Promise((r) => setTimeout(r, 100));
  delivered.sort((a, b) => a - b);
  const delivery = {
    sent: measuredSent,
    "send p99 ms": sent["p99 ms"],
    non2xx: sent.non2xx,
    delivered: delivered.length,
    "p50 ms": Number(percentile(delivered, 50).toFixed(1)),
    "p99 ms": Number(percentile(delivered, 99).toFixed(1)),
    "max ms": Number((delivered.at(-1) ?? Number.NaN).toFixed(1)),
    load: load(),
  };
  console.table([delivery]);
  table.push({
    figure: `delivery p99 at ${RATE} msg/s, two processes (p50 ${delivery["p50 ms"]} ms)`,
    measured: `${delivery["p99 ms"]} ms, ${delivery.delivered} of ${measuredSent} delivered, ${sent.non2xx} not 2xx`,
    target: `<= ${TARGETS.deliveryP99} ms, all delivered`,
    met: verdict(delivery["p99 ms"] <= TARGETS.deliveryP99 && delivery.delivered >= measuredSent && sent.non2xx === 0),
  });
  for (const req of streams) req.destroy();

  // A conversation of 10,000 messages, written straight into the database, with the Bible
  // references they hold (none) stored as the app stores them.
  const long = pairs[0]!;
  await sql.query(
    `insert into messages (conversation_id, author_id, content, created_at, verses)
     select $1::int, case when g % 2 = 0 then s.user_id else r.user_id end, 'Message number ' || g, now() - make_interval(secs => $2::int - g), '[]'::jsonb
     from generate_series(1, $2::int) g,
       (select user_id from conversation_members where conversation_id = $1::int order by joined_at, user_id limit 1) s,
       (select user_id from conversation_members where conversation_id = $1::int order by joined_at desc, user_id desc limit 1) r`,
    [long.conversationId, LONG_CONVERSATION],
  );
  await sql.query("analyze messages");
  const runs: FixedRateResult[] = [];
  const fixed = async (title: string, path: string, cookie: string) => {
    const run = await offerFixedRate({
      title,
      port: reader,
      rate: RATE,
      durationS: DURATION_S,
      warmupS: WARMUP_S,
      next: () => ({ path, cookie }),
    });
    runs.push(run);
    console.log(`  ${title}: p50 ${run["p50 ms"]} ms, p99 ${run["p99 ms"]} ms, ${run["req/s"]} req/s (load ${load()})`);
    return run;
  };
  console.log("\nReads at a fixed rate:");
  const open = await fixed(
    `open a conversation of ${LONG_CONVERSATION} messages at ${RATE}/s`,
    `/api/conversations/${long.conversationId}/messages`,
    long.recipient.cookie,
  );
  const page = await call(reader, "GET", `/api/conversations/${long.conversationId}/messages`, undefined, long.recipient.cookie);
  if (page.json.length !== 50) throw new Error(`opening gave ${page.json.length} messages, not 50`);
  table.push({
    figure: `open a conversation of ${LONG_CONVERSATION} messages (newest 50) at ${RATE} req/s (p50 ${open["p50 ms"]} ms)`,
    measured: `${open["p99 ms"]} ms${open.non2xx ? `, ${open.non2xx} not 2xx` : ""}`,
    target: `<= ${TARGETS.openP99} ms`,
    met: verdict(open["p99 ms"] <= TARGETS.openP99 && !open.non2xx && !open.errors),
  });

  // A member in every conversation: the first recipient joins the others (as a circle would).
  await sql.query(
    `insert into conversation_members (conversation_id, user_id, state, unread)
     select c.id, $1::int, 'accepted', 3 from conversations c where c.id <> $2::int on conflict do nothing`,
    [long.recipient.id, long.conversationId],
  );
  const badge = await fixed(`the unread badge at ${RATE}/s`, "/api/messages/unread", long.recipient.cookie);
  table.push({
    figure: `the unread badge (${PAIRS} conversations) at ${RATE} req/s (p50 ${badge["p50 ms"]} ms)`,
    measured: `${badge["p99 ms"]} ms${badge.non2xx ? `, ${badge.non2xx} not 2xx` : ""}`,
    target: `<= ${TARGETS.badgeP99} ms`,
    met: verdict(badge["p99 ms"] <= TARGETS.badgeP99 && !badge.non2xx && !badge.errors),
  });
  console.log(`\nTargets (load average at the end: ${load()})`);
  console.table(table);
  writeResults("messages.json", { delivery, reads: runs, targets: table });
} finally {
  for (const req of streams) req.destroy();
  await sql.end();
  await fleet.stop();
  await database.drop();
}
if (failed) {
  console.error("a messages target was missed");
  process.exit(1);
}
