import type { LookupOptions } from "node:dns";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PushDevice } from "../../../contract/push";
import { ConfigError, loadConfig } from "../../../server/core/config";
import { queryRows } from "../../../server/db/client";
import { pushSubscriptions, users } from "../../../server/db/schema";
import { publicOnlyLookup } from "../../../server/core/public-addresses";
import { loadVapidKeys } from "../../../server/services/push/push-keys";
import { MAX_PUSH_FAILURES } from "../../../server/services/push/push-sender";
import { MAX_PUSH_DEVICES } from "../../../server/services/push/push-subscriptions";
import { expectRefusal, ok } from "../../helpers/access";
import { type SignedInUser, connect, createPost, createUser } from "../../helpers/factories";
import { noticesLookedAt } from "../../helpers/mail-members";
import { type TestBrowser, type TestPushService, browserKeys, decryptPush, startTestPushService, vapidOf } from "../../helpers/push-endpoint";
import { useTestApp } from "../../helpers/test-app";

// The site here takes push endpoints on loopback, where the test's push service listens; what a
// site on the internet refuses has its own app below.
const t = useTestApp({ env: { PUSH_ALLOW_LOCAL_ENDPOINTS: "true" } });

let service: TestPushService;
beforeAll(async () => {
  service = await startTestPushService();
});
afterAll(async () => {
  await service?.close();
});

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const person = (firstName: string, lastName = "Test") => createUser(t(), { firstName, lastName });

let paths = 0;
/** A browser with keys of its own, on its own path of the push service. */
const newBrowser = (): TestBrowser => service.browser(`/push/${++paths}`);

const subscribe = (who: SignedInUser, body: unknown, userAgent = CHROME) =>
  who.agent.post("/api/push/subscriptions", body, { "user-agent": userAgent });
const unsubscribe = (who: SignedInUser, body: unknown) => who.agent.request("DELETE", "/api/push/subscriptions", body);
const devicesOf = async (who: SignedInUser) => ok<PushDevice[]>(await who.agent.get("/api/push/subscriptions"), 200);

const subscriptionRows = (endpoint: string) => t().db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

// A valid browser subscription, to vary one field at a time.
const valid = () => newBrowser().subscription;

describe("the push key", () => {
  it("is handed to a signed-in member: the P-256 public key a browser subscribes with", async () => {
    const ann = await person("Ann");
    const { publicKey } = ok<{ publicKey: string }>(await ann.agent.get("/api/push/key"), 200);
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(publicKey, "base64url")[0]).toBe(4);
  });

  it("is refused to a visitor", async () => {
    expectRefusal(await t().agent().get("/api/push/key"), 401);
  });
});

