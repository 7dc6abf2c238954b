import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseDigest } from "../../helpers/digest";
import { type SignedInUser, createUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

const t = useTestApp();

const grace = {
  name: "Grace Community Church",
  tradition: "Baptist",
  place: "Recife, Brazil",
  address: "Rua da Aurora 100\nBoa Vista",
  about: "A church for the whole family.",
  website: "https://grace.example.org",
  contactEmail: "Office@Grace.example.org",
  contactPhone: "+55 81 5555-0100",
  serviceTimes: [
    { day: 0, time: "10:00", timeZone: "America/Recife", language: "Português" },
    { day: 3, time: "19:30", timeZone: "America/Recife" },
  ],
};

async function churchOf(owner: SignedInUser, body: Record<string, unknown> = {}) {
  const res = await owner.agent.post("/api/churches", { ...grace, ...body });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const names = (list: { name: string }[]) => list.map((c) => c.name);

describe("a church's page", () => {
  it("is made by its first owner, with a web address from its name, and shown to anyone signed in", async () => {
    const pastor = await createUser(t(), { firstName: "Paul" });
    const church = await churchOf(pastor);
    expect(church).toMatchObject({
      slug: "grace-community-church",
      name: "Grace Community Church",
      contactEmail: "office@grace.example.org",
      joinMode: "request",
      memberCount: 1,
      myRole: "owner",
      requested: false,
      pendingRequests: 0,
    });
    expect(church.serviceTimes).toEqual([
      { day: 0, time: "10:00", timeZone: "America/Recife", language: "Português" },
      { day: 3, time: "19:30", timeZone: "America/Recife", language: null },
    ]);
    const visitor = await createUser(t());
    const seen = (await visitor.agent.get("/api/churches/grace-community-church")).json();
    expect(seen).toMatchObject({ name: grace.name, myRole: null, pendingRequests: null, about: grace.about });
    // By id as well: notices link so, since a church's web address may change.
    expect((await visitor.agent.get(`/api/churches/${church.id}`)).json().slug).toBe("grace-community-church");
    expect((await t().agent().get("/api/churches/grace-community-church")).statusCode).toBe(401);
  });

  it("shows on its members' profiles, linking to its page, beside the church they wrote", async () => {
    const pastor = await createUser(t());
    await churchOf(pastor, { name: "Zion Fellowship", slug: "zion-on-profile" });
    await pastor.agent.put("/api/users/profile", { firstName: "Paul", lastName: "Pastor", churchAffiliation: "Zion (downtown)" });
    const visitor = await createUser(t());
    const profile = (await visitor.agent.get(`/api/users/${pastor.user.id}`)).json();
    expect(profile).toMatchObject({ churchAffiliation: "Zion (downtown)", churches: [{ slug: "zion-on-profile", name: "Zion Fellowship" }] });
    expect((await pastor.agent.get(`/api/users/${visitor.user.id}`)).json().churches).toEqual([]);
  });

  it("numbers a second church of the same name, and makes a usable address from any name", async () => {
    const pastor = await createUser(t());
    const first = await churchOf(pastor, { name: "Igreja Batista da Graça" });
    const second = await churchOf(pastor, { name: "Igreja Batista da Graça" });
    expect(first.slug).toBe("igreja-batista-da-graca");
    expect(second.slug).toBe("igreja-batista-da-graca-2");
    expect((await churchOf(pastor, { name: "教会" })).slug).toBe("church-home");
    expect((await churchOf(pastor, { name: "777" })).slug).toBe("church-777");
  });

  it.each([
    ["no name", { name: "" }, "Please enter the church's name"],
    ["a long name", { name: "n".repeat(101) }, "Church name must be at most 100 characters"],
    ["an address with spaces", { slug: "grace church" }, "Web address may hold only letters, digits and single hyphens"],
    ["an address of digits", { slug: "12345" }, "Web address must contain a letter"],
    ["a reserved address", { slug: "mine" }, "That web address is taken"],
    ["a website that is not http", { website: "javascript:alert(1)" }, "Website must be an http(s) address"],
    ["a bad e-mail", { contactEmail: "office" }, "Please enter a valid email address"],
    ["an unknown time zone", { serviceTimes: [{ day: 0, time: "10:00", timeZone: "Mars/Olympus" }] }, "Unknown time zone"],
    ["a day out of the week", { serviceTimes: [{ day: 7, time: "10:00", timeZone: "UTC" }] }, "Day must be a number from 0 (Sunday) to 6"],
    ["a time past midnight", { serviceTimes: [{ day: 0, time: "24:00", timeZone: "UTC" }] }, "Time must be HH:MM"],
    ["an unknown way of joining", { joinMode: "closed" }, "Joining must be 'open', 'request' or 'invitation'"],
  ])("refuses %s with 400, making nothing", async (_label, change, message) => {
    const pastor = await createUser(t());
    const before = await databaseDigest(t().db);
    const res = await pastor.agent.post("/api/churches", { ...grace, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await databaseDigest(t().db)).toBe(before);
  });

  it("refuses a web address another church has, with 409", async () => {
    const pastor = await createUser(t());
    await churchOf(pastor, { slug: "new-life" });
    const res = await pastor.agent.post("/api/churches", { ...grace, slug: "new-life" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "That web address is taken" });
  });

  it("is found by name or by place, accents and case forgiven", async () => {
    const pastor = await createUser(t());
    await churchOf(pastor, { name: "Sé de Olinda Zq", place: "Olinda Zq" });
    await churchOf(pastor, { name: "Harbour Zq Chapel", place: "Cork" });
    const seeker = await createUser(t());
    expect(names((await seeker.agent.get("/api/churches/search?q=se%20de%20olinda")).json())).toEqual(["Sé de Olinda Zq"]);
    expect(names((await seeker.agent.get("/api/churches/search?q=CORK")).json())).toEqual(["Harbour Zq Chapel"]);
    expect(names((await seeker.agent.get("/api/churches/search?q=zq")).json()).sort()).toEqual(["Harbour Zq Chapel", "Sé de Olinda Zq"]);
    expect((await seeker.agent.get("/api/churches/search?q=%25")).json()).toEqual([]);
  });

  it("is found in search by name or place, typos forgiven, a page at a time", async () => {
    const pastor = await createUser(t());
    await churchOf(pastor, { name: "Catedral da Sé Xyq", place: "Salvador" });
    await churchOf(pastor, { name: "Bethel Xyq", place: "Salvador da Bahia" });
    const seeker = await createUser(t());
    const first = (await seeker.agent.get("/api/search?q=catedral%20xyq&type=churches")).json();
    expect(first.type).toBe("churches");
    expect(names(first.items)[0]).toBe("Catedral da Sé Xyq");
    expect(first.items[0]).toMatchObject({ place: "Salvador", myRole: null });
    const paged = (await seeker.agent.get("/api/search?q=salvadr%20xyq&type=churches&limit=1")).json();
    expect(paged.items).toHaveLength(1);
    const next = (await seeker.agent.get(`/api/search?q=salvadr%20xyq&type=churches&limit=1&cursor=${paged.nextCursor}`)).json();
    expect(names([...paged.items, ...next.items]).sort()).toEqual(["Bethel Xyq", "Catedral da Sé Xyq"]);
  });

  it("is edited by its leaders only; a member's attempt changes nothing", async () => {
    const pastor = await createUser(t());
    const church = await churchOf(pastor, { joinMode: "open", slug: "hillside" });
    const member = await createUser(t());
    await member.agent.post("/api/churches/hillside/join");
    const before = await databaseDigest(t().db);
    const refused = await member.agent.put("/api/churches/hillside", { about: "Mine now" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: "Only the church's leaders can do that" });
    expect(await databaseDigest(t().db)).toBe(before);

    const edited = await pastor.agent.put("/api/churches/hillside", { about: "  New words  ", tradition: "", slug: "hillside-church" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ about: "New words", tradition: null, slug: "hillside-church", name: grace.name, id: church.id });
    expect((await member.agent.get("/api/churches/hillside")).statusCode).toBe(404);
    expect((await pastor.agent.put("/api/churches/hillside-church", {})).json()).toEqual({ message: "Nothing to change" });
  });
});

describe("joining a church", () => {
  it("an open church is joined at once; the member sees the directory, an outsider does not", async () => {
    const pastor = await createUser(t(), { firstName: "Pastor" });
    await churchOf(pastor, { joinMode: "open", slug: "open-door" });
    const ann = await createUser(t(), { firstName: "Ann" });
    const joined = await ann.agent.post("/api/churches/open-door/join");
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ myRole: "member", memberCount: 2 });
    expect((await ann.agent.post("/api/churches/open-door/join")).statusCode).toBe(409);
    const directory = (await ann.agent.get("/api/churches/open-door/members")).json();
    expect(directory.map((m: { user: { firstName: string }; role: string }) => [m.user.firstName, m.role])).toEqual([
      ["Pastor", "owner"],
      ["Ann", "member"],
    ]);
    expect(JSON.stringify(directory)).not.toContain("@");
    const outsider = await createUser(t());
    const refused = await outsider.agent.get("/api/churches/open-door/members");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: "Only members of this church can see that" });
    expect(names((await ann.agent.get("/api/churches/mine")).json())).toEqual([grace.name]);
  });

  it("by request: the leaders are told, one admits, the asker is told and belongs", async () => {
    const pastor = await createUser(t(), { firstName: "Pastor" });
    const church = await churchOf(pastor, { slug: "by-request" });
    const ann = await createUser(t(), { firstName: "Ann", lastName: "Lee" });
    const asked = await ann.agent.post("/api/churches/by-request/join");
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ myRole: null, requested: true, memberCount: 1 });
    expect((await ann.agent.post("/api/churches/by-request/join")).json()).toEqual({ message: "You have already asked to join this church" });
    const notices = (await pastor.agent.get("/api/notifications")).json();
    expect(notices[0]).toMatchObject({
      type: "church_join_request",
      churchId: church.id,
      message: "Ann Lee asked to join Grace Community Church.",
    });
    expect((await pastor.agent.get("/api/churches/by-request")).json().pendingRequests).toBe(1);
    const waiting = (await pastor.agent.get("/api/churches/by-request/requests")).json();
    expect(waiting.map((r: { user: { id: number } }) => r.user.id)).toEqual([ann.user.id]);

    expect((await pastor.agent.put(`/api/churches/by-request/requests/${ann.user.id}`, { admit: true })).statusCode).toBe(204);
    expect((await ann.agent.get("/api/churches/by-request")).json()).toMatchObject({ myRole: "member", requested: false, memberCount: 2 });
    expect((await ann.agent.get("/api/notifications")).json()[0]).toMatchObject({ type: "church_admitted", churchId: church.id });
    expect((await pastor.agent.get("/api/churches/by-request/requests")).json()).toEqual([]);
  });

  it("a declined or withdrawn request leaves nobody waiting, and the asker may ask again", async () => {
    const pastor = await createUser(t());
    await churchOf(pastor, { slug: "declines" });
    const ann = await createUser(t());
    await ann.agent.post("/api/churches/declines/join");
    expect((await pastor.agent.put(`/api/churches/declines/requests/${ann.user.id}`, { admit: false })).statusCode).toBe(204);
    expect((await ann.agent.get("/api/churches/declines")).json()).toMatchObject({ myRole: null, requested: false });
    expect((await ann.agent.post("/api/churches/declines/join")).statusCode).toBe(202);
    expect((await ann.agent.delete("/api/churches/declines/join")).statusCode).toBe(204);
    expect((await ann.agent.delete("/api/churches/declines/join")).statusCode).toBe(404);
    expect((await pastor.agent.put(`/api/churches/declines/requests/${ann.user.id}`, { admit: true })).json()).toEqual({
      message: "Request not found",
    });
  });

  it("a church by invitation only cannot be joined or asked", async () => {
    const pastor = await createUser(t());
    await churchOf(pastor, { slug: "invited-only", joinMode: "invitation" });
    const ann = await createUser(t());
    const before = await databaseDigest(t().db);
    const res = await ann.agent.post("/api/churches/invited-only/join");
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "This church welcomes new members by invitation" });
    expect(await databaseDigest(t().db)).toBe(before);
  });

  it("a church that opens admits everyone who was waiting", async () => {
    const pastor = await createUser(t());
    await churchOf(pastor, { slug: "opens-up" });
    const ann = await createUser(t());
    const bob = await createUser(t());
    await ann.agent.post("/api/churches/opens-up/join");
    await bob.agent.post("/api/churches/opens-up/join");
    const opened = (await pastor.agent.put("/api/churches/opens-up", { joinMode: "open" })).json();
    expect(opened).toMatchObject({ memberCount: 3, pendingRequests: 0 });
    expect((await bob.agent.get("/api/churches/opens-up")).json().myRole).toBe("member");
  });
});

