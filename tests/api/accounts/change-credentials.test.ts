import { describe, expect, it } from "vitest";
import { INVALID_LINK, WRONG_CURRENT_PASSWORD } from "../../../contract/account-credentials";
import { COMMON_PASSWORD } from "../../../contract/auth";
import { type SignedInUser, createUser, uniqueEmail } from "../../helpers/factories";
import { drainOutbox, mailTo, tokenIn, useMailApp } from "../../helpers/mail-app";
import { createTestApp } from "../../helpers/test-app";

const app = useMailApp();
const HOUR = 60 * 60_000;
const CONFIRM_NEW = "Confirm your new email address";
const BEING_CHANGED = "Your email address is being changed";
const CHANGED = "Your Koinonia email address was changed";

const signIn = (email: string, password: string) => app().t.agent().post("/api/auth/login", { email, password });
const verify = (token: string) => app().t.agent().post("/api/auth/email/verify", { token });
const changeEmail = (m: SignedInUser, email: string, currentPassword = m.password) =>
  m.agent.put("/api/account/email", { email, currentPassword });
const changePassword = (m: SignedInUser, newPassword: string, currentPassword = m.password) =>
  m.agent.put("/api/account/password", { currentPassword, newPassword });

/**
 * Whoever knows the owner's password signs in elsewhere and moves the account to their own
 * address; the owner's old address is mailed a link that takes the account back.
 */
async function takenOver(owner: SignedInUser) {
  const intruder = app().t.agent();
  expect((await intruder.post("/api/auth/login", { email: owner.email, password: owner.password })).statusCode).toBe(200);
  const theirs = uniqueEmail("intruder");
  expect((await intruder.put("/api/account/email", { email: theirs, currentPassword: owner.password })).statusCode).toBe(202);
  expect((await verify(tokenIn(await mailTo(app().smtp, theirs, CONFIRM_NEW), "verify-email"))).statusCode).toBe(200);
  const restore = tokenIn(await mailTo(app().smtp, owner.email, CHANGED), "verify-email");
  return { intruder, theirs, restore };
}

describe("GET /api/account/email", () => {
  it("shows the address, whether it is confirmed, and no pending change; a visitor gets a 401", async () => {
    const member = await createUser(app().t);
    const res = await member.agent.get("/api/account/email");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: member.email, emailVerified: false, pendingEmail: null });
    expect((await app().t.agent().get("/api/account/email")).statusCode).toBe(401);
  });
});

