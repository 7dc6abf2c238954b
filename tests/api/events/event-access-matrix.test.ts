import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import type { AttendeeList, CalendarPage, CreateEventBody, EventComment, EventDetail, Occurrence } from "../../../contract/events";
import type { Notification } from "../../../contract/notifications";
import { churchMembers, groupMembers } from "../../../server/db/schema";
import { expectAnswer, expectRefusal, ok } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { type SignedInUser, connect, createUser } from "../../helpers/factories";
import { eventBody, occurrencePath } from "../../helpers/events";
import { act, makeSiteRole } from "../../helpers/moderation";
import { useTestApp } from "../../helpers/test-app";

// Every events route, called by each kind of person an event has, for each kind of event: a
// church's (public, or for its members), a group's (public, or private) and a member's own.
// The organiser made all five: they lead the church (its owner) and belong to both groups,
// which another member administers. Whoever may not see an event gets a 404 (to them it does
// not exist), whoever sees it but does not organise it a 403 on what only organisers do, a
// visitor a 401, each with a JSON { message } and nothing else; a refused write changes
// nothing in the database. A route added without rows here fails the coverage test below.

const registered = new Set<string>();
const t = useTestApp({
  logger: { level: "error" },
  onRoute: (route) => {
    for (const method of [route.method].flat()) {
      if (method !== "HEAD" && /^\/api\/(events\b|(churches|groups|users)\/:[a-z]+\/events$)/.test(route.url))
        registered.add(`${method} ${route.url}`);
    }
  },
});

const PEOPLE = [
  "organiser",
  // Leads the church with the organiser; in neither group.
  "leader",
  // Made both groups; in no church.
  "groupAdmin",
  "churchMember",
  // In both groups (not an admin).
  "groupMember",
  // Connected to the organiser; in no church or group.
  "connection",
  // In the church and both groups, and connected to the organiser: sees everything, organises nothing.
  "insider",
  "outsider",
  // In the church and both groups; the organiser blocked them.
  "blocked",
  // In the church and both groups; they blocked the organiser.
  "blocker",
] as const;
type Person = (typeof PEOPLE)[number];
type Actor = Person | "visitor";
const ACTORS: Actor[] = [...PEOPLE, "visitor"];

const KINDS = ["churchPublic", "churchMembers", "groupPublic", "groupPrivate", "member"] as const;
type Kind = (typeof KINDS)[number];

type Access = "manage" | "see" | "none";
const M: Access = "manage";
const S: Access = "see";
const N: Access = "none";
const row = (churchPublic: Access, churchMembers: Access, groupPublic: Access, groupPrivate: Access, member: Access) => ({
  churchPublic,
  churchMembers,
  groupPublic,
  groupPrivate,
  member,
});

/** What each person may do with each kind of event the organiser made. */
const ACCESS: Record<Person, Record<Kind, Access>> = {
  //                  church public, church members, group public, group private, member's own
  organiser: row(M, M, M, M, M),
  leader: row(M, M, S, N, N),
  groupAdmin: row(S, N, M, M, N),
  churchMember: row(S, S, S, N, N),
  groupMember: row(S, N, S, S, N),
  connection: row(S, N, S, N, S),
  insider: row(S, S, S, S, S),
  outsider: row(S, N, S, N, N),
  blocked: row(N, N, N, N, N),
  blocker: row(N, N, N, N, N),
};

/**
 * What is on each person's own calendar (their churches', their groups', their connections'
 * and their own events, and whatever they answered), of what they may see.
 */
const ON_CALENDAR: Record<Person, Kind[]> = {
  organiser: [...KINDS],
  leader: ["churchPublic", "churchMembers"],
  groupAdmin: ["groupPublic", "groupPrivate"],
  churchMember: ["churchPublic", "churchMembers"],
  groupMember: ["groupPublic", "groupPrivate"],
  connection: ["member"],
  insider: [...KINDS],
  outsider: [],
  blocked: [],
  blocker: [],
};

let people: Record<Person, SignedInUser>;
let church: { id: number; slug: string };
let publicGroup: { id: number };
let privateGroup: { id: number };
/** The events every read is asked of, one of each kind, never changed. */
let shared: Record<Kind, EventDetail>;
/** The insider's comment on each shared event. */
let sharedComment: Record<Kind, number>;
/** The kind of every event the organiser made in this file. */
const kindOf = new Map<number, Kind>();

const hostOf = (kind: Kind): CreateEventBody["host"] => {
  switch (kind) {
    case "churchPublic":
      return { kind: "church", churchId: church.id, audience: "public" };
    case "churchMembers":
      return { kind: "church", churchId: church.id, audience: "members" };
    case "groupPublic":
      return { kind: "group", groupId: publicGroup.id };
    case "groupPrivate":
      return { kind: "group", groupId: privateGroup.id };
    case "member":
      return { kind: "member" };
  }
};

/** An event of the organiser's, of `kind`, on a day after the shared ones. */
async function organisersEvent(kind: Kind, body: Partial<CreateEventBody> = {}): Promise<EventDetail> {
  const event = ok<EventDetail>(
    await people.organiser.agent.post(
      "/api/events",
      eventBody({
        title: `Fresh ${kind}`,
        startsAt: "2027-05-05T10:00",
        endsAt: "2027-05-05T11:00",
        timeZone: "Europe/London",
        host: hostOf(kind),
        ...body,
      }),
    ),
    201,
  );
  kindOf.set(event.id, kind);
  return event;
}

