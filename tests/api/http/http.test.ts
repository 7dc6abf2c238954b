import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../../server/db/client";
import { createTestApp, listenOnLoopback } from "../../helpers/test-app";
import { createUser, uniqueEmail } from "../../helpers/factories";
import { png } from "../../helpers/images";
import { openEventStream } from "../../helpers/sse";
import { useTestApp } from "../../helpers/test-app";

const t = useTestApp();

const countUsers = async () => {
  const [row] = await queryRows<{ n: number }>(t().db, sql`select count(*)::int as n from users`);
  return row!.n;
};
const body = () => JSON.stringify({ email: uniqueEmail(), password: "secret-77", firstName: "A", lastName: "B" });

describe("health", () => {
  it("GET /healthz answers ok when the database answers", async () => {
    const res = await t().agent().get("/healthz");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });
});

describe("unknown API paths", () => {
  it("are real 404s with a message", async () => {
    for (const url of ["/api/nothing-here", "/api/auth/user/extra", "/api/"]) {
      const res = await t().agent().get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Not found" });
    }
  });
});

describe("security headers", () => {
  it("go out on successes, client errors and 404s alike", async () => {
    for (const res of [
      await t().agent().get("/healthz"),
      await t().agent().get("/api/auth/user"),
      await t().agent().get("/api/missing"),
      await t().agent().post("/api/auth/login", "{broken", { "content-type": "application/json" }),
    ]) {
      const csp = String(res.headers["content-security-policy"]);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("manifest-src 'self'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(res.headers["x-powered-by"]).toBeUndefined();
      expect(res.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("adds HSTS when the request came over HTTPS through a trusted proxy", async () => {
    const app = await createTestApp({ env: { TRUST_PROXY: "true" } });
    try {
      const res = await app.agent().get("/healthz", { "x-forwarded-proto": "https" });
      expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      const reg = await app.agent().post("/api/auth/register", JSON.parse(body()), { "x-forwarded-proto": "https" });
      expect(reg.headers["set-cookie"]).toContain("Secure");
    } finally {
      await app.close();
    }
  });
});

describe("CSRF defences", () => {
  it("refuses a write whose Origin is another site, changing nothing", async () => {
    const before = await countUsers();
    const res = await t().agent().post("/api/auth/register", JSON.parse(body()), { origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "Cross-site request refused" });
    expect(await countUsers()).toBe(before);
  });

  it("refuses a cross-site write that hides its Origin", async () => {
    const res = await t().agent().post("/api/auth/register", JSON.parse(body()), { "sec-fetch-site": "cross-site" });
    expect(res.statusCode).toBe(403);
  });

  it("accepts a write from its own origin", async () => {
    const res = await t().agent().post("/api/auth/register", JSON.parse(body()), { origin: "http://localhost:80" });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ["application/x-www-form-urlencoded", "email=a%40b.org&password=secret-77&firstName=A&lastName=B"],
    ["text/plain", body()],
    ["multipart/form-data; boundary=x", "--x--"],
  ])("refuses a %s body with 415", async (type, payload) => {
    const before = await countUsers();
    const res = await t().agent().request("POST", "/api/auth/register", payload, { "content-type": type });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/^Unsupported Content-Type/);
    expect(await countUsers()).toBe(before);
  });
});

describe("malformed bodies", () => {
  it.each([
    ["broken JSON", "{not json", "The request body is not valid JSON"],
    ["an empty body", "", "The request body is empty; send a JSON object"],
    ["an array", "[]", undefined],
    ["null", "null", undefined],
    ["a prototype key", '{"__proto__":{"admin":true},"email":"a@b.org","password":"x"}', undefined],
  ])("answers %s with 400 and a message", async (_label, payload, message) => {
    const res = await t().agent().request("POST", "/api/auth/login", payload, { "content-type": "application/json" });
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(typeof json.message).toBe("string");
    if (message) expect(json.message).toBe(message);
    expect(json.message).not.toMatch(/at .*\.(js|ts):\d+|SELECT|INSERT/i);
  });
});

const expectSecurityHeaders = (headers: Record<string, unknown>) => {
  expect(String(headers["content-security-policy"])).toContain("default-src 'self'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
};

describe("caching", () => {
  it("no cache may keep an API answer: successes, refusals and 404s alike", async () => {
    const ann = await createUser(t());
    for (const res of [
      await ann.agent.get("/api/auth/user"),
      await ann.agent.get("/api/posts/feed?limit=20"),
      await ann.agent.get("/api/notifications/count"),
      await ann.agent.get("/api/groups/search?q=choir"),
      await ann.agent.post("/api/posts", { content: "Pray with us", type: "prayer" }),
      await t().agent().get("/api/auth/user"),
      await t().agent().post("/api/auth/login", "{broken", { "content-type": "application/json" }),
      await t().agent().get("/api/missing"),
      await t().agent().get("/api/login"),
    ]) {
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("images keep their own long private caching", async () => {
    const ann = await createUser(t());
    const { uploadURL } = (await ann.agent.post("/api/objects/upload")).json();
    await ann.agent.request("PUT", uploadURL, await png(), { "content-type": "image/png" });
    const me = (await ann.agent.put("/api/profile-images", { profileImageURL: uploadURL })).json();
    const image = await ann.agent.get(me.profileImageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
  });

  it("the event stream keeps its own", async () => {
    const app = await createTestApp();
    try {
      const { base } = await listenOnLoopback(app);
      const ann = await createUser(app);
      const stream = await openEventStream(`${base}/api/notifications/stream`, ann.agent.cookieHeader);
      expect(stream.status).toBe(200);
      expect(stream.headers.get("cache-control")).toBe("no-cache, no-transform");
      await stream.close();
    } finally {
      await app.close();
    }
  });
});

describe("malformed URLs", () => {
  it.each(["/%", "/api/%", "/api/posts/%E0%A4%A", "/api/groups/%ZZ/members", "/objects/images/%", "/auth%"])(
    "%s gets 400 in our shape, with our security headers",
    async (url) => {
      const res = await t().agent().get(url);
      expect(res.statusCode).toBe(400);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: "Malformed URL" });
      expectSecurityHeaders(res.headers);
      expect(res.headers["cache-control"]).toBe("no-store");
    },
  );

  it("a path parameter past Fastify's length limit gets 414 in our shape", async () => {
    const res = await t()
      .agent()
      .get(`/api/posts/${"1".repeat(120)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: "The URL is too long" });
    expectSecurityHeaders(res.headers);
  });
});
