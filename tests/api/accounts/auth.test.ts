import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../../server/db/client";
import { createUser, uniqueEmail } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

const t = useTestApp();

const countUsers = async () => {
  const [row] = await queryRows<{ n: number }>(t().db, sql`select count(*)::int as n from users`);
  return row!.n;
};

const validBody = () => ({ email: uniqueEmail(), password: "secret-77", firstName: "Lydia", lastName: "Purple" });

describe("POST /api/auth/register", () => {
  it("creates the account, signs the user in and answers with the user's own fields", async () => {
    const agent = t().agent();
    const body = { ...validBody(), firstName: "  Lydia ", email: `  ${uniqueEmail().toUpperCase()} ` };
    const res = await agent.post("/api/auth/register", body);
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(Object.keys(user).sort()).toEqual(
      [
        "aboutMe",
        "bannerImageUrl",
        "churchAffiliation",
        "email",
        "emailVerified",
        "firstName",
        "id",
        "language",
        "lastName",
        "location",
        "profileImageUrl",
        "siteRole",
      ].sort(),
    );
    expect(user).toMatchObject({ firstName: "Lydia", lastName: "Purple", email: body.email.trim().toLowerCase(), siteRole: "member" });

    const cookie = res.headers["set-cookie"] as string;
    expect(cookie).toMatch(/^koinonia\.sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");

    const me = await agent.get("/api/auth/user");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  it.each([
    ["firstName", { firstName: undefined }, "First name is required"],
    ["firstName blank", { firstName: "   " }, "First name is required"],
    ["lastName", { lastName: undefined }, "Last name is required"],
    ["email", { email: undefined }, "Email is required"],
    ["email format", { email: "not-an-email" }, "Please enter a valid email address"],
    ["password", { password: undefined }, "Password is required"],
    ["short password", { password: "12345" }, "Password must be at least 6 characters"],
    ["huge password", { password: "x".repeat(201) }, "Password must be at most 200 characters"],
    ["long name", { firstName: "x".repeat(51) }, "First name must be at most 50 characters"],
    ["number for a name", { lastName: 42 }, "Last name is required"],
  ])("refuses a missing or bad %s with 400 and a message, creating nothing", async (_label, change, message) => {
    const before = await countUsers();
    const res = await t()
      .agent()
      .post("/api/auth/register", { ...validBody(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(await countUsers()).toBe(before);
  });

  it("accepts a password of exactly 6 characters", async () => {
    const res = await t()
      .agent()
      .post("/api/auth/register", { ...validBody(), password: "kx7#qp" });
    expect(res.statusCode).toBe(201);
  });

  it("refuses an e-mail already registered, whatever its case", async () => {
    const { email } = await createUser(t());
    const before = await countUsers();
    const res = await t()
      .agent()
      .post("/api/auth/register", { ...validBody(), email: email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "An account with this email already exists" });
    expect(await countUsers()).toBe(before);
  });

  it("ignores fields a client may not set", async () => {
    const res = await t()
      .agent()
      .post("/api/auth/register", { ...validBody(), id: 999_999, profileImageUrl: "https://evil.example/x.png" });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).not.toBe(999_999);
    expect(res.json().profileImageUrl).toBeNull();
  });
});

describe("sign-up refuses the most common breached passwords", () => {
  it.each(["123456", "password", "qwerty", "PassWord", "Qwerty123", "letmein"])(
    "refuses %s with 400 and a message, storing nothing",
    async (password) => {
      const body = { ...validBody(), password };
      const before = await countUsers();
      const res = await t().agent().post("/api/auth/register", body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: "This password is too common. Please choose another one." });
      expect(res.headers["set-cookie"]).toBeUndefined();
      expect(await countUsers()).toBe(before);
      const [row] = await queryRows<{ n: number }>(t().db, sql`select count(*)::int as n from users where email = ${body.email}`);
      expect(row!.n).toBe(0);
    },
  );

  it("accepts a decent password, and it signs in", async () => {
    const body = { ...validBody(), password: "Psalm 23 at dawn" };
    expect((await t().agent().post("/api/auth/register", body)).statusCode).toBe(201);
    const login = await t().agent().post("/api/auth/login", { email: body.email, password: body.password });
    expect(login.statusCode).toBe(200);
  });

  it("still says a short password is too short, before judging how common it is", async () => {
    const res = await t()
      .agent()
      .post("/api/auth/register", { ...validBody(), password: "12345" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Password must be at least 6 characters" });
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with the right password, in any e-mail case", async () => {
    const { email, password, user } = await createUser(t());
    const agent = t().agent();
    const res = await agent.post("/api/auth/login", { email: email.toUpperCase(), password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(user);
    expect((await agent.get("/api/auth/user")).json()).toEqual(user);
  });

  it("answers an unknown e-mail and a wrong password alike", async () => {
    const { email } = await createUser(t());
    const wrong = await t().agent().post("/api/auth/login", { email, password: "not the password" });
    const unknown = await t().agent().post("/api/auth/login", { email: uniqueEmail(), password: "not the password" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ message: "Invalid email or password" });
    expect(wrong.headers["set-cookie"]).toBeUndefined();
  });

  it("requires both fields", async () => {
    const res = await t().agent().post("/api/auth/login", { email: uniqueEmail() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Password is required" });
  });

  it("gives a new session id at login and retires the one it replaces", async () => {
    const { email, password, agent } = await createUser(t());
    const before = agent.cookies.get("koinonia.sid")!;
    const res = await agent.post("/api/auth/login", { email, password });
    expect(res.statusCode).toBe(200);
    const after = agent.cookies.get("koinonia.sid")!;
    expect(after).not.toBe(before);

    const stale = t().agent();
    stale.cookies.set("koinonia.sid", before);
    expect((await stale.get("/api/auth/user")).statusCode).toBe(401);
    expect((await agent.get("/api/auth/user")).statusCode).toBe(200);
  });
});

describe("GET /api/auth/user", () => {
  it("is 401 with a message for a visitor", async () => {
    const res = await t().agent().get("/api/auth/user");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized" });
  });

  it("is 401 for a forged or malformed session cookie", async () => {
    for (const value of ["A".repeat(43), "short", "../../etc/passwd", "x".repeat(5000)]) {
      const agent = t().agent();
      agent.cookies.set("koinonia.sid", value);
      const res = await agent.get("/api/auth/user");
      expect(res.statusCode).toBe(401);
    }
  });
});

describe("signing out", () => {
  const sameSite = { origin: "http://localhost:80" };
  const form = { ...sameSite, "content-type": "application/x-www-form-urlencoded" };

  it("GET /api/logout changes nothing: it answers a page whose form signs out", async () => {
    const { agent } = await createUser(t());
    const res = await agent.get("/api/logout");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.body).toContain('<form method="post" action="/api/logout">');
    expect(res.body).toContain('<button type="submit">Log out</button>');
    expect(res.body).not.toContain("<script");
    // Whatever asked (a <video src> in a post, a link), the session lives on.
    expect((await agent.get("/api/auth/user")).statusCode).toBe(200);
  });

  it("GET /api/logout without a session just goes home", async () => {
    const res = await t().agent().get("/api/logout");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
  });

  it("the page's form POST ends the session on the server and sends the browser home", async () => {
    const { agent } = await createUser(t());
    const token = agent.cookies.get("koinonia.sid")!;
    const res = await agent.post("/api/logout", "", form);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/");
    expect(agent.cookies.has("koinonia.sid")).toBe(false);

    const replay = t().agent();
    replay.cookies.set("koinonia.sid", token);
    expect((await replay.get("/api/auth/user")).statusCode).toBe(401);
  });

  it("refuses the form POST from another site, and the session lives on", async () => {
    const { agent } = await createUser(t());
    const res = await agent.post("/api/logout", "", { ...form, origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "Cross-site request refused" });
    expect((await agent.get("/api/auth/user")).statusCode).toBe(200);
  });

  it("POST /api/auth/logout does the same for API clients, even for a session just used", async () => {
    const { agent } = await createUser(t());
    // Used a moment ago, so the server remembers it: signing out must still end it at once.
    expect((await agent.get("/api/auth/user")).statusCode).toBe(200);
    const res = await agent.post("/api/auth/logout", undefined, sameSite);
    expect(res.statusCode).toBe(204);
    expect((await agent.get("/api/auth/user")).statusCode).toBe(401);
  });
});

describe("GET /api/login", () => {
  it("sends the browser to the sign-in screen, keeping a local return path", async () => {
    const agent = t().agent();
    expect((await agent.get("/api/login")).headers.location).toBe("/auth");
    expect((await agent.get("/api/login?next=%2Fgroups")).headers.location).toBe("/auth?next=%2Fgroups");
    expect((await agent.get("/api/login?next=%2Fprofile%2F3%3Fx%3D1")).headers.location).toBe("/auth?next=%2Fprofile%2F3%3Fx%3D1");
  });

  // Browsers drop tabs and newlines from a URL and read "\\" as "/": each of these leaves the site.
  it.each([
    ["a tab", "%2F%09%2Fevil.example"],
    ["a newline", "%2F%0A%2Fevil.example"],
    ["a carriage return", "%2F%0D%2Fevil.example"],
    ["a backslash", "%2F%5Cevil.example"],
    ["a raw backslash", "/\\evil.example"],
    ["a percent-encoded backslash", "/%5Cevil"],
    ["two slashes", "//evil.example"],
    ["three slashes", "%2F%2F%2Fevil.example"],
    ["another site's URL", "https://evil.example"],
    ["a javascript: URL", "javascript:alert(1)"],
  ])("drops a `next` with %s, falling back to the sign-in screen alone", async (_label, next) => {
    const res = await t().agent().get(`/api/login?next=${next}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/auth");
  });
});
