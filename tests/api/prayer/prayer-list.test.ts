import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectRefusal, ok } from "../../helpers/access";
import { connect, createPost, createUser } from "../../helpers/factories";
import { disconnect, prayFor, prayerDigest, prayerRequest } from "../../helpers/prayer";
import { useTestApp } from "../../helpers/test-app";

const t = useTestApp();

type Item = { post: { id: number; prayerCount: number }; addedAt: string; lastPrayedAt: string | null; latestUpdate: { content: string } | null };
const listOf = async (who: { agent: { get: (url: string) => Promise<import("fastify").LightMyRequestResponse> } }) =>
  ok<Item[]>(await who.agent.get("/api/prayer/list"), 200);

describe("the prayer list", () => {
  it("praying for a prayer request puts it on the list; un-praying takes it off", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t());
    await connect(t(), ann, bob);
    const post = await prayerRequest(ann);
    await prayFor(bob, post);
    const [item] = await listOf(bob);
    expect(item).toMatchObject({ post: { id: post.id, prayerCount: 1 }, lastPrayedAt: null, latestUpdate: null });
    ok(await bob.agent.post(`/api/posts/${post.id}/interact`, { type: "prayer" }), 200);
    expect(await listOf(bob)).toEqual([]);
  });

  it("praying for a post of another kind puts nothing on the list", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t());
    await connect(t(), ann, bob);
    const post = await createPost(ann, { type: "text" });
    await prayFor(bob, post);
    expect(await listOf(bob)).toEqual([]);
  });

  it("puts the latest news first: the newest update, or else when it was added", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t());
    await connect(t(), ann, bob);
    const first = await prayerRequest(ann, "First");
    const second = await prayerRequest(ann, "Second");
    const third = await prayerRequest(ann, "Third");
    for (const post of [first, second, third]) await prayFor(bob, post);
    // Added in order, a minute apart; then the first gets news.
    await t().db.execute(sql`update prayer_list set added_at = now() - interval '3 minutes' where post_id = ${first.id}`);
    await t().db.execute(sql`update prayer_list set added_at = now() - interval '2 minutes' where post_id = ${second.id}`);
    await t().db.execute(sql`update prayer_list set added_at = now() - interval '1 minutes' where post_id = ${third.id}`);
    expect((await listOf(bob)).map((i) => i.post.id)).toEqual([third.id, second.id, first.id]);
    ok(await ann.agent.post(`/api/posts/${first.id}/updates`, { content: "Good news" }), 201);
    const list = await listOf(bob);
    expect(list.map((i) => i.post.id)).toEqual([first.id, third.id, second.id]);
    expect(list[0]!.latestUpdate).toMatchObject({ content: "Good news" });
  });

  it("shows only what the member still sees", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t());
    await connect(t(), ann, bob);
    const post = await prayerRequest(ann);
    await prayFor(bob, post);
    await disconnect(t(), ann, bob);
    expect(await listOf(bob)).toEqual([]);
  });

  it("DELETE takes it off the list; the prayer and its count stay", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t());
    await connect(t(), ann, bob);
    const post = await prayerRequest(ann);
    await prayFor(bob, post);
    const res = await bob.agent.delete(`/api/prayer/list/${post.id}`);
    expect(res.statusCode).toBe(204);
    expect(await listOf(bob)).toEqual([]);
    expect(ok(await bob.agent.get(`/api/posts/${post.id}`), 200)).toMatchObject({ prayerCount: 1, prayedByMe: true });
  });

  it("DELETE of what is not on the member's list: 404, nothing changed", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t());
    await connect(t(), ann, bob);
    const post = await prayerRequest(ann);
    await prayFor(ann, post);
    const before = await prayerDigest(t().db);
    expectRefusal(await bob.agent.delete(`/api/prayer/list/${post.id}`), 404);
    expect(await prayerDigest(t().db)).toBe(before);
    expect(await listOf(ann)).toHaveLength(1);
  });
});

describe("GET /api/posts/:id/interactions: who prayed stays private", () => {
  it("the author gets everyone who prayed; anyone else only their own prayer", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t());
    const cat = await createUser(t());
    const dan = await createUser(t());
    for (const u of [bob, cat, dan]) await connect(t(), ann, u);
    const post = await prayerRequest(ann);
    await prayFor(bob, post);
    await prayFor(cat, post);
    const everyone = ok<{ userId: number }[]>(await ann.agent.get(`/api/posts/${post.id}/interactions`), 200);
    expect(everyone.map((i) => i.userId).sort()).toEqual([bob.user.id, cat.user.id].sort());
    expect(ok(await bob.agent.get(`/api/posts/${post.id}/interactions`), 200)).toEqual([{ type: "prayer", userId: bob.user.id }]);
    expect(ok(await dan.agent.get(`/api/posts/${post.id}/interactions`), 200)).toEqual([]);
  });
});
