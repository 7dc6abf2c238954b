import { beforeAll, describe, expect, it } from "vitest";
import { churchBans, churchMembers } from "../../../server/db/schema";
import { expectAnswer, expectRefusal, ok } from "../../helpers/access";
import { type SignedInUser, createUser } from "../../helpers/factories";
import { makeSiteRole } from "../../helpers/moderation";
import { useTestApp } from "../../helpers/test-app";

// Every devotion route, called by each kind of person: the church's owner, a leader, a member,
// an outsider, someone banned from the church (a member once), the site's moderator and admin
// (who have no say in a church they do not belong to), and a visitor. Whoever may, succeeds;
// anyone else gets a 401 (visitor), 403 (a member, who reads it, may not write it; an outsider
// at the church's archive, as at its other lists) or 404 (a devotion is nothing to whoever may
// not read it), with a JSON { message } alone, and a refused request changes nothing. A devotion
// route added without rows here fails the coverage test below.

const registered = new Set<string>();
const t = useTestApp({
  onRoute: (route) => {
    for (const method of [route.method].flat()) {
      if (method !== "HEAD" && /^\/api\/(devotions\/|churches\/:slug\/devotions)/.test(route.url)) registered.add(`${method} ${route.url}`);
    }
  },
});

const PEOPLE = ["owner", "leader", "member", "outsider", "banned", "moderator", "admin"] as const;
type Person = (typeof PEOPLE)[number];
type Actor = Person | "visitor";

let people: Record<Person, SignedInUser>;

beforeAll(async () => {
  const make = (firstName: string) => createUser(t(), { firstName, lastName: "Reader" });
  people = {
    owner: await make("Olive"),
    leader: await make("Lee"),
    member: await make("Mel"),
    outsider: await make("Otto"),
    banned: await make("Ban"),
    moderator: await makeSiteRole(t(), await make("Mo"), "moderator"),
    admin: await makeSiteRole(t(), await make("Ada"), "admin"),
  };
});

const today = () => new Date().toISOString().slice(0, 10);
const daysFrom = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Church = { slug: string; devotionId: number; aheadId: number };
let made = 0;

/** A church of the owner's, afresh for each case: a leader, a member, one banned; today's devotion and one for a day ahead. */
async function ownersChurch(): Promise<Church> {
  const { owner } = people;
  const church = ok<{ id: number; slug: string }>(
    await owner.agent.post("/api/churches", { name: "Grace Chapel", slug: `grace-d${++made}` }),
    201,
  );
  await t()
    .db.insert(churchMembers)
    .values([
      { churchId: church.id, userId: people.leader.user.id, role: "leader" },
      { churchId: church.id, userId: people.member.user.id, role: "member" },
    ]);
  await t().db.insert(churchBans).values({ churchId: church.id, userId: people.banned.user.id, bannedBy: owner.user.id });
  const write = async (day: string) =>
    ok<{ id: number }>(
      await owner.agent.post(`/api/churches/${church.slug}/devotions`, {
        day,
        title: "Daily bread",
        passage: "Matt.6.11",
        reflection: "Give us this day.",
        prayer: "Amen.",
      }),
      201,
    );
  return { slug: church.slug, devotionId: (await write(today())).id, aheadId: (await write(daysFrom(today(), 2))).id };
}

type Call = { method: "GET" | "POST" | "PATCH" | "DELETE"; url: string; body?: unknown };
type Row = { route: string; expect: Record<Actor, number>; call: (c: Church) => Call; check?: (body: unknown, actor: Actor) => void };

/** Statuses by who reads a devotion: its church's members; `others` for everyone else signed in. */
const readers = (leaders: number, member: number, others: number): Record<Actor, number> => ({
  owner: leaders,
  leader: leaders,
  member,
  outsider: others,
  banned: others,
  moderator: others,
  admin: others,
  visitor: 401,
});

const ROWS: Row[] = [
  {
    route: "GET /api/devotions/today",
    expect: readers(200, 200, 200),
    call: () => ({ method: "GET", url: "/api/devotions/today" }),
    check: (body, actor) => {
      const reads = actor === "owner" || actor === "leader" || actor === "member";
      expect((body as unknown[]).length > 0, actor).toBe(reads);
    },
  },
  { route: "GET /api/devotions/:id", expect: readers(200, 200, 404), call: (c) => ({ method: "GET", url: `/api/devotions/${c.devotionId}` }) },
  {
    route: "PATCH /api/devotions/:id",
    expect: readers(200, 403, 404),
    call: (c) => ({ method: "PATCH", url: `/api/devotions/${c.devotionId}`, body: { title: "Bread of life" } }),
  },
  {
    route: "DELETE /api/devotions/:id",
    expect: readers(204, 403, 404),
    call: (c) => ({ method: "DELETE", url: `/api/devotions/${c.devotionId}` }),
  },
  {
    route: "GET /api/churches/:slug/devotions",
    expect: readers(200, 200, 403),
    call: (c) => ({ method: "GET", url: `/api/churches/${c.slug}/devotions` }),
    check: (body, actor) => expect((body as unknown[]).length, actor).toBe(actor === "member" ? 1 : 2),
  },
  {
    route: "POST /api/churches/:slug/devotions",
    expect: readers(201, 403, 403),
    call: (c) => ({
      method: "POST",
      url: `/api/churches/${c.slug}/devotions`,
      body: { day: daysFrom(today(), -1), title: "Yesterday", passage: "Ps.23.1", reflection: "x", prayer: "y" },
    }),
  },
];

describe("who may use each devotion route", () => {
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

  it("a devotion for a day ahead is the leaders' alone until its day", async () => {
    const church = await ownersChurch();
    for (const actor of PEOPLE) {
      const res = await people[actor].agent.get(`/api/devotions/${church.aheadId}`);
      if (actor === "owner" || actor === "leader") expect(res.statusCode, actor).toBe(200);
      else expectRefusal(res, 404, actor);
    }
  });

  it("a devotion that does not exist, and one of a church taken down, are not found", async () => {
    expectRefusal(await people.owner.agent.get("/api/devotions/2000000000"), 404);
    expectRefusal(await people.owner.agent.get(`/api/churches/no-such-church/devotions`), 404);
  });
});

describe("the matrix covers every devotion route", () => {
  it("has rows for every devotion route, and no others", () => {
    const inMatrix = new Set(ROWS.map((r) => r.route));
    expect([...registered].filter((r) => !inMatrix.has(r)).sort(), "routes no row calls").toEqual([]);
    expect([...inMatrix].filter((r) => !registered.has(r)).sort(), "rows for no route").toEqual([]);
  });
});
