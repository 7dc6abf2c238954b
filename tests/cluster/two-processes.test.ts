import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestSmtp, startTestSmtp } from "../helpers/smtp";
import { openEventStream } from "../helpers/sse";

// Two app processes on two ports against one PostgreSQL and one Redis: what one process
// knows, the other knows. Needs TEST_DATABASE_URL (a database it may create others from)
// and TEST_REDIS_URL; `npm run test:cluster` runs it, .ci/run gives it both.
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!adminUrl || !redisUrl) throw new Error("The cluster suite needs TEST_DATABASE_URL and TEST_REDIS_URL");

const root = path.join(import.meta.dirname, "../..");
const dbName = `koinonia_cluster_${randomBytes(4).toString("hex")}`;
const ports = [5481, 5482];
const children: ChildProcess[] = [];
const admin = new pg.Client({ connectionString: adminUrl });
let smtp: TestSmtp;

function databaseUrl(name: string) {
  const u = new URL(adminUrl!);
  u.pathname = `/${name}`;
  return u.toString();
}

async function waitForHealth(port: number) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server on ${port} did not start`);
}

beforeAll(async () => {
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  await redis.quit();
  smtp = await startTestSmtp();
  for (const port of ports) {
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      cwd: root,
      stdio: ["ignore", "inherit", "inherit"],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: databaseUrl(dbName),
        REDIS_URL: redisUrl,
        SMTP_URL: smtp.url,
        SERVE_CLIENT: "false",
        SEED_DEMO: "false",
        LOG_LEVEL: "warn",
        RATE_LIMIT_AUTH_IP_MAX: "6",
        RATE_LIMIT_AUTH_ACCOUNT_MAX: "100",
      },
    });
    children.push(child);
  }
  await Promise.all(ports.map(waitForHealth));
}, 120_000);

afterAll(async () => {
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.on("exit", r)))));
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.end();
  await smtp.close();
});

const on = (port: number) => `http://127.0.0.1:${port}`;