describe("leaders, owners and leaving", () => {
  async function congregation() {
    const owner = await createUser(t(), { firstName: "Owner" });
    const slug = `c-${Math.random().toString(36).slice(2, 10)}`;
    await churchOf(owner, { slug, joinMode: "open" });
    const elder = await createUser(t(), { firstName: "Elder" });
    const member = await createUser(t(), { firstName: "Member" });
    await elder.agent.post(`/api/churches/${slug}/join`);
    await member.agent.post(`/api/churches/${slug}/join`);
    expect((await owner.agent.put(`/api/churches/${slug}/members/${elder.user.id}`, { role: "leader", title: "Elder" })).statusCode).toBe(204);
    return { owner, elder, member, slug };
  }

  it("an owner names a leader with a title; the title shows in the directory and to the leader", async () => {
    const { elder, member, slug } = await congregation();
    expect((await elder.agent.get(`/api/churches/${slug}`)).json()).toMatchObject({ myRole: "leader", myTitle: "Elder", pendingRequests: 0 });
    const directory = (await member.agent.get(`/api/churches/${slug}/members`)).json();
    expect(directory.map((m: { role: string; title: string | null }) => [m.role, m.title])).toEqual([
      ["owner", null],
      ["leader", "Elder"],
      ["member", null],
    ]);
  });

  it("only owners name roles; leaders remove members but not other leaders", async () => {
    const { owner, elder, member, slug } = await congregation();
    const before = await databaseDigest(t().db);
    const refused = await elder.agent.put(`/api/churches/${slug}/members/${member.user.id}`, { role: "leader" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: "Only the church's owners can do that" });
    const leaderOnOwner = await elder.agent.delete(`/api/churches/${slug}/members/${owner.user.id}`);
    expect(leaderOnOwner.json()).toEqual({ message: "Only the church's owners can remove a leader" });
    const memberOnMember = await member.agent.delete(`/api/churches/${slug}/members/${elder.user.id}`);
    expect(memberOnMember.statusCode).toBe(403);
    expect(await databaseDigest(t().db)).toBe(before);
    expect((await elder.agent.delete(`/api/churches/${slug}/members/${member.user.id}`)).statusCode).toBe(204);
    expect((await member.agent.get(`/api/churches/${slug}`)).json().myRole).toBeNull();
  });

  it("the last owner cannot leave or step down until another is named", async () => {
    const { owner, elder, slug } = await congregation();
    const leaving = await owner.agent.post(`/api/churches/${slug}/leave`);
    expect(leaving.statusCode).toBe(409);
    expect(leaving.json()).toEqual({ message: "A church needs an owner: make another member an owner first" });
    expect((await owner.agent.put(`/api/churches/${slug}/members/${owner.user.id}`, { role: "member" })).statusCode).toBe(409);
    await owner.agent.put(`/api/churches/${slug}/members/${elder.user.id}`, { role: "owner" });
    expect((await owner.agent.post(`/api/churches/${slug}/leave`)).statusCode).toBe(204);
    expect((await elder.agent.get(`/api/churches/${slug}`)).json()).toMatchObject({ myRole: "owner", memberCount: 2 });
  });

  it("a church passes to its longest-standing leader when its only owner deletes their account", async () => {
    const { owner, elder, slug } = await congregation();
    const res = await owner.agent.request("DELETE", "/api/account", { password: owner.password, confirmation: "DELETE" });
    expect(res.statusCode, res.body).toBe(204);
    expect((await elder.agent.get(`/api/churches/${slug}`)).json()).toMatchObject({ myRole: "owner", memberCount: 2 });
  });

  it("a ban removes a member and keeps them out; lifted, they may join again", async () => {
    const { elder, member, slug } = await congregation();
    expect((await elder.agent.post(`/api/churches/${slug}/bans`, { userId: member.user.id })).statusCode).toBe(204);
    expect((await member.agent.get(`/api/churches/${slug}`)).json()).toMatchObject({ myRole: null });
    const again = await member.agent.post(`/api/churches/${slug}/join`);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ message: "You cannot join this church" });
    const bans = (await elder.agent.get(`/api/churches/${slug}/bans`)).json();
    expect(bans.map((b: { user: { id: number }; bannedBy: { id: number } }) => [b.user.id, b.bannedBy.id])).toEqual([
      [member.user.id, elder.user.id],
    ]);
    expect((await elder.agent.delete(`/api/churches/${slug}/bans/${member.user.id}`)).statusCode).toBe(204);
    expect((await member.agent.post(`/api/churches/${slug}/join`)).statusCode).toBe(200);
  });

  it("an owner deletes the church; its page is gone for everyone", async () => {
    const { owner, elder, member, slug } = await congregation();
    expect((await elder.agent.delete(`/api/churches/${slug}`)).statusCode).toBe(403);
    expect((await owner.agent.delete(`/api/churches/${slug}`)).statusCode).toBe(204);
    expect((await member.agent.get(`/api/churches/${slug}`)).statusCode).toBe(404);
    expect((await member.agent.get("/api/churches/mine")).json()).toEqual([]);
  });
});