describe("changing the e-mail address", () => {
  it("mails a link to the new address and tells the old one; nothing changes until the link is opened", async () => {
    const member = await createUser(app().t);
    const next = uniqueEmail("new");
    const res = await changeEmail(member, next.toUpperCase());
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ email: member.email, emailVerified: false, pendingEmail: next });

    const confirm = await mailTo(app().smtp, next, CONFIRM_NEW);
    expect(confirm.text).toContain(`You asked to use ${next} for your Koinonia account.`);
    const told = await mailTo(app().smtp, member.email, BEING_CHANGED);
    expect(told.text).toContain(`asked to change its email address to ${next}`);
    expect(told.text).toContain("Reset your password: http://koinonia.test/forgot-password");
    expect(told.text).not.toContain("verify-email");

    // Until then, the old address still signs in and the new one does not.
    expect((await signIn(member.email, member.password)).statusCode).toBe(200);
    expect((await signIn(next, member.password)).statusCode).toBe(401);

    const opened = await verify(tokenIn(confirm, "verify-email"));
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ email: next, changed: true, restored: false });
    expect((await member.agent.get("/api/account/email")).json()).toEqual({ email: next, emailVerified: true, pendingEmail: null });
    expect((await member.agent.get("/api/auth/user")).json()).toMatchObject({ email: next, emailVerified: true });
    expect((await signIn(next, member.password)).statusCode).toBe(200);
    expect((await signIn(member.email, member.password)).statusCode).toBe(401);
  });

  it("tells the old address, once the change is made, where the account went with a link that takes it back; the new address is not told", async () => {
    const member = await createUser(app().t);
    const next = uniqueEmail("moved");
    expect((await changeEmail(member, next)).statusCode).toBe(202);
    const confirm = await mailTo(app().smtp, next, CONFIRM_NEW);
    await drainOutbox(app());
    expect(app().smtp.messages.filter((m) => m.subject === CHANGED && m.envelopeTo.includes(member.email.toLowerCase()))).toEqual([]);

    expect((await verify(tokenIn(confirm, "verify-email"))).json()).toEqual({ email: next, changed: true, restored: false });
    const told = await mailTo(app().smtp, member.email, CHANGED);
    expect(told.text).toContain(`Your Koinonia account now uses ${next}.`);
    expect(told.text).toContain("Restore my email address: http://koinonia.test/verify-email?token=");
    await drainOutbox(app());
    expect(
      app()
        .smtp.to(next)
        .map((m) => m.subject),
    ).toEqual([CONFIRM_NEW]);
  });

  it("taken back through the old address's link: the old address is the account's again and every session ends, once", async () => {
    const owner = await createUser(app().t);
    const { intruder, theirs, restore } = await takenOver(owner);
    const res = await verify(restore);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: owner.email, changed: false, restored: true });
    // Both sessions are over; the account answers to the old address again.
    expect((await intruder.get("/api/auth/user")).statusCode).toBe(401);
    expect((await owner.agent.get("/api/auth/user")).statusCode).toBe(401);
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
    expect((await signIn(theirs, owner.password)).statusCode).toBe(401);
    // The link works once.
    expect((await verify(restore)).json()).toEqual({ message: INVALID_LINK });
  });

  it("keeps the old address for its account while the restore link works: nobody else may take it, and the owner's link takes the account back", async () => {
    const owner = await createUser(app().t);
    const { restore } = await takenOver(owner);

    // The intruder signs up a new account with the old address (in another case too), or moves another account to it.
    for (const email of [owner.email, owner.email.toUpperCase()]) {
      const res = await app().t.agent().post("/api/auth/register", { email, password: "secret-77", firstName: "Ima", lastName: "Intruder" });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: "An account with this email already exists" });
    }
    const other = await createUser(app().t);
    const change = await changeEmail(other, owner.email);
    expect(change.statusCode).toBe(409);
    expect(change.json()).toEqual({ message: "An account with this email already exists" });
    expect((await signIn(owner.email, "secret-77")).statusCode).toBe(401);

    const res = await verify(restore);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: owner.email, changed: false, restored: true });
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
  });

  it("refuses a change's link to an address another account has since moved off and may still take back", async () => {
    const member = await createUser(app().t);
    const contested = uniqueEmail("contested");
    expect((await changeEmail(member, contested)).statusCode).toBe(202);
    const token = tokenIn(await mailTo(app().smtp, contested, CONFIRM_NEW), "verify-email");
    // Meanwhile an account is made with the address and moved off it.
    const holder = await createUser(app().t, { email: contested });
    const away = uniqueEmail("away");
    expect((await changeEmail(holder, away)).statusCode).toBe(202);
    expect((await verify(tokenIn(await mailTo(app().smtp, away, CONFIRM_NEW), "verify-email"))).statusCode).toBe(200);

    const res = await verify(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "An account with this email already exists" });
    expect((await member.agent.get("/api/auth/user")).json()).toMatchObject({ email: member.email });
    const restore = tokenIn(await mailTo(app().smtp, contested, CHANGED), "verify-email");
    expect((await verify(restore)).json()).toEqual({ email: contested, changed: false, restored: true });
  });

  it("holds the old address as long as its restore link works, and frees it once the link has expired", async () => {
    const owner = await createUser(app().t);
    const next = uniqueEmail("moved");
    expect((await changeEmail(owner, next)).statusCode).toBe(202);
    expect((await verify(tokenIn(await mailTo(app().smtp, next, CONFIRM_NEW), "verify-email"))).statusCode).toBe(200);
    await mailTo(app().smtp, owner.email, CHANGED);
    const signUp = () =>
      app().t.agent().post("/api/auth/register", { email: owner.email, password: "secret-77", firstName: "New", lastName: "Owner" });
    app().advance(7 * 24 * HOUR - 60_000);
    expect((await signUp()).statusCode).toBe(409);
    app().advance(60_000);
    const res = await signUp();
    expect(res.statusCode, res.body).toBe(201);
  });

  it("can be cancelled while it waits: the pending change goes and its link is refused", async () => {
    const member = await createUser(app().t);
    const next = uniqueEmail("cancelled");
    expect((await changeEmail(member, next)).statusCode).toBe(202);
    const token = tokenIn(await mailTo(app().smtp, next, CONFIRM_NEW), "verify-email");

    const res = await member.agent.delete("/api/account/email/pending");
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect((await member.agent.get("/api/account/email")).json()).toEqual({ email: member.email, emailVerified: false, pendingEmail: null });
    const opened = await verify(token);
    expect(opened.statusCode).toBe(400);
    expect(opened.json()).toEqual({ message: INVALID_LINK });
    expect((await member.agent.get("/api/auth/user")).json()).toMatchObject({ email: member.email });
    expect((await signIn(next, member.password)).statusCode).toBe(401);

    // Nothing waiting is the same outcome.
    expect((await member.agent.delete("/api/account/email/pending")).statusCode).toBe(204);
  });

  it("keeps the member's other links when a change is cancelled", async () => {
    const member = await createUser(app().t);
    const welcome = tokenIn(await mailTo(app().smtp, member.email, "Welcome to Koinonia: please confirm your email address"), "verify-email");
    expect((await changeEmail(member, uniqueEmail())).statusCode).toBe(202);
    expect((await member.agent.delete("/api/account/email/pending")).statusCode).toBe(204);
    expect((await verify(welcome)).json()).toEqual({ email: member.email, changed: false, restored: false });
  });

  it("refuses a visitor's cancel", async () => {
    const res = await app().t.agent().delete("/api/account/email/pending");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty("message");
  });

  it("refuses a wrong current password, the same address and a taken one, and changes nothing", async () => {
    const member = await createUser(app().t);
    const other = await createUser(app().t);
    const cases = [
      [changeEmail(member, uniqueEmail(), "not my password"), 400, WRONG_CURRENT_PASSWORD],
      [changeEmail(member, member.email.toUpperCase()), 400, "That is already your email address"],
      [changeEmail(member, other.email), 409, "An account with this email already exists"],
      [changeEmail(member, "not-an-email"), 400, "Please enter a valid email address"],
      [member.agent.put("/api/account/email", { email: uniqueEmail() }), 400, "Current password is required"],
    ] as const;
    for (const [call, status, message] of cases) {
      const res = await call;
      expect(res.statusCode, message).toBe(status);
      expect(res.json()).toEqual({ message });
    }
    expect((await member.agent.get("/api/account/email")).json()).toMatchObject({ pendingEmail: null });
    await drainOutbox(app());
    expect(
      app()
        .smtp.to(member.email)
        .filter((m) => m.subject === BEING_CHANGED),
    ).toEqual([]);
    expect((await app().t.agent().put("/api/account/email", { email: uniqueEmail(), currentPassword: "x" })).statusCode).toBe(401);
  });

  it("answers 409 at the link when the address was taken meanwhile, and keeps the old one", async () => {
    const member = await createUser(app().t);
    const next = uniqueEmail("contested");
    expect((await changeEmail(member, next)).statusCode).toBe(202);
    const token = tokenIn(await mailTo(app().smtp, next, CONFIRM_NEW), "verify-email");
    await createUser(app().t, { email: next });
    const res = await verify(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "An account with this email already exists" });
    expect((await member.agent.get("/api/auth/user")).json()).toMatchObject({ email: member.email });
  });

  it("makes only the newest request's link work", async () => {
    const member = await createUser(app().t);
    const [first, second] = [uniqueEmail("first"), uniqueEmail("second")];
    expect((await changeEmail(member, first)).statusCode).toBe(202);
    expect((await changeEmail(member, second)).statusCode).toBe(202);
    const stale = await verify(tokenIn(await mailTo(app().smtp, first, CONFIRM_NEW), "verify-email"));
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ message: INVALID_LINK });
    expect((await member.agent.get("/api/account/email")).json()).toMatchObject({ email: member.email, pendingEmail: second });
  });

  it("drops a pending change after 48 hours", async () => {
    const member = await createUser(app().t);
    const next = uniqueEmail();
    expect((await changeEmail(member, next)).statusCode).toBe(202);
    const token = tokenIn(await mailTo(app().smtp, next, CONFIRM_NEW), "verify-email");
    app().advance(48 * HOUR + 1);
    expect((await member.agent.get("/api/account/email")).json()).toMatchObject({ pendingEmail: null });
    expect((await verify(token)).statusCode).toBe(400);
  });

  it("is cancelled by a password reset, whose links the old address got", async () => {
    const member = await createUser(app().t);
    const next = uniqueEmail("attacker");
    expect((await changeEmail(member, next)).statusCode).toBe(202);
    const token = tokenIn(await mailTo(app().smtp, next, CONFIRM_NEW), "verify-email");
    expect((await app().t.agent().post("/api/auth/password/forgot", { email: member.email })).statusCode).toBe(202);
    const reset = tokenIn(await mailTo(app().smtp, member.email, "Reset your Koinonia password"), "reset-password");
    expect((await app().t.agent().post("/api/auth/password/reset", { token: reset, password: "taken back again" })).statusCode).toBe(204);
    expect((await verify(token)).statusCode).toBe(400);
    const after = await signIn(member.email, "taken back again");
    expect(after.json()).toMatchObject({ email: member.email });
  });

  it("is limited per account", async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_MAIL_ACCOUNT_MAX: "2" } });
    try {
      const member = await createUser(t);
      const put = () => member.agent.put("/api/account/email", { email: uniqueEmail(), currentPassword: "wrong guess" });
      expect((await put()).statusCode).toBe(400);
      expect((await put()).statusCode).toBe(400);
      const limited = await put();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: "Too many attempts. Please try again in 60 minutes." });
    } finally {
      await t.close();
    }
  });
});

