// `npm run bench:rooms`: one live prayer room of 200 members on one app process. A host opens
// a room for their connections; 199 others open its page at once, each behaving as the
// browser's client does (scripts/bench/room-member.ts). Measures:
//   join:  until the host's screen lists all 200;
//   Amen:  members saying Amen at 20/s for 10 s: from a press to every other member's event,
//          and to their screen showing the count; the app process's CPU meanwhile;
//   chat:  a message at 5/s for 10 s: from sending to every other member's screen showing it;
//   leave: a tab closes (both its streams drop): until the host's screen no longer lists them;
//   memory: the app process's RSS with the 200 pages open.
// Target (exit code 1 when missed): a member who leaves is gone from the host's screen within
// 2 s, every time; and every member's screen shows every Amen and message in the end.
// On the embedded database by default; on PostgreSQL when BENCH_DATABASE_URL is set (a fresh
// database on that server) or with `--db NAME` (an existing database, written to, never dropped).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { call, createDatabase, percentile, rssMiB, signUp, startFleet } from "./app-processes";
import { RoomMember, firstReaching } from "./room-member";

const { values: flags } = parseArgs({
  options: {
    db: { type: "string" },
    members: { type: "string", default: "200" },
    "amen-rate": { type: "string", default: "20" },
    "chat-rate": { type: "string", default: "5" },
    duration: { type: "string", default: "10" },
    leaves: { type: "string", default: "5" },
  },
});
const memberCount = Number(flags.members);
const amenRate = Number(flags["amen-rate"]);
const chatRate = Number(flags["chat-rate"]);
const durationS = Number(flags.duration);
const LEAVE_TARGET_MS = 2_000;
const port = 5871;
const base = `http://127.0.0.1:${port}`;

const onPostgres = Boolean(process.env.BENCH_DATABASE_URL || flags.db);
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const database = onPostgres ? await createDatabase(adminUrl, flags.db) : null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "koinonia-rooms-bench-"));
const fleet = await startFleet({ ports: [port], ...(database ? { databaseUrl: database.url } : { env: { DATA_DIR: dataDir } }) });
const pid = fleet.pids[0]!;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ms = (n: number) => Number(n.toFixed(1));
const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { samples: sorted.length, p50Ms: ms(percentile(sorted, 50)), p99Ms: ms(percentile(sorted, 99)), maxMs: ms(sorted.at(-1) ?? NaN) };
};
/** CPU seconds the process has used (user + system), from /proc. */
const cpuSeconds = () => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
/** Waits until `done()` or `limitMs` passes; true if done. */
async function until(done: () => boolean, limitMs: number): Promise<boolean> {
  const deadline = performance.now() + limitMs;
  while (!done()) {
    if (performance.now() > deadline) return false;
    await sleep(20);
  }
  return true;
}
/** Runs `act` `rate` times a second for the duration, each at its planned time (not after the last answers). */
async function atRate(rate: number, act: (i: number) => Promise<void>) {
  const start = performance.now();
  const running: Promise<void>[] = [];
  for (let i = 0; i < rate * durationS; i++) {
    const wait = start + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    running.push(act(i));
  }
  await Promise.all(running);
}
/** Does `work` for each item, `width` at a time. */
async function inBatches<T>(items: T[], width: number, work: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(work));
}

