import { beforeAll, describe, expect, it } from "vitest";
import { churchBans, churchMembers } from "../../../server/db/schema";
import { expectAnswer, ok } from "../../helpers/access";
import { type SignedInUser, createUser } from "../../helpers/factories";
import { makeSiteRole } from "../../helpers/moderation";
import { useTestApp } from "../../helpers/test-app";

// Every route of the plans a church's leaders write, and every route of following one, called
// by each kind of person: the church's owner, a member, an outsider, someone banned from the
// church, the site's moderator (who has no say in a church they do not belong to), and a
// visitor. Whoever may, succeeds; anyone else gets a 401 (visitor), a 403 (at the church's own
// paths: a member may not write, and whoever is not a member may not look, as at its other
// lists) or a 404 (the plan itself is nothing to whoever may not see it), with a JSON
// { message } alone, and a refused request changes nothing. A church route added without rows
// here fails the coverage test below.

const registered = new Set<string>();
const t = useTestApp({
  onRoute: (route) => {
    for (const method of [route.method].flat()) {
      if (method !== "HEAD" && /^\/api\/churches\/:slug\/plans/.test(route.url)) registered.add(`${method} ${route.url}`);
    }
  },
});

const PEOPLE = ["leader", "member", "outsider", "banned", "moderator"] as const;
type Person = (typeof PEOPLE)[number];
type Actor = Person | "visitor";

let people: Record<Person, SignedInUser>;
let churches = 0;

beforeAll(async () => {
  const make = (firstName: string) => createUser(t(), { firstName, lastName: "Reader" });
  people = {
    leader: await make("Lena"),
    member: await make("Mel"),
    outsider: await make("Otto"),
    banned: await make("Ban"),
    moderator: await makeSiteRole(t(), await make("Mo"), "moderator"),
  };
});

const PLAN = {
  title: "Advent",
  about: "Four weeks toward Christmas.",
  days: [{ passages: "Isaiah 9:1-7" }, { passages: "Luke 1:26-38", note: "Mary's yes." }],
};

type Setup = { slug: string; planId: number; key: string };

/**
 * A church of the leader's with a member and one banned, and a plan its leader wrote, which the
 * leader and the member follow (unless `fresh`).
 */
async function churchWithPlan(fresh: boolean): Promise<Setup> {
  const slug = `advent-${++churches}`;
  const church = ok<{ id: number }>(await people.leader.agent.post("/api/churches", { name: "Grace Chapel", slug }), 201);
  await t().db.insert(churchMembers).values({ churchId: church.id, userId: people.member.user.id, role: "member" });
  await t().db.insert(churchBans).values({ churchId: church.id, userId: people.banned.user.id, bannedBy: people.leader.user.id });
  const plan = ok<{ key: string }>(await people.leader.agent.post(`/api/churches/${slug}/plans`, PLAN), 201);
  if (!fresh)
    for (const who of [people.leader, people.member]) ok(await who.agent.post(`/api/plans/${plan.key}/start`, { timeZone: "UTC" }), 201);
  return { slug, key: plan.key, planId: Number(plan.key.replace("church-", "")) };
}

type Call = { method: "GET" | "POST" | "PUT" | "DELETE"; url: string; body?: unknown };
type Row = { route: string; statuses: Record<Actor, number>; fresh?: boolean; call: (s: Setup) => Call };

/** Statuses by who asks: the church's leader, its member, and `others` for everyone else signed in. */
const by = (leader: number, member: number, others: number): Record<Actor, number> => ({
  leader,
  member,
  outsider: others,
  banned: others,
  moderator: others,
  visitor: 401,
});

const ROWS: Row[] = [
  { route: "GET /api/churches/:slug/plans", statuses: by(200, 200, 403), call: (s) => ({ method: "GET", url: `/api/churches/${s.slug}/plans` }) },
  {
    route: "POST /api/churches/:slug/plans",
    statuses: by(201, 403, 403),
    call: (s) => ({ method: "POST", url: `/api/churches/${s.slug}/plans`, body: PLAN }),
  },
  {
    route: "PUT /api/churches/:slug/plans/:planId",
    statuses: by(200, 403, 403),
    call: (s) => ({ method: "PUT", url: `/api/churches/${s.slug}/plans/${s.planId}`, body: { ...PLAN, title: "Advent, again" } }),
  },
  {
    route: "DELETE /api/churches/:slug/plans/:planId",
    statuses: by(204, 403, 403),
    call: (s) => ({ method: "DELETE", url: `/api/churches/${s.slug}/plans/${s.planId}` }),
  },
  { route: "GET /api/plans/:key", statuses: by(200, 200, 404), call: (s) => ({ method: "GET", url: `/api/plans/${s.key}` }) },
  {
    route: "POST /api/plans/:key/start",
    statuses: by(201, 201, 404),
    fresh: true,
    call: (s) => ({ method: "POST", url: `/api/plans/${s.key}/start`, body: {} }),
  },
  { route: "DELETE /api/plans/:key", statuses: by(204, 204, 404), call: (s) => ({ method: "DELETE", url: `/api/plans/${s.key}` }) },
  {
    route: "PUT /api/plans/:key/days/:day/read",
    statuses: by(200, 200, 404),
    call: (s) => ({ method: "PUT", url: `/api/plans/${s.key}/days/2/read` }),
  },
  {
    route: "DELETE /api/plans/:key/days/:day/read",
    statuses: by(200, 200, 404),
    call: (s) => ({ method: "DELETE", url: `/api/plans/${s.key}/days/1/read` }),
  },
  // Nobody is behind on a plan started today: its followers hear so, anyone else that it is not there.
  { route: "POST /api/plans/:key/catch-up", statuses: by(409, 409, 404), call: (s) => ({ method: "POST", url: `/api/plans/${s.key}/catch-up` }) },
  {
    route: "PUT /api/plans/:key/reminder",
    statuses: by(200, 200, 404),
    call: (s) => ({ method: "PUT", url: `/api/plans/${s.key}/reminder`, body: { reminder: "07:00" } }),
  },
];

describe("who may use each route of a church's reading plans", () => {
  for (const row of ROWS) {
    it(row.route, async () => {
      for (const actor of [...PEOPLE, "visitor"] as const) {
        const setup = await churchWithPlan(row.fresh ?? false);
        const call = row.call(setup);
        const agent = actor === "visitor" ? t().agent() : people[actor].agent;
        await expectAnswer(t().db, agent, call, row.statuses[actor], `${actor}: ${call.method} ${call.url}`);
      }
    });
  }

  it("covers every route of a church's plans", () => {
    expect([...registered].sort()).toEqual(
      ROWS.map((row) => row.route)
        .filter((route) => route.includes("/churches/"))
        .sort(),
    );
  });
});
