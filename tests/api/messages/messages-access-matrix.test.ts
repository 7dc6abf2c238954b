import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import type { Conversation, Message } from "../../../contract/messages";
import { expectRefusal, ok } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { type SignedInUser, connect, createUser } from "../../helpers/factories";
import { act, makeSiteRole } from "../../helpers/moderation";
import { useTestApp } from "../../helpers/test-app";

// Every messages route, called by each kind of person a circle has. The owner started it with
// a member, one who has since left, and two who stand in a block with the owner (either way).
// Whoever is not in it (a former member, the owner's connection, a stranger, a moderator) gets
// a 404: to them it does not exist; a visitor a 401. In it, a message whose author one does not
// see is a 404 too, and someone else's message a 403 to change. A refused write changes nothing.
// A route added without rows here fails the coverage test below.

const registered = new Set<string>();
const t = useTestApp({
  logger: { level: "error" },
  onRoute: (route) => {
    for (const method of [route.method].flat())
      if (method !== "HEAD" && /^\/api\/(conversations|messages)\b/.test(route.url)) registered.add(`${method} ${route.url}`);
  },
});

const PEOPLE = ["owner", "member", "former", "connection", "stranger", "blocked", "blocker", "moderator"] as const;
type Person = (typeof PEOPLE)[number];
type Actor = Person | "visitor";
const ACTORS: Actor[] = [...PEOPLE, "visitor"];

let people: Record<Person, SignedInUser>;
let circleId: number;
let ownersMessage: number;

beforeAll(async () => {
  const made = {} as Record<Person, SignedInUser>;
  for (const p of PEOPLE) made[p] = await createUser(t(), { firstName: p });
  people = made;
  for (const p of ["member", "former", "connection", "blocked", "blocker"] as const) await connect(t(), people.owner, people[p]);
  await makeSiteRole(t(), people.moderator, "moderator");
  circleId = ok<Conversation>(
    await people.owner.agent.post("/api/conversations", {
      userIds: [people.member.user.id, people.former.user.id, people.blocked.user.id, people.blocker.user.id],
      title: "Elders",
    }),
    201,
  ).id;
  ownersMessage = ok<Message>(await people.owner.agent.post(`/api/conversations/${circleId}/messages`, { content: "Agenda attached" }), 201).id;
  expect((await people.former.agent.post(`/api/conversations/${circleId}/leave`)).statusCode).toBe(204);
  ok(await people.owner.agent.post(`/api/users/${people.blocked.user.id}/block`), 200);
  ok(await people.blocker.agent.post(`/api/users/${people.owner.user.id}/block`), 200);
});

const agentOf = (actor: Actor) => (actor === "visitor" ? t().agent() : people[actor].agent);

type Call = { name: string; route: string; call: (actor: Actor) => Promise<LightMyRequestResponse>; writes: boolean };
const c = () => `/api/conversations/${circleId}`;
const m = () => `/api/messages/${ownersMessage}`;
const CALLS: Call[] = [
  { name: "read the conversation", route: "GET /api/conversations/:id", call: (a) => agentOf(a).get(c()), writes: false },
  { name: "read its messages", route: "GET /api/conversations/:id/messages", call: (a) => agentOf(a).get(`${c()}/messages`), writes: false },
  { name: "mute it", route: "PUT /api/conversations/:id/mute", call: (a) => agentOf(a).put(`${c()}/mute`, { muted: true }), writes: true },
  {
    name: "mark it read",
    route: "PUT /api/conversations/:id/read",
    call: (a) => agentOf(a).put(`${c()}/read`, { messageId: ownersMessage }),
    writes: true,
  },
  { name: "accept it", route: "POST /api/conversations/:id/accept", call: (a) => agentOf(a).post(`${c()}/accept`), writes: true },
  { name: "decline it", route: "POST /api/conversations/:id/decline", call: (a) => agentOf(a).post(`${c()}/decline`), writes: true },
  {
    name: "react to the owner's message",
    route: "PUT /api/messages/:id/reaction",
    call: (a) => agentOf(a).put(`${m()}/reaction`, { reaction: "amen" }),
    writes: true,
  },
  { name: "take a reaction back", route: "DELETE /api/messages/:id/reaction", call: (a) => agentOf(a).delete(`${m()}/reaction`), writes: true },
  {
    name: "edit the owner's message",
    route: "PATCH /api/messages/:id",
    call: (a) => agentOf(a).patch(m(), { content: "Changed" }),
    writes: true,
  },
  { name: "delete the owner's message", route: "DELETE /api/messages/:id", call: (a) => agentOf(a).delete(m()), writes: true },
];
// Calls that change the caller's own place are made last by those allowed them (below).
const OWN_PLACE: Call[] = [
  {
    name: "write in it",
    route: "POST /api/conversations/:id/messages",
    call: (a) => agentOf(a).post(`${c()}/messages`, { content: "Hello" }),
    writes: true,
  },
  { name: "leave it", route: "POST /api/conversations/:id/leave", call: (a) => agentOf(a).post(`${c()}/leave`), writes: true },
  { name: "delete it for oneself", route: "DELETE /api/conversations/:id", call: (a) => agentOf(a).delete(c()), writes: true },
];
// Routes about no one conversation, each person's own (their tests are in messages.test.ts).
const OWN_ROUTES = ["GET /api/conversations", "POST /api/conversations", "GET /api/messages/unread", "GET /api/messages/search"];

