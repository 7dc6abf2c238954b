import { beforeAll, describe, expect, it } from "vitest";
import { churchBans, churchJoinRequests, churchMembers } from "../../../server/db/schema";
import { expectAnswer, expectRefusal, ok } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { type SignedInUser, createUser } from "../../helpers/factories";
import { makeSiteRole } from "../../helpers/moderation";
import { useTestApp } from "../../helpers/test-app";

// Every church route, called by each kind of person a church has: its owner, a leader, a
// member, someone who asked to join and waits, someone holding an invitation link they have not
// used, an outsider, a member the owner blocked, someone banned from the church, the site's
// moderator and admin (who have no say in a church they do not belong to), and a visitor.
// Whoever may, succeeds; anyone else gets a 401 (visitor), 403 (may see the church, may not do
// that) or 404 (there is nothing of that name for them), with a JSON { message } and nothing
// else, and a refused request changes nothing in the database. A church route added without
// rows here fails the coverage test below.

const registered = new Set<string>();
const t = useTestApp({
  onRoute: (route) => {
    for (const method of [route.method].flat()) {
      if (method !== "HEAD" && /^\/api\/(church(es|-links)|announcements)\//.test(route.url) && route.url.includes(":"))
        registered.add(`${method} ${route.url}`);
    }
  },
});

const PEOPLE = ["owner", "leader", "member", "applicant", "invited", "outsider", "blocked", "banned", "moderator", "admin"] as const;
type Person = (typeof PEOPLE)[number];
type Actor = Person | "visitor";
type Method = "GET" | "POST" | "PUT" | "DELETE";

let people: Record<Person, SignedInUser>;

beforeAll(async () => {
  const make = (firstName: string) => createUser(t(), { firstName, lastName: "Churchgoer" });
  people = {
    owner: await make("Olive"),
    leader: await make("Lee"),
    member: await make("Mel"),
    applicant: await make("Abe"),
    invited: await make("Ivy"),
    outsider: await make("Otto"),
    blocked: await make("Bea"),
    banned: await make("Ban"),
    moderator: await makeSiteRole(t(), await make("Mo"), "moderator"),
    admin: await makeSiteRole(t(), await make("Ada"), "admin"),
  };
  ok(await people.owner.agent.post(`/api/users/${people.blocked.user.id}/block`), 200);
});

type Church = { id: number; slug: string; linkId: number; code: string; announcementId: number; planId: number };
let made = 0;

/**
 * A church of the owner's, afresh for each case: by request, with a leader (an elder), a member,
 * the blocked member, one who waits for an answer, one banned, a link and an announcement by the owner.
 */
async function ownersChurch(): Promise<Church> {
  const { owner } = people;
  const church = ok<{ id: number; slug: string }>(
    await owner.agent.post("/api/churches", { name: "Grace Chapel", slug: `grace-${++made}` }),
    201,
  );
  const member = (who: Person, role: "leader" | "member" = "member") => ({ churchId: church.id, userId: people[who].user.id, role });
  await t()
    .db.insert(churchMembers)
    .values([member("leader", "leader"), member("member"), member("blocked")]);
  await t().db.insert(churchJoinRequests).values({ churchId: church.id, userId: people.applicant.user.id });
  await t().db.insert(churchBans).values({ churchId: church.id, userId: people.banned.user.id, bannedBy: owner.user.id });
  const link = ok<{ id: number; code: string }>(await owner.agent.post(`/api/churches/${church.slug}/links`, { maxUses: 100 }), 201);
  const announcement = ok<{ id: number }>(
    await owner.agent.post(`/api/churches/${church.slug}/announcements`, { title: "Welcome", body: "Service at ten." }),
    201,
  );
  // A prayer request on its wall, by the member (whom the owner did not block).
  ok(
    await people.member.agent.post("/api/posts", {
      content: "Pray for our city",
      type: "prayer",
      audience: { kind: "church", churchId: church.id },
    }),
    201,
  );
  const plan = ok<{ key: string }>(
    await owner.agent.post(`/api/churches/${church.slug}/plans`, { title: "Advent", days: [{ passages: "Isaiah 9:1-7" }] }),
    201,
  );
  return { ...church, linkId: link.id, code: link.code, announcementId: announcement.id, planId: Number(plan.key.replace("church-", "")) };
}

type Call = { method: Method; url: string; body?: unknown };
type Row = {
  route: string;
  expect: Record<Actor, number>;
  call: (c: Church) => Call;
  /** What a 2xx must show, beyond its status. */
  // biome-ignore lint/suspicious/noExplicitAny: each row reads its own route's JSON answer
  check?: (body: any, actor: Actor) => void;
};

/** The statuses of a route only leaders may use; `done` is theirs. */
const leadersOnly = (done: number): Record<Actor, number> => ({
  owner: done,
  leader: done,
  member: 403,
  applicant: 403,
  invited: 403,
  outsider: 403,
  blocked: 403,
  banned: 403,
  moderator: 403,
  admin: 403,
  visitor: 401,
});

const everyone = (status: number): Record<Actor, number> => ({ ...leadersOnly(status), ...Object.fromEntries(PEOPLE.map((p) => [p, status])) });

const ROWS: Row[] = [
  {
    route: "GET /api/churches/:slug",
    expect: { ...everyone(200), visitor: 401 },
    call: (c) => ({ method: "GET", url: `/api/churches/${c.slug}` }),
    check: (body, actor) => {
      const leads = actor === "owner" || actor === "leader";
      expect(body.pendingRequests, actor).toBe(leads ? 1 : null);
      expect(body.requested, actor).toBe(actor === "applicant");
    },
  },
  {
    route: "PUT /api/churches/:slug",
    expect: leadersOnly(200),
    call: (c) => ({ method: "PUT", url: `/api/churches/${c.slug}`, body: { about: "Hello" } }),
  },
  {
    route: "DELETE /api/churches/:slug",
    expect: { ...leadersOnly(204), leader: 403 },
    call: (c) => ({ method: "DELETE", url: `/api/churches/${c.slug}` }),
  },
  {
    // Members are in already, the applicant has asked already, the banned are kept out.
    route: "POST /api/churches/:slug/join",
    expect: { ...everyone(202), owner: 409, leader: 409, member: 409, blocked: 409, applicant: 409, banned: 403, visitor: 401 },
    call: (c) => ({ method: "POST", url: `/api/churches/${c.slug}/join` }),
  },
  {
    route: "DELETE /api/churches/:slug/join",
    expect: { ...everyone(404), applicant: 204, visitor: 401 },
    call: (c) => ({ method: "DELETE", url: `/api/churches/${c.slug}/join` }),
  },
  {
    // The only owner must name another first.
    route: "POST /api/churches/:slug/leave",
    expect: { ...everyone(403), owner: 409, leader: 204, member: 204, blocked: 204, visitor: 401 },
    call: (c) => ({ method: "POST", url: `/api/churches/${c.slug}/leave` }),
  },
  {
    // Members only; a member and the owner who blocked them are not in each other's directory.
    route: "GET /api/churches/:slug/members",
    expect: { ...everyone(403), owner: 200, leader: 200, member: 200, blocked: 200, visitor: 401 },
    call: (c) => ({ method: "GET", url: `/api/churches/${c.slug}/members` }),
    check: (body, actor) => {
      const listed = body.map((m: { user: { id: number } }) => m.user.id);
      if (actor === "owner") expect(listed).not.toContain(people.blocked.user.id);
      else if (actor === "blocked") expect(listed).not.toContain(people.owner.user.id);
      else expect(listed).toHaveLength(4);
      expect(JSON.stringify(body)).not.toContain("@");
    },
  },
  {
    route: "PUT /api/churches/:slug/sharing",
    expect: { ...everyone(403), owner: 200, leader: 200, member: 200, blocked: 200, visitor: 401 },
    call: (c) => ({ method: "PUT", url: `/api/churches/${c.slug}/sharing`, body: { shareEmail: true } }),
    check: (body) => expect(body).toEqual({ shareEmail: true, sharePhone: false, shareBirthday: false }),
  },
  {
    // Each member's own choice of what the church brings to their home feed.
    route: "GET /api/churches/:slug/home-feed",
    expect: { ...everyone(403), owner: 200, leader: 200, member: 200, blocked: 200, visitor: 401 },
    call: (c) => ({ method: "GET", url: `/api/churches/${c.slug}/home-feed` }),
    check: (body) => expect(body).toEqual({ feed: "all", chosen: false }),
  },
  {
    route: "PUT /api/churches/:slug/home-feed",
    expect: { ...everyone(403), owner: 200, leader: 200, member: 200, blocked: 200, visitor: 401 },
    call: (c) => ({ method: "PUT", url: `/api/churches/${c.slug}/home-feed`, body: { feed: "none" } }),
    check: (body) => expect(body).toEqual({ feed: "none", chosen: true }),
  },
  {
    route: "PUT /api/churches/:slug/members/:userId",
    expect: { ...leadersOnly(204), leader: 403 },
    call: (c) => ({ method: "PUT", url: `/api/churches/${c.slug}/members/${people.member.user.id}`, body: { role: "leader", title: "Deacon" } }),
  },
  {
    route: "DELETE /api/churches/:slug/members/:userId",
    expect: leadersOnly(204),
    call: (c) => ({ method: "DELETE", url: `/api/churches/${c.slug}/members/${people.member.user.id}` }),
  },
  {
    route: "GET /api/churches/:slug/requests",
    expect: leadersOnly(200),
    call: (c) => ({ method: "GET", url: `/api/churches/${c.slug}/requests` }),
  },
  {
    route: "PUT /api/churches/:slug/requests/:userId",
    expect: leadersOnly(204),
    call: (c) => ({ method: "PUT", url: `/api/churches/${c.slug}/requests/${people.applicant.user.id}`, body: { admit: true } }),
  },
  { route: "GET /api/churches/:slug/bans", expect: leadersOnly(200), call: (c) => ({ method: "GET", url: `/api/churches/${c.slug}/bans` }) },
  {
    route: "POST /api/churches/:slug/bans",
    expect: leadersOnly(204),
    call: (c) => ({ method: "POST", url: `/api/churches/${c.slug}/bans`, body: { userId: people.member.user.id } }),
  },
  {
    route: "DELETE /api/churches/:slug/bans/:userId",
    expect: leadersOnly(204),
    call: (c) => ({ method: "DELETE", url: `/api/churches/${c.slug}/bans/${people.banned.user.id}` }),
  },
  { route: "GET /api/churches/:slug/links", expect: leadersOnly(200), call: (c) => ({ method: "GET", url: `/api/churches/${c.slug}/links` }) },
  {
    route: "POST /api/churches/:slug/links",
    expect: leadersOnly(201),
    call: (c) => ({ method: "POST", url: `/api/churches/${c.slug}/links`, body: {} }),
  },
  {
    route: "POST /api/churches/:slug/mail-invitations",
    expect: leadersOnly(200),
    call: (c) => ({ method: "POST", url: `/api/churches/${c.slug}/mail-invitations`, body: { emails: ["friend@example.org"] } }),
    check: (body) => expect(body).toEqual({ invited: 1, skipped: 0 }),
  },
  {
    route: "DELETE /api/churches/:slug/links/:id",
    expect: leadersOnly(204),
    call: (c) => ({ method: "DELETE", url: `/api/churches/${c.slug}/links/${c.linkId}` }),
  },
  {
    route: "GET /api/churches/:slug/announcements",
    expect: { ...everyone(403), owner: 200, leader: 200, member: 200, blocked: 200, visitor: 401 },
    call: (c) => ({ method: "GET", url: `/api/churches/${c.slug}/announcements` }),
    check: (body) => expect(body).toHaveLength(1),
  },
  {
    route: "POST /api/churches/:slug/announcements",
    expect: leadersOnly(201),
    call: (c) => ({ method: "POST", url: `/api/churches/${c.slug}/announcements`, body: { title: "Picnic", body: "Bring a chair." } }),
  },
  {
    route: "DELETE /api/churches/:slug/announcements/:id",
    expect: leadersOnly(204),
    call: (c) => ({ method: "DELETE", url: `/api/churches/${c.slug}/announcements/${c.announcementId}` }),
  },
  {
    route: "GET /api/churches/:slug/groups",
    expect: { ...everyone(200), visitor: 401 },
    call: (c) => ({ method: "GET", url: `/api/churches/${c.slug}/groups` }),
  },
  {
    route: "POST /api/churches/:slug/groups",
    expect: leadersOnly(201),
    call: (c) => ({ method: "POST", url: `/api/churches/${c.slug}/groups`, body: { name: "Prayer team", kind: "prayer_team" } }),
    check: (body) => expect(body).toMatchObject({ kind: "prayer_team", myRole: "admin" }),
  },
  {
    // A church's page is for anyone signed in; which of its events each may see is the events' own matrix.
    route: "GET /api/churches/:slug/events",
    expect: { ...everyone(200), visitor: 401 },
    call: (c) => ({ method: "GET", url: `/api/churches/${c.slug}/events` }),
  },
  {
    route: "GET /api/churches/:slug/posts",
    expect: { ...everyone(403), owner: 200, leader: 200, member: 200, blocked: 200, visitor: 401 },
    call: (c) => ({ method: "GET", url: `/api/churches/${c.slug}/posts` }),
    check: (body, actor) =>
      expect(
        body.map((p: { content: string }) => p.content),
        actor,
      ).toEqual(["Pray for our city"]),
  },
  {
    // Its devotions are its members' (./devotions has their own matrix).
    route: "GET /api/churches/:slug/devotions",
    expect: { ...everyone(403), owner: 200, leader: 200, member: 200, blocked: 200, visitor: 401 },
    call: (c) => ({ method: "GET", url: `/api/churches/${c.slug}/devotions` }),
  },
  {
    route: "POST /api/churches/:slug/devotions",
    expect: leadersOnly(201),
    call: (c) => ({
      method: "POST",
      url: `/api/churches/${c.slug}/devotions`,
      body: { day: "2030-01-01", title: "Daily bread", passage: "Matt.6.11", reflection: "Give us this day.", prayer: "Amen." },
    }),
  },
  {
    // Its reading plans are its members' (../plans has their own matrix, with following one).
    route: "GET /api/churches/:slug/plans",
    expect: { ...everyone(403), owner: 200, leader: 200, member: 200, blocked: 200, visitor: 401 },
    call: (c) => ({ method: "GET", url: `/api/churches/${c.slug}/plans` }),
  },
  {
    route: "POST /api/churches/:slug/plans",
    expect: leadersOnly(201),
    call: (c) => ({ method: "POST", url: `/api/churches/${c.slug}/plans`, body: { title: "Lent", days: [{ passages: "Mark 8:27-38" }] } }),
  },
  {
    route: "PUT /api/churches/:slug/plans/:planId",
    expect: leadersOnly(200),
    call: (c) => ({ method: "PUT", url: `/api/churches/${c.slug}/plans/${c.planId}`, body: { title: "Advent", days: [{ passages: "Luke 1" }] } }),
  },
  {
    route: "DELETE /api/churches/:slug/plans/:planId",
    expect: leadersOnly(204),
    call: (c) => ({ method: "DELETE", url: `/api/churches/${c.slug}/plans/${c.planId}` }),
  },
  {
    // Those who cannot read it cannot know it exists.
    route: "POST /api/announcements/:id/dismiss",
    expect: { ...everyone(404), owner: 204, leader: 204, member: 204, blocked: 204, visitor: 401 },
    call: (c) => ({ method: "POST", url: `/api/announcements/${c.announcementId}/dismiss` }),
  },
  {
    // Open to visitors: a newcomer sees where the link leads before signing up.
    route: "GET /api/church-links/:code",
    expect: { ...everyone(200), visitor: 200 },
    call: (c) => ({ method: "GET", url: `/api/church-links/${c.code}` }),
  },
  {
    // Whoever holds it joins, whatever the church's way of admitting; the banned stay out.
    route: "POST /api/church-links/:code",
    expect: { ...everyone(200), banned: 403, visitor: 401 },
    call: (c) => ({ method: "POST", url: `/api/church-links/${c.code}` }),
    check: (body, actor) => expect(body.myRole, actor).not.toBeNull(),
  },
];

describe("who may use each church route", () => {
  for (const row of ROWS) {
    it(row.route, async () => {
      for (const actor of [...PEOPLE, "visitor"] as const) {
        const church = await ownersChurch();
        const call = row.call(church);
        const agent = actor === "visitor" ? t().agent() : people[actor].agent;
        const res = await expectAnswer(t().db, agent, call, row.expect[actor], `${actor}: ${call.method} ${call.url}`);
        if (res && row.check && res.statusCode !== 204) row.check(res.json(), actor);
      }
    });
  }
});

describe("names that name nothing", () => {
  it.each(ROWS.map((r) => [r.route, r] as const))("%s: an unknown church or link is a 404 to the outsider", async (_route, row) => {
    const church = await ownersChurch();
    const { method, url, body } = row.call({ ...church, slug: "no-such-church", code: "AAAAAAAAAAAA", announcementId: 2_000_000_000 });
    const before = await databaseDigest(t().db);
    expectRefusal(await people.outsider.agent.request(method, url, body), 404, `${method} ${url}`);
    expect(await databaseDigest(t().db)).toBe(before);
  });

  it.each(["Grace%20Chapel", "-grace", "a".repeat(61), "..%2Fadmin"])("a malformed church name (%s) is a 404", async (slug) => {
    expectRefusal(await people.outsider.agent.get(`/api/churches/${slug}`), 404);
  });
});

describe("the matrix covers every church route", () => {
  it("has rows for every church route with a parameter in its path, and no others", () => {
    const inMatrix = new Set(ROWS.map((r) => r.route));
    expect(registered.size).toBeGreaterThan(15);
    expect([...registered].filter((r) => !inMatrix.has(r)).sort(), "routes no row calls").toEqual([]);
    expect([...inMatrix].filter((r) => !registered.has(r)).sort(), "rows for no route").toEqual([]);
  });
});