beforeAll(async () => {
  const make = (firstName: string) => createUser(t(), { firstName, lastName: "Gatherer" });
  people = {
    organiser: await make("Olive"),
    leader: await make("Lee"),
    groupAdmin: await make("Gail"),
    churchMember: await make("Mel"),
    groupMember: await make("Gus"),
    connection: await make("Con"),
    insider: await make("Ines"),
    outsider: await make("Otto"),
    blocked: await make("Bea"),
    blocker: await make("Bo"),
  };
  const { organiser, groupAdmin } = people;
  church = ok(await organiser.agent.post("/api/churches", { name: "Grace Chapel", slug: "grace-chapel-events" }), 201);
  const inChurch = (who: Person, role: "leader" | "member" = "member") => ({ churchId: church.id, userId: people[who].user.id, role });
  await t()
    .db.insert(churchMembers)
    .values([inChurch("leader", "leader"), inChurch("churchMember"), inChurch("insider"), inChurch("blocked"), inChurch("blocker")]);
  publicGroup = ok(await groupAdmin.agent.post("/api/groups", { name: "Open Bible Study", isPrivate: false }), 201);
  privateGroup = ok(await groupAdmin.agent.post("/api/groups", { name: "Quiet Prayer Circle", isPrivate: true }), 201);
  for (const group of [publicGroup, privateGroup]) {
    await t()
      .db.insert(groupMembers)
      .values(
        (["organiser", "groupMember", "insider", "blocked", "blocker"] as const).map((who) => ({
          groupId: group.id,
          userId: people[who].user.id,
        })),
      );
  }
  await connect(t(), organiser, people.connection);
  await connect(t(), organiser, people.insider);
  await connect(t(), organiser, people.blocked);
  await connect(t(), organiser, people.blocker);
  ok(await organiser.agent.post(`/api/users/${people.blocked.user.id}/block`), 200);
  ok(await people.blocker.agent.post(`/api/users/${organiser.user.id}/block`), 200);

  shared = {} as Record<Kind, EventDetail>;
  sharedComment = {} as Record<Kind, number>;
  for (const kind of KINDS) {
    shared[kind] = ok<EventDetail>(
      await organiser.agent.post(
        "/api/events",
        eventBody({
          title: `Shared ${kind}`,
          startsAt: "2027-01-13T10:00",
          endsAt: "2027-01-13T11:00",
          timeZone: "Europe/London",
          capacity: 2,
          host: hostOf(kind),
        }),
      ),
      201,
    );
    kindOf.set(shared[kind].id, kind);
    // The insider takes both places (with a guest); the organiser then waits for one.
    const first = shared[kind].occurrences[0]!;
    ok(await people.insider.agent.put(`${occurrencePath(first)}/rsvp`, { answer: "going", guests: 1 }), 200);
    expect(ok<Occurrence>(await organiser.agent.put(`${occurrencePath(first)}/rsvp`, { answer: "going" }), 200).myRsvp).toMatchObject({
      waitlisted: true,
    });
    sharedComment[kind] = ok<EventComment>(
      await people.insider.agent.post(`/api/events/${shared[kind].id}/comments`, { content: "See you there" }),
      201,
    ).id;
  }
});

type Method = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
type Call = { method: Method; url: string; body?: unknown };
type Case = { actor: Actor; kind: Kind; access: Access; event: EventDetail; commentId?: number };

type Row = {
  route: string;
  /** The status for each access; a visitor always gets 401. */
  status: Record<Access, number>;
  /** Where one person's status is not their access's (a comment's author deletes it). */
  except?: Partial<Record<Person, number>>;
  /** Each actor gets an event of their own, made afresh (the call changes it); else the shared one. */
  fresh?: boolean;
  /** What happens before the call, on the event the call is about; it may name a comment for the call. */
  prepare?: (c: Case) => Promise<unknown>;
  call: (event: EventDetail, c: Case) => Call;
  /** What a success must show, beyond its status. */
  check?: (res: LightMyRequestResponse, c: Case) => Promise<void> | void;
};

const seen = { manage: 200, see: 200, none: 404 };
const managed = (done: number) => ({ manage: done, see: 403, none: 404 });
const first = (event: EventDetail) => occurrencePath(event.occurrences[0]!);
const idsOf = (list: { user: { id: number } }[]) => list.map((a) => a.user.id);

