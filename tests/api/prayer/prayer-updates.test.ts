import { sql } from "drizzle-orm";
import { quietContext } from "../../../server/core/context";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../../server/db/client";
import type { NotificationRow } from "../../../server/db/schema";
import type { Change, Tell } from "../../../server/core/tell";
import { markAnswered } from "../../../server/services/prayer/prayer-answers";
import { answerCheckIn } from "../../../server/services/prayer/prayer-check-ins";
import { addPrayerUpdate } from "../../../server/services/prayer/prayer-updates";
import { expectRefusal, ok } from "../../helpers/access";
import { connect, createPost, createUser } from "../../helpers/factories";
import { disconnect, makeAnonymous, noticesOf, prayFor, prayerDigest, prayerRequest } from "../../helpers/prayer";
import { useTestApp } from "../../helpers/test-app";

const t = useTestApp();

async function threeFriends() {
  const ann = await createUser(t(), { firstName: "Ann", lastName: "Lee" });
  const bob = await createUser(t(), { firstName: "Bob", lastName: "Ray" });
  const cat = await createUser(t(), { firstName: "Cat", lastName: "Kim" });
  await connect(t(), ann, bob);
  await connect(t(), ann, cat);
  return { ann, bob, cat };
}

const postRow = async (id: number) =>
  (await queryRows<{ update_count: number; renewed_at: Date }>(t().db, sql`select update_count, renewed_at from posts where id = ${id}`))[0]!;

describe("POST /api/posts/:id/updates", () => {
  it("adds a dated update, counts it and renews the request; GET lists them oldest first", async () => {
    const { ann, bob } = await threeFriends();
    const post = await prayerRequest(ann);
    const before = await postRow(post.id);
    const first = ok(await ann.agent.post(`/api/posts/${post.id}/updates`, { content: "  Surgery went well  " }), 201);
    expect(first).toMatchObject({ postId: post.id, content: "Surgery went well" });
    expect(new Date(first.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const second = ok(await ann.agent.post(`/api/posts/${post.id}/updates`, { content: "Home now" }), 201);
    const after = await postRow(post.id);
    expect(after.update_count).toBe(2);
    expect(new Date(after.renewed_at).getTime()).toBeGreaterThan(new Date(before.renewed_at).getTime());
    const listed = ok(await bob.agent.get(`/api/posts/${post.id}/updates`), 200);
    expect(listed.map((u: { id: number }) => u.id)).toEqual([first.id, second.id]);
    expect(ok(await bob.agent.get(`/api/posts/${post.id}`), 200).updateCount).toBe(2);
  });

  it("tells exactly the people who prayed and can still see the request, naming the author", async () => {
    const { ann, bob, cat } = await threeFriends();
    const blocked = await createUser(t());
    const parted = await createUser(t());
    const blocker = await createUser(t());
    const onlyReader = await createUser(t());
    for (const u of [blocked, parted, blocker, onlyReader]) await connect(t(), ann, u);
    const post = await prayerRequest(ann);
    for (const u of [bob, cat, blocked, parted, blocker]) await prayFor(u, post);
    await prayFor(ann, post);
    ok(await ann.agent.post(`/api/users/${blocked.user.id}/block`), 200);
    ok(await blocker.agent.post(`/api/users/${ann.user.id}/block`), 200);
    await disconnect(t(), ann, parted);

    ok(await ann.agent.post(`/api/posts/${post.id}/updates`, { content: "Thank you all" }), 201);

    for (const told of [bob, cat]) {
      const notices = await noticesOf(told, "prayer_update");
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        title: "Prayer update",
        message: "Ann Lee shared an update on a prayer request you prayed for.",
        actorId: ann.user.id,
        postId: post.id,
      });
    }
    for (const untold of [blocked, parted, blocker, onlyReader, ann]) expect(await noticesOf(untold, "prayer_update")).toEqual([]);
  });

  it("keeps an anonymous author out of the notice", async () => {
    const { ann, bob } = await threeFriends();
    const post = await prayerRequest(ann);
    await makeAnonymous(t(), post);
    await prayFor(bob, post);
    ok(await ann.agent.post(`/api/posts/${post.id}/updates`, { content: "Still waiting" }), 201);
    const [notice] = await noticesOf(bob, "prayer_update");
    expect(notice).toMatchObject({ message: "A member of your network shared an update on a prayer request you prayed for.", actorId: null });
  });

  it("names the group of an anonymous group request", async () => {
    const ann = await createUser(t(), { firstName: "Ann", lastName: "Lee" });
    const bob = await createUser(t());
    const group = ok(await ann.agent.post("/api/groups", { name: "Grace Church", isPrivate: false }), 201);
    ok(await bob.agent.post(`/api/groups/${group.id}/join`), 200);
    const post = ok(await ann.agent.post(`/api/groups/${group.id}/posts`, { content: "Pray for my job", type: "prayer" }), 201);
    await makeAnonymous(t(), post);
    await prayFor(bob, post);
    ok(await ann.agent.post(`/api/posts/${post.id}/updates`, { content: "An interview on Monday" }), 201);
    const [notice] = await noticesOf(bob, "prayer_update");
    expect(notice).toMatchObject({ message: "A member of Grace Church shared an update on a prayer request you prayed for.", actorId: null });
  });

  it("does not tell a member who has left the private group of the request", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t());
    await connect(t(), ann, bob);
    const group = ok(await ann.agent.post("/api/groups", { name: "Small group", isPrivate: true }), 201);
    const invite = ok(await ann.agent.post(`/api/groups/${group.id}/invitations`, { userId: bob.user.id }), 201);
    ok(await bob.agent.put(`/api/groups/invitations/${invite.id}`, { status: "accepted" }), 200);
    const post = ok(await ann.agent.post(`/api/groups/${group.id}/posts`, { content: "Pray for us", type: "prayer" }), 201);
    await prayFor(bob, post);
    expect((await bob.agent.post(`/api/groups/${group.id}/leave`)).statusCode).toBe(204);
    ok(await ann.agent.post(`/api/posts/${post.id}/updates`, { content: "News" }), 201);
    expect(await noticesOf(bob, "prayer_update")).toEqual([]);
  });

  describe("refusals change nothing", () => {
    it.each([
      ["someone else who sees it", "bob", "prayer", 403, "Only the author can update this prayer request"],
      ["someone who does not see it", "stranger", "prayer", 404, "Post not found"],
      ["a post that is no prayer request", "ann", "text", 400, "Only a prayer request has updates"],
    ])("%s: %s", async (_label, who, type, status, message) => {
      const { ann, bob } = await threeFriends();
      const stranger = await createUser(t());
      const post = await createPost(ann, { type, content: "Hello" });
      const before = await prayerDigest(t().db);
      const res = await { ann, bob, stranger }[who as "ann"].agent.post(`/api/posts/${post.id}/updates`, { content: "News" });
      expectRefusal(res, status);
      expect(res.json().message).toBe(message);
      expect(await prayerDigest(t().db)).toBe(before);
    });

    it.each([
      ["empty content", { content: "  " }, "Update is required"],
      ["no content", {}, "Update is required"],
      ["too long", { content: "x".repeat(5001) }, "Update must be at most"],
    ])("%s: 400", async (_label, body, message) => {
      const { ann } = await threeFriends();
      const post = await prayerRequest(ann);
      const before = await prayerDigest(t().db);
      const res = await ann.agent.post(`/api/posts/${post.id}/updates`, body);
      expectRefusal(res, 400);
      expect(res.json().message).toContain(message);
      expect(await prayerDigest(t().db)).toBe(before);
    });

    it("GET: 404 to whoever does not see the request, 401 to a visitor", async () => {
      const { ann } = await threeFriends();
      const stranger = await createUser(t());
      const post = await prayerRequest(ann);
      expectRefusal(await stranger.agent.get(`/api/posts/${post.id}/updates`), 404);
      expectRefusal(await t().agent().get(`/api/posts/${post.id}/updates`), 401);
    });
  });
});