const results: Record<string, unknown> = { members: memberCount, database: onPostgres ? "postgresql" : "embedded" };
const failures: string[] = [];
try {
  console.log(`Signing up ${memberCount} people (${onPostgres ? "PostgreSQL" : "embedded database"})...`);
  const people: { id: number; cookie: string }[] = [];
  while (people.length < memberCount) {
    people.push(...(await Promise.all(Array.from({ length: Math.min(8, memberCount - people.length) }, () => signUp(port, "Member")))));
  }
  const [hostPerson, ...others] = people;
  // A connections room: every other member connects to the host, through the API (asked, accepted).
  await inBatches(others, 8, async (person) => {
    const asked = await call(port, "POST", "/api/connections", { addresseeId: hostPerson!.id }, person.cookie);
    if (asked.status !== 201) throw new Error(`connection request failed: ${asked.status}`);
    const answer = await call(port, "PUT", `/api/connections/${asked.json.id}`, { status: "accepted" }, hostPerson!.cookie);
    if (answer.status !== 200) throw new Error(`connection answer failed: ${answer.status}`);
  });
  const opened = await call(port, "POST", "/api/rooms", { title: "Bench prayer" }, hostPerson!.cookie);
  if (opened.status !== 201) throw new Error(`opening the room failed: ${opened.status}`);
  const roomId = opened.json.id as number;
  const host = new RoomMember(hostPerson!.id, hostPerson!.cookie, base, roomId, true);
  const members = others.map((p) => new RoomMember(p.id, p.cookie, base, roomId));
  const everyone = [host, ...members];
  await inBatches(everyone, 50, (m) => m.openLive());
  await host.openPage();
  await until(() => host.present.includes(host.id), 5_000);
  const rssBefore = rssMiB(pid);

  // (a) Join: the 199 open the room's page at once.
  console.log(`Joining ${members.length} members...`);
  const cpuJoin = cpuSeconds();
  const joinStart = performance.now();
  // A page that cannot connect (the process too busy to accept within 10 s) counts as failed.
  let joinFailed = 0;
  await Promise.all(
    members.map((m) =>
      m.openPage().catch(() => {
        joinFailed += 1;
      }),
    ),
  );
  const allOpened = performance.now();
  const hostSeesAll = await until(() => host.present.length === memberCount, 60_000);
  const hostSawAllAt = performance.now();
  const allSeeAll = await until(() => everyone.every((m) => m.present.length === memberCount), 60_000);
  const allSawAllAt = performance.now();
  const joinReads = everyone.reduce((n, m) => n + m.readsStarted, 0);
  const join = {
    streamsOpenMs: ms(allOpened - joinStart),
    pagesFailed: joinFailed,
    hostSeesAllMs: hostSeesAll ? ms(hostSawAllAt - joinStart) : null,
    everyoneSeesAllMs: allSeeAll ? ms(allSawAllAt - joinStart) : null,
    roomReadsStarted: joinReads,
    cpuSecondsPerSecond: Number(((cpuSeconds() - cpuJoin) / ((allSawAllAt - joinStart) / 1000)).toFixed(2)),
  };
  results.join = join;
  if (!hostSeesAll) failures.push("the host never saw all members present");
  if (joinFailed) failures.push(`${joinFailed} room pages could not connect`);
  await sleep(2_000);

  // (e) Memory with 200 pages open (each: the live stream and the presence stream).
  const rssOpen = rssMiB(pid);
  const memory = { rssBeforeJoinMiB: ms(rssBefore), rssWithPagesOpenMiB: ms(rssOpen), streamsOpen: everyone.length * 2 };
  results.memory = memory;

  // (b) Amen at `amenRate`/s.
  console.log(`Amen at ${amenRate}/s for ${durationS} s...`);
  const readsBeforeAmen = everyone.reduce((n, m) => n + m.readsStarted, 0);
  const presses: { by: RoomMember; sent: number; count: number }[] = [];
  // A press not answered within 30 s (or refused) counts here, not in the latencies.
  let amenRefused = 0;
  const cpuAmen = cpuSeconds();
  const amenStart = performance.now();
  await atRate(amenRate, async (i) => {
    const by = members[(i * 7) % members.length]!;
    const sent = performance.now();
    const res = await call(port, "POST", `/api/rooms/${roomId}/amen`, undefined, by.cookie).catch(() => null);
    if (res?.status === 200) presses.push({ by, sent, count: res.json.amenCount });
    else amenRefused += 1;
  });
  const amenSent = performance.now();
  const finalAmen = Math.max(0, ...presses.map((p) => p.count));
  const amenAllShown = await until(() => everyone.every((m) => m.amenCount >= finalAmen), 30_000);
  const amenEnd = performance.now();
  const amenCpu = (cpuSeconds() - cpuAmen) / ((amenEnd - amenStart) / 1000);
  const amenHeard: number[] = [];
  const amenShown: number[] = [];
  const amenReread: number[] = [];
  let amenMissed = 0;
  for (const press of presses) {
    for (const m of everyone) {
      if (m === press.by) continue;
      const heard = firstReaching(m.amenHeard, press.count);
      const shown = firstReaching(m.amenShown, press.count);
      if (heard !== undefined) amenHeard.push(heard - press.sent);
      const reread = firstReaching(m.amenRead, press.count);
      if (reread !== undefined) amenReread.push(reread - press.sent);
      if (shown === undefined) amenMissed += 1;
      else amenShown.push(shown - press.sent);
    }
  }
  const amenReads = everyone.reduce((n, m) => n + m.readsStarted, 0) - readsBeforeAmen;
  const amen = {
    presses: presses.length,
    pressesFailed: amenRefused,
    event: stats(amenHeard),
    shown: stats(amenShown),
    reread: stats(amenReread),
    missed: amenMissed,
    roomReadsStarted: amenReads,
    roomReadsPerSecond: Math.round(amenReads / ((amenEnd - amenStart) / 1000)),
    drainMs: ms(amenEnd - amenSent),
    cpuSecondsPerSecond: Number(amenCpu.toFixed(2)),
  };
  results.amen = amen;
  if (!amenAllShown || amenMissed) failures.push(`${amenMissed} Amen counts never reached a member's screen`);
  if (amenRefused) failures.push(`${amenRefused} Amen presses failed or were not answered within 30 s`);

  // (c) Chat at `chatRate`/s.
  console.log(`Chat at ${chatRate}/s for ${durationS} s...`);
  const readsBeforeChat = everyone.reduce((n, m) => n + m.readsStarted, 0);
  const sentMessages: { by: RoomMember; sent: number; id: number }[] = [];
  let chatRefused = 0;
  const cpuChat = cpuSeconds();
  const chatStart = performance.now();
  await atRate(chatRate, async (i) => {
    const by = members[(i * 13) % members.length]!;
    const sent = performance.now();
    const res = await call(port, "POST", `/api/rooms/${roomId}/messages`, { content: `Praying with you (${i})` }, by.cookie).catch(() => null);
    if (res?.status === 201) sentMessages.push({ by, sent, id: res.json.id });
    else chatRefused += 1;
  });
  const chatAllShown = await until(() => sentMessages.every((s) => everyone.every((m) => m === s.by || m.messageShown.has(s.id))), 30_000);
  const chatEnd = performance.now();
  const chatCpu = (cpuSeconds() - cpuChat) / ((chatEnd - chatStart) / 1000);
  const chatShown: number[] = [];
  const chatToAll: number[] = [];
  let chatMissed = 0;
  for (const s of sentMessages) {
    let slowest = 0;
    for (const m of everyone) {
      if (m === s.by) continue;
      const at = m.messageShown.get(s.id);
      if (at === undefined) chatMissed += 1;
      else {
        chatShown.push(at - s.sent);
        slowest = Math.max(slowest, at - s.sent);
      }
    }
    chatToAll.push(slowest);
  }
  const chatReads = everyone.reduce((n, m) => n + m.readsStarted, 0) - readsBeforeChat;
  const chat = {
    messages: sentMessages.length,
    messagesFailed: chatRefused,
    shown: stats(chatShown),
    toAllMembers: stats(chatToAll),
    missed: chatMissed,
    roomReadsStarted: chatReads,
    cpuSecondsPerSecond: Number(chatCpu.toFixed(2)),
  };
  results.chat = chat;
  if (!chatAllShown || chatMissed) failures.push(`${chatMissed} messages never reached a member's screen`);
  if (chatRefused) failures.push(`${chatRefused} messages failed or were not answered within 30 s`);

  // (d) Leave: one tab closes at a time; the host's screen must drop them within 2 s.
  console.log(`${flags.leaves} members leave, one at a time...`);
  const leaves: number[] = [];
  for (let i = 0; i < Number(flags.leaves); i++) {
    const leaving = members[members.length - 1 - i * 17]!;
    const closed = performance.now();
    leaving.close();
    const gone = await until(() => !host.present.includes(leaving.id), 10_000);
    leaves.push(gone ? performance.now() - closed : Infinity);
    await sleep(1_000);
  }
  const leave = {
    ...stats(leaves.filter(Number.isFinite)),
    notSeenWithin10s: leaves.filter((l) => !Number.isFinite(l)).length,
    targetMs: LEAVE_TARGET_MS,
  };
  results.leave = leave;
  if (leaves.some((l) => l > LEAVE_TARGET_MS)) failures.push(`a member who left stayed on the host's screen over ${LEAVE_TARGET_MS} ms`);

  for (const m of everyone) m.close();
  results.passed = failures.length === 0;
  results.failures = failures;

  console.log(`\nOne room, ${memberCount} members, one app process (${results.database})`);
  console.table({
    "join: host sees all (ms)": { value: join.hostSeesAllMs },
    "join: everyone sees all (ms)": { value: join.everyoneSeesAllMs },
    "join: room reads": { value: join.roomReadsStarted },
    [`Amen ${amenRate}/s: event p50 / p99 (ms)`]: { value: `${amen.event.p50Ms} / ${amen.event.p99Ms}` },
    [`Amen ${amenRate}/s: shown p50 / p99 (ms)`]: { value: `${amen.shown.p50Ms} / ${amen.shown.p99Ms}` },
    [`Amen ${amenRate}/s: re-read p50 / p99 (ms)`]: { value: `${amen.reread.p50Ms} / ${amen.reread.p99Ms}` },
    "Amen: presses failed or over 30 s": { value: amen.pressesFailed },
    "Amen: room reads/s": { value: amen.roomReadsPerSecond },
    "Amen: app CPU (s/s)": { value: amen.cpuSecondsPerSecond },
    [`chat ${chatRate}/s: shown p50 / p99 (ms)`]: { value: `${chat.shown.p50Ms} / ${chat.shown.p99Ms}` },
    "chat: to all 200 p99 (ms)": { value: chat.toAllMembers.p99Ms },
    "chat: messages failed or over 30 s": { value: chat.messagesFailed },
    "chat: room reads": { value: chat.roomReadsStarted },
    "chat: app CPU (s/s)": { value: chat.cpuSecondsPerSecond },
    [`leave: host's screen p50 / max (ms), target <= ${LEAVE_TARGET_MS}`]: { value: `${leave.p50Ms} / ${leave.maxMs}` },
    "memory: RSS with pages open (MiB)": { value: memory.rssWithPagesOpenMiB },
  });
  console.log(failures.length ? `FAIL: ${failures.join("; ")}` : "PASS");
  fs.mkdirSync("bench-results", { recursive: true });
  fs.writeFileSync("bench-results/rooms.json", JSON.stringify(results, null, 2));
  console.log("written to bench-results/rooms.json");
  process.exitCode = failures.length ? 1 : 0;
} finally {
  await fleet.stop();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
