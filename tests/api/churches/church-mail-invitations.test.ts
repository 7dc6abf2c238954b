import { describe, expect, it } from "vitest";
import { databaseDigest } from "../../helpers/digest";
import { createUser, uniqueEmail } from "../../helpers/factories";
import { drainOutbox, mailTo, useMailApp } from "../../helpers/mail-app";
import { linkIn } from "../../helpers/smtp";

const app = useMailApp();
const t = () => app().t;

async function pastorsChurch() {
  const pastor = await createUser(t(), { firstName: "Paula", lastName: "Pastor" });
  const slug = `m-${Math.random().toString(36).slice(2, 10)}`;
  expect((await pastor.agent.post("/api/churches", { name: "Living Water", slug, joinMode: "invitation" })).statusCode).toBe(201);
  return { pastor, slug };
}

describe("inviting a list of people by e-mail", () => {
  it("mails each a link of their own that joins them once they sign up", async () => {
    const { pastor, slug } = await pastorsChurch();
    const newcomer = uniqueEmail("newcomer");
    const friend = uniqueEmail("friend");
    const res = await pastor.agent.post(`/api/churches/${slug}/mail-invitations`, { emails: [` ${newcomer.toUpperCase()} `, newcomer, friend] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ invited: 2, skipped: 0 });

    const mail = await mailTo(app().smtp, newcomer, "You are invited to join Living Water on Koinonia");
    expect(mail.text).toContain("Paula Pastor invited you to join Living Water");
    const url = new URL(linkIn(mail, "http://koinonia.test/join/"));
    const code = url.pathname.split("/").pop()!;

    // The link's page shows the church before anyone signs up; signing up then joining is one step for them.
    expect((await t().agent().get(`/api/church-links/${code}`)).json().church.name).toBe("Living Water");
    const them = await createUser(t(), { email: newcomer });
    expect((await them.agent.post(`/api/church-links/${code}`)).json()).toMatchObject({ slug, myRole: "member" });
    // For one person: nobody else comes in by it.
    const other = await createUser(t());
    expect((await other.agent.post(`/api/church-links/${code}`)).statusCode).toBe(404);

    const links = (await pastor.agent.get(`/api/churches/${slug}/links`)).json();
    expect(
      links
        .filter((l: { email: string | null }) => l.email)
        .map((l: { email: string; state: string }) => [l.email, l.state])
        .sort(),
    ).toEqual(
      [
        [friend, "active"],
        [newcomer, "used-up"],
      ].sort(),
    );
  });

  it("leaves out members already and people banned from the church; a second invitation replaces the first", async () => {
    const { pastor, slug } = await pastorsChurch();
    const banned = await createUser(t());
    await pastor.agent.post(`/api/churches/${slug}/bans`, { userId: banned.user.id });
    const again = uniqueEmail("again");
    const res = await pastor.agent.post(`/api/churches/${slug}/mail-invitations`, { emails: [pastor.email, banned.email, again] });
    expect(res.json()).toEqual({ invited: 1, skipped: 2 });
    await pastor.agent.post(`/api/churches/${slug}/mail-invitations`, { emails: [again] });
    const states = (await pastor.agent.get(`/api/churches/${slug}/links`)).json().map((l: { state: string }) => l.state);
    expect(states).toEqual(["active", "revoked"]);
    await drainOutbox(app());
    expect(
      app()
        .smtp.to(banned.email)
        .map((m) => m.subject),
    ).not.toContain("You are invited to join Living Water on Koinonia");
  });

  it.each([
    ["no address", { emails: [] }, "Enter at least one e-mail address"],
    ["an address that is not one", { emails: ["someone@example.org", "not an address"] }, "Each address must be a valid e-mail address"],
    ["too many at once", { emails: Array.from({ length: 201 }, (_, i) => `p${i}@example.org`) }, "Invite at most 200 addresses at once"],
    ["no list", { emails: "someone@example.org" }, "emails must be a list of addresses"],
  ])("refuses %s with 400, mailing nobody", async (_label, body, message) => {
    const { pastor, slug } = await pastorsChurch();
    const before = await databaseDigest(t().db);
    const res = await pastor.agent.post(`/api/churches/${slug}/mail-invitations`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await databaseDigest(t().db)).toBe(before);
  });

  it("is for leaders only", async () => {
    const { slug } = await pastorsChurch();
    const outsider = await createUser(t());
    const res = await outsider.agent.post(`/api/churches/${slug}/mail-invitations`, { emails: ["x@example.org"] });
    expect(res.statusCode).toBe(403);
  });
});