describe("changing the password", () => {
  it("sets it, keeps this session, ends the others and tells the account", async () => {
    const member = await createUser(app().t);
    const elsewhere = app().t.agent();
    expect((await elsewhere.post("/api/auth/login", { email: member.email, password: member.password })).statusCode).toBe(200);
    const res = await changePassword(member, "a fresher secret");
    expect(res.statusCode, res.body).toBe(204);
    expect((await member.agent.get("/api/auth/user")).statusCode).toBe(200);
    expect((await elsewhere.get("/api/auth/user")).statusCode).toBe(401);
    expect((await signIn(member.email, member.password)).statusCode).toBe(401);
    expect((await signIn(member.email, "a fresher secret")).statusCode).toBe(200);
    const told = await mailTo(app().smtp, member.email, "Your password was changed");
    expect(told.text).toContain("If this was you, there is nothing more to do.");
  });

  it.each([
    ["a wrong current password", "not my password", "a fresher secret", WRONG_CURRENT_PASSWORD],
    ["a new one too short", undefined, "abc", "Password must be at least 6 characters"],
    ["a new one too common", undefined, "iloveyou", COMMON_PASSWORD],
    ["no current password", "", "a fresher secret", "Current password is required"],
  ])("refuses %s and changes nothing", async (_case, current, next, message) => {
    const member = await createUser(app().t);
    const res = await changePassword(member, next, current ?? member.password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect((await signIn(member.email, member.password)).statusCode).toBe(200);
  });

  it("refuses a visitor", async () => {
    const res = await app().t.agent().put("/api/account/password", { currentPassword: "x", newPassword: "a fresher secret" });
    expect(res.statusCode).toBe(401);
  });

  it("limits tries at the current password per account", async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_AUTH_ACCOUNT_MAX: "2" } });
    try {
      const member = await createUser(t);
      const guess = () => member.agent.put("/api/account/password", { currentPassword: "a guess", newPassword: "a fresher secret" });
      expect((await guess()).statusCode).toBe(400);
      expect((await guess()).statusCode).toBe(400);
      expect((await guess()).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