describe("subscribing a browser", () => {
  it("answers 201 with the device, which the member's list then shows", async () => {
    const ann = await person("Ann");
    const browser = newBrowser();
    const device = ok<PushDevice>(await subscribe(ann, browser.subscription, IPHONE), 201);
    expect(device).toEqual({
      id: expect.any(Number),
      endpoint: browser.endpoint,
      device: "Safari on iPhone",
      kind: "mobile",
      createdAt: expect.any(String),
    });
    expect(await devicesOf(ann)).toEqual([device]);
  });

  it("takes the browser's PushSubscription JSON as it comes, expirationTime and padding included", async () => {
    const ann = await person("Ann");
    const { endpoint, keys } = valid();
    ok(await subscribe(ann, { endpoint, expirationTime: null, keys: { p256dh: `${keys.p256dh}=`, auth: `${keys.auth}==` } }), 201);
    const [row] = await subscriptionRows(endpoint);
    expect(row).toMatchObject({ userId: ann.user.id, p256dh: keys.p256dh, auth: keys.auth, failures: 0 });
  });

  it("is idempotent: the same endpoint again is the same device, with the keys it now has", async () => {
    const ann = await person("Ann");
    const first = newBrowser();
    const device = ok<PushDevice>(await subscribe(ann, first.subscription), 201);
    const renewed = { endpoint: first.endpoint, keys: newBrowser().subscription.keys };
    expect(ok<PushDevice>(await subscribe(ann, renewed), 201)).toEqual(device);
    expect(await devicesOf(ann)).toEqual([device]);
    const rows = await subscriptionRows(first.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.p256dh).toBe(renewed.keys.p256dh);
  });

  it("moves an endpoint to whoever subscribes it last: a shared browser is pushed only their notices", async () => {
    const [ann, bob] = await Promise.all([person("Ann"), person("Bob")]);
    const browser = newBrowser();
    ok(await subscribe(ann, browser.subscription), 201);
    const bobs = ok<PushDevice>(await subscribe(bob, browser.subscription), 201);
    expect(await devicesOf(ann)).toEqual([]);
    expect(await devicesOf(bob)).toEqual([bobs]);
  });

  it(`keeps a member's newest ${MAX_PUSH_DEVICES} browsers`, async () => {
    const ann = await person("Ann");
    const made: PushDevice[] = [];
    for (let i = 0; i <= MAX_PUSH_DEVICES; i++) made.push(ok<PushDevice>(await subscribe(ann, valid()), 201));
    const kept = await devicesOf(ann);
    expect(kept).toHaveLength(MAX_PUSH_DEVICES);
    expect(kept.map((d) => d.id)).not.toContain(made[0]!.id);
    expect(kept.map((d) => d.id)).toContain(made.at(-1)!.id);
  });

  it("lists the member's devices only, the newest first", async () => {
    const [ann, bob] = await Promise.all([person("Ann"), person("Bob")]);
    const older = ok<PushDevice>(await subscribe(ann, valid(), IPHONE), 201);
    await t().db.update(pushSubscriptions).set({ createdAt: sql`now() - interval '1 day'` }).where(eq(pushSubscriptions.id, older.id));
    const newer = ok<PushDevice>(await subscribe(ann, valid()), 201);
    ok(await subscribe(bob, valid()), 201);
    expect((await devicesOf(ann)).map((d) => [d.id, d.device])).toEqual([
      [newer.id, "Chrome on Windows"],
      [older.id, "Safari on iPhone"],
    ]);
  });

  const { p256dh, auth } = browserKeys().keys;
  const endpoint = "https://push.example.net/send/abc";
  it.each([
    ["no body", undefined, "Send the browser's push subscription as a JSON object"],
    ["a body that is not an object", [1, 2], "Send the browser's push subscription as a JSON object"],
    ["an endpoint that is not a string", { endpoint: 7, keys: { p256dh, auth } }, "endpoint must be a string"],
    ["an endpoint that is not a URL", { endpoint: "not a url", keys: { p256dh, auth } }, "endpoint must be an https URL"],
    ["an endpoint of another scheme", { endpoint: "ftp://push.example.net/x", keys: { p256dh, auth } }, "endpoint must be an https URL"],
    [
      "an endpoint too long",
      { endpoint: `https://push.example.net/${"a".repeat(1024)}`, keys: { p256dh, auth } },
      "endpoint must be at most 1024 characters",
    ],
    [
      "an endpoint with a password in it",
      { endpoint: "https://user:secret@push.example.net/x", keys: { p256dh, auth } },
      "endpoint must not carry a user name or password",
    ],
    ["no keys", { endpoint }, "keys must be an object with p256dh and auth"],
    ["keys that are not an object", { endpoint, keys: "p256dh" }, "keys must be an object with p256dh and auth"],
    ["no p256dh", { endpoint, keys: { auth } }, "keys.p256dh must be a string"],
    ["a p256dh that is not base64url", { endpoint, keys: { p256dh: `${p256dh.slice(0, -1)}+`, auth } }, "keys.p256dh must be base64url"],
    ["a p256dh too short", { endpoint, keys: { p256dh: p256dh.slice(0, 43), auth } }, "keys.p256dh must be 65 bytes"],
    [
      "a p256dh that is not an uncompressed point",
      { endpoint, keys: { p256dh: `A${p256dh.slice(1)}`, auth } },
      "keys.p256dh must be an uncompressed P-256 key",
    ],
    ["no auth", { endpoint, keys: { p256dh } }, "keys.auth must be a string"],
    ["an auth that is not a string", { endpoint, keys: { p256dh, auth: 16 } }, "keys.auth must be a string"],
    ["an auth too long", { endpoint, keys: { p256dh, auth: `${auth}AAAA` } }, "keys.auth must be 16 bytes"],
    [
      "an expirationTime that is not a number",
      { endpoint, expirationTime: "soon", keys: { p256dh, auth } },
      "expirationTime must be a number or null",
    ],
  ])("refuses %s with 400 and a message, and stores nothing", async (_name, body, message) => {
    const ann = await person("Ann");
    const res = await subscribe(ann, body);
    expectRefusal(res, 400);
    expect(res.json().message).toContain(message);
    expect(await devicesOf(ann)).toEqual([]);
  });

  it("is refused to a visitor", async () => {
    expectRefusal(await t().agent().post("/api/push/subscriptions", valid()), 401);
    expectRefusal(await t().agent().get("/api/push/subscriptions"), 401);
  });
});

