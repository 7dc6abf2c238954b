import { describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { type Agent, createTestApp, type TestApp } from "../../helpers/test-app";
import { createUser, uniqueEmail } from "../../helpers/factories";
import { MAX_KEYS, memoryRateStore } from "../../../server/plugins/memory-rate-store";

// Every limit: at the limit no 429; one more, a 429 with Retry-After (the seconds left in the
// window) and a message; once the window has passed, none. A fake clock walks the windows.

const attempt = (agent: Agent, email: string, headers?: Record<string, string>) =>
  agent.post("/api/auth/login", { email, password: "wrong password" }, headers);

/** A 429 as a client sees it, with the seconds it is told to wait. */
function expectLimited(res: LightMyRequestResponse, retryAfter: number) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.headers["retry-after"]).toBe(String(retryAfter));
  expect(res.json()).toEqual({ message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ (seconds?|minutes?)\.$/) });
}

/** A test app on a clock of its own, which `advance` moves on. */
async function withClock(env: Record<string, string>, run: (t: TestApp, advance: (ms: number) => void) => Promise<void>) {
  let clock = Date.parse("2026-03-01T09:00:00Z");
  const t = await createTestApp({ env, now: () => clock });
  try {
    await run(t, (ms) => {
      clock += ms;
    });
  } finally {
    await t.close();
  }
}

const SECOND = 1000;

