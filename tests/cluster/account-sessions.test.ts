import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountSession } from "../../contract/account-sessions";
import { type Fleet, createDatabase, startFleet } from "../../scripts/bench/app-processes";
import { openEventStream } from "../helpers/sse";

// Sessions in Redis, listed and ended through two app processes sharing it (and PostgreSQL):
// what one process ends, the other refuses at once. Needs TEST_DATABASE_URL and TEST_REDIS_URL.
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!adminUrl || !redisUrl) throw new Error("The cluster suite needs TEST_DATABASE_URL and TEST_REDIS_URL");

const ports = [5483, 5484] as const;
let fleet: Fleet;
let database: Awaited<ReturnType<typeof createDatabase>>;

beforeAll(async () => {
  // A fresh database numbers its people from 1 again: sessions left in Redis by an earlier run
  // would be theirs.
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  await redis.quit();
  database = await createDatabase(adminUrl);
  fleet = await startFleet({ databaseUrl: database.url, ports: [...ports], env: { REDIS_URL: redisUrl } });
}, 120_000);

afterAll(async () => {
  await fleet?.stop();
  await database?.drop();
});

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const WINDOWS_CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

async function call(port: number, method: string, url: string, options: { body?: unknown; cookie?: string; userAgent?: string } = {}) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.userAgent ? { "user-agent": options.userAgent } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null, cookie: res.headers.get("set-cookie")?.split(";")[0] };
}

/** A member signed up through the first process, then signed in from two more devices through either. */
async function memberOnThreeDevices() {
  const email = `ann-${randomBytes(4).toString("hex")}@example.org`;
  const password = "secret-77";
  const first = await call(ports[0], "POST", "/api/auth/register", { body: { email, password, firstName: "Ann", lastName: "Test" } });
  expect(first.status).toBe(201);
  const signIn = async (port: number, userAgent: string) => {
    const res = await call(port, "POST", "/api/auth/login", { body: { email, password }, userAgent });
    expect(res.status).toBe(200);
    return res.cookie!;
  };
  return { first: first.cookie!, phone: await signIn(ports[1], IPHONE_SAFARI), laptop: await signIn(ports[0], WINDOWS_CHROME) };
}

const listed = async (port: number, cookie: string) => {
  const res = await call(port, "GET", "/api/account/sessions", { cookie });
  expect(res.status).toBe(200);
  return res.json as AccountSession[];
};
const signedIn = async (port: number, cookie: string) => (await call(port, "GET", "/api/auth/user", { cookie })).status === 200;

describe("a member's sessions in Redis, across two app processes", () => {
  it("are listed alike by either process, and one signed out through one process is refused by both at once", async () => {
    const ann = await memberOnThreeDevices();
    const fromSecond = await listed(ports[1], ann.laptop);
    expect(fromSecond.map((s) => [s.device, s.current])).toEqual([
      ["Chrome on Windows", true],
      ["Safari on iPhone", false],
      ["Unknown device", false],
    ]);
    expect(await listed(ports[0], ann.laptop)).toEqual(fromSecond.map((s) => ({ ...s, lastSeenAt: expect.any(String) })));

    // The phone was just seen on the second process; it is signed out through the first.
    expect(await signedIn(ports[1], ann.phone)).toBe(true);
    const phone = fromSecond.find((s) => s.device === "Safari on iPhone")!;
    expect((await call(ports[0], "DELETE", `/api/account/sessions/${phone.id}`, { cookie: ann.laptop })).status).toBe(204);
    expect(await signedIn(ports[1], ann.phone)).toBe(false);
    expect(await signedIn(ports[0], ann.phone)).toBe(false);
    expect((await listed(ports[1], ann.laptop)).map((s) => s.device)).toEqual(["Chrome on Windows", "Unknown device"]);
  });

  it("'every other session' ends them on both processes and closes their live streams on the other", async () => {
    const ann = await memberOnThreeDevices();
    const stream = await openEventStream(`http://127.0.0.1:${ports[1]}/api/notifications/stream`, ann.phone);
    await stream.next((e) => e.event === "count");

    const res = await call(ports[0], "DELETE", "/api/account/sessions", { cookie: ann.laptop });
    expect(res.json).toEqual({ signedOut: 2 });
    expect((await stream.next((e) => e.event === "closed")).data).toEqual({ reason: "signed-out" });
    await stream.ended;
    for (const port of ports) {
      expect(await signedIn(port, ann.first)).toBe(false);
      expect(await signedIn(port, ann.phone)).toBe(false);
      expect(await signedIn(port, ann.laptop)).toBe(true);
    }
  });

  it("is 404 for another member's session, which goes on working", async () => {
    const ann = await memberOnThreeDevices();
    const bob = await memberOnThreeDevices();
    const bobsPhone = (await listed(ports[1], bob.phone)).find((s) => s.current)!;
    const res = await call(ports[0], "DELETE", `/api/account/sessions/${bobsPhone.id}`, { cookie: ann.laptop });
    expect(res).toMatchObject({ status: 404, json: { message: "Session not found" } });
    expect(await signedIn(ports[1], bob.phone)).toBe(true);
  });
});
