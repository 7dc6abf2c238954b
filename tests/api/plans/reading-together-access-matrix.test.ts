import { beforeAll, describe, expect, it } from "vitest";
import { churchBans, churchMembers, groupBans, groupMembers } from "../../../server/db/schema";
import { expectAnswer, ok } from "../../helpers/access";
import { type SignedInUser, createUser } from "../../helpers/factories";
import { makeSiteRole } from "../../helpers/moderation";
import { useTestApp } from "../../helpers/test-app";

// Every route of plans read together, called by each kind of person, for a private group and
// for a church: the one who leads the place (the group's admin, the church's owner), a member,
// an outsider, someone banned from the place, the site's moderator (who has no say in a place
// they do not belong to), and a visitor. Whoever may, succeeds; anyone else gets a 401
// (visitor), 403 (a member, who reads along, may not start or stop; an outsider at a church's
// list, as at its other lists) or 404 (a private group's things, and a shared plan itself, are
// nothing to whoever may not see them), with a JSON { message } alone, and a refused request
// changes nothing. A route added without rows here fails the coverage test below.

const registered = new Set<string>();
const t = useTestApp({
  onRoute: (route) => {
    for (const method of [route.method].flat()) {
      if (method !== "HEAD" && route.url.startsWith("/api/plans/together")) registered.add(`${method} ${route.url}`);
    }
  },
});

const PEOPLE = ["leader", "member", "outsider", "banned", "moderator"] as const;
type Person = (typeof PEOPLE)[number];
type Actor = Person | "visitor";

let people: Record<Person, SignedInUser>;

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

type Place = { query: string; body: { groupId: number } | { churchId: number }; togetherId: number };
let churches = 0;

/** A private group of the leader's, a member in it and one banned, reading the Gospels together. */
async function privateGroup(): Promise<Omit<Place, "togetherId">> {
  const group = ok<{ id: number }>(await people.leader.agent.post("/api/groups", { name: "Night watch", isPrivate: true }), 201);
  await t().db.insert(groupMembers).values({ groupId: group.id, userId: people.member.user.id, role: "member" });
  await t().db.insert(groupBans).values({ groupId: group.id, userId: people.banned.user.id, bannedBy: people.leader.user.id });
  return { query: `groupId=${group.id}`, body: { groupId: group.id } };
}

/** A church of the leader's, a member in it and one banned, reading the Gospels together. */
async function church(): Promise<Omit<Place, "togetherId">> {
  const madeChurch = ok<{ id: number }>(
    await people.leader.agent.post("/api/churches", { name: "Grace Chapel", slug: `grace-rt${++churches}` }),
    201,
  );
  await t().db.insert(churchMembers).values({ churchId: madeChurch.id, userId: people.member.user.id, role: "member" });
  await t().db.insert(churchBans).values({ churchId: madeChurch.id, userId: people.banned.user.id, bannedBy: people.leader.user.id });
  return { query: `churchId=${madeChurch.id}`, body: { churchId: madeChurch.id } };
}

async function readingTogether(place: () => Promise<Omit<Place, "togetherId">>): Promise<Place> {
  const where = await place();
  const started = ok<{ id: number }>(
    await people.leader.agent.post("/api/plans/together", { planKey: "gospels-30-days", timeZone: "UTC", ...where.body }),
    201,
  );
  return { ...where, togetherId: started.id };
}

type Call = { method: "GET" | "POST" | "PUT" | "DELETE"; url: string; body?: unknown };
type Row = { route: string; group: Record<Actor, number>; church: Record<Actor, number>; call: (p: Place) => Call };

/** Statuses by who asks: the place's leader, its member, and `others` for everyone else signed in. */
const by = (leader: number, member: number, others: number): Record<Actor, number> => ({
  leader,
  member,
  outsider: others,
  banned: others,
  moderator: others,
  visitor: 401,
});

const ROWS: Row[] = [
  {
    route: "GET /api/plans/together",
    group: by(200, 200, 404),
    church: by(200, 200, 403),
    call: (p) => ({ method: "GET", url: `/api/plans/together?${p.query}` }),
  },
  {
    route: "POST /api/plans/together",
    group: by(201, 403, 404),
    church: by(201, 403, 403),
    call: (p) => ({ method: "POST", url: "/api/plans/together", body: { planKey: "bible-in-a-year", ...p.body } }),
  },
  {
    route: "GET /api/plans/together/:id",
    group: by(200, 200, 404),
    church: by(200, 200, 404),
    call: (p) => ({ method: "GET", url: `/api/plans/together/${p.togetherId}` }),
  },
  {
    route: "DELETE /api/plans/together/:id",
    group: by(204, 403, 404),
    church: by(204, 403, 404),
    call: (p) => ({ method: "DELETE", url: `/api/plans/together/${p.togetherId}` }),
  },
  {
    route: "PUT /api/plans/together/:id/days/:day/read",
    group: by(200, 200, 404),
    church: by(200, 200, 404),
    call: (p) => ({ method: "PUT", url: `/api/plans/together/${p.togetherId}/days/1/read` }),
  },
  {
    route: "DELETE /api/plans/together/:id/days/:day/read",
    group: by(200, 200, 404),
    church: by(200, 200, 404),
    call: (p) => ({ method: "DELETE", url: `/api/plans/together/${p.togetherId}/days/1/read` }),
  },
];

describe("who may use each route of plans read together", () => {
  for (const row of ROWS) {
    for (const [kind, make] of [
      ["group", privateGroup],
      ["church", church],
    ] as const) {
      it(`${row.route}, in a ${kind === "group" ? "private group" : "church"}`, async () => {
        for (const actor of [...PEOPLE, "visitor"] as const) {
          const place = await readingTogether(make);
          const call = row.call(place);
          const agent = actor === "visitor" ? t().agent() : people[actor].agent;
          await expectAnswer(t().db, agent, call, row[kind][actor], `${actor}: ${call.method} ${call.url}`);
        }
      });
    }
  }

  it("covers every route", () => {
    expect([...registered].sort()).toEqual([...new Set(ROWS.map((row) => row.route))].sort());
  });
});
