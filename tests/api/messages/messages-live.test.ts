import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Conversation, Message } from "../../../contract/messages";
import { ok } from "../../helpers/access";
import { type SignedInUser, connect, createUser } from "../../helpers/factories";
import { liveStreams } from "../../helpers/sse";
import { type TestApp, createTestApp, listenOnLoopback } from "../../helpers/test-app";

// A conversation as its members' open screens see it live: each new or changed message reaches
// those who see its author (each with their own reactions marked), read markers those who show
// them, and nothing reaches anyone else. And what an account's deletion leaves behind.

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ base } = await listenOnLoopback(t));
});
afterAll(() => t.close());
const streamOf = liveStreams(() => base);

type Change = { kind: string; conversationId?: number; message?: Message; userId?: number; messageId?: number };
const change = (e: { event: string; data: unknown }) => (e.event === "changed" ? (e.data as Change) : null);

describe("live", () => {
  it("a message reaches everyone in the circle who sees its author, with their own reactions marked; read markers follow", async () => {
    const [ann, ben, cal, dan] = [
      await createUser(t, { firstName: "Ann" }),
      await createUser(t, { firstName: "Ben" }),
      await createUser(t, { firstName: "Cal" }),
      await createUser(t, { firstName: "Dan" }),
    ];
    for (const p of [ben, cal, dan]) await connect(t, ann, p);
    ok(await cal.agent.post(`/api/users/${ben.user.id}/block`), 200);
    const circle = ok<Conversation>(await ann.agent.post("/api/conversations", { userIds: [ben.user.id, cal.user.id] }), 201);
    const [annLive, benLive, calLive, danLive] = [await streamOf(ann), await streamOf(ben), await streamOf(cal), await streamOf(dan)];

    const sent = ok<Message>(await ben.agent.post(`/api/conversations/${circle.id}/messages`, { content: "Rehearsal moved to 7" }), 201);
    const heard = await annLive.next((e) => change(e)?.kind === "message");
    expect(change(heard)).toMatchObject({ conversationId: circle.id, message: { id: sent.id, content: "Rehearsal moved to 7" } });
    await benLive.next((e) => change(e)?.message?.id === sent.id);

    ok(await ann.agent.put(`/api/messages/${sent.id}/reaction`, { reaction: "amen" }), 200);
    const forBen = await benLive.next((e) => change(e)?.message?.reactions.length === 1);
    expect(change(forBen)?.message?.reactions).toEqual([{ reaction: "amen", count: 1, mine: false }]);
    const forAnn = await annLive.next((e) => change(e)?.message?.reactions.length === 1);
    expect(change(forAnn)?.message?.reactions).toEqual([{ reaction: "amen", count: 1, mine: true }]);

    expect((await ann.agent.put(`/api/conversations/${circle.id}/read`, { messageId: sent.id })).statusCode).toBe(204);
    const read = await benLive.next((e) => change(e)?.kind === "message-read");
    expect(change(read)).toEqual({ kind: "message-read", conversationId: circle.id, userId: ann.user.id, messageId: sent.id });

    // Cal blocked Ben: nothing of Ben's reaches her; Dan is in no conversation with them.
    const last = ok<Message>(await ann.agent.post(`/api/conversations/${circle.id}/messages`, { content: "See you all" }), 201);
    await calLive.next((e) => change(e)?.message?.id === last.id);
    expect(calLive.events.map(change).filter((c) => c?.message?.id === sent.id)).toEqual([]);
    expect(danLive.events.map(change).filter((c) => c?.kind === "message")).toEqual([]);
  });
});

describe("a stream opening", () => {
  it("says how many messages are unread and how many requests wait, so nothing sent before it opened is missed", async () => {
    const [eve, fay, gus] = [
      await createUser(t, { firstName: "Eve" }),
      await createUser(t, { firstName: "Fay" }),
      await createUser(t, { firstName: "Gus" }),
    ];
    await connect(t, eve, fay);
    const ours = ok<Conversation>(await eve.agent.post("/api/conversations", { userIds: [fay.user.id] }), 201);
    for (const content of ["Are you coming on Sunday?", "Bring the hymn books"]) {
      ok(await eve.agent.post(`/api/conversations/${ours.id}/messages`, { content }), 201);
    }
    // A stranger's first message waits among the requests.
    const asked = ok<Conversation>(await gus.agent.post("/api/conversations", { userIds: [fay.user.id] }), 201);
    ok(await gus.agent.post(`/api/conversations/${asked.id}/messages`, { content: "Hello from the choir" }), 201);

    const fayLive = await streamOf(fay);
    const opening = await fayLive.next((e) => e.event === "messages");
    expect(opening.data).toEqual({ unread: 2, requests: 1 });
  });
});

describe("an account deleted", () => {
  it("leaves its messages in place as a deleted member's, their words gone", async () => {
    const ann = await createUser(t, { firstName: "Ann" });
    const ben: SignedInUser = await createUser(t, { firstName: "Ben" });
    await connect(t, ann, ben);
    const talk = ok<Conversation>(await ann.agent.post("/api/conversations", { userIds: [ben.user.id] }), 201);
    ok(await ann.agent.post(`/api/conversations/${talk.id}/messages`, { content: "My secret" }), 201);
    ok(await ben.agent.post(`/api/conversations/${talk.id}/messages`, { content: "Kept safe" }), 201);
    const res = await ann.agent.request("DELETE", "/api/account", { password: ann.password, confirmation: "DELETE" });
    expect(res.statusCode, res.body).toBe(204);
    const left = ok<Message[]>(await ben.agent.get(`/api/conversations/${talk.id}/messages`), 200);
    expect(left.map((m) => [m.author?.firstName ?? null, m.content])).toEqual([
      [null, null],
      ["Ben", "Kept safe"],
    ]);
  });
});