describe("unsubscribing a browser", () => {
  it("answers 204 and the browser is no longer listed", async () => {
    const ann = await person("Ann");
    const browser = newBrowser();
    ok(await subscribe(ann, browser.subscription), 201);
    const res = await unsubscribe(ann, { endpoint: browser.endpoint });
    expect(res.statusCode, res.body).toBe(204);
    expect(await devicesOf(ann)).toEqual([]);
    expect(await subscriptionRows(browser.endpoint)).toEqual([]);
  });

  it("answers 404 for another member's endpoint, and leaves it subscribed", async () => {
    const [ann, bob] = await Promise.all([person("Ann"), person("Bob")]);
    const browser = newBrowser();
    const annsDevice = ok<PushDevice>(await subscribe(ann, browser.subscription), 201);
    const res = await unsubscribe(bob, { endpoint: browser.endpoint });
    expectRefusal(res, 404);
    expect(res.json().message).toBe("No push subscription of yours has that endpoint");
    expect(await devicesOf(ann)).toEqual([annsDevice]);
  });

  it("answers 404 for an endpoint never subscribed", async () => {
    const ann = await person("Ann");
    expectRefusal(await unsubscribe(ann, { endpoint: "https://push.example.net/never" }), 404);
  });

  it.each([
    ["no body", undefined, "Send the push subscription's endpoint as a JSON object"],
    ["no endpoint", {}, "endpoint must be a string"],
    ["an endpoint that is not a URL", { endpoint: "nowhere" }, "endpoint must be an https URL"],
  ])("refuses %s with 400 and a message", async (_name, body, message) => {
    const ann = await person("Ann");
    const res = await unsubscribe(ann, body);
    expectRefusal(res, 400);
    expect(res.json().message).toContain(message);
  });

  it("is refused to a visitor", async () => {
    expectRefusal(await t().agent().request("DELETE", "/api/push/subscriptions", { endpoint: "https://push.example.net/x" }), 401);
  });
});

