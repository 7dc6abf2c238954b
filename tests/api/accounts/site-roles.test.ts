import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ModerationAction, TeamMember } from "../../../contract/moderation";
import { users } from "../../../server/db/schema";
import { expectRefusal, ok } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { type SignedInUser, createUser, uniqueEmail } from "../../helpers/factories";
import { mailTo, tokenIn, useMailApp } from "../../helpers/mail-app";
import { makeSiteRole, startAgain } from "../../helpers/moderation";

// The operator names two admins' addresses (in any case, with spaces); the confirmation
// links go to a test mail server.
const BOSS = uniqueEmail("boss");
const m = useMailApp({ ADMIN_EMAILS: ` ${BOSS.toUpperCase()} , nobody-yet@example.org` });
const t = () => m().t;
const WELCOME = "Welcome to Koinonia: please confirm your email address";

const roleOf = async (member: SignedInUser) => ok(await member.agent.get("/api/auth/user"), 200).siteRole;
const setRole = (admin: SignedInUser, member: SignedInUser | number, role: string) =>
  admin.agent.put(`/api/moderation/roles/${typeof member === "number" ? member : member.user.id}`, { role });
const confirmThroughMail = async (member: SignedInUser, subject = WELCOME, address = member.email) => {
  const token = tokenIn(await mailTo(m().smtp, address, subject), "verify-email");
  ok(await t().agent().post("/api/auth/email/verify", { token }), 200);
};
const markConfirmed = (member: SignedInUser) => t().db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, member.user.id));

async function admin(): Promise<SignedInUser> {
  return makeSiteRole(t(), await createUser(t(), { firstName: "Ada", lastName: "Admin" }), "admin");
}

describe("ADMIN_EMAILS", () => {
  it("makes an account with a named address an admin once it confirms the address through the mailed link, not before", async () => {
    const boss = await createUser(t(), { email: BOSS });
    // Whoever signs up first with the address does not own it yet.
    expect(boss.user.siteRole).toBe("member");
    expectRefusal(await boss.agent.get("/api/moderation/team"), 403);
    await confirmThroughMail(boss);
    expect(await roleOf(boss)).toBe("admin");
    ok(await boss.agent.get("/api/moderation/team"), 200);

    const other = await createUser(t());
    await confirmThroughMail(other);
    expect(await roleOf(other)).toBe("member");
  });

  it("makes an account with a named address an admin once a password reset link proves the address", async () => {
    const listed = await createUser(t(), { email: "nobody-yet@example.org" });
    expect(listed.user.siteRole).toBe("member");
    ok(await t().agent().post("/api/auth/password/forgot", { email: listed.email }), 202);
    const token = tokenIn(await mailTo(m().smtp, listed.email, "Reset your Koinonia password"), "reset-password");
    expect((await t().agent().post("/api/auth/password/reset", { token, password: "a new secret 9" })).statusCode).toBe(204);
    const signedIn = t().agent();
    expect((await signedIn.post("/api/auth/login", { email: listed.email, password: "a new secret 9" })).statusCode).toBe(200);
    expect(ok(await signedIn.get("/api/auth/user"), 200).siteRole).toBe("admin");
  });

  it("makes the named accounts admins at every start, stands down any other admin, and logs how many there are", async () => {
    const named = await createUser(t(), { firstName: "Nat", lastName: "Named" });
    await markConfirmed(named);
    const former = await admin();
    const moderator = await makeSiteRole(t(), await createUser(t()), "moderator");
    const lines = await startAgain(t(), { ADMIN_EMAILS: named.email.toUpperCase() });
    expect(await roleOf(named)).toBe("admin");
    expect(await roleOf(former)).toBe("member");
    expect(await roleOf(moderator)).toBe("moderator");
    const logged = lines.find((l) => typeof l.msg === "string" && l.msg.startsWith("ADMIN_EMAILS"));
    expect(logged).toMatchObject({ level: 30, msg: "ADMIN_EMAILS: 1 admin", admins: 1, named: 1 });

    // Started again unchanged, nothing changes.
    const again = await startAgain(t(), { ADMIN_EMAILS: named.email });
    expect(again.find((l) => l.msg === "ADMIN_EMAILS: 1 admin")).toMatchObject({ named: 0, stoodDown: 0 });
  });

  it("does not make a named account whose address is unconfirmed an admin at start, and stands one down that was", async () => {
    const unconfirmed = await createUser(t(), { firstName: "Una", lastName: "Unconfirmed" });
    const earlier = await makeSiteRole(t(), await createUser(t(), { firstName: "Ed", lastName: "Earlier" }), "admin");
    const lines = await startAgain(t(), { ADMIN_EMAILS: `${unconfirmed.email},${earlier.email}` });
    expect(await roleOf(unconfirmed)).toBe("member");
    expect(await roleOf(earlier)).toBe("member");
    expect(lines.find((l) => typeof l.msg === "string" && l.msg.startsWith("ADMIN_EMAILS"))).toMatchObject({ admins: 0, named: 0 });
  });

  it("stands an admin down once their account moves to an address off the list", async () => {
    const listed = uniqueEmail("listed");
    await startAgain(t(), { ADMIN_EMAILS: listed });
    const member = await createUser(t(), { email: listed });
    await markConfirmed(member);
    await startAgain(t(), { ADMIN_EMAILS: listed });
    expect(await roleOf(member)).toBe("admin");
    const next = uniqueEmail("moved");
    expect((await member.agent.put("/api/account/email", { email: next, currentPassword: member.password })).statusCode).toBe(202);
    await confirmThroughMail(member, "Confirm your new email address", next);
    expect(await roleOf(member)).toBe("member");
  });
});