describe("sign-in and sign-up rate limits", () => {
  it("limits attempts per account and per IP, with Retry-After, and forgets them after the window", async () => {
    const env = { RATE_LIMIT_AUTH_IP_MAX: "5", RATE_LIMIT_AUTH_ACCOUNT_MAX: "2", RATE_LIMIT_AUTH_WINDOW_SECONDS: "600" };
    await withClock(env, async (t, advance) => {
      const agent = t.agent();
      const [a, b, c] = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
      // Account a: at the limit no 429, above it 429, for what is left of a's window.
      expect((await attempt(agent, a)).statusCode).toBe(401);
      advance(100 * SECOND);
      expect((await attempt(agent, a)).statusCode).toBe(401);
      expectLimited(await attempt(agent, a), 500);

      // Another account from the same IP still works until the IP's own limit (5).
      expect((await attempt(agent, b)).statusCode).toBe(401);
      expect((await attempt(agent, b)).statusCode).toBe(401);
      expectLimited(await attempt(agent, c), 500);

      // Sign-up shares the IP's budget.
      const signUp = await agent.post("/api/auth/register", { email: uniqueEmail(), password: "secret-77", firstName: "A", lastName: "B" });
      expectLimited(signUp, 500);

      // Up to the end of the window the limits hold; then they are forgotten.
      advance(500 * SECOND - 1);
      expectLimited(await attempt(agent, uniqueEmail()), 1);
      advance(1);
      expect((await attempt(agent, a)).statusCode).toBe(401);
      expect((await attempt(agent, c)).statusCode).toBe(401);
    });
  });

  it("does not let a forged X-Forwarded-For (or any other client-address header) make a new client when no proxy is trusted", async () => {
    await withClock({ RATE_LIMIT_AUTH_IP_MAX: "2", RATE_LIMIT_AUTH_ACCOUNT_MAX: "100" }, async (t) => {
      const agent = t.agent();
      expect((await attempt(agent, uniqueEmail())).statusCode).toBe(401);
      expect((await attempt(agent, uniqueEmail(), { "x-forwarded-for": "203.0.113.1" })).statusCode).toBe(401);
      // A new e-mail each time, so that only the per-IP limit can be what refuses.
      const headers: Record<string, string>[] = [
        { "x-forwarded-for": "203.0.113.9" },
        { "x-forwarded-for": "198.51.100.7, 203.0.113.10" },
        { "x-real-ip": "203.0.113.11" },
        { forwarded: "for=203.0.113.12" },
      ];
      for (const forged of headers) {
        expect((await attempt(agent, uniqueEmail(), forged)).statusCode, JSON.stringify(forged)).toBe(429);
      }
    });
  });

  it("counts by the forwarded client address when TRUST_PROXY is set", async () => {
    const t = await createTestApp({
      env: { RATE_LIMIT_AUTH_IP_MAX: "1", RATE_LIMIT_AUTH_ACCOUNT_MAX: "100", TRUST_PROXY: "true" },
    });
    try {
      const agent = t.agent();
      expect((await attempt(agent, uniqueEmail(), { "x-forwarded-for": "203.0.113.1" })).statusCode).toBe(401);
      expect((await attempt(agent, uniqueEmail(), { "x-forwarded-for": "203.0.113.1" })).statusCode).toBe(429);
      expect((await attempt(agent, uniqueEmail(), { "x-forwarded-for": "203.0.113.2" })).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});

describe("the write limit", () => {
  it("allows each person so many writes a minute, apart from anyone else's", async () => {
    await withClock({ RATE_LIMIT_WRITES_PER_MINUTE: "3" }, async (t, advance) => {
      const ann = await createUser(t);
      const bob = await createUser(t);
      const write = (who: typeof ann) => who.agent.post("/api/posts", { content: "Grace and peace", type: "text" });
      for (let i = 0; i < 3; i++) expect((await write(ann)).statusCode).toBe(201);
      advance(20 * SECOND);
      expectLimited(await write(ann), 40);
      // Reads are not writes, and Bob (same address) has his own budget.
      expect((await ann.agent.get("/api/posts/feed")).statusCode).toBe(200);
      expect((await write(bob)).statusCode).toBe(201);
      advance(40 * SECOND);
      expect((await write(ann)).statusCode).toBe(201);
    });
  });
});

describe("the upload limit", () => {
  it("hands each person so many upload URLs an hour", async () => {
    await withClock({ RATE_LIMIT_UPLOADS_PER_HOUR: "2" }, async (t, advance) => {
      const ann = await createUser(t);
      const grant = () => ann.agent.post("/api/objects/upload");
      expect((await grant()).statusCode).toBe(200);
      expect((await grant()).statusCode).toBe(200);
      advance(15 * 60 * SECOND);
      expectLimited(await grant(), 45 * 60);
      expect((await grant()).statusCode).toBe(429);
      expect((await (await createUser(t)).agent.post("/api/objects/upload")).statusCode).toBe(200);
      advance(45 * 60 * SECOND);
      expect((await grant()).statusCode).toBe(200);
    });
  });
});

describe("the memory store under a flood of junk keys", () => {
  it("never forgets an account that is locked out, however many other keys come", async () => {
    await withClock({ RATE_LIMIT_AUTH_ACCOUNT_MAX: "3" }, async (t) => {
      const agent = t.agent();
      const victim = uniqueEmail("victim");
      for (let i = 0; i < 3; i++) expect((await attempt(agent, victim)).statusCode).toBe(401);
      expect((await attempt(agent, victim)).statusCode).toBe(429);

      // More junk accounts than the store holds (a sign-up with a breached password is
      // refused quickly, after it has been counted).
      for (let i = 0; i < MAX_KEYS + 160; i++) {
        const junk = await agent.post("/api/auth/register", {
          email: `junk-${i}@example.org`,
          password: "password123",
          firstName: "J",
          lastName: "K",
        });
        expect(junk.statusCode).toBe(400);
      }
      expect((await attempt(agent, victim)).statusCode).toBe(429);
    });
  });

  it("forgets ended windows first, then the least recently counted key under its limit, and refuses new keys when all are at their limit", () => {
    let clock = 0;
    const Store = memoryRateStore(() => clock, 3);
    const store = new Store({});
    const count = (key: string) => {
      let result: { current: number; ttl: number } | undefined;
      store.incr(key, (_error, r) => (result = r), 1000, 2);
      return result!;
    };
    count("a");
    count("a"); // a is at its limit
    count("b");
    clock = 500;
    count("c"); // full: a (locked), b, c
    count("d"); // b goes: the least recently counted under its limit
    expect(count("b")).toEqual({ current: 1, ttl: 1000 }); // b is new again; c went
    expect(count("a").current).toBe(3); // a was never forgotten
    count("b"); // now a and b are at their limit, and d is not
    expect(count("e").current).toBe(1); // d went
    count("e"); // every key is at its limit: a new key is refused until a window ends
    expect(count("f")).toEqual({ current: 3, ttl: 500 });
    clock = 1000; // a's window has ended: it goes first
    expect(count("f")).toEqual({ current: 1, ttl: 1000 });
    expect(count("b").current).toBe(3);
  });
});

describe("client addresses", () => {
  it("counts an IPv6 client by its /64, and an IPv4-mapped address as the IPv4 address", async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_AUTH_IP_MAX: "1", RATE_LIMIT_AUTH_ACCOUNT_MAX: "100", TRUST_PROXY: "true" } });
    try {
      const agent = t.agent();
      const from = (address: string) => attempt(agent, uniqueEmail(), { "x-forwarded-for": address });
      expect((await from("2001:db8:1:2::1")).statusCode).toBe(401);
      expect((await from("2001:db8:1:2:ffff:ffff:ffff:fffe")).statusCode).toBe(429);
      expect((await from("2001:db8:1:3::1")).statusCode).toBe(401);

      expect((await from("203.0.113.5")).statusCode).toBe(401);
      expect((await from("::ffff:203.0.113.5")).statusCode).toBe(429);
      expect((await from("::ffff:203.0.113.6")).statusCode).toBe(401);
      expect((await from("203.0.113.6")).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