async function call(port: number, method: string, url: string, body?: unknown, cookie?: string) {
  const res = await fetch(`${on(port)}${url}`, {
    method,
    headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
  const cookieOut = res.headers.get("set-cookie")?.split(";")[0];
  return { status: res.status, body: await res.text(), cookie: cookieOut };
}

async function signUp(port: number, name: string) {
  const email = `${name}-${randomBytes(4).toString("hex")}@example.org`;
  const res = await call(port, "POST", "/api/auth/register", { email, password: "secret-77", firstName: name, lastName: "Test" });
  expect(res.status).toBe(201);
  return { cookie: res.cookie!, user: JSON.parse(res.body), email };
}

/** Fresh sign-ups would hit the IP limit an earlier test spent: Redis forgets every limit. */
async function forgetRateLimits() {
  const redis = new Redis(redisUrl!);
  await redis.eval("for _,k in ipairs(redis.call('keys','koinonia:rl:*')) do redis.call('del',k) end", 0);
  await redis.quit();
}

/**
 * Two new members, connected: the first signed up through the first process, the second through
 * the other.
 */
async function connectedPair(first: string, second: string) {
  await forgetRateLimits();
  const one = await signUp(ports[0]!, first);
  const two = await signUp(ports[1]!, second);
  const request = JSON.parse((await call(ports[1]!, "POST", "/api/connections", { addresseeId: one.user.id }, two.cookie)).body);
  await call(ports[0]!, "PUT", `/api/connections/${request.id}`, { status: "accepted" }, one.cookie);
  return [one, two] as const;
}

describe("two app processes sharing PostgreSQL and Redis", () => {
  it("a session made on one works on the other, and logging out on one ends it on both", async () => {
    const ann = await signUp(ports[0]!, "Ann");
    expect((await call(ports[1]!, "GET", "/api/auth/user", undefined, ann.cookie)).status).toBe(200);
    expect((await call(ports[0]!, "POST", "/api/auth/logout", undefined, ann.cookie)).status).toBe(204);
    expect((await call(ports[1]!, "GET", "/api/auth/user", undefined, ann.cookie)).status).toBe(401);
    expect((await call(ports[0]!, "GET", "/api/auth/user", undefined, ann.cookie)).status).toBe(401);
  });

  it("counts sign-in attempts across both processes", async () => {
    // The sign-ups above and below share the per-IP budget of 6; use what is left on both.
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await call(ports[i % 2]!, "POST", "/api/auth/login", { email: `nobody${i}@example.org`, password: "wrong1" });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(3);
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
  });

  it("a comment written through one process reaches the author's stream on the other within a second", async () => {
    const [ann, bob] = await connectedPair("Ann", "Bob");
    const post = JSON.parse((await call(ports[0]!, "POST", "/api/posts", { content: "Please pray", type: "prayer" }, ann.cookie)).body);

    const stream = await openEventStream(`${on(ports[1]!)}/api/notifications/stream`, ann.cookie);
    await stream.next((e) => e.event === "count");
    const written = Date.now();
    expect((await call(ports[0]!, "POST", `/api/posts/${post.id}/comments`, { content: "Amen" }, bob.cookie)).status).toBe(201);
    const event = await stream.next((e) => e.event === "notification", 1_000);
    expect(event.at - written).toBeLessThan(1_000);
    expect(event.data).toMatchObject({ notification: { type: "post_comment", postId: post.id } });
    await stream.close();
  });
});

describe("private messages across processes", () => {
  it("a message sent through one process reaches the other's stream, and its unread count there", async () => {
    const [ann, bob] = await connectedPair("Ann", "Bob");
    const talk = JSON.parse((await call(ports[0]!, "POST", "/api/conversations", { userIds: [bob.user.id] }, ann.cookie)).body);
    const stream = await openEventStream(`${on(ports[1]!)}/api/notifications/stream`, bob.cookie);
    await stream.next((e) => e.event === "count");
    const sent = await call(ports[0]!, "POST", `/api/conversations/${talk.id}/messages`, { content: "Lunch after church?" }, ann.cookie);
    expect(sent.status).toBe(201);
    const event = await stream.next((e) => e.event === "changed" && (e.data as { kind: string }).kind === "message");
    expect(event.data).toMatchObject({ conversationId: talk.id, message: { content: "Lunch after church?", author: { id: ann.user.id } } });
    expect(JSON.parse((await call(ports[1]!, "GET", "/api/messages/unread", undefined, bob.cookie)).body)).toEqual({ unread: 1, requests: 0 });
    await stream.close();
  });
});

describe("what each process keeps in memory", () => {
  it("a month of a member's calendar kept by one process is forgotten when the other writes an event on it", async () => {
    const [a, b] = [ports[0]!, ports[1]!];
    const [ann, bob] = await connectedPair("Ann", "Bob");
    const march = "/api/events/calendar?from=2031-03-01&to=2031-04-01&timeZone=Europe%2FLondon";
    const titles = async () =>
      JSON.parse((await call(b, "GET", march, undefined, bob.cookie)).body).occurrences.map((o: { title: string }) => o.title);
    expect(await titles()).toEqual([]);
    expect(await titles()).toEqual([]);
    const body = {
      title: "Ann's supper",
      startsAt: "2031-03-05T19:00",
      endsAt: "2031-03-05T21:00",
      allDay: false,
      timeZone: "Europe/London",
      host: { kind: "member" },
    };
    expect((await call(a, "POST", "/api/events", body, ann.cookie)).status).toBe(201);
    await expect.poll(titles).toEqual(["Ann's supper"]);
  });

  it("a feed page and an unread count kept by one process are forgotten when the other writes", async () => {
    const [a, b] = [ports[0]!, ports[1]!];
    const [ann, bob] = await connectedPair("Ann", "Bob");
    const post = JSON.parse((await call(a, "POST", "/api/posts", { content: "Please pray", type: "prayer" }, ann.cookie)).body);
    const bobsFeed = async () => JSON.parse((await call(b, "GET", "/api/posts/feed", undefined, bob.cookie)).body);
    const annsCount = async () => JSON.parse((await call(b, "GET", "/api/notifications/count", undefined, ann.cookie)).body).count;

    // Process B reads both (and keeps them), then Bob prays through process A.
    await expect.poll(async () => (await bobsFeed()).map((p: { id: number }) => p.id)).toEqual([post.id]);
    expect((await bobsFeed())[0]).toMatchObject({ prayerCount: 0, prayedByMe: false });
    const before = await annsCount();
    expect(await annsCount()).toBe(before);
    expect((await call(a, "POST", `/api/posts/${post.id}/interact`, { type: "prayer" }, bob.cookie)).status).toBe(200);

    await expect.poll(async () => (await bobsFeed())[0]).toMatchObject({ prayerCount: 1, prayedByMe: true });
    await expect.poll(annsCount).toBe(before + 1);
  });
});

describe("mail across processes", () => {
  it("each queued mail is sent once, whichever process sends it", async () => {
    const db = new pg.Client({ connectionString: databaseUrl(dbName) });
    await db.connect();
    const count = 60;
    const tag = randomBytes(3).toString("hex");
    await db.query(
      `insert into mail_outbox (to_address, subject, text_body, html_body)
       select 'crowd' || i || '@example.org', 'Batch ${tag} #' || i, 'Hello', '<p>Hello</p>' from generate_series(1, $1) i`,
      [count],
    );
    await db.end();
    const ours = () => smtp.messages.filter((m) => m.subject?.startsWith(`Batch ${tag} `));
    await expect.poll(() => ours().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
    // Time for a second copy, had a row been taken by both.
    await new Promise((r) => setTimeout(r, 1_000));
    const subjects = ours().map((m) => m.subject);
    expect(subjects).toHaveLength(count);
    expect(new Set(subjects).size).toBe(count);
  });
});

describe("event streams across processes", () => {
  it("signing out through one process ends the session's stream on the other at once", async () => {
    await forgetRateLimits();
    const ann = await signUp(ports[0]!, "Ann");
    const stream = await openEventStream(`${on(ports[1]!)}/api/notifications/stream`, ann.cookie);
    await stream.next((e) => e.event === "count");

    const signedOut = Date.now();
    expect((await call(ports[0]!, "POST", "/api/auth/logout", undefined, ann.cookie)).status).toBe(204);
    const closed = await stream.next((e) => e.event === "closed", 1_000);
    expect(closed.data).toEqual({ reason: "signed-out" });
    await stream.ended;
    expect(Date.now() - signedOut).toBeLessThan(1_000);
  });
});

describe("live prayer rooms across processes", () => {
  it("a member on one process sees another join through the other, and both read the same Amen count", async () => {
    const [a, b] = [ports[0]!, ports[1]!];
    const [hana, cal] = await connectedPair("Hana", "Cal");
    const opened = await call(a, "POST", "/api/rooms", { title: "Across" }, hana.cookie);
    expect(opened.status).toBe(201);
    const roomId = JSON.parse(opened.body).id as number;
    const presentOn = async (port: number) =>
      (JSON.parse((await call(port, "GET", `/api/rooms/${roomId}`, undefined, hana.cookie)).body).present as { id: number }[]).map((p) => p.id);

    const hanaLive = await openEventStream(`${on(a)}/api/notifications/stream`, hana.cookie);
    await hanaLive.next((e) => e.event === "count");
    const hanaHere = await openEventStream(`${on(a)}/api/rooms/${roomId}/stream`, hana.cookie);
    await hanaHere.next((e) => e.event === "here");

    const from = hanaLive.events.length;
    const calHere = await openEventStream(`${on(b)}/api/rooms/${roomId}/stream`, cal.cookie);
    await calHere.next((e) => e.event === "here");
    // Hana's screen, on process A, is told at once that the room changed, and reads Cal in it.
    await hanaLive.next((e) => e.event === "changed" && (e.data as { roomId?: number }).roomId === roomId, 1_000, from);
    expect(new Set(await presentOn(a))).toEqual(new Set([hana.user.id, cal.user.id]));

    expect(JSON.parse((await call(b, "POST", `/api/rooms/${roomId}/amen`, undefined, cal.cookie)).body)).toEqual({ amenCount: 1 });
    await hanaLive.next((e) => e.event === "changed" && (e.data as { amenCount?: number }).amenCount === 1, 1_000);
    expect(JSON.parse((await call(a, "POST", `/api/rooms/${roomId}/amen`, undefined, hana.cookie)).body)).toEqual({ amenCount: 2 });
    for (const port of [a, b]) {
      const room = JSON.parse((await call(port, "GET", `/api/rooms/${roomId}`, undefined, cal.cookie)).body);
      expect(room.amenCount).toBe(2);
    }

    // Cal's page closes on process B: process A no longer counts him, within a moment.
    await calHere.close();
    const deadline = Date.now() + 2_000;
    while ((await presentOn(a)).includes(cal.user.id)) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 50));
    }
    await hanaHere.close();
    await hanaLive.close();
  });
});
