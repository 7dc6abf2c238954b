import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { INVALID_LINK, RESET_REQUESTED } from "../../../contract/account-credentials";
import { COMMON_PASSWORD } from "../../../contract/auth";
import { queryRows } from "../../../server/db/client";
import { accountTokens, users } from "../../../server/db/schema";
import { seedDemo } from "../../../server/demo/seed";
import { createUser, uniqueEmail } from "../../helpers/factories";
import { drainOutbox, mailTo, sha256, tokenIn, useMailApp } from "../../helpers/mail-app";
import { createTestApp } from "../../helpers/test-app";

const app = useMailApp();
const MINUTE = 60_000;
const RESET_SUBJECT = "Reset your Koinonia password";

const forgot = (email: string) => app().t.agent().post("/api/auth/password/forgot", { email });
const reset = (token: string, password: string) => app().t.agent().post("/api/auth/password/reset", { token, password });
const signIn = (email: string, password: string) => app().t.agent().post("/api/auth/login", { email, password });

/** Asks for a reset link for the address and returns the token its mail carries. */
async function resetToken(email: string): Promise<string> {
  const before = app()
    .smtp.to(email)
    .filter((m) => m.subject === RESET_SUBJECT).length;
  expect((await forgot(email)).statusCode).toBe(202);
  await drainOutbox(app());
  const mails = app()
    .smtp.to(email)
    .filter((m) => m.subject === RESET_SUBJECT);
  expect(mails).toHaveLength(before + 1);
  return tokenIn(mails.at(-1)!, "reset-password");
}

const tokensOf = (userId: number) => app().t.db.select().from(accountTokens).where(eq(accountTokens.userId, userId));

describe("asking for a password reset", () => {
  it("mails the account a link to /reset-password, and answers an unknown address with the same 202", async () => {
    const known = await createUser(app().t);
    const unknown = uniqueEmail("nobody");
    const answers = [await forgot(unknown), await forgot(known.email.toUpperCase())];
    for (const res of answers) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: RESET_REQUESTED });
    }
    const mail = await mailTo(app().smtp, known.email, RESET_SUBJECT);
    expect(mail.text).toContain("It works once, within one hour.");
    expect(mail.text).toMatch(/Choose a new password: http:\/\/koinonia\.test\/reset-password\?token=[A-Za-z0-9_-]{43}\n/);
    await drainOutbox(app());
    expect(app().smtp.to(unknown)).toEqual([]);
  });

  it("keeps only the token's SHA-256, for one hour", async () => {
    const me = await createUser(app().t);
    const token = await resetToken(me.email);
    const rows = (await tokensOf(me.user.id)).filter((r) => r.purpose === "reset-password");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(sha256(token));
    expect(rows[0]!.email).toBe(me.email);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBeGreaterThan(59 * MINUTE);
    const stored = await queryRows<{ n: number }>(app().t.db, sql`select count(*)::int as n from account_tokens where id like ${`%${token}%`}`);
    expect(stored[0]!.n).toBe(0);
  });

  it("never mails a demo person, nor makes a link for one", async () => {
    await seedDemo(app().t.db);
    const [demo] = await app().t.db.select().from(users).where(eq(users.isDemo, true)).limit(1);
    const res = await forgot(demo!.email);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: RESET_REQUESTED });
    await drainOutbox(app());
    expect(app().smtp.to(demo!.email)).toEqual([]);
    expect(await tokensOf(demo!.id)).toEqual([]);
  });

  it("refuses a malformed address with a clear 400", async () => {
    const res = await forgot("not-an-email");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Please enter a valid email address" });
  });
});