const ROWS: Row[] = [
  {
    route: "GET /api/events/:id",
    status: seen,
    call: (e) => ({ method: "GET", url: `/api/events/${e.id}` }),
    check: (res, c) => {
      const body = res.json() as EventDetail;
      expect(body, c.actor).toMatchObject({ id: c.event.id, title: `Shared ${c.kind}`, canManage: c.access === "manage" });
      expect(body.occurrences.map((o) => o.id)).toEqual([c.event.occurrences[0]!.id]);
    },
  },
  {
    route: "GET /api/events/:id/event.ics",
    status: seen,
    call: (e) => ({ method: "GET", url: `/api/events/${e.id}/event.ics` }),
    check: (res, c) => {
      expect(res.headers["content-type"]).toMatch(/^text\/calendar/);
      expect(res.body).toContain(`SUMMARY:Shared ${c.kind}`);
    },
  },
  {
    route: "GET /api/events/:id/occurrences/:occurrenceId",
    status: seen,
    call: (e) => ({ method: "GET", url: first(e) }),
    check: (res, c) => {
      const body = res.json() as Occurrence;
      expect(body).toMatchObject({ id: c.event.occurrences[0]!.id, eventId: c.event.id, goingCount: 2, capacity: 2 });
      const mine =
        c.actor === "insider" ? { answer: "going", guests: 1, waitlisted: false } : c.actor === "organiser" ? { waitlisted: true } : null;
      if (mine) expect(body.myRsvp).toMatchObject(mine);
      else expect(body.myRsvp).toBeNull();
    },
  },
  {
    route: "GET /api/events/:id/occurrences/:occurrenceId/attendees",
    status: seen,
    call: (e) => ({ method: "GET", url: `${first(e)}/attendees?answer=going` }),
    check: (res) => {
      const body = res.json() as AttendeeList;
      expect(body.counts).toEqual({ going: 1, maybe: 0, no: 0, waitlist: 1 });
      expect(idsOf(body.people)).toEqual([people.insider.user.id]);
    },
  },
  {
    route: "GET /api/events/:id/occurrences/:occurrenceId/attendees?answer=maybe",
    status: seen,
    call: (e) => ({ method: "GET", url: `${first(e)}/attendees?answer=maybe` }),
    check: (res) => expect((res.json() as AttendeeList).people).toEqual([]),
  },
  {
    route: "GET /api/events/:id/occurrences/:occurrenceId/attendees?answer=no",
    status: managed(200),
    call: (e) => ({ method: "GET", url: `${first(e)}/attendees?answer=no` }),
    check: (res) => expect(res.json()).toMatchObject({ counts: { no: 0 }, people: [] }),
  },
  {
    route: "GET /api/events/:id/occurrences/:occurrenceId/attendees?answer=waitlist",
    status: managed(200),
    call: (e) => ({ method: "GET", url: `${first(e)}/attendees?answer=waitlist` }),
    check: (res) => expect(idsOf((res.json() as AttendeeList).people)).toEqual([people.organiser.user.id]),
  },
  {
    route: "PATCH /api/events/:id",
    status: managed(200),
    fresh: true,
    call: (e) => ({ method: "PATCH", url: `/api/events/${e.id}`, body: { title: "Renamed gathering", place: "The hall" } }),
    check: (res) => expect(res.json()).toMatchObject({ title: "Renamed gathering", place: "The hall", canManage: true }),
  },
  {
    route: "POST /api/events/:id/cancel",
    status: managed(200),
    fresh: true,
    call: (e) => ({ method: "POST", url: `/api/events/${e.id}/cancel` }),
    check: (res) => {
      const body = res.json() as EventDetail;
      expect(body.cancelled).toBe(true);
      expect(body.occurrences.every((o) => o.cancelled)).toBe(true);
    },
  },
  {
    route: "DELETE /api/events/:id",
    status: managed(204),
    fresh: true,
    call: (e) => ({ method: "DELETE", url: `/api/events/${e.id}` }),
    check: async (_res, c) => expectRefusal(await people.organiser.agent.get(`/api/events/${c.event.id}`), 404, "a deleted event"),
  },
  {
    route: "PATCH /api/events/:id/occurrences/:occurrenceId",
    status: managed(200),
    fresh: true,
    call: (e) => ({ method: "PATCH", url: first(e), body: { cancelled: true } }),
    check: (res) => expect(res.json()).toMatchObject({ cancelled: true }),
  },
  {
    route: "PUT /api/events/:id/occurrences/:occurrenceId/rsvp",
    status: seen,
    fresh: true,
    call: (e) => ({ method: "PUT", url: `${first(e)}/rsvp`, body: { answer: "going", guests: 2 } }),
    check: (res) => expect(res.json()).toMatchObject({ goingCount: 3, myRsvp: { answer: "going", guests: 2, waitlisted: false } }),
  },
  {
    route: "DELETE /api/events/:id/occurrences/:occurrenceId/rsvp",
    status: seen,
    fresh: true,
    // Those who may answer have; so has the insider, whose answer a refusal must leave alone.
    prepare: async ({ actor, access, event }) => {
      ok(await people.insider.agent.put(`${first(event)}/rsvp`, { answer: "going" }), 200);
      if (actor !== "visitor" && access !== "none") ok(await people[actor].agent.put(`${first(event)}/rsvp`, { answer: "maybe" }), 200);
    },
    call: (e) => ({ method: "DELETE", url: `${first(e)}/rsvp` }),
    check: (res, c) => expect(res.json(), c.actor).toMatchObject({ myRsvp: null, goingCount: c.actor === "insider" ? 0 : 1 }),
  },
  {
    route: "POST /api/events/:id/occurrences/:occurrenceId/message",
    status: managed(204),
    fresh: true,
    prepare: async ({ event }) => void ok(await people.insider.agent.put(`${first(event)}/rsvp`, { answer: "going" }), 200),
    call: (e) => ({ method: "POST", url: `${first(e)}/message`, body: { message: "Bring a friend" } }),
    check: async (_res, c) => {
      const notices = ok<Notification[]>(await people.insider.agent.get("/api/notifications"), 200);
      expect(notices.find((n) => n.eventId === c.event.id && n.type === "event_message")).toMatchObject({ message: "Bring a friend" });
    },
  },
  {
    route: "GET /api/events/:id/comments",
    status: seen,
    call: (e) => ({ method: "GET", url: `/api/events/${e.id}/comments` }),
    check: (res, c) => {
      const body = res.json() as EventComment[];
      expect(body.map((m) => [m.id, m.author.id, m.content])).toEqual([[sharedComment[c.kind], people.insider.user.id, "See you there"]]);
      // Its author deletes it, and so does whoever organises the event.
      expect(body[0]!.canDelete, c.actor).toBe(c.actor === "insider" || c.access === "manage");
    },
  },
  {
    route: "POST /api/events/:id/comments",
    status: { manage: 201, see: 201, none: 404 },
    fresh: true,
    call: (e) => ({ method: "POST", url: `/api/events/${e.id}/comments`, body: { content: "Can I bring my neighbour?" } }),
    check: async (res, c) => {
      expect(res.json()).toMatchObject({ eventId: c.event.id, content: "Can I bring my neighbour?", canDelete: true });
      const listed = ok<EventComment[]>(await people.organiser.agent.get(`/api/events/${c.event.id}/comments`), 200);
      expect(listed.map((m) => m.content)).toEqual(["Can I bring my neighbour?"]);
    },
  },
  {
    route: "DELETE /api/events/:id/comments/:commentId",
    status: managed(204),
    except: { insider: 204 },
    fresh: true,
    prepare: async ({ event }) => ({
      commentId: ok<EventComment>(await people.insider.agent.post(`/api/events/${event.id}/comments`, { content: "Running late" }), 201).id,
    }),
    call: (e, c) => ({ method: "DELETE", url: `/api/events/${e.id}/comments/${c.commentId}` }),
    check: async (_res, c) => expect(ok<EventComment[]>(await people.organiser.agent.get(`/api/events/${c.event.id}/comments`), 200)).toEqual([]),
  },
];

const accessOf = (actor: Actor, kind: Kind): Access | "visitor" => (actor === "visitor" ? "visitor" : ACCESS[actor][kind]);

describe("who may use each route of an event", () => {
  for (const r of ROWS) {
    for (const kind of KINDS) {
      it(`${r.route}: a ${kind} event`, async () => {
        for (const actor of ACTORS) {
          const access = accessOf(actor, kind);
          const event = r.fresh ? await organisersEvent(kind) : shared[kind];
          const c: Case = { actor, kind, access: access === "visitor" ? "none" : access, event };
          Object.assign(c, (await r.prepare?.(c)) as Pick<Case, "commentId"> | undefined);
          const call = r.call(event, c);
          const agent = actor === "visitor" ? t().agent() : people[actor].agent;
          const status = access === "visitor" ? 401 : (r.except?.[actor as Person] ?? r.status[access]);
          const context = `${actor} (${access}): ${call.method} ${call.url}`;
          const res = await expectAnswer(t().db, agent, call, status, context, { digestGets: false });
          if (res) await r.check?.(res, c);
        }
      });
    }
  }
});