describe("GET /api/moderation/team", () => {
  it("lists the admins, then the moderators, with their roles, to the team", async () => {
    const boss = await admin();
    const moderator = await makeSiteRole(t(), await createUser(t(), { firstName: "Mo", lastName: "Moderator" }), "moderator");
    const member = await createUser(t());
    const team = ok<TeamMember[]>(await moderator.agent.get("/api/moderation/team"), 200);
    const roles = new Map(team.map((m) => [m.id, m.role]));
    expect(roles.get(boss.user.id)).toBe("admin");
    expect(roles.get(moderator.user.id)).toBe("moderator");
    expect(roles.has(member.user.id)).toBe(false);
    expect(team.findIndex((m) => m.role === "moderator")).toBeGreaterThan(team.findLastIndex((m) => m.role === "admin"));
    expect(JSON.stringify(team)).not.toMatch(/@/);
    expectRefusal(await member.agent.get("/api/moderation/team"), 403);
  });
});

describe("PUT /api/moderation/roles/:id", () => {
  it("an admin appoints a moderator, who is told and may then moderate; and stands them down again", async () => {
    const boss = await admin();
    const member = await createUser(t(), { firstName: "Mel", lastName: "Member" });
    expectRefusal(await member.agent.get("/api/moderation/reports"), 403);

    const appointed = ok<TeamMember>(await setRole(boss, member, "moderator"), 200);
    expect(appointed).toMatchObject({ id: member.user.id, role: "moderator", firstName: "Mel" });
    expect(await roleOf(member)).toBe("moderator");
    ok(await member.agent.get("/api/moderation/reports"), 200);
    const [notice] = ok(await member.agent.get("/api/notifications"), 200);
    expect(notice).toMatchObject({ type: "site_role", title: "You are now a moderator", actorId: null });

    const [logged] = ok<ModerationAction[]>(await boss.agent.get("/api/moderation/actions?limit=1"), 200);
    expect(logged).toMatchObject({
      action: "role",
      targetType: "user",
      targetId: member.user.id,
      actor: { id: boss.user.id },
      subject: { id: member.user.id },
      reason: "Appointed a moderator",
    });

    expect(ok<TeamMember>(await setRole(boss, member, "member"), 200).role).toBe("member");
    expectRefusal(await member.agent.get("/api/moderation/reports"), 403);
    const [stoodDown] = ok<ModerationAction[]>(await boss.agent.get("/api/moderation/actions?limit=1"), 200);
    expect(stoodDown).toMatchObject({ action: "role", reason: "Stood down as a moderator" });
  });

  it("asking for the role someone already has changes nothing", async () => {
    const boss = await admin();
    const member = await createUser(t());
    const before = await databaseDigest(t().db);
    expect(ok<TeamMember>(await setRole(boss, member, "member"), 200).role).toBe("member");
    expect(await databaseDigest(t().db)).toBe(before);
  });

  it("nobody makes or unmakes an admin in the app", async () => {
    const boss = await admin();
    const other = await admin();
    const member = await createUser(t());
    const cases: [SignedInUser, string, number, string][] = [
      [member, "admin", 400, "Role must be member or moderator: admins are named by ADMIN_EMAILS"],
      [other, "member", 403, "Admins are named by ADMIN_EMAILS, not in the app"],
      [other, "moderator", 403, "Admins are named by ADMIN_EMAILS, not in the app"],
      [boss, "member", 403, "Admins are named by ADMIN_EMAILS, not in the app"],
    ];
    for (const [who, role, status, message] of cases) {
      const before = await databaseDigest(t().db);
      const res = await setRole(boss, who, role);
      expectRefusal(res, status, `${role} for ${who.user.id}`);
      expect(res.json().message).toBe(message);
      expect(await databaseDigest(t().db)).toBe(before);
    }
    expect(await roleOf(other)).toBe("admin");
  });

  it("is 403 for a moderator (they appoint nobody) and 404 for someone who does not exist", async () => {
    const boss = await admin();
    const moderator = await makeSiteRole(t(), await createUser(t()), "moderator");
    const member = await createUser(t());
    const before = await databaseDigest(t().db);
    const res = await setRole(moderator, member, "moderator");
    expectRefusal(res, 403);
    expect(res.json().message).toBe("Only admins can do that");
    expectRefusal(await setRole(moderator, moderator, "member"), 403);
    expect(await databaseDigest(t().db)).toBe(before);
    const missing = await setRole(boss, 2147483647, "moderator");
    expectRefusal(missing, 404);
    expect(missing.json().message).toBe("User not found");
    expectRefusal(await boss.agent.put(`/api/moderation/roles/${member.user.id}`, {}), 400);
  });
});

describe("undoing a role change", () => {
  it("puts the role back, once; and not after a later change", async () => {
    const boss = await admin();
    const member = await createUser(t());
    ok(await setRole(boss, member, "moderator"), 200);
    const [appointment] = ok<ModerationAction[]>(await boss.agent.get("/api/moderation/actions?limit=1"), 200);
    ok(await boss.agent.post(`/api/moderation/actions/${appointment!.id}/undo`), 200);
    expect(await roleOf(member)).toBe("member");
    expectRefusal(await boss.agent.post(`/api/moderation/actions/${appointment!.id}/undo`), 409);

    ok(await setRole(boss, member, "moderator"), 200);
    const [second] = ok<ModerationAction[]>(await boss.agent.get("/api/moderation/actions?limit=1"), 200);
    ok(await setRole(boss, member, "member"), 200);
    const stale = await boss.agent.post(`/api/moderation/actions/${second!.id}/undo`);
    expectRefusal(stale, 409);
    expect(stale.json().message).toBe("Their role has changed since: set it directly instead");
    const [row] = await t().db.select({ role: users.siteRole }).from(users).where(eq(users.id, member.user.id));
    expect(row!.role).toBe("member");
  });
});