describe("open screens hear of a prayer request's news", () => {
  it("an update, an answer and a check-in each send a post change to the author and those told", async () => {
    const { ann, bob } = await threeFriends();
    const post = await prayerRequest(ann);
    await prayFor(bob, post);
    const changes: { audience: unknown; change: Change }[] = [];
    const notices: (NotificationRow | null)[] = [];
    const recording: Tell = { notice: (n) => notices.push(n), changed: (audience, change) => changes.push({ audience, change }) };
    const now = () => Date.now();
    const who = { viewerId: ann.user.id, postId: post.id };
    const context = quietContext(t().db, { tell: recording, now });
    await addPrayerUpdate(context, who, "Home now");
    await markAnswered(context, who, "Healed");
    await answerCheckIn(context, who, "close");
    expect(notices.map((n) => [n?.userId, n?.type])).toEqual([
      [bob.user.id, "prayer_update"],
      [bob.user.id, "prayer_answered"],
    ]);
    expect(changes[0]).toEqual({ audience: [ann.user.id, bob.user.id], change: { kind: "post", postId: post.id, updateCount: 1 } });
    expect(changes[1]!.audience).toEqual([ann.user.id, bob.user.id]);
    expect(changes[1]!.change).toMatchObject({ kind: "post", postId: post.id, testimony: "Healed", answeredAt: expect.any(String) });
    expect(changes[2]!.audience).toEqual([ann.user.id]);
    expect(changes[2]!.change).toMatchObject({ kind: "post", postId: post.id, closedAt: expect.any(String), checkIn: false });
    expect(changes).toHaveLength(3);
  });
});