describe("who may make an event, and where", () => {
  const CREATE: { host: string; body: () => CreateEventBody["host"]; expect: Record<Actor, number> }[] = [
    {
      // A church's leaders only.
      host: "a church, public",
      body: () => hostOf("churchPublic"),
      expect: {
        organiser: 201,
        leader: 201,
        groupAdmin: 403,
        churchMember: 403,
        groupMember: 403,
        connection: 403,
        insider: 403,
        outsider: 403,
        blocked: 403,
        blocker: 403,
        visitor: 401,
      },
    },
    {
      host: "a church, for its members",
      body: () => hostOf("churchMembers"),
      expect: {
        organiser: 201,
        leader: 201,
        groupAdmin: 403,
        churchMember: 403,
        groupMember: 403,
        connection: 403,
        insider: 403,
        outsider: 403,
        blocked: 403,
        blocker: 403,
        visitor: 401,
      },
    },
    {
      // Its members; to anyone else the group is there, but not theirs to use.
      host: "a public group",
      body: () => hostOf("groupPublic"),
      expect: {
        organiser: 201,
        leader: 403,
        groupAdmin: 201,
        churchMember: 403,
        groupMember: 201,
        connection: 403,
        insider: 201,
        outsider: 403,
        blocked: 201,
        blocker: 201,
        visitor: 401,
      },
    },
    {
      // Its members; to anyone else it does not exist.
      host: "a private group",
      body: () => hostOf("groupPrivate"),
      expect: {
        organiser: 201,
        leader: 404,
        groupAdmin: 201,
        churchMember: 404,
        groupMember: 201,
        connection: 404,
        insider: 201,
        outsider: 404,
        blocked: 201,
        blocker: 201,
        visitor: 401,
      },
    },
    {
      host: "oneself",
      body: () => ({ kind: "member" }),
      expect: { ...(Object.fromEntries(PEOPLE.map((p) => [p, 201])) as Record<Person, number>), visitor: 401 },
    },
    {
      host: "a church that does not exist",
      body: () => ({ kind: "church", churchId: 2_000_000_000, audience: "public" }),
      expect: { ...(Object.fromEntries(PEOPLE.map((p) => [p, 404])) as Record<Person, number>), visitor: 401 },
    },
    {
      host: "a group that does not exist",
      body: () => ({ kind: "group", groupId: 2_000_000_000 }),
      expect: { ...(Object.fromEntries(PEOPLE.map((p) => [p, 404])) as Record<Person, number>), visitor: 401 },
    },
  ];

  for (const c of CREATE) {
    it(`POST /api/events: for ${c.host}`, async () => {
      for (const actor of ACTORS) {
        const agent = actor === "visitor" ? t().agent() : people[actor].agent;
        const status = c.expect[actor];
        const before = await databaseDigest(t().db);
        const res = await agent.post(
          "/api/events",
          eventBody({ title: "A new gathering", startsAt: "2027-06-02T10:00", endsAt: "2027-06-02T11:00", host: c.body() }),
        );
        const context = `${actor}: POST /api/events for ${c.host}`;
        if (status >= 400) {
          expectRefusal(res, status, context);
          expect(await databaseDigest(t().db), `${context} changed data`).toBe(before);
          continue;
        }
        expect(res.statusCode, `${context} -> ${res.body.slice(0, 300)}`).toBe(status);
        const made = res.json() as EventDetail;
        expect(made).toMatchObject({ title: "A new gathering", canManage: true, host: { kind: c.body().kind } });
        expect(made.organiser?.id).toBe(people[actor as Person].user.id);
        // Made to be refused or allowed here; gone again, so that no list below meets it.
        expect((await agent.delete(`/api/events/${made.id}`)).statusCode).toBe(204);
      }
    });
  }
});

describe("lists of events show exactly what the viewer may see", () => {
  /** The shared events a list holds, checking that it holds nothing the viewer may not see. */
  function sharedIn(list: Occurrence[], actor: Person): Kind[] {
    for (const o of list) {
      const kind = kindOf.get(o.eventId);
      expect(kind, `${actor} was shown event ${o.eventId} (${o.title}), made by nobody here`).toBeDefined();
      expect(ACCESS[actor][kind!], `${actor} was shown a ${kind} event they may not see`).not.toBe("none");
    }
    return KINDS.filter((k) => list.some((o) => o.eventId === shared[k].id));
  }
  const sees = (actor: Person, kinds: Kind[]) => kinds.filter((k) => ACCESS[actor][k] !== "none");

  const LISTS: { route: string; url: () => string; status: (actor: Person) => number; holds: (actor: Person) => Kind[]; calendar?: boolean }[] = [
    { route: "GET /api/events/upcoming", url: () => "/api/events/upcoming?limit=50", status: () => 200, holds: (a) => ON_CALENDAR[a] },
    {
      route: "GET /api/events/calendar",
      url: () => "/api/events/calendar?from=2027-01-01&to=2027-02-01&timeZone=Europe/London",
      status: () => 200,
      holds: (a) => ON_CALENDAR[a],
      calendar: true,
    },
    {
      // Anyone signed in finds a church.
      route: "GET /api/churches/:slug/events",
      url: () => `/api/churches/${church.slug}/events?limit=50`,
      status: () => 200,
      holds: (a) => sees(a, ["churchPublic", "churchMembers"]),
    },
    {
      route: "GET /api/groups/:id/events (a public group)",
      url: () => `/api/groups/${publicGroup.id}/events?limit=50`,
      status: () => 200,
      holds: (a) => sees(a, ["groupPublic"]),
    },
    {
      route: "GET /api/groups/:id/events (a private group)",
      url: () => `/api/groups/${privateGroup.id}/events?limit=50`,
      status: (a) => (["organiser", "groupAdmin", "groupMember", "insider", "blocked", "blocker"].includes(a) ? 200 : 404),
      holds: (a) => sees(a, ["groupPrivate"]),
    },
    {
      // A person blocked either way is not there at all.
      route: "GET /api/users/:id/events",
      url: () => `/api/users/${people.organiser.user.id}/events?limit=50`,
      status: (a) => (a === "blocked" || a === "blocker" ? 404 : 200),
      holds: (a) => sees(a, ["member"]),
    },
  ];

  for (const list of LISTS) {
    it(list.route, async () => {
      expectRefusal(await t().agent().get(list.url()), 401, `visitor: ${list.route}`);
      for (const actor of PEOPLE) {
        const res = await people[actor].agent.get(list.url());
        const status = list.status(actor);
        if (status !== 200) {
          expectRefusal(res, status, `${actor}: ${list.route}`);
          continue;
        }
        expect(res.statusCode, `${actor}: ${list.route} -> ${res.body.slice(0, 300)}`).toBe(200);
        const occurrences = list.calendar ? (res.json() as CalendarPage).occurrences : (res.json() as Occurrence[]);
        expect(sharedIn(occurrences, actor), `${actor}: ${list.route}`).toEqual(list.holds(actor));
      }
    });
  }

  it("an event someone answered is on their calendar, though not their church's", async () => {
    const { outsider } = people;
    const event = await organisersEvent("churchPublic", { startsAt: "2027-01-20T10:00", endsAt: "2027-01-20T11:00" });
    const url = "/api/events/calendar?from=2027-01-01&to=2027-02-01&timeZone=Europe/London";
    expect(ok<CalendarPage>(await outsider.agent.get(url), 200).occurrences.map((o) => o.eventId)).not.toContain(event.id);
    ok(await outsider.agent.put(`${first(event)}/rsvp`, { answer: "maybe" }), 200);
    expect(ok<CalendarPage>(await outsider.agent.get(url), 200).occurrences.map((o) => o.eventId)).toContain(event.id);
    expect(ok<Occurrence[]>(await outsider.agent.get("/api/events/upcoming?limit=50"), 200).map((o) => o.eventId)).toContain(event.id);
  });
});