describe("resetting the password with the link", () => {
  it("sets the password, confirms the address, ends every session and tells the account", async () => {
    const me = await createUser(app().t);
    const elsewhere = app().t.agent();
    expect((await elsewhere.post("/api/auth/login", { email: me.email, password: me.password })).statusCode).toBe(200);
    expect((await me.agent.get("/api/auth/user")).json()).toMatchObject({ emailVerified: false });

    const res = await reset(await resetToken(me.email), "a brand new secret");
    expect(res.statusCode, res.body).toBe(204);

    for (const agent of [me.agent, elsewhere]) expect((await agent.get("/api/auth/user")).statusCode).toBe(401);
    expect((await signIn(me.email, me.password)).statusCode).toBe(401);
    const after = await signIn(me.email, "a brand new secret");
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ email: me.email, emailVerified: true });

    const told = await mailTo(app().smtp, me.email, "Your password was changed");
    expect(told.text).toContain("The password of your Koinonia account was just changed.");
    expect(told.text).toContain("Reset your password: http://koinonia.test/forgot-password");
  });

  it("works once, and makes the account's other reset links stop working", async () => {
    const me = await createUser(app().t);
    const first = await resetToken(me.email);
    const second = await resetToken(me.email);
    expect((await reset(second, "the first new secret")).statusCode).toBe(204);
    for (const token of [second, first]) {
      const again = await reset(token, "the second new secret");
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: INVALID_LINK });
    }
    expect((await signIn(me.email, "the first new secret")).statusCode).toBe(200);
    expect((await tokensOf(me.user.id)).filter((r) => r.purpose === "reset-password")).toEqual([]);
  });

  it("refuses a link older than an hour and changes nothing", async () => {
    const me = await createUser(app().t);
    const token = await resetToken(me.email);
    app().advance(60 * MINUTE + 1);
    const res = await reset(token, "too late a secret");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: INVALID_LINK });
    expect((await signIn(me.email, me.password)).statusCode).toBe(200);
    expect((await me.agent.get("/api/auth/user")).statusCode).toBe(200);
  });

  it("refuses an unknown or malformed token with the same message", async () => {
    for (const token of ["A".repeat(43), "short", "", "x".repeat(500)]) {
      const res = await reset(token, "whatever it is");
      expect(res.statusCode, token).toBe(400);
      expect(res.json()).toEqual({ message: INVALID_LINK });
    }
    const missing = await app().t.agent().post("/api/auth/password/reset", { password: "whatever it is" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: INVALID_LINK });
  });

  it.each([
    ["too short", "abc", "Password must be at least 6 characters"],
    ["too long", "x".repeat(201), "Password must be at most 200 characters"],
    ["too common", "password123", COMMON_PASSWORD],
  ])("refuses a new password that is %s, and the link still works after", async (_case, password, message) => {
    const me = await createUser(app().t);
    const token = await resetToken(me.email);
    const res = await reset(token, password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect((await signIn(me.email, me.password)).statusCode).toBe(200);
    expect((await reset(token, "a good new secret")).statusCode).toBe(204);
  });

  it("refuses a link sent to an address the account has since left", async () => {
    const me = await createUser(app().t);
    const token = await resetToken(me.email);
    await app()
      .t.db.update(users)
      .set({ email: uniqueEmail("moved") })
      .where(eq(users.id, me.user.id));
    const res = await reset(token, "a good new secret");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: INVALID_LINK });
  });
});

describe("reset requests are limited", () => {
  it("per address and per client, with the 429 every limit gives", async () => {
    let skipped = 0;
    const t = await createTestApp({
      env: { RATE_LIMIT_MAIL_ACCOUNT_MAX: "2", RATE_LIMIT_MAIL_IP_MAX: "4", RATE_LIMIT_MAIL_WINDOW_SECONDS: "3600" },
      now: () => Date.now() + skipped,
    });
    try {
      const ask = (email: string) => t.agent().post("/api/auth/password/forgot", { email });
      const limited = (res: { statusCode: number; json(): unknown; headers: Record<string, unknown> }) => {
        expect(res.statusCode).toBe(429);
        expect(res.json()).toEqual({ message: "Too many attempts. Please try again in 60 minutes." });
        expect(res.headers["retry-after"]).toBe("3600");
      };
      const a = uniqueEmail();
      expect((await ask(a)).statusCode).toBe(202);
      expect((await ask(a.toUpperCase())).statusCode).toBe(202);
      limited(await ask(a));
      // Another address from the same client, until the client's own limit.
      expect((await ask(uniqueEmail())).statusCode).toBe(202);
      limited(await ask(uniqueEmail()));
      skipped += 60 * MINUTE;
      expect((await ask(a)).statusCode).toBe(202);
    } finally {
      await t.close();
    }
  });
});

// The answer must not tell whether an address has an account: the same status and body, and
// about the same time (the same statements run either way, only whether they write differs, and
// the commit waits for the disk in neither case).
// The bound is generous, a factor of two between medians, so a busy machine does not make it
// flaky; skipping the work for an unknown address answers about three times faster.
describe("asking for a reset for a known or an unknown address", () => {
  it("answers both alike, in about the same time", async () => {
    const known = await createUser(app().t);
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[values.length >> 1]!;
    const ask = async (email: string) => {
      const started = performance.now();
      const res = await forgot(email);
      return { res, ms: performance.now() - started };
    };
    await ask(uniqueEmail("nobody"));
    await ask(known.email);
    const times = { unknown: [] as number[], known: [] as number[] };
    const bodies = new Set<string>();
    // What a request sets going after its answer (sending its mail) is done before the next
    // is asked, so that no answer pays for the one before it.
    const settled = async <T>(asked: Promise<T>) => {
      const answer = await asked;
      await drainOutbox(app());
      await new Promise((resolve) => setTimeout(resolve, 20));
      return answer;
    };
    for (let i = 0; i < 15; i++) {
      // Interleaved, so that a slow spell on the machine falls on both alike.
      const unknown = await settled(ask(uniqueEmail("nobody")));
      const mine = await settled(ask(known.email));
      for (const { res } of [unknown, mine]) {
        expect(res.statusCode).toBe(202);
        bodies.add(res.body);
      }
      times.unknown.push(unknown.ms);
      times.known.push(mine.ms);
    }
    expect([...bodies]).toEqual([JSON.stringify({ message: RESET_REQUESTED })]);
    const ratio = median(times.unknown) / median(times.known);
    console.log(
      `reset request medians: unknown ${median(times.unknown).toFixed(1)} ms, known ${median(times.known).toFixed(1)} ms (ratio ${ratio.toFixed(2)})`,
    );
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
