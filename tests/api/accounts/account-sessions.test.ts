import { describe, expect, it } from "vitest";
import type { AccountSession } from "../../../contract/account-sessions";
import { describeDevice } from "../../../server/presenters/device-name";
import { SESSION_COOKIE } from "../../../server/plugins/session";
import { expectRefusal, ok } from "../../helpers/access";
import { type SignedInUser, createUser } from "../../helpers/factories";
import { openEventStream } from "../../helpers/sse";
import { type Agent, listenOnLoopback, useTestApp } from "../../helpers/test-app";

// Sessions in the database (the default store). The same routes over the Redis store are
// exercised by the cluster suite, which has Redis.
let clock = Date.parse("2026-03-01T09:00:00Z");
const MINUTE = 60_000;
const t = useTestApp({ now: () => clock });

const WINDOWS_CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

/** Signs `who` in again from another browser: a second session of theirs. */
async function signInElsewhere(who: SignedInUser, userAgent: string): Promise<Agent> {
  const agent = t().agent();
  ok(await agent.post("/api/auth/login", { email: who.email, password: who.password }, { "user-agent": userAgent }), 200);
  return agent;
}

const sessionsOf = async (agent: Agent) => ok<AccountSession[]>(await agent.get("/api/account/sessions"), 200);
const isSignedIn = async (agent: Agent) => (await agent.get("/api/auth/user")).statusCode === 200;

describe("naming a device from its User-Agent", () => {
  it.each([
    ["Chrome on Windows", "desktop", WINDOWS_CHROME],
    ["Safari on iPhone", "mobile", IPHONE_SAFARI],
    [
      "Safari on iPad",
      "tablet",
      "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
    ],
    [
      "Safari on macOS",
      "desktop",
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
    ],
    [
      "Chrome on Android",
      "mobile",
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
    ],
    ["Firefox on Ubuntu", "desktop", "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0"],
    ["Edge on Windows", "desktop", `${WINDOWS_CHROME} Edg/124.0.0.0`],
    [
      "Chrome on Linux",
      "desktop",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36",
    ],
    ["Unknown device", "unknown", "curl/8.5.0"],
    ["Unknown device", "unknown", ""],
  ])("%s (%s)", (device, kind, userAgent) => {
    expect(describeDevice(userAgent)).toEqual({ device, kind });
  });

  it("calls a session without a User-Agent an unknown device", () => {
    expect(describeDevice(null)).toEqual({ device: "Unknown device", kind: "unknown" });
  });
});

describe("GET /api/account/sessions", () => {
  it("lists the member's sessions, the one asking first (in use now), then the most recently active, and marks the one asking", async () => {
    const ann = await createUser(t());
    clock += MINUTE;
    const phone = await signInElsewhere(ann, IPHONE_SAFARI);
    clock += MINUTE;
    const laptop = await signInElsewhere(ann, WINDOWS_CHROME);
    // Some minutes on, the phone is used again: now it was seen last.
    clock += 5 * MINUTE;
    expect(await isSignedIn(phone)).toBe(true);

    const res = await laptop.get("/api/account/sessions");
    expect(res.headers["cache-control"]).toBe("no-store");
    const listed = ok<AccountSession[]>(res, 200);
    expect(listed.map(({ device, kind, current }) => ({ device, kind, current }))).toEqual([
      { device: "Chrome on Windows", kind: "desktop", current: true },
      { device: "Safari on iPhone", kind: "mobile", current: false },
      // Signed up through the test client, whose User-Agent names no browser.
      { device: "Unknown device", kind: "unknown", current: false },
    ]);
    const [laptopSession, phoneSession, firstSession] = listed;
    expect(laptopSession!.signedInAt).toBe(new Date(clock - 5 * MINUTE).toISOString());
    expect(laptopSession!.lastSeenAt).toBe(new Date(clock).toISOString());
    expect(phoneSession!.signedInAt).toBe(new Date(clock - 6 * MINUTE).toISOString());
    expect(phoneSession!.lastSeenAt).toBe(new Date(clock).toISOString());
    expect(firstSession!.lastSeenAt).toBe(new Date(clock - 7 * MINUTE).toISOString());
    // Asked a minute on from the phone, the order of the others still follows when they were last used.
    clock += MINUTE;
    expect((await sessionsOf(phone)).map((s) => s.device)).toEqual(["Safari on iPhone", "Chrome on Windows", "Unknown device"]);

    // Each member's list is theirs alone, and "current" follows whoever asks.
    expect((await sessionsOf(phone)).find((s) => s.current)?.id).toBe(phoneSession!.id);
    const bob = await createUser(t(), { firstName: "Bob" });
    expect((await sessionsOf(bob.agent)).length).toBe(1);
  });

  it("never shows a session's token, only an id made from it", async () => {
    const ann = await createUser(t());
    const token = ann.agent.cookies.get(SESSION_COOKIE)!;
    const res = await ann.agent.get("/api/account/sessions");
    expect(res.body).not.toContain(token);
    expect(res.json()[0].id).toMatch(/^[0-9a-f]{64}$/);
  });

  it("is 401 for a visitor", async () => {
    expectRefusal(await t().agent().get("/api/account/sessions"), 401);
  });
});