describe("a block either way hides the organiser's events, and only while it stands", () => {
  it("the one blocked, and the one who blocked, find the events again once the block is lifted", async () => {
    const host = await createUser(t(), { firstName: "Hana" });
    const viewer = await createUser(t(), { firstName: "Vic" });
    const own = ok<{ id: number; slug: string }>(
      await host.agent.post("/api/churches", { name: "Hill Chapel", slug: "hill-chapel-events" }),
      201,
    );
    await t().db.insert(churchMembers).values({ churchId: own.id, userId: viewer.user.id, role: "member" });
    const event = ok<EventDetail>(
      await host.agent.post(
        "/api/events",
        eventBody({ title: "Members' supper", host: { kind: "church", churchId: own.id, audience: "members" } }),
      ),
      201,
    );
    const listed = async () => ok<Occurrence[]>(await viewer.agent.get(`/api/churches/${own.slug}/events`), 200).map((o) => o.eventId);

    expect(ok<EventDetail>(await viewer.agent.get(`/api/events/${event.id}`), 200).id).toBe(event.id);
    expect(await listed()).toEqual([event.id]);

    for (const [blocker, blocked] of [
      [host, viewer],
      [viewer, host],
    ] as const) {
      ok(await blocker.agent.post(`/api/users/${blocked.user.id}/block`), 200);
      expectRefusal(await viewer.agent.get(`/api/events/${event.id}`), 404);
      expectRefusal(await viewer.agent.get(`/api/events/${event.id}/event.ics`), 404);
      expectRefusal(await viewer.agent.get(first(event)), 404);
      expect(await listed()).toEqual([]);
      ok(await blocker.agent.delete(`/api/users/${blocked.user.id}/block`), 200);
      expect(ok<EventDetail>(await viewer.agent.get(`/api/events/${event.id}`), 200).id).toBe(event.id);
      expect(await listed()).toEqual([event.id]);
    }
  });
});

describe("a banned organiser's events are gone", () => {
  it("for everyone who saw them, their fellow organisers included, wherever they were shown", async () => {
    const barney = await createUser(t(), { firstName: "Barney" });
    const moderator = await makeSiteRole(t(), await createUser(t(), { firstName: "Mo" }), "moderator");
    await t().db.insert(churchMembers).values({ churchId: church.id, userId: barney.user.id, role: "leader" });
    for (const group of [publicGroup, privateGroup]) await t().db.insert(groupMembers).values({ groupId: group.id, userId: barney.user.id });
    await connect(t(), barney, people.insider);
    const events = {} as Record<Kind, EventDetail>;
    for (const kind of KINDS) {
      events[kind] = ok<EventDetail>(
        await barney.agent.post(
          "/api/events",
          eventBody({ title: `Barney's ${kind}`, startsAt: "2027-01-14T10:00", endsAt: "2027-01-14T11:00", host: hostOf(kind) }),
        ),
        201,
      );
    }
    const { insider, organiser, groupAdmin } = people;
    const calendar = "/api/events/calendar?from=2027-01-01&to=2027-02-01&timeZone=Europe/London";
    const onCalendar = async () => ok<CalendarPage>(await insider.agent.get(calendar), 200).occurrences.map((o) => o.eventId);
    // Before: the insider sees all five, and the church's and the groups' organisers manage theirs.
    expect(await onCalendar()).toEqual(expect.arrayContaining(KINDS.map((k) => events[k].id)));
    expect(ok<EventDetail>(await organiser.agent.get(`/api/events/${events.churchMembers.id}`), 200).canManage).toBe(true);
    expect(ok<EventDetail>(await groupAdmin.agent.get(`/api/events/${events.groupPrivate.id}`), 200).canManage).toBe(true);

    await act(moderator, { action: "ban", targetType: "user", targetId: barney.user.id, reason: "A spam account" });

    for (const kind of KINDS) {
      const e = events[kind];
      for (const viewer of [insider, organiser, groupAdmin]) {
        const who = `${viewer.user.firstName}, ${kind}`;
        expectRefusal(await viewer.agent.get(`/api/events/${e.id}`), 404, who);
        expectRefusal(await viewer.agent.get(`/api/events/${e.id}/event.ics`), 404, who);
        expectRefusal(await viewer.agent.get(first(e)), 404, who);
        const before = await databaseDigest(t().db);
        expectRefusal(await viewer.agent.put(`${first(e)}/rsvp`, { answer: "going" }), 404, who);
        expectRefusal(await viewer.agent.request("PATCH", `/api/events/${e.id}`, { title: "Taken over" }), 404, who);
        expectRefusal(await viewer.agent.delete(`/api/events/${e.id}`), 404, who);
        expect(await databaseDigest(t().db), who).toBe(before);
      }
    }
    const gone = new Set(KINDS.map((k) => events[k].id));
    expect((await onCalendar()).filter((id) => gone.has(id))).toEqual([]);
    const upcoming = ok<Occurrence[]>(await insider.agent.get("/api/events/upcoming?limit=50"), 200);
    expect(upcoming.filter((o) => gone.has(o.eventId))).toEqual([]);
    const inChurch = ok<Occurrence[]>(await organiser.agent.get(`/api/churches/${church.slug}/events?limit=50`), 200);
    expect(inChurch.filter((o) => gone.has(o.eventId))).toEqual([]);
    const inGroup = ok<Occurrence[]>(await groupAdmin.agent.get(`/api/groups/${privateGroup.id}/events?limit=50`), 200);
    expect(inGroup.filter((o) => gone.has(o.eventId))).toEqual([]);
    expectRefusal(await insider.agent.get(`/api/users/${barney.user.id}/events`), 404);
  });
});

