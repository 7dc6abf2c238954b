import { describe, expect, it } from "vitest";
import { expectRefusal, ok } from "../../helpers/access";
import { connect, createPost, createUser } from "../../helpers/factories";
import { disconnect, makeAnonymous, noticesOf, prayFor, prayerDigest, prayerRequest } from "../../helpers/prayer";
import { useTestApp } from "../../helpers/test-app";

const t = useTestApp();

async function friends() {
  const ann = await createUser(t(), { firstName: "Ann", lastName: "Lee" });
  const bob = await createUser(t());
  const cat = await createUser(t());
  await connect(t(), ann, bob);
  await connect(t(), ann, cat);
  return { ann, bob, cat };
}

describe("POST /api/posts/:id/answered", () => {
  it("marks the request answered with its testimony and answers the Post", async () => {
    const { ann, bob } = await friends();
    const post = await prayerRequest(ann);
    const answered = ok(await ann.agent.post(`/api/posts/${post.id}/answered`, { testimony: "  She is healed  " }), 200);
    expect(answered).toMatchObject({ id: post.id, testimony: "She is healed", authorId: ann.user.id });
    expect(new Date(answered.answeredAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(ok(await bob.agent.get(`/api/posts/${post.id}`), 200)).toMatchObject({ answeredAt: answered.answeredAt, testimony: "She is healed" });
  });

  it("takes no testimony at all", async () => {
    const { ann } = await friends();
    const post = await prayerRequest(ann);
    const answered = ok(await ann.agent.post(`/api/posts/${post.id}/answered`, {}), 200);
    expect(answered.testimony).toBeNull();
    expect(answered.answeredAt).not.toBeNull();
  });

  it("tells exactly the people who prayed and can still see the request, once", async () => {
    const { ann, bob, cat } = await friends();
    const blocked = await createUser(t());
    const parted = await createUser(t());
    const onlyReader = await createUser(t());
    for (const u of [blocked, parted, onlyReader]) await connect(t(), ann, u);
    const post = await prayerRequest(ann);
    for (const u of [bob, cat, blocked, parted]) await prayFor(u, post);
    ok(await ann.agent.post(`/api/users/${blocked.user.id}/block`), 200);
    await disconnect(t(), ann, parted);

    const first = ok(await ann.agent.post(`/api/posts/${post.id}/answered`, { testimony: "Healed" }), 200);
    for (const told of [bob, cat]) {
      const notices = await noticesOf(told, "prayer_answered");
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        title: "Prayer answered",
        message: 'Ann Lee shared that a prayer request you prayed for was answered: "Please pray for my mother\'s surgery"',
        actorId: ann.user.id,
        postId: post.id,
      });
    }
    for (const untold of [blocked, parted, onlyReader, ann]) expect(await noticesOf(untold, "prayer_answered")).toEqual([]);

    // Again: the testimony changes, the date and the notices stay.
    const again = ok(await ann.agent.post(`/api/posts/${post.id}/answered`, { testimony: "Healed, and home" }), 200);
    expect(again).toMatchObject({ testimony: "Healed, and home", answeredAt: first.answeredAt });
    expect(await noticesOf(bob, "prayer_answered")).toHaveLength(1);
  });

  it("names the request by its words and leads to it, where its testimony shows; an anonymous request's author stays unnamed", async () => {
    const { ann, bob } = await friends();
    const post = await prayerRequest(ann, `Pray for rain on our farm this summer, ${"the wells are low and the crops are dry ".repeat(3)}`);
    await makeAnonymous(t(), post);
    await prayFor(bob, post);
    ok(await ann.agent.post(`/api/posts/${post.id}/answered`, { testimony: "It rained for a week" }), 200);

    const [notice] = await noticesOf(bob, "prayer_answered");
    expect(notice).toMatchObject({
      message:
        'A member of your network shared that a prayer request you prayed for was answered: "Pray for rain on our farm this summer, the wells are low and the crops are dry…"',
      actorId: null,
      postId: post.id,
    });
    expect(JSON.stringify(notice)).not.toContain("Ann");
    expect(ok(await bob.agent.get(`/api/posts/${notice!.postId}`), 200)).toMatchObject({ testimony: "It rained for a week" });
  });

  describe("refusals change nothing", () => {
    it.each([
      ["someone else who sees it", "bob", "prayer", 403, "Only the author can mark this prayer request answered"],
      ["someone who does not see it", "stranger", "prayer", 404, "Post not found"],
      ["a post that is no prayer request", "ann", "text", 400, "Only a prayer request can be answered"],
    ])("%s: %s", async (_label, who, type, status, message) => {
      const { ann, bob } = await friends();
      const stranger = await createUser(t());
      const post = await createPost(ann, { type, content: "Hello" });
      const before = await prayerDigest(t().db);
      const res = await { ann, bob, stranger }[who as "ann"].agent.post(`/api/posts/${post.id}/answered`, { testimony: "Yes" });
      expectRefusal(res, status);
      expect(res.json().message).toBe(message);
      expect(await prayerDigest(t().db)).toBe(before);
    });

    it.each([
      ["a testimony too long", { testimony: "x".repeat(2001) }, "Testimony must be at most 2000 characters"],
      ["a testimony not text", { testimony: 5 }, "Testimony must be text"],
    ])("%s: 400", async (_label, body, message) => {
      const { ann } = await friends();
      const post = await prayerRequest(ann);
      const before = await prayerDigest(t().db);
      const res = await ann.agent.post(`/api/posts/${post.id}/answered`, body);
      expectRefusal(res, 400);
      expect(res.json().message).toBe(message);
      expect(await prayerDigest(t().db)).toBe(before);
    });
  });
});
