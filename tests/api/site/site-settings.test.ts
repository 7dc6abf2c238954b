import { describe, expect, it } from "vitest";
import { databaseDigest } from "../../helpers/digest";
import { createUser, uniqueEmail } from "../../helpers/factories";
import { makeSiteRole } from "../../helpers/moderation";
import { type TestApp, useTestApp } from "../../helpers/test-app";

const t = useTestApp();

const signUp = (app: TestApp, body: Record<string, unknown> = {}) =>
  app.agent().post("/api/auth/register", { email: uniqueEmail(), password: "correct horse", firstName: "Nia", lastName: "Newcomer", ...body });

async function admin() {
  return makeSiteRole(t(), await createUser(t(), { firstName: "Ada", lastName: "Admin" }), "admin");
}

/** Each test leaves the site open and without rules or a home church, as it found it. */
async function withSettings(change: Record<string, unknown>, run: (ada: Awaited<ReturnType<typeof admin>>) => Promise<void>) {
  const ada = await admin();
  expect((await ada.agent.put("/api/site", change)).statusCode).toBe(200);
  try {
    await run(ada);
  } finally {
    await ada.agent.put("/api/site", { registration: "open", rules: null, homeChurch: null });
  }
}

describe("the site's settings", () => {
  it("are shown to anyone, visitors too, and changed by admins alone", async () => {
    const shown = (await t().agent().get("/api/site")).json();
    expect(shown).toMatchObject({ name: "Koinonia", registration: "open", rules: null, homeChurch: null });
    const member = await createUser(t());
    const moderator = await makeSiteRole(t(), await createUser(t()), "moderator");
    for (const who of [member, moderator]) {
      const before = await databaseDigest(t().db);
      expect((await who.agent.put("/api/site", { name: "Mine" })).statusCode).toBe(403);
      expect(await databaseDigest(t().db)).toBe(before);
    }
    const ada = await admin();
    const changed = await ada.agent.put("/api/site", { name: "St Mark's Online", welcome: "Welcome, friend." });
    expect(changed.json()).toMatchObject({ name: "St Mark's Online", welcome: "Welcome, friend." });
    expect((await t().agent().get("/api/site")).json().name).toBe("St Mark's Online");
    await ada.agent.put("/api/site", { name: "Koinonia", welcome: null });
    expect((await ada.agent.put("/api/site", { registration: "members" })).json()).toEqual({
      message: "Registration must be 'open', 'approval', 'invitation' or 'closed'",
    });
  });
});

describe("who may sign up", () => {
  it("nobody while sign-ups are closed", async () => {
    await withSettings({ registration: "closed" }, async () => {
      const before = await databaseDigest(t().db);
      const res = await signUp(t());
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: "Sign-ups are closed on this site" });
      expect(await databaseDigest(t().db)).toBe(before);
    });
  });

  it("only someone who accepts the rules, where the site has them", async () => {
    await withSettings({ rules: "Be kind. Pray for one another." }, async () => {
      const refused = await signUp(t());
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: "Please accept the site's rules" });
      expect((await signUp(t(), { acceptRules: true })).statusCode).toBe(201);
    });
  });

  it("by invitation: only with a church's link, and the newcomer is in that church at once", async () => {
    const pastor = await createUser(t());
    await pastor.agent.post("/api/churches", { name: "Hillside", slug: "hillside-invites", joinMode: "invitation" });
    const link = (await pastor.agent.post("/api/churches/hillside-invites/links", {})).json();
    await withSettings({ registration: "invitation" }, async () => {
      const refused = await signUp(t());
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: "Sign-ups on this site are by invitation: use the link you were sent" });
      const invited = await signUp(t(), { invitation: link.code });
      expect(invited.statusCode, invited.body).toBe(201);
      expect((await pastor.agent.get("/api/churches/hillside-invites")).json().memberCount).toBe(2);
    });
  });

  it("with a home church, every new member joins it", async () => {
    const pastor = await createUser(t());
    await pastor.agent.post("/api/churches", { name: "Our Parish", slug: "our-parish-home" });
    await withSettings({ homeChurch: "our-parish-home" }, async () => {
      expect((await t().agent().get("/api/site")).json().homeChurch).toEqual({ slug: "our-parish-home", name: "Our Parish" });
      expect((await signUp(t())).statusCode).toBe(201);
      expect((await pastor.agent.get("/api/churches/our-parish-home")).json().memberCount).toBe(2);
    });
  });

  it("by approval: the newcomer waits signed out, the team is told, and an admin admits them", async () => {
    const member = await createUser(t());
    await withSettings({ registration: "approval" }, async (ada) => {
      const email = uniqueEmail("waiting");
      const res = await signUp(t(), { email });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: "Thank you! An admin will look at your sign-up soon; we will e-mail you when you can sign in." });
      expect(res.cookies).toEqual([]);
      const login = () => t().agent().post("/api/auth/login", { email, password: "correct horse" });
      expect((await login()).json()).toEqual({
        message: "Your sign-up is waiting for an admin's approval; we will e-mail you when you can sign in.",
      });
      expect((await ada.agent.get("/api/notifications")).json()[0]).toMatchObject({ type: "signup_waiting" });
      const waiting = (await ada.agent.get("/api/admin/sign-ups")).json();
      const them = waiting.find((w: { email: string }) => w.email === email);
      expect(them).toMatchObject({ firstName: "Nia", lastName: "Newcomer" });
      expect((await member.agent.get("/api/admin/sign-ups")).statusCode).toBe(403);
      expect((await ada.agent.put(`/api/admin/sign-ups/${them.id}`, { admit: true })).statusCode).toBe(204);
      expect((await login()).statusCode).toBe(200);
    });
  });

  it("by approval: a declined sign-up leaves no account behind", async () => {
    await withSettings({ registration: "approval" }, async (ada) => {
      const email = uniqueEmail("declined");
      await signUp(t(), { email });
      const them = (await ada.agent.get("/api/admin/sign-ups")).json().find((w: { email: string }) => w.email === email);
      expect((await ada.agent.put(`/api/admin/sign-ups/${them.id}`, { admit: false })).statusCode).toBe(204);
      expect((await t().agent().post("/api/auth/login", { email, password: "correct horse" })).statusCode).toBe(401);
      expect((await ada.agent.put(`/api/admin/sign-ups/${them.id}`, { admit: true })).statusCode).toBe(404);
    });
  });
});
