import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { INVALID_LINK } from "../../../contract/account-credentials";
import { accountTokens, users } from "../../../server/db/schema";
import { createUser, uniqueEmail } from "../../helpers/factories";
import { drainOutbox, mailTo, sha256, tokenIn, useMailApp } from "../../helpers/mail-app";
import { createTestApp } from "../../helpers/test-app";

const app = useMailApp();
const HOUR = 60 * 60_000;
const WELCOME = "Welcome to Koinonia: please confirm your email address";
const RESENT = "Confirm your email address";

const verify = (token: string) => app().t.agent().post("/api/auth/email/verify", { token });
const me = async (agent: ReturnType<ReturnType<typeof app>["t"]["agent"]>) => (await agent.get("/api/auth/user")).json();

describe("signing up", () => {
  it("mails a welcome with a link to /verify-email that works for 48 hours; the account starts unconfirmed", async () => {
    const member = await createUser(app().t, { firstName: "Dorcas" });
    expect(member.user.emailVerified).toBe(false);
    const mail = await mailTo(app().smtp, member.email, WELCOME);
    expect(mail.text).toContain("Welcome to Koinonia, Dorcas!");
    expect(mail.text).toContain("The link works once, within 48 hours.");
    const token = tokenIn(mail, "verify-email");
    const [row] = await app()
      .t.db.select()
      .from(accountTokens)
      .where(eq(accountTokens.id, sha256(token)));
    expect(row).toMatchObject({ userId: member.user.id, purpose: "verify-email", email: member.email });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(47 * HOUR);
  });

  it("queues the welcome in the sign-up's transaction: a refused sign-up mails nobody", async () => {
    const taken = await createUser(app().t);
    await drainOutbox(app());
    const before = app().smtp.messages.length;
    const res = await app().t.agent().post("/api/auth/register", { email: taken.email, password: "secret-77", firstName: "A", lastName: "B" });
    expect(res.statusCode).toBe(409);
    await drainOutbox(app());
    expect(app().smtp.messages.length).toBe(before);
  });
});

describe("opening the confirmation link", () => {
  it("confirms the address, signed in or not, once", async () => {
    const member = await createUser(app().t);
    const token = tokenIn(await mailTo(app().smtp, member.email, WELCOME), "verify-email");
    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: member.email, changed: false, restored: false });
    expect(await me(member.agent)).toMatchObject({ emailVerified: true });
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: INVALID_LINK });
  });

  it("mails nothing more when it only confirms the address the account already has", async () => {
    const member = await createUser(app().t);
    expect((await verify(tokenIn(await mailTo(app().smtp, member.email, WELCOME), "verify-email"))).statusCode).toBe(200);
    await drainOutbox(app());
    expect(
      app()
        .smtp.to(member.email)
        .map((m) => m.subject),
    ).toEqual([WELCOME]);
  });

  it("refuses a link after 48 hours, and the address stays unconfirmed", async () => {
    const member = await createUser(app().t);
    const token = tokenIn(await mailTo(app().smtp, member.email, WELCOME), "verify-email");
    app().advance(48 * HOUR + 1);
    const res = await verify(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: INVALID_LINK });
    expect(await me(member.agent)).toMatchObject({ emailVerified: false });
  });

  it("refuses an unknown or malformed token, and a reset link, with the same message", async () => {
    const member = await createUser(app().t);
    expect((await app().t.agent().post("/api/auth/password/forgot", { email: member.email })).statusCode).toBe(202);
    const resetToken = tokenIn(await mailTo(app().smtp, member.email, "Reset your Koinonia password"), "reset-password");
    for (const token of [resetToken, "B".repeat(43), "nope"]) {
      const res = await verify(token);
      expect(res.statusCode, token).toBe(400);
      expect(res.json()).toEqual({ message: INVALID_LINK });
    }
    expect(await me(member.agent)).toMatchObject({ emailVerified: false });
  });

  it("refuses a link sent to an address the account has since left", async () => {
    const member = await createUser(app().t);
    const token = tokenIn(await mailTo(app().smtp, member.email, WELCOME), "verify-email");
    await app()
      .t.db.update(users)
      .set({ email: uniqueEmail("moved") })
      .where(eq(users.id, member.user.id));
    const res = await verify(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: INVALID_LINK });
  });
});

describe("asking for a new confirmation link", () => {
  it("mails a new link (the older one stops working) and answers 202", async () => {
    const member = await createUser(app().t);
    const first = tokenIn(await mailTo(app().smtp, member.email, WELCOME), "verify-email");
    const res = await member.agent.post("/api/account/email/verification");
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: `We sent a new link to ${member.email}.` });
    const second = tokenIn(await mailTo(app().smtp, member.email, RESENT), "verify-email");
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
    expect(await me(member.agent)).toMatchObject({ emailVerified: true });
  });

  it("refuses once the address is confirmed, and refuses a visitor", async () => {
    const member = await createUser(app().t);
    expect((await verify(tokenIn(await mailTo(app().smtp, member.email, WELCOME), "verify-email"))).statusCode).toBe(200);
    const res = await member.agent.post("/api/account/email/verification");
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "Your email address is already confirmed." });
    expect((await app().t.agent().post("/api/account/email/verification")).statusCode).toBe(401);
  });

  it("is limited per account", async () => {
    let skipped = 0;
    const t = await createTestApp({ env: { RATE_LIMIT_MAIL_ACCOUNT_MAX: "2" }, now: () => Date.now() + skipped });
    try {
      const member = await createUser(t);
      for (let i = 0; i < 2; i++) expect((await member.agent.post("/api/account/email/verification")).statusCode).toBe(202);
      const limited = await member.agent.post("/api/account/email/verification");
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: "Too many attempts. Please try again in 60 minutes." });
      // Someone else from the same client is not held back by it.
      const other = await createUser(t);
      expect((await other.agent.post("/api/account/email/verification")).statusCode).toBe(202);
      skipped += HOUR;
      expect((await member.agent.post("/api/account/email/verification")).statusCode).toBe(202);
    } finally {
      await t.close();
    }
  });
});