describe("bad input is refused with a clear message, and changes nothing", () => {
  const refused = async (res: Promise<LightMyRequestResponse>, status: number, message: string | RegExp) => {
    const before = await databaseDigest(t().db);
    const answer = await res;
    expectRefusal(answer, status, message.toString());
    if (typeof message === "string") expect(answer.json().message).toBe(message);
    else expect(answer.json().message).toMatch(message);
    expect(await databaseDigest(t().db), message.toString()).toBe(before);
  };

  const CREATE_BAD: [string, Partial<CreateEventBody> | Record<string, unknown>, string | RegExp][] = [
    ["an end before the start", { startsAt: "2027-03-03T19:00", endsAt: "2027-03-03T18:00" }, "The end must come after the start"],
    ["an end equal to the start", { startsAt: "2027-03-03T19:00", endsAt: "2027-03-03T19:00" }, "The end must come after the start"],
    ["an all-day event with times", { allDay: true }, "An all-day event has dates, such as 2026-12-24"],
    [
      "an all-day event ending before it starts",
      { allDay: true, startsAt: "2027-03-04", endsAt: "2027-03-03" },
      "The end must come after the start",
    ],
    ["a timed event with dates", { startsAt: "2027-03-03", endsAt: "2027-03-04" }, "Start and end need a time, such as 2026-12-06T10:00"],
    ["a date that does not exist", { startsAt: "2027-02-29T10:00", endsAt: "2027-02-29T11:00" }, "Start is not a real date"],
    ["a time that is not a time", { startsAt: "2027-03-03T25:00" }, "Start must be a date and time, such as 2026-12-06T10:00"],
    ["an unknown time zone", { timeZone: "Mars/Olympus_Mons" }, "Unknown time zone"],
    ["a time zone that is a path", { timeZone: "../../etc/passwd" }, "Unknown time zone"],
    ["a repeat every hour", { recurrence: "FREQ=HOURLY" }, "Repeat has a FREQ it cannot use"],
    [
      "a repeat with both a count and an end",
      { recurrence: "FREQ=WEEKLY;COUNT=3;UNTIL=20270101" },
      "Repeat may end after a number of times or on a date, not both",
    ],
    ["a repeat on a day that is not one", { recurrence: "FREQ=WEEKLY;BYDAY=XX" }, "Repeat has a BYDAY it cannot use"],
    ["a repeat without a frequency", { recurrence: "BYDAY=SU" }, "Repeat must say how often (FREQ=DAILY, WEEKLY, MONTHLY or YEARLY)"],
    ["a repeat naming a part twice", { recurrence: "FREQ=WEEKLY;FREQ=DAILY" }, "Repeat names FREQ twice"],
    [
      "a repeat with a part it cannot use",
      { recurrence: "FREQ=WEEKLY;BYSECOND=5" },
      "Repeat must be a recurrence rule, such as FREQ=WEEKLY;BYDAY=SU",
    ],
    [
      "a repeat that ends before it starts",
      { recurrence: "FREQ=WEEKLY;UNTIL=20270101" },
      "This repeat never happens: check its end and its days",
    ],
    [
      "a repeat with other characters",
      { recurrence: "FREQ=WEEKLY\nX-INJECTED:1" },
      "Repeat must be a recurrence rule, such as FREQ=WEEKLY;BYDAY=SU",
    ],
    ["a capacity of 0", { capacity: 0 }, "Capacity must be at least 1"],
    ["a capacity that is not whole", { capacity: 2.5 }, "Capacity must be a whole number"],
    [
      "an online link that runs script",
      { onlineUrl: "javascript:alert(1)" },
      "Online link must be an http(s) address or a prayer room (/rooms/12)",
    ],
    ["an online link to a file", { onlineUrl: "file:///etc/passwd" }, "Online link must be an http(s) address or a prayer room (/rooms/12)"],
    ["an empty title", { title: "   " }, "Please enter a title"],
    ["an unknown kind of host", { host: { kind: "planet" } }, "Host must be a church, a group or yourself"],
    ["a church's event with no audience", { host: { kind: "church", churchId: 1 } }, "Audience must be 'public' or 'members'"],
    ["a church id that is not an id", { host: { kind: "church", churchId: "abc", audience: "public" } }, /Invalid id/],
    ["a group id of 0", { host: { kind: "group", groupId: 0 } }, /Invalid id/],
  ];

  it.each(CREATE_BAD)("POST /api/events: %s", async (_name, change, message) => {
    await refused(people.organiser.agent.post("/api/events", { ...eventBody({ host: hostOf("churchPublic") }), ...change }), 400, message);
  });

  it.each([
    ["a month that does not exist", "FREQ=WEEKLY;UNTIL=20271345"],
    ["a time that does not exist", "FREQ=WEEKLY;UNTIL=20270230T250000Z"],
  ])("POST /api/events: a repeat ending on %s is refused as bad input", async (_name, recurrence) => {
    const before = await databaseDigest(t().db);
    const res = await people.organiser.agent.post("/api/events", eventBody({ recurrence }));
    expect(await databaseDigest(t().db)).toBe(before);
    // An UNTIL whose digits name no real date or time is refused like any other bad rule.
    expect([res.statusCode, res.json().message]).toEqual([400, expect.stringMatching(/^Repeat/)]);
  });

  it("PATCH /api/events/:id: bad changes are refused, the event kept as it was", async () => {
    const e = await organisersEvent("member", { recurrence: "FREQ=WEEKLY;COUNT=3" });
    const patch = (body: unknown) => people.organiser.agent.request("PATCH", `/api/events/${e.id}`, body);
    await refused(patch({}), 400, "Nothing to change");
    await refused(patch({ startsAt: "2027-05-05T12:00" }), 400, "Send start, end and allDay together");
    await refused(patch({ startsAt: "2027-05-05T12:00", endsAt: "2027-05-05T11:00", allDay: false }), 400, "The end must come after the start");
    await refused(
      patch({ startsAt: "2027-05-05T12:00", endsAt: "2027-05-05T13:00", allDay: true }),
      400,
      "An all-day event has dates, such as 2026-12-24",
    );
    await refused(patch({ recurrence: "FREQ=HOURLY" }), 400, "Repeat has a FREQ it cannot use");
    await refused(
      patch({ recurrence: "FREQ=WEEKLY;COUNT=3;UNTIL=20270101" }),
      400,
      "Repeat may end after a number of times or on a date, not both",
    );
    await refused(patch({ timeZone: "Europe/Atlantis" }), 400, "Unknown time zone");
    await refused(patch({ capacity: 0 }), 400, "Capacity must be at least 1");
    await refused(patch({ onlineUrl: "javascript:alert(1)" }), 400, "Online link must be an http(s) address or a prayer room (/rooms/12)");
    await refused(patch({ audience: "everyone" }), 400, "Audience must be 'public' or 'members'");
    const after = ok<EventDetail>(await people.organiser.agent.get(`/api/events/${e.id}`), 200);
    expect(after).toEqual({ ...e, occurrences: after.occurrences });
    expect(after.occurrences.map((o) => o.startsAt)).toEqual(e.occurrences.map((o) => o.startsAt));
  });

  it("PATCH an occurrence: bad moves are refused", async () => {
    const e = await organisersEvent("member");
    const patch = (body: unknown) => people.organiser.agent.request("PATCH", first(e), body);
    await refused(patch({}), 400, "Nothing to change");
    await refused(patch({ startsAt: "2027-05-06T10:00" }), 400, "Send start and end together");
    await refused(patch({ startsAt: "2027-05-06T10:00", endsAt: "2027-05-06T09:00" }), 400, "The end must come after the start");
    await refused(patch({ startsAt: "2027-05-06", endsAt: "2027-05-06" }), 400, "Start and end need a time, such as 2026-12-06T10:00");
    await refused(patch({ cancelled: "yes" }), 400, "cancelled must be true or false");
    expect(ok<Occurrence>(await people.organiser.agent.get(first(e)), 200)).toEqual(e.occurrences[0]);
  });

  it("answers, messages and lists of attendees: bad values are refused", async () => {
    const e = await organisersEvent("member");
    const { organiser } = people;
    await refused(organiser.agent.put(`${first(e)}/rsvp`, { answer: "going", guests: 11 }), 400, "Guests must be at most 10");
    await refused(organiser.agent.put(`${first(e)}/rsvp`, { answer: "going", guests: -1 }), 400, "Guests must be at least 0");
    await refused(organiser.agent.put(`${first(e)}/rsvp`, { answer: "yes" }), 400, "Answer must be 'going', 'maybe' or 'no'");
    await refused(organiser.agent.post(`${first(e)}/message`, { message: "  " }), 400, "Please write a message");
    await refused(organiser.agent.post(`${first(e)}/message`, { message: "x".repeat(1001) }), 400, "Message must be at most 1000 characters");
    await refused(organiser.agent.post(`/api/events/${e.id}/comments`, { content: " " }), 400, "Comment is required");
    expectRefusal(await organiser.agent.get(`${first(e)}/attendees?answer=everyone`), 400);
    expect((await organiser.agent.get(`${first(e)}/attendees?answer=everyone`)).json().message).toBe(
      "answer must be going, maybe, no or waitlist",
    );
  });

  it.each([
    ["a range over 100 days", "from=2027-01-01&to=2027-04-12&timeZone=Europe/London", "A calendar shows at most 100 days at once"],
    ["an end before the start", "from=2027-02-01&to=2027-01-01&timeZone=Europe/London", "to must come after from"],
    ["a date that does not exist", "from=2027-02-29&to=2027-03-10&timeZone=Europe/London", "from is not a real date"],
    ["a time for a date", "from=2027-01-01T10:00&to=2027-02-01&timeZone=Europe/London", "from must be a date, such as 2026-12-01"],
    ["an unknown zone", "from=2027-01-01&to=2027-02-01&timeZone=Moon/Base", "Unknown time zone"],
    ["no zone", "from=2027-01-01&to=2027-02-01", /timeZone|Time zone/],
  ])("GET /api/events/calendar: %s", async (_name, query, message) => {
    const res = await people.organiser.agent.get(`/api/events/calendar?${query}`);
    expectRefusal(res, 400, query);
    if (typeof message === "string") expect(res.json().message).toBe(message);
    else expect(res.json().message).toMatch(message);
  });

  it("a calendar of exactly 100 days is shown", async () => {
    ok(await people.organiser.agent.get("/api/events/calendar?from=2027-01-01&to=2027-04-11&timeZone=Europe/London"), 200);
  });

  it.each([
    ["limit=51", "limit must be at most 50"],
    ["limit=0", "limit must be at least 1"],
    ["limit=many", "limit must be a number"],
    ["after=yesterday", "after must be a place in the list"],
  ])("GET /api/events/upcoming?%s is refused", async (query, message) => {
    const res = await people.organiser.agent.get(`/api/events/upcoming?${query}`);
    expectRefusal(res, 400, query);
    expect(res.json().message).toBe(message);
  });

  it.each([
    ["a month that does not exist", "2027-13-45T10:00:00.000Z_1"],
    ["a time that is only colons", "2027-01-01T::::Z_1"],
    ["an id past the largest there is", "2027-01-01T10:00:00.000Z_9999999999"],
  ])("GET /api/events/upcoming: a place in the list with %s is refused as bad input", async (_name, after) => {
    const res = await people.organiser.agent.get(`/api/events/upcoming?after=${after}`);
    // A place in the list that names no real time or id is refused, never read into SQL.
    expect([res.statusCode, res.json().message]).toEqual([400, "after must be a place in the list"]);
  });
});