describe("DELETE /api/account/sessions/:id", () => {
  it("signs that session out at once, though the server had just checked it", async () => {
    const ann = await createUser(t());
    const phone = await signInElsewhere(ann, IPHONE_SAFARI);
    // The phone was just seen: its session is fresh in the server's memory, which must not outlive it.
    expect(await isSignedIn(phone)).toBe(true);
    const phoneId = (await sessionsOf(phone)).find((s) => s.current)!.id;

    const res = await ann.agent.delete(`/api/account/sessions/${phoneId}`);
    expect(res.statusCode).toBe(204);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(ann.agent)).toBe(true);
    expect((await sessionsOf(ann.agent)).map((s) => s.id)).not.toContain(phoneId);
  });

  it("closes the live notification stream of the session signed out", async () => {
    const { base } = await listenOnLoopback(t());
    const ann = await createUser(t());
    const phone = await signInElsewhere(ann, IPHONE_SAFARI);
    const stream = await openEventStream(`${base}/api/notifications/stream`, phone.cookieHeader);
    await stream.next((e) => e.event === "count");
    const phoneId = (await sessionsOf(phone)).find((s) => s.current)!.id;

    expect((await ann.agent.delete(`/api/account/sessions/${phoneId}`)).statusCode).toBe(204);
    expect((await stream.next((e) => e.event === "closed")).data).toEqual({ reason: "signed-out" });
    await stream.ended;
  });

  it("signs out the session asking, and clears its cookie", async () => {
    const ann = await createUser(t());
    const mine = (await sessionsOf(ann.agent))[0]!;
    const res = await ann.agent.delete(`/api/account/sessions/${mine.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.headers["set-cookie"]).toMatch(new RegExp(`^${SESSION_COOKIE.replace(".", "\\.")}=;.*Expires=Thu, 01 Jan 1970`));
    expect(ann.agent.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await isSignedIn(ann.agent)).toBe(false);
  });

  it("is 404 'Session not found' for another member's session, which goes on working", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t(), { firstName: "Bob" });
    const bobsId = (await sessionsOf(bob.agent))[0]!.id;
    const res = await ann.agent.delete(`/api/account/sessions/${bobsId}`);
    expectRefusal(res, 404);
    expect(res.json()).toEqual({ message: "Session not found" });
    expect(await isSignedIn(bob.agent)).toBe(true);
  });

  it("is 404 for a session already signed out, and 400 for an id that cannot be one", async () => {
    const ann = await createUser(t());
    const phone = await signInElsewhere(ann, IPHONE_SAFARI);
    const phoneId = (await sessionsOf(phone)).find((s) => s.current)!.id;
    expect((await ann.agent.delete(`/api/account/sessions/${phoneId}`)).statusCode).toBe(204);
    expectRefusal(await ann.agent.delete(`/api/account/sessions/${phoneId}`), 404);

    // The cookie's own token is not the session's id.
    const token = ann.agent.cookies.get(SESSION_COOKIE)!;
    for (const bad of [token, "abc", phoneId.toUpperCase(), `${phoneId}0`]) {
      const res = await ann.agent.delete(`/api/account/sessions/${bad}`);
      expectRefusal(res, 400);
      expect(res.json()).toEqual({ message: "Invalid session id" });
    }
    expect(await isSignedIn(ann.agent)).toBe(true);
  });

  it("is 401 for a visitor", async () => {
    expectRefusal(
      await t()
        .agent()
        .delete(`/api/account/sessions/${"a".repeat(64)}`),
      401,
    );
  });
});

describe("DELETE /api/account/sessions (every other session)", () => {
  it("signs out every session but the one asking, and says how many", async () => {
    const ann = await createUser(t());
    const phone = await signInElsewhere(ann, IPHONE_SAFARI);
    const laptop = await signInElsewhere(ann, WINDOWS_CHROME);
    const bob = await createUser(t(), { firstName: "Bob" });
    expect(await isSignedIn(phone)).toBe(true);

    const res = await laptop.delete("/api/account/sessions");
    expect(res.json()).toEqual({ signedOut: 2 });
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(ann.agent)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(bob.agent)).toBe(true);
    expect((await sessionsOf(laptop)).map((s) => s.current)).toEqual([true]);

    expect((await laptop.delete("/api/account/sessions")).json()).toEqual({ signedOut: 0 });
  });

  it("is 401 for a visitor", async () => {
    expectRefusal(await t().agent().delete("/api/account/sessions"), 401);
  });
});