describe("a notice pushed", () => {
  it("reaches the recipient's browser encrypted to its keys, signed with the site's key, with who did what and where it leads", async () => {
    const [ann, bob] = await Promise.all([person("Ann", "Archer"), person("Bob", "Baker")]);
    const browser = newBrowser();
    ok(await subscribe(bob, browser.subscription), 201);
    const { publicKey } = ok<{ publicKey: string }>(await bob.agent.get("/api/push/key"), 200);

    ok(await ann.agent.post("/api/connections", { addresseeId: bob.user.id }), 201);

    const [push] = await service.waitFor(new URL(browser.endpoint).pathname);
    expect(push!.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(push!.headers.ttl)).toBe(24 * 60 * 60);
    expect(decryptPush(browser, push!.body)).toEqual({
      title: "Ann Archer wants to connect with you",
      body: "Ann Archer would like to connect with you.",
      url: "/",
      tag: expect.stringMatching(/^notice-\d+$/),
    });
    const vapid = vapidOf(push!);
    expect(vapid.publicKey).toBe(publicKey);
    expect(vapid.claims.aud).toBe(new URL(browser.endpoint).origin);
    // No admin and no https site here: the site's host's postmaster.
    expect(vapid.claims.sub).toBe("mailto:postmaster@koinonia.test");
    await expect.poll(async () => (await subscriptionRows(browser.endpoint))[0]?.lastSuccessAt).toBeInstanceOf(Date);
  });

  it("goes to every browser the member subscribed", async () => {
    const [ann, bob] = await Promise.all([person("Ann", "Archer"), person("Bob", "Baker")]);
    const phone = newBrowser();
    const laptop = newBrowser();
    ok(await subscribe(bob, phone.subscription, IPHONE), 201);
    ok(await subscribe(bob, laptop.subscription), 201);
    ok(await ann.agent.post("/api/connections", { addresseeId: bob.user.id }), 201);
    for (const browser of [phone, laptop]) {
      const [push] = await service.waitFor(new URL(browser.endpoint).pathname);
      expect(decryptPush(browser, push!.body)).toMatchObject({ title: "Ann Archer wants to connect with you" });
    }
  });

  it("follows the member's mail setting for the kind: a comment is pushed once they ask for comments at once", async () => {
    const [ann, bob] = await Promise.all([person("Ann", "Archer"), person("Bob", "Baker")]);
    await connect(t(), ann, bob);
    const browser = newBrowser();
    const path = new URL(browser.endpoint).pathname;
    ok(await subscribe(bob, browser.subscription), 201);
    const post = await createPost(bob, { content: "Harvest supper on Sunday" });

    // Comments come in the daily digest by default: nothing is pushed at once.
    ok(await ann.agent.post(`/api/posts/${post.id}/comments`, { content: "Count me in" }), 201);
    await noticesLookedAt(t());

    ok(await bob.agent.put("/api/account/mail-preferences", { comments: "immediate" }), 200);
    ok(await ann.agent.post(`/api/posts/${post.id}/comments`, { content: "Bringing bread" }), 201);
    const pushes = await service.waitFor(path);
    expect(pushes.map((p) => decryptPush(browser, p.body))).toEqual([
      {
        title: "Ann Archer commented on your post",
        body: 'Ann Archer commented on your post: "Bringing bread"',
        url: `/posts/${post.id}`,
        tag: `post-${post.id}`,
      },
    ]);
  });

  it("is pushed to a member whose address is not verified yet, and never to a demo person", async () => {
    const [ann, bob, demo] = await Promise.all([person("Ann", "Archer"), person("Bob", "Baker"), person("Dora", "Demo")]);
    await t().db.update(users).set({ isDemo: true }).where(eq(users.id, demo.user.id));
    const bobs = newBrowser();
    const demos = newBrowser();
    ok(await subscribe(bob, bobs.subscription), 201);
    ok(await subscribe(demo, demos.subscription), 201);
    ok(await ann.agent.post("/api/connections", { addresseeId: demo.user.id }), 201);
    ok(await ann.agent.post("/api/connections", { addresseeId: bob.user.id }), 201);
    // Bob's push, from the later notice, arrives; by then the demo person's would have been sent.
    await service.waitFor(new URL(bobs.endpoint).pathname);
    await noticesLookedAt(t());
    expect(service.received.filter((r) => r.path === new URL(demos.endpoint).pathname)).toEqual([]);
  });

  it("removes a subscription the push service says is gone (410), and the member's list no longer shows it", async () => {
    const [ann, bob] = await Promise.all([person("Ann", "Archer"), person("Bob", "Baker")]);
    const browser = newBrowser();
    const path = new URL(browser.endpoint).pathname;
    service.answer.set(path, 410);
    ok(await subscribe(bob, browser.subscription), 201);
    ok(await ann.agent.post("/api/connections", { addresseeId: bob.user.id }), 201);
    await service.waitFor(path);
    await expect.poll(() => subscriptionRows(browser.endpoint)).toEqual([]);
    expect(await devicesOf(bob)).toEqual([]);
  });

  it(`counts other failures, and drops a subscription after ${MAX_PUSH_FAILURES} in a row`, async () => {
    const [ann, bob] = await Promise.all([person("Ann", "Archer"), person("Bob", "Baker")]);
    const browser = newBrowser();
    const path = new URL(browser.endpoint).pathname;
    service.answer.set(path, 500);
    ok(await subscribe(bob, browser.subscription), 201);
    ok(await ann.agent.post("/api/connections", { addresseeId: bob.user.id }), 201);
    await service.waitFor(path);
    await expect.poll(async () => (await subscriptionRows(browser.endpoint))[0]?.failures).toBe(1);
    await t()
      .db.update(pushSubscriptions)
      .set({ failures: MAX_PUSH_FAILURES - 1 })
      .where(eq(pushSubscriptions.endpoint, browser.endpoint));
    const cal = await person("Cal", "Carter");
    ok(await cal.agent.post("/api/connections", { addresseeId: bob.user.id }), 201);
    await service.waitFor(path, 2);
    await expect.poll(() => subscriptionRows(browser.endpoint)).toEqual([]);
  });

  it("does not fail the action that made the notice when the push service cannot be reached; the failure is counted", async () => {
    const [ann, bob] = await Promise.all([person("Ann", "Archer"), person("Bob", "Baker")]);
    // An endpoint where nothing listens: the connection is refused.
    ok(await subscribe(bob, { ...valid(), endpoint: "http://127.0.0.1:9/push" }), 201);
    ok(await ann.agent.post("/api/connections", { addresseeId: bob.user.id }), 201);
    await expect.poll(async () => (await subscriptionRows("http://127.0.0.1:9/push"))[0]?.failures, { timeout: 10_000 }).toBe(1);
  });
});