describe("ids that are not ids, and ids that name nothing", () => {
  it.each(["abc", "0", "-1", "1e3", "1.5", "99999999999"])("an event id %s is refused as invalid", async (id) => {
    const { organiser } = people;
    const e = shared.member;
    const o = e.occurrences[0]!.id;
    for (const [method, url, body] of [
      ["GET", `/api/events/${id}`],
      ["GET", `/api/events/${id}/event.ics`],
      ["PATCH", `/api/events/${id}`, { title: "x" }],
      ["POST", `/api/events/${id}/cancel`],
      ["DELETE", `/api/events/${id}`],
      ["GET", `/api/events/${id}/occurrences/${o}`],
      ["GET", `/api/events/${e.id}/occurrences/${id}`],
      ["PUT", `/api/events/${e.id}/occurrences/${id}/rsvp`, { answer: "going" }],
      ["GET", `/api/events/${id}/comments`],
      ["POST", `/api/events/${id}/comments`, { content: "Hello" }],
      ["DELETE", `/api/events/${id}/comments/${sharedComment.member}`],
      ["DELETE", `/api/events/${e.id}/comments/${id}`],
      ["GET", `/api/groups/${id}/events`],
      ["GET", `/api/users/${id}/events`],
    ] as [Method, string, unknown?][]) {
      const before = await databaseDigest(t().db);
      const res = await organiser.agent.request(method, url, body);
      expectRefusal(res, 400, `${method} ${url}`);
      expect(res.json().message, `${method} ${url}`).toMatch(/Invalid id/);
      expect(await databaseDigest(t().db)).toBe(before);
    }
  });

  it("an event that does not exist, and an occurrence that is not the event's, are 404 on every route", async () => {
    const { organiser } = people;
    const mine = shared.member;
    const other = shared.churchPublic.occurrences[0]!.id;
    const missing = 2_000_000_000;
    const calls: [Method, string, unknown?][] = [];
    for (const [eventId, occurrenceId] of [
      [missing, mine.occurrences[0]!.id],
      [mine.id, missing],
      [mine.id, other],
    ]) {
      const path = `/api/events/${eventId}/occurrences/${occurrenceId}`;
      calls.push(
        ["GET", path],
        ["PATCH", path, { cancelled: true }],
        ["PUT", `${path}/rsvp`, { answer: "going" }],
        ["DELETE", `${path}/rsvp`],
        ["POST", `${path}/message`, { message: "Hello" }],
      );
    }
    // An event that does not exist hides its occurrences' attendees (those of an existing event are below).
    calls.push(["GET", `/api/events/${missing}/occurrences/${mine.occurrences[0]!.id}/attendees?answer=going`]);
    calls.push(
      ["GET", `/api/events/${missing}`],
      ["GET", `/api/events/${missing}/event.ics`],
      ["PATCH", `/api/events/${missing}`, { title: "x" }],
      ["POST", `/api/events/${missing}/cancel`],
      ["DELETE", `/api/events/${missing}`],
      ["GET", `/api/events/${missing}/comments`],
      ["POST", `/api/events/${missing}/comments`, { content: "Hello" }],
      ["DELETE", `/api/events/${missing}/comments/${sharedComment.member}`],
      ["DELETE", `/api/events/${mine.id}/comments/${missing}`],
      // A comment of another event (one the organiser may take down there).
      ["DELETE", `/api/events/${mine.id}/comments/${sharedComment.churchPublic}`],
      ["GET", "/api/churches/no-such-church/events"],
      ["GET", `/api/groups/${missing}/events`],
      ["GET", `/api/users/${missing}/events`],
    );
    const wrong: string[] = [];
    for (const [method, url, body] of calls) {
      const before = await databaseDigest(t().db);
      const res = await organiser.agent.request(method, url, body);
      if (res.statusCode !== 404) wrong.push(`${method} ${url} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
      else expectRefusal(res, 404, `${method} ${url}`);
      expect(await databaseDigest(t().db), `${method} ${url} changed data`).toBe(before);
    }
    expect(wrong).toEqual([]);
  });

  it("the attendees of an occurrence the event does not have are a 404", async () => {
    const { organiser } = people;
    const mine = shared.member;
    const other = shared.churchPublic.occurrences[0]!.id;
    const asked: string[] = [];
    for (const occurrenceId of [2_000_000_000, other]) {
      for (const answer of ["going", "waitlist"]) {
        const url = `/api/events/${mine.id}/occurrences/${occurrenceId}/attendees?answer=${answer}`;
        const res = await organiser.agent.get(url);
        asked.push(`${url} -> ${res.statusCode}`);
      }
    }
    // An occurrence the event does not have is a 404, as on every other occurrence route.
    expect(asked).toEqual(asked.map((line) => line.replace(/-> \d+$/, "-> 404")));
  });
});

describe("a comment named under an event it is not in", () => {
  it("is a 404, as for a comment that does not exist, to one who may not take it down where it is", async () => {
    const { churchMember } = people;
    const before = await databaseDigest(t().db);
    // The church member sees both events, and may not take down the insider's comment on either.
    const res = await churchMember.agent.delete(`/api/events/${shared.churchMembers.id}/comments/${sharedComment.churchPublic}`);
    expect(await databaseDigest(t().db)).toBe(before);
    // A comment of another event is a 404 before anyone's rights are weighed.
    expect([res.statusCode, res.json()]).toEqual([404, { message: "Comment not found" }]);
  });
});

describe("the matrix covers every events route", () => {
  it("has rows for every events route, and no others", () => {
    const inMatrix = new Set([
      ...ROWS.map((r) => r.route.replace(/\?.*$/, "")),
      "POST /api/events",
      "GET /api/events/upcoming",
      "GET /api/events/calendar",
      "GET /api/churches/:slug/events",
      "GET /api/groups/:id/events",
      "GET /api/users/:id/events",
    ]);
    expect(registered.size).toBeGreaterThan(15);
    expect([...registered].filter((r) => !inMatrix.has(r)).sort(), "routes no row calls").toEqual([]);
    expect([...inMatrix].filter((r) => !registered.has(r)).sort(), "rows for no route").toEqual([]);
  });
});