describe("invitation links", () => {
  async function linked(body: Record<string, unknown> = {}) {
    const pastor = await createUser(t());
    const slug = `l-${Math.random().toString(36).slice(2, 10)}`;
    await churchOf(pastor, { slug, joinMode: "invitation" });
    const res = await pastor.agent.post(`/api/churches/${slug}/links`, body);
    expect(res.statusCode).toBe(201);
    return { pastor, slug, link: res.json() };
  }

  it("shows a visitor the church it leads to, and joins whoever uses it, once", async () => {
    const { pastor, slug, link } = await linked({ expiresInDays: 7, maxUses: 50 });
    expect(link).toMatchObject({ state: "active", maxUses: 50, uses: 0 });
    expect(link.code).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const preview = await t().agent().get(`/api/church-links/${link.code}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      church: { slug, name: grace.name, tradition: "Baptist", place: "Recife, Brazil", memberCount: 1, logoUrl: null, bannerUrl: null },
    });
    expect((await t().agent().post(`/api/church-links/${link.code}`)).statusCode).toBe(401);
    const newcomer = await createUser(t());
    const joined = await newcomer.agent.post(`/api/church-links/${link.code}`);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ slug, myRole: "member", memberCount: 2 });
    // Scanned again: no error, and no second use.
    expect((await newcomer.agent.post(`/api/church-links/${link.code}`)).statusCode).toBe(200);
    expect((await pastor.agent.get(`/api/churches/${slug}/links`)).json()[0]).toMatchObject({ uses: 1, state: "active" });
  });

  it("admits no more than its uses, nobody once expired or revoked, and no one banned", async () => {
    const { pastor, slug, link } = await linked({ maxUses: 1 });
    await (await createUser(t())).agent.post(`/api/church-links/${link.code}`);
    const late = await createUser(t());
    const usedUp = await late.agent.post(`/api/church-links/${link.code}`);
    expect(usedUp.statusCode).toBe(404);
    expect(usedUp.json()).toEqual({ message: "This invitation link is no longer valid" });
    expect((await pastor.agent.get(`/api/churches/${slug}/links`)).json()[0].state).toBe("used-up");

    const open = (await pastor.agent.post(`/api/churches/${slug}/links`, {})).json();
    await t().db.execute(sql`update church_invite_links set expires_at = now() - interval '1 minute' where id = ${open.id}`);
    expect((await late.agent.post(`/api/church-links/${open.code}`)).statusCode).toBe(404);
    expect((await t().agent().get(`/api/church-links/${open.code}`)).statusCode).toBe(404);

    const revoked = (await pastor.agent.post(`/api/churches/${slug}/links`, {})).json();
    expect((await pastor.agent.delete(`/api/churches/${slug}/links/${revoked.id}`)).statusCode).toBe(204);
    expect((await late.agent.post(`/api/church-links/${revoked.code}`)).statusCode).toBe(404);

    const fresh = (await pastor.agent.post(`/api/churches/${slug}/links`, {})).json();
    await pastor.agent.post(`/api/churches/${slug}/bans`, { userId: late.user.id });
    const banned = await late.agent.post(`/api/church-links/${fresh.code}`);
    expect(banned.statusCode).toBe(403);
    expect((await pastor.agent.get(`/api/churches/${slug}/links`)).json().map((l: { state: string }) => l.state)).toEqual([
      "active",
      "revoked",
      "expired",
      "used-up",
    ]);
  });

  it.each([
    ["a zero expiry", { expiresInDays: 0 }, "Expiry must be at least 1 day"],
    ["an expiry past a year", { expiresInDays: 366 }, "Expiry must be at most 365 days"],
    ["fractional uses", { maxUses: 1.5 }, "Uses must be a whole number"],
  ])("refuses %s with 400", async (_label, body, message) => {
    const { pastor, slug } = await linked();
    const res = await pastor.agent.post(`/api/churches/${slug}/links`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it("a code of the wrong shape is refused before anything is looked up", async () => {
    const res = await t().agent().get("/api/church-links/short");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "This invitation link is not valid" });
  });
});