describe("the VAPID keys", () => {
  it("are made once and kept in the database: every later start uses the same pair", async () => {
    const { publicKey } = ok<{ publicKey: string }>(await (await person("Ann")).agent.get("/api/push/key"), 200);
    const settings = loadConfig({ PUBLIC_URL: "http://koinonia.test" }).push;
    const again = await loadVapidKeys(t().db, settings);
    expect(again.publicKey).toBe(publicKey);
    expect(await loadVapidKeys(t().db, settings)).toEqual(again);
    const rows = await queryRows<{ n: number }>(t().db, sql`select count(*)::int as n from meta where key = 'vapid_keys'`);
    expect(rows[0]!.n).toBe(1);
  });

  it("come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, whatever the database holds", async () => {
    const env = {
      VAPID_PUBLIC_KEY: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
      VAPID_PRIVATE_KEY: "tUxbf-Mqa1b2iZ-aC2fq5-gkTpO6DA5K1fp1Y5cHyVw",
      VAPID_SUBJECT: "mailto:webmaster@koinonia.test",
    };
    expect(await loadVapidKeys(t().db, loadConfig(env).push)).toEqual({
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject: env.VAPID_SUBJECT,
    });
  });

  it("name as their subject VAPID_SUBJECT, else the first admin, else the https site, else the site's postmaster", () => {
    const subject = (env: Record<string, string>) => loadConfig(env).push.subject;
    expect(subject({ VAPID_SUBJECT: "https://koinonia.example.org/contact", ADMIN_EMAILS: "a@example.org" })).toBe(
      "https://koinonia.example.org/contact",
    );
    expect(subject({ ADMIN_EMAILS: "Pastor@Example.org, b@example.org", PUBLIC_URL: "https://koinonia.example.org" })).toBe(
      "mailto:pastor@example.org",
    );
    expect(subject({ PUBLIC_URL: "https://koinonia.example.org/" })).toBe("https://koinonia.example.org");
    expect(subject({ PUBLIC_URL: "http://koinonia.test" })).toBe("mailto:postmaster@koinonia.test");
  });

  it.each([
    [{ VAPID_PUBLIC_KEY: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM" }, "set together, or neither"],
    [
      { VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: "tUxbf-Mqa1b2iZ-aC2fq5-gkTpO6DA5K1fp1Y5cHyVw" },
      "VAPID_PUBLIC_KEY must be a P-256 public key",
    ],
    [{ VAPID_SUBJECT: "webmaster@koinonia.test" }, "VAPID_SUBJECT must be a mailto: address or an https: URL"],
  ])("refuse a configuration that cannot sign: %o", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe("on a site that does not take local endpoints", () => {
  const site = useTestApp();

  it.each([
    ["http", "http://push.example.net/x", "endpoint must be an https URL"],
    ["loopback", "https://127.0.0.1/x", "endpoint must be on a public host"],
    ["IPv6 loopback", "https://[::1]/x", "endpoint must be on a public host"],
    ["IPv4-mapped loopback", "https://[::ffff:127.0.0.1]/x", "endpoint must be on a public host"],
    ["private", "https://10.1.2.3/x", "endpoint must be on a public host"],
    ["link-local (cloud metadata)", "https://169.254.169.254/latest", "endpoint must be on a public host"],
    ["localhost", "https://localhost:8443/x", "endpoint must be on a public host"],
    ["a .local name", "https://printer.local/x", "endpoint must be on a public host"],
    ["a bare name", "https://intranet/x", "endpoint must be on a public host"],
    // A name is compared as DNS reads it: any case, a trailing dot (fully qualified), in Unicode or punycode.
    ["localhost with a trailing dot", "https://localhost./x", "endpoint must be on a public host"],
    ["localhost with two trailing dots", "https://localhost../x", "endpoint must be on a public host"],
    ["LOCALHOST in capitals", "https://LOCALHOST/x", "endpoint must be on a public host"],
    ["a .local name with a trailing dot", "https://Printer.LOCAL./x", "endpoint must be on a public host"],
    ["an .internal name with a trailing dot", "https://metadata.google.internal./x", "endpoint must be on a public host"],
    ["a bare name with a trailing dot", "https://intranet./x", "endpoint must be on a public host"],
    ["localhost in full-width letters", "https://\uff4c\uff4f\uff43\uff41\uff4c\uff48\uff4f\uff53\uff54./x", "endpoint must be on a public host"],
    ["a Unicode .local name", "https://\u043f\u0440\u0438\u043c\u0435\u0440.local./x", "endpoint must be on a public host"],
    ["a punycode .local name", "https://xn--e1afmkfd.local./x", "endpoint must be on a public host"],
  ])("refuses an endpoint on %s with 400", async (_name, endpoint, message) => {
    const ann = await createUser(site(), { firstName: "Ann" });
    const res = await subscribe(ann, { ...valid(), endpoint });
    expectRefusal(res, 400);
    expect(res.json().message).toBe(message);
    expect(ok(await ann.agent.get("/api/push/subscriptions"), 200)).toEqual([]);
  });

  it("never sends a push to a local endpoint stored before, and counts it as a failure", async () => {
    const [ann, bob] = await Promise.all([createUser(site(), { firstName: "Ann" }), createUser(site(), { firstName: "Bob" })]);
    const browser = newBrowser();
    // Stored while local endpoints were taken (a site whose setting has since changed).
    const { keys } = browser.subscription;
    await site().db.insert(pushSubscriptions).values({ userId: bob.user.id, endpoint: browser.endpoint, p256dh: keys.p256dh, auth: keys.auth });
    ok(await ann.agent.post("/api/connections", { addresseeId: bob.user.id }), 201);
    await expect
      .poll(async () => (await site().db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint)))[0]?.failures)
      .toBe(1);
    expect(service.received.filter((r) => r.path === new URL(browser.endpoint).pathname)).toEqual([]);
  });

  it("connects only to public addresses, whatever a name resolves to", async () => {
    const looked = (options: LookupOptions) =>
      new Promise<NodeJS.ErrnoException | null>((resolve) => publicOnlyLookup("localhost", options, (err) => resolve(err)));
    for (const options of [{}, { all: true }, { family: 4 }]) {
      const err = await looked(options);
      expect(err?.message).toBe("localhost resolves to an address that is not public");
    }
  });

  it("takes an https endpoint on a public host", async () => {
    const ann = await createUser(site(), { firstName: "Ann" });
    ok(await subscribe(ann, { ...valid(), endpoint: "https://fcm.googleapis.com/fcm/send/abc:def" }), 201);
  });

  it("takes a public host's name written fully qualified (with its trailing dot)", async () => {
    const ann = await createUser(site(), { firstName: "Ann" });
    ok(await subscribe(ann, { ...valid(), endpoint: "https://fcm.googleapis.com./fcm/send/abc:def" }), 201);
  });
});
