import { describe, expect, it } from "vitest";
import type { Conversation, Message, MessageSettings, UnreadMessages } from "../../../contract/messages";
import { expectRefusal, ok } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { type SignedInUser, connect, createUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

// Private conversations as their members use them: one to one between connections, a request
// to a stranger, circles; unread counts and read markers; editing, deleting, reactions; and
// what a block or a refused request does.

let at = Date.parse("2026-12-01T12:00:00Z");
const t = useTestApp({ logger: { level: "error" }, now: () => at });

const start = async (who: SignedInUser, others: SignedInUser[], extra: { title?: string; circle?: boolean } = {}) =>
  ok<Conversation>(await who.agent.post("/api/conversations", { userIds: others.map((o) => o.user.id), ...extra }), 201);
const send = async (who: SignedInUser, conversationId: number, body: Record<string, unknown>) =>
  ok<Message>(await who.agent.post(`/api/conversations/${conversationId}/messages`, body), 201);
const messagesOf = async (who: SignedInUser, conversationId: number) =>
  ok<Message[]>(await who.agent.get(`/api/conversations/${conversationId}/messages`), 200);
const inbox = async (who: SignedInUser, box = "inbox") => ok<Conversation[]>(await who.agent.get(`/api/conversations?box=${box}`), 200);
const badge = async (who: SignedInUser) => ok<UnreadMessages>(await who.agent.get("/api/messages/unread"), 200);

async function friends() {
  const ann = await createUser(t(), { firstName: "Ann", lastName: "Lee" });
  const ben = await createUser(t(), { firstName: "Ben", lastName: "Cole" });
  await connect(t(), ann, ben);
  return { ann, ben };
}

describe("one to one", () => {
  it("two connections talk: the one conversation is found again, counted unread, read, and marked seen", async () => {
    const { ann, ben } = await friends();
    const made = await start(ann, [ben]);
    expect(made).toMatchObject({ kind: "direct", request: false, canSend: true, unread: 0, people: [{ id: ben.user.id }] });
    const again = ok<Conversation>(await ann.agent.post("/api/conversations", { userIds: [ben.user.id] }), 200);
    expect(again.id).toBe(made.id);

    const first = await send(ann, made.id, { content: "Praying for your exam today" });
    expect(first).toMatchObject({ author: { id: ann.user.id }, content: "Praying for your exam today", editedAt: null, reactions: [] });
    await send(ann, made.id, { content: "You will do well" });

    expect(await badge(ben)).toEqual({ unread: 2, requests: 0 });
    const [listed] = await inbox(ben);
    expect(listed).toMatchObject({ id: made.id, unread: 2, lastMessage: { content: "You will do well" }, people: [{ id: ann.user.id }] });
    expect((await messagesOf(ben, made.id)).map((m) => m.content)).toEqual(["Praying for your exam today", "You will do well"]);

    const last = (await messagesOf(ben, made.id)).at(-1)!;
    expect((await ben.agent.put(`/api/conversations/${made.id}/read`, { messageId: last.id })).statusCode).toBe(204);
    expect(await badge(ben)).toEqual({ unread: 0, requests: 0 });
    const seen = ok<Conversation>(await ann.agent.get(`/api/conversations/${made.id}`), 200);
    expect(seen.readMarkers).toEqual([{ userId: ben.user.id, messageId: last.id }]);
  });

  it("read markers turned off are neither shown nor seen", async () => {
    const { ann, ben } = await friends();
    const made = await start(ann, [ben]);
    const message = await send(ann, made.id, { content: "Amen" });
    ok<MessageSettings>(await ben.agent.put("/api/account/message-settings", { readMarkers: false }), 200);
    await ben.agent.put(`/api/conversations/${made.id}/read`, { messageId: message.id });
    expect(ok<Conversation>(await ann.agent.get(`/api/conversations/${made.id}`), 200).readMarkers).toEqual([]);
    const reply = await send(ben, made.id, { content: "Thank you" });
    await ann.agent.put(`/api/conversations/${made.id}/read`, { messageId: reply.id });
    expect(ok<Conversation>(await ben.agent.get(`/api/conversations/${made.id}`), 200).readMarkers).toEqual([]);
  });

  it("someone with nothing in common gets a request, to accept or decline; sending changes nothing for the one who declined", async () => {
    const ann = await createUser(t(), { firstName: "Ann" });
    const stranger = await createUser(t(), { firstName: "Sam" });
    const made = await start(ann, [stranger]);
    await send(ann, made.id, { content: "Hello, I saw your prayer request" });
    expect(await badge(stranger)).toEqual({ unread: 0, requests: 1 });
    expect(await inbox(stranger)).toEqual([]);
    const [request] = await inbox(stranger, "requests");
    expect(request).toMatchObject({ id: made.id, request: true, unread: 1 });

    const accepted = ok<Conversation>(await stranger.agent.post(`/api/conversations/${made.id}/accept`), 200);
    expect(accepted.request).toBe(false);
    expect((await inbox(stranger)).map((c) => c.id)).toEqual([made.id]);
    expectRefusal(await stranger.agent.post(`/api/conversations/${made.id}/accept`), 409);

    const other = await createUser(t(), { firstName: "Zoe" });
    const second = await start(ann, [other]);
    expect((await other.agent.post(`/api/conversations/${second.id}/decline`)).statusCode).toBe(204);
    expectRefusal(await other.agent.get(`/api/conversations/${second.id}`), 404);
    await send(ann, second.id, { content: "Are you there?" });
    expect(await badge(other)).toEqual({ unread: 0, requests: 0 });
  });

  it("someone who turned requests off is named in a 403, and nothing is made", async () => {
    const ann = await createUser(t(), { firstName: "Ann" });
    const quiet = await createUser(t(), { firstName: "Quinn", lastName: "Hale" });
    ok(await quiet.agent.put("/api/account/message-settings", { requests: false }), 200);
    const before = await databaseDigest(t().db);
    const res = await ann.agent.post("/api/conversations", { userIds: [quiet.user.id] });
    expectRefusal(res, 403);
    expect(res.json().message).toBe("Quinn Hale does not accept message requests");
    expect(await databaseDigest(t().db)).toEqual(before);
  });

  it("a block ends the conversation: neither can write, and a new one cannot be started", async () => {
    const { ann, ben } = await friends();
    const made = await start(ann, [ben]);
    await send(ann, made.id, { content: "Hi" });
    ok(await ben.agent.post(`/api/users/${ann.user.id}/block`), 200);
    const before = await databaseDigest(t().db);
    expectRefusal(await ann.agent.post(`/api/conversations/${made.id}/messages`, { content: "Hello?" }), 403);
    expectRefusal(await ben.agent.post(`/api/conversations/${made.id}/messages`, { content: "No" }), 403);
    expectRefusal(await ann.agent.post("/api/conversations", { userIds: [ben.user.id] }), 404);
    expect(await databaseDigest(t().db)).toEqual(before);
    expect(ok<Conversation>(await ann.agent.get(`/api/conversations/${made.id}`), 200)).toMatchObject({ canSend: false, people: [] });
  });
});

describe("messages", () => {
  it("an author edits within 15 minutes (marked edited), then no more; deletes for everyone, leaving its place", async () => {
    const { ann, ben } = await friends();
    const made = await start(ann, [ben]);
    const message = await send(ann, made.id, { content: "See you Sunday" });
    expectRefusal(await ben.agent.patch(`/api/messages/${message.id}`, { content: "Mine now" }), 403);
    const edited = ok<Message>(await ann.agent.patch(`/api/messages/${message.id}`, { content: "See you on Sunday" }), 200);
    expect(edited.content).toBe("See you on Sunday");
    expect(edited.editedAt).not.toBeNull();
    at += 16 * 60_000;
    const late = await ann.agent.patch(`/api/messages/${message.id}`, { content: "Saturday?" });
    expectRefusal(late, 409);
    expect(late.json().message).toBe("A message can only be edited within 15 minutes of sending it");

    expectRefusal(await ben.agent.delete(`/api/messages/${message.id}`), 403);
    const deleted = ok<Message>(await ann.agent.delete(`/api/messages/${message.id}`), 200);
    expect(deleted).toMatchObject({ content: null, imageUrl: null });
    expect(deleted.deletedAt).not.toBeNull();
    expect((await messagesOf(ben, made.id))[0]).toMatchObject({ id: message.id, content: null });
    expectRefusal(await ann.agent.patch(`/api/messages/${message.id}`, { content: "Again" }), 409);
  });

  it("takes one reaction per person, counted, the reader's own marked", async () => {
    const { ann, ben } = await friends();
    const made = await start(ann, [ben]);
    const message = await send(ann, made.id, { content: "My mother is home from hospital" });
    ok(await ben.agent.put(`/api/messages/${message.id}/reaction`, { reaction: "praying" }), 200);
    const changed = ok<Message>(await ben.agent.put(`/api/messages/${message.id}/reaction`, { reaction: "praise" }), 200);
    expect(changed.reactions).toEqual([{ reaction: "praise", count: 1, mine: true }]);
    const mine = ok<Message>(await ann.agent.put(`/api/messages/${message.id}/reaction`, { reaction: "praise" }), 200);
    expect(mine.reactions).toEqual([{ reaction: "praise", count: 2, mine: true }]);
    const removed = ok<Message>(await ben.agent.delete(`/api/messages/${message.id}/reaction`), 200);
    expect(removed.reactions).toEqual([{ reaction: "praise", count: 1, mine: false }]);
    expectRefusal(await ben.agent.put(`/api/messages/${message.id}/reaction`, { reaction: "angry" }), 400);
  });

  it("a reply names the message it answers; only a message of the same conversation can be answered", async () => {
    const { ann, ben } = await friends();
    const made = await start(ann, [ben]);
    const question = await send(ann, made.id, { content: "Can you bring the hymn books?" });
    const answer = await send(ben, made.id, { content: "Yes", replyToId: question.id });
    expect(answer.replyTo).toMatchObject({ id: question.id, author: { id: ann.user.id }, content: "Can you bring the hymn books?" });
    const other = await start(ann, [await createUser(t())]);
    const elsewhere = await send(ann, other.id, { content: "Elsewhere" });
    expectRefusal(await ben.agent.post(`/api/conversations/${made.id}/messages`, { content: "x", replyToId: elsewhere.id }), 400);
  });

  it("a resend with the same client id is the message already sent, never a second", async () => {
    const { ann, ben } = await friends();
    const made = await start(ann, [ben]);
    const first = await send(ann, made.id, { content: "Written offline", clientId: "outbox-0001" });
    const again = ok<Message>(
      await ann.agent.post(`/api/conversations/${made.id}/messages`, { content: "Written offline", clientId: "outbox-0001" }),
      200,
    );
    expect(again.id).toBe(first.id);
    expect(await messagesOf(ben, made.id)).toHaveLength(1);
    expect(await badge(ben)).toEqual({ unread: 1, requests: 0 });
  });

  it("bad messages are refused with a reason and change nothing", async () => {
    const { ann, ben } = await friends();
    const made = await start(ann, [ben]);
    const before = await databaseDigest(t().db);
    const path = `/api/conversations/${made.id}/messages`;
    for (const body of [
      {},
      { content: "   " },
      { content: "x".repeat(2001) },
      { content: 5 },
      { content: "a", clientId: "no" },
      { imageUrl: "https://evil.example/x.png" },
    ])
      expectRefusal(await ann.agent.post(path, body), 400, JSON.stringify(body).slice(0, 40));
    expectRefusal(await ann.agent.post("/api/conversations", { userIds: [] }), 400);
    expectRefusal(await ann.agent.post("/api/conversations", { userIds: [ann.user.id] }), 400);
    expectRefusal(await ann.agent.post("/api/conversations", { userIds: [999999] }), 404);
    expectRefusal(await ann.agent.put(`/api/conversations/${made.id}/read`, { messageId: 999999 }), 400);
    expectRefusal(await ann.agent.put("/api/account/message-settings", {}), 400);
    expect(await databaseDigest(t().db)).toEqual(before);
  });
});

describe("circles", () => {
  it("a circle: everyone reads everyone, but two who blocked each other see nothing of one another", async () => {
    const pastor = await createUser(t(), { firstName: "Paul" });
    const [ann, ben, cal] = [
      await createUser(t(), { firstName: "Ann" }),
      await createUser(t(), { firstName: "Ben" }),
      await createUser(t(), { firstName: "Cal" }),
    ];
    for (const p of [ann, ben, cal]) await connect(t(), pastor, p);
    const circle = await start(pastor, [ann, ben, cal], { title: "Worship team" });
    expect(circle).toMatchObject({ kind: "circle", title: "Worship team" });
    expect(circle.people.map((p) => p.id).sort()).toEqual([ann.user.id, ben.user.id, cal.user.id].sort());
    // Ann is no connection of Ben or Cal: the pastor's circle is a request for nobody he knows.
    ok(await ann.agent.post(`/api/users/${ben.user.id}/block`), 200);
    await send(ann, circle.id, { content: "From Ann" });
    await send(ben, circle.id, { content: "From Ben" });
    await send(cal, circle.id, { content: "From Cal" });
    expect((await messagesOf(ann, circle.id)).map((m) => m.content)).toEqual(["From Ann", "From Cal"]);
    expect((await messagesOf(ben, circle.id)).map((m) => m.content)).toEqual(["From Ben", "From Cal"]);
    expect((await messagesOf(pastor, circle.id)).map((m) => m.content)).toEqual(["From Ann", "From Ben", "From Cal"]);
    expect((await badge(ann)).unread).toBe(1);
  });

  it("one who leaves sees it no more; a one to one cannot be left, only deleted for oneself", async () => {
    const { ann, ben } = await friends();
    const cal = await createUser(t());
    await connect(t(), ann, cal);
    const circle = await start(ann, [ben, cal]);
    expect((await ben.agent.post(`/api/conversations/${circle.id}/leave`)).statusCode).toBe(204);
    expectRefusal(await ben.agent.get(`/api/conversations/${circle.id}/messages`), 404);
    expect(ok<Conversation>(await ann.agent.get(`/api/conversations/${circle.id}`), 200).people.map((p) => p.id)).toEqual([cal.user.id]);

    const direct = await start(ann, [ben]);
    await send(ben, direct.id, { content: "Old news" });
    expectRefusal(await ann.agent.post(`/api/conversations/${direct.id}/leave`), 409);
    expect((await ann.agent.delete(`/api/conversations/${direct.id}`)).statusCode).toBe(204);
    expect((await inbox(ann)).map((c) => c.id)).not.toContain(direct.id);
    await send(ben, direct.id, { content: "New news" });
    expect((await inbox(ann)).map((c) => c.id)).toContain(direct.id);
    expect((await messagesOf(ann, direct.id)).map((m) => m.content)).toEqual(["New news"]);
    expect((await messagesOf(ben, direct.id)).map((m) => m.content)).toEqual(["Old news", "New news"]);
  });

  it("a muted conversation leaves the badge", async () => {
    const { ann, ben } = await friends();
    const made = await start(ann, [ben]);
    await send(ann, made.id, { content: "One" });
    expect(ok<Conversation>(await ben.agent.put(`/api/conversations/${made.id}/mute`, { muted: true }), 200).muted).toBe(true);
    expect(await badge(ben)).toEqual({ unread: 0, requests: 0 });
    expect((await inbox(ben))[0]).toMatchObject({ unread: 1, muted: true });
  });
});

describe("the inbox in pages", () => {
  it("comes newest activity first, a page at a time after the last one shown; a conversation written in moves to the top", async () => {
    const ann = await createUser(t(), { firstName: "Ann", lastName: "Pages" });
    const others = [];
    for (let i = 0; i < 5; i++) {
      const other = await createUser(t(), { firstName: `Friend${i}` });
      await connect(t(), ann, other);
      others.push(other);
    }
    const made = [];
    for (const other of others) {
      at += 1000;
      made.push(await start(other, [ann]));
      await send(other, made.at(-1)!.id, { content: `Hello from ${other.user.firstName}` });
    }
    const ids = made.map((c) => c.id).reverse();
    const page = async (query: string) =>
      ok<Conversation[]>(await ann.agent.get(`/api/conversations?box=inbox&limit=2${query}`), 200).map((c) => c.id);
    const first = await page("");
    expect(first).toEqual(ids.slice(0, 2));
    const second = await page(`&cursor=${first.at(-1)}`);
    expect(second).toEqual(ids.slice(2, 4));
    expect(await page(`&cursor=${second.at(-1)}`)).toEqual(ids.slice(4));

    // The oldest, written in again, leads the first page.
    at += 1000;
    await send(others[0]!, made[0]!.id, { content: "Still here" });
    expect(await page("")).toEqual([made[0]!.id, ids[0]]);

    // A cursor that is not one of hers tells nothing of another's conversation: an empty page.
    const stranger = await friends();
    const theirs = await start(stranger.ann, [stranger.ben]);
    expect(await page(`&cursor=${theirs.id}`)).toEqual([]);
    for (const [query, message] of [
      ["limit=0", "limit must be at least 1"],
      ["cursor=abc", "Invalid id"],
    ]) {
      const refused = await ann.agent.get(`/api/conversations?${query}`);
      expectRefusal(refused, 400, query);
      expect(refused.json().message).toBe(message);
    }
  });
});