const OUTSIDERS: Actor[] = ["former", "connection", "stranger", "moderator"];

describe("someone not in the conversation", () => {
  for (const actor of [...OUTSIDERS, "visitor" as const])
    it(`${actor}: every route is ${actor === "visitor" ? "401" : "404"} and changes nothing`, async () => {
      const before = await databaseDigest(t().db);
      for (const call of [...CALLS, ...OWN_PLACE]) expectRefusal(await call.call(actor), actor === "visitor" ? 401 : 404, call.name);
      expect(await databaseDigest(t().db)).toEqual(before);
    });
});

describe("in the conversation", () => {
  it("someone else's message is theirs to react to, not to change (403), and an accepted conversation is no request (409)", async () => {
    const before = await databaseDigest(t().db);
    expectRefusal(await CALLS.find((x) => x.name === "edit the owner's message")!.call("member"), 403);
    expectRefusal(await CALLS.find((x) => x.name === "delete the owner's message")!.call("member"), 403);
    expectRefusal(await CALLS.find((x) => x.name === "accept it")!.call("member"), 409);
    expectRefusal(await CALLS.find((x) => x.name === "decline it")!.call("member"), 409);
    expect(await databaseDigest(t().db)).toEqual(before);
    ok(await CALLS.find((x) => x.name === "react to the owner's message")!.call("member"), 200);
    ok(await CALLS.find((x) => x.name === "take a reaction back")!.call("member"), 200);
    expect((await CALLS.find((x) => x.name === "mark it read")!.call("member")).statusCode).toBe(204);
    ok(await CALLS.find((x) => x.name === "mute it")!.call("member"), 200);
  });

  for (const actor of ["blocked", "blocker"] as const)
    it(`${actor} (a block with the owner): reads the circle without the owner's words, whose message is a 404 to them`, async () => {
      expect(ok<Conversation>(await agentOf(actor).get(c()), 200).people.map((p) => p.firstName)).not.toContain("owner");
      expect(ok<Message[]>(await agentOf(actor).get(`${c()}/messages`), 200).map((x) => x.content)).not.toContain("Agenda attached");
      const before = await databaseDigest(t().db);
      for (const name of ["react to the owner's message", "edit the owner's message", "delete the owner's message", "mark it read"])
        expectRefusal(await CALLS.find((x) => x.name === name)!.call(actor), name === "mark it read" ? 400 : 404, name);
      expect(await databaseDigest(t().db)).toEqual(before);
    });

  it("each one in it writes, leaves and deletes it for themself", async () => {
    ok(await OWN_PLACE[0]!.call("member"), 201);
    ok(await OWN_PLACE[0]!.call("blocked"), 201);
    expect((await OWN_PLACE[2]!.call("blocker")).statusCode).toBe(204);
    expect((await OWN_PLACE[1]!.call("member")).statusCode).toBe(204);
    expectRefusal(await CALLS[0]!.call("member"), 404);
  });

  it("a banned member's messages are gone for everyone, and they can do nothing", async () => {
    const said = ok<Message>(await agentOf("blocked").post(`${c()}/messages`, { content: "Before the ban" }), 201);
    await act(people.moderator, { action: "ban", targetType: "user", targetId: people.blocked.user.id, reason: "Spam" });
    expect(ok<Message[]>(await agentOf("owner").get(`${c()}/messages`), 200).map((x) => x.id)).not.toContain(said.id);
    expectRefusal(await agentOf("blocked").get(c()), 401);
  });
});

describe("ids", () => {
  it("an id that is no id is a 400 on every route that takes one, changing nothing", async () => {
    const before = await databaseDigest(t().db);
    for (const call of [...CALLS, ...OWN_PLACE])
      for (const bad of ["abc", "-1", "1e3"]) {
        const [method, route] = call.route.split(" ") as [string, string];
        const res = await people.member.agent.request(
          method as "GET",
          route.replace(":id", bad),
          method === "GET" || method === "DELETE" ? undefined : {},
        );
        expectRefusal(res, 400, `${call.route} with ${bad}`);
      }
    expect(await databaseDigest(t().db)).toEqual(before);
  });
});

describe("coverage", () => {
  it("every conversation and message route has its rows here", () => {
    const covered = new Set([...CALLS, ...OWN_PLACE].map((x) => x.route));
    const missing = [...registered].filter((route) => !covered.has(route) && !OWN_ROUTES.includes(route));
    expect(missing).toEqual([]);
    expect(ACTORS).toHaveLength(9);
  });
});
