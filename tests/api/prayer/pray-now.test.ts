import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectRefusal, ok } from "../../helpers/access";
import { connect, createPost, createUser, type SignedInUser } from "../../helpers/factories";
import { movableClock, prayFor, prayerDigest, prayerRequest } from "../../helpers/prayer";
import { useTestApp } from "../../helpers/test-app";

const clock = movableClock();
const t = useTestApp({ now: clock.now });

type Next = { post: { id: number; prayerCount: number } | null; updates: { content: string }[] };
const next = async (who: SignedInUser, skip?: number[]) =>
  ok<Next>(await who.agent.get(`/api/prayer/next${skip?.length ? `?skip=${skip.join(",")}` : ""}`), 200);

/** The whole walk: every request offered, in order, passing over each. */
async function walk(who: SignedInUser): Promise<number[]> {
  const seen: number[] = [];
  for (;;) {
    const { post } = await next(who, seen);
    if (!post) return seen;
    seen.push(post.id);
  }
}

const renew = (postId: number, minutesAgo: number) =>
  t().db.execute(sql`update posts set renewed_at = now() - make_interval(mins => ${minutesAgo}) where id = ${postId}`);

describe("GET /api/prayer/next", () => {
  it("offers the least prayed for first, then the freshest news, then the newest", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t());
    const cat = await createUser(t());
    const me = await createUser(t());
    for (const u of [ann, bob, cat]) await connect(t(), me, u);
    await connect(t(), cat, ann);
    await connect(t(), cat, bob);
    await connect(t(), bob, ann);
    const prayedTwice = await prayerRequest(ann, "Prayed for twice");
    const prayedOnce = await prayerRequest(bob, "Prayed for once");
    const olderNews = await prayerRequest(ann, "Older news");
    const freshNews = await prayerRequest(bob, "Fresh news");
    const sameNewsOlder = await prayerRequest(ann, "Same news, older post");
    const sameNewsNewer = await prayerRequest(bob, "Same news, newer post");
    await prayFor(cat, prayedTwice);
    await prayFor(bob, prayedTwice);
    await prayFor(cat, prayedOnce);
    await renew(olderNews.id, 60);
    await renew(freshNews.id, 5);
    await t().db.execute(sql`update posts set renewed_at = now() - interval '30 minutes' where id in (${sameNewsOlder.id}, ${sameNewsNewer.id})`);
    const walked = await walk(me);
    expect(walked).toEqual([freshNews.id, sameNewsNewer.id, sameNewsOlder.id, olderNews.id, prayedOnce.id, prayedTwice.id]);
  });

  it("leaves out the member's own, other kinds of post, answered and closed requests, and what they do not see", async () => {
    const me = await createUser(t());
    const ann = await createUser(t());
    const stranger = await createUser(t());
    await connect(t(), me, ann);
    await prayerRequest(me, "My own");
    await createPost(ann, { type: "text" });
    const answered = await prayerRequest(ann, "Answered");
    ok(await ann.agent.post(`/api/posts/${answered.id}/answered`, {}), 200);
    const closed = await prayerRequest(ann, "Closed");
    ok(await ann.agent.post(`/api/posts/${closed.id}/check-in`, { action: "close" }), 200);
    await prayerRequest(stranger, "A stranger's");
    const open = await prayerRequest(ann, "Open");
    expect(await walk(me)).toEqual([open.id]);
  });

  it("offers the requests of the member's groups, with their updates", async () => {
    const me = await createUser(t());
    const ann = await createUser(t());
    const group = ok(await ann.agent.post("/api/groups", { name: "Grace Church", isPrivate: true }), 201);
    const outside = ok(await ann.agent.post(`/api/groups/${group.id}/posts`, { content: "Pray for the roof", type: "prayer" }), 201);
    expect(await walk(me)).toEqual([]);
    await connect(t(), me, ann);
    const invite = ok(await ann.agent.post(`/api/groups/${group.id}/invitations`, { userId: me.user.id }), 201);
    ok(await me.agent.put(`/api/groups/invitations/${invite.id}`, { status: "accepted" }), 200);
    ok(await ann.agent.post(`/api/posts/${outside.id}/updates`, { content: "Builders start Monday" }), 201);
    const offered = await next(me);
    expect(offered.post?.id).toBe(outside.id);
    expect(offered.updates.map((u) => u.content)).toEqual(["Builders start Monday"]);
  });

  it("refuses a skip list that is not ids", async () => {
    const me = await createUser(t());
    expectRefusal(await me.agent.get("/api/prayer/next?skip=abc"), 400);
  });
});

describe("POST /api/prayer/amen", () => {
  it("prays once, puts it on the list, and the walk offers it again only 20 hours later", async () => {
    const me = await createUser(t(), { firstName: "Mia", lastName: "Moss" });
    const ann = await createUser(t());
    await connect(t(), me, ann);
    const post = await prayerRequest(ann);
    expect(ok(await me.agent.post("/api/prayer/amen", { postId: post.id }), 200)).toEqual({ prayerCount: 1 });
    const notices = ok<{ type: string; message: string }[]>(await ann.agent.get("/api/notifications"), 200);
    expect(notices.filter((n) => n.type === "post_prayer").map((n) => n.message)).toEqual(["Mia Moss is praying for your prayer request."]);
    const list = ok(await me.agent.get("/api/prayer/list"), 200);
    expect(list).toHaveLength(1);
    expect(list[0].lastPrayedAt).not.toBeNull();
    expect(await walk(me)).toEqual([]);
    // A second Amen the next day: no second prayer, no second notice.
    clock.offset += 21 * 60 * 60 * 1000;
    try {
      expect(await walk(me)).toEqual([post.id]);
      expect(ok(await me.agent.post("/api/prayer/amen", { postId: post.id }), 200)).toEqual({ prayerCount: 1 });
      expect(await walk(me)).toEqual([]);
    } finally {
      clock.offset -= 21 * 60 * 60 * 1000;
    }
    const after = ok<{ type: string }[]>(await ann.agent.get("/api/notifications"), 200);
    expect(after.filter((n) => n.type === "post_prayer")).toHaveLength(1);
  });

  it.each([
    ["a request the member does not see", "stranger", 404],
    ["a post that is no prayer request", "text", 400],
    ["a group's request to someone who must join it", "group", 403],
  ])("refuses %s (%s), changing nothing", async (_label, kind, status) => {
    const me = await createUser(t());
    const ann = await createUser(t());
    if (kind !== "stranger") await connect(t(), me, ann);
    let postId: number;
    if (kind === "group") {
      const group = ok(await ann.agent.post("/api/groups", { name: "Open group", isPrivate: false }), 201);
      postId = ok(await ann.agent.post(`/api/groups/${group.id}/posts`, { content: "Pray", type: "prayer" }), 201).id;
    } else postId = (await createPost(ann, { type: kind === "text" ? "text" : "prayer" })).id;
    const before = await prayerDigest(t().db);
    expectRefusal(await me.agent.post("/api/prayer/amen", { postId }), status);
    expect(await prayerDigest(t().db)).toBe(before);
  });

  it("refuses a body without a post id", async () => {
    const me = await createUser(t());
    expectRefusal(await me.agent.post("/api/prayer/amen", {}), 400);
  });
});
