import { sql } from "drizzle-orm";
import { quietContext } from "../../../server/core/context";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../../server/db/client";
import { askCheckIns } from "../../../server/services/prayer/prayer-check-ins";
import { expectRefusal, ok } from "../../helpers/access";
import { connect, createPost, createUser } from "../../helpers/factories";
import { DAY_MS, movableClock, noticesOf, prayerDigest, prayerRequest } from "../../helpers/prayer";
import { useTestApp } from "../../helpers/test-app";

const clock = movableClock();
const t = useTestApp({ now: clock.now });

/** Only the posts made in this test: others' quiet requests are asked about too. */
const ask = () => askCheckIns(quietContext(t().db, { now: clock.now }));

const backdate = (postId: number, days: number) =>
  t().db.execute(sql`update posts set renewed_at = now() - make_interval(days => ${days}) where id = ${postId}`);

describe("Still need prayer?", () => {
  it("asks the author of a request quiet for 30 days, once, quoting it", async () => {
    const ann = await createUser(t());
    const post = await prayerRequest(ann, "Please pray for my mother's surgery on Tuesday");
    await backdate(post.id, 29);
    await ask();
    expect(await noticesOf(ann, "prayer_check")).toEqual([]);
    await backdate(post.id, 31);
    await ask();
    await ask();
    const notices = await noticesOf(ann, "prayer_check");
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: "Still need prayer?", postId: post.id, actorId: null });
    expect(notices[0]!.message).toContain(`"Please pray for my mother's surgery on Tuesday"`);
    expect(ok(await ann.agent.get(`/api/posts/${post.id}`), 200).checkIn).toBe(true);
  });

  it("two runs at once ask once", async () => {
    const ann = await createUser(t());
    const post = await prayerRequest(ann);
    await backdate(post.id, 40);
    await Promise.all([ask(), ask()]);
    expect(await noticesOf(ann, "prayer_check")).toHaveLength(1);
  });

  it("leaves answered, closed and other posts alone", async () => {
    const ann = await createUser(t());
    const answered = await prayerRequest(ann);
    ok(await ann.agent.post(`/api/posts/${answered.id}/answered`, {}), 200);
    const closed = await prayerRequest(ann);
    ok(await ann.agent.post(`/api/posts/${closed.id}/check-in`, { action: "close" }), 200);
    const text = await createPost(ann, { type: "text" });
    for (const id of [answered.id, closed.id, text.id]) await backdate(id, 60);
    await ask();
    expect(await noticesOf(ann, "prayer_check")).toEqual([]);
  });

  it("keep: renews the request, which is asked again 30 days later (by the app's clock)", async () => {
    const ann = await createUser(t());
    const post = await prayerRequest(ann);
    await backdate(post.id, 31);
    await ask();
    const kept = ok(await ann.agent.post(`/api/posts/${post.id}/check-in`, { action: "keep" }), 200);
    expect(kept).toMatchObject({ checkIn: false, closedAt: null });
    await ask();
    expect(await noticesOf(ann, "prayer_check")).toHaveLength(1);
    clock.offset += 31 * DAY_MS;
    try {
      await ask();
    } finally {
      clock.offset -= 31 * DAY_MS;
    }
    expect(await noticesOf(ann, "prayer_check")).toHaveLength(2);
  });

  it("close: the request is closed and leaves the feed", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t());
    await connect(t(), ann, bob);
    const post = await prayerRequest(ann);
    const closed = ok(await ann.agent.post(`/api/posts/${post.id}/check-in`, { action: "close" }), 200);
    expect(new Date(closed.closedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await queryRows<{ closed_at: Date | null }>(t().db, sql`select closed_at from posts where id = ${post.id}`);
    expect(row!.closed_at).not.toBeNull();
    const feed = ok<{ id: number }[]>(await bob.agent.get("/api/posts/feed"), 200);
    expect(feed.map((p) => p.id)).not.toContain(post.id);
  });

  describe("refusals change nothing", () => {
    it.each([
      ["someone else who sees it", "bob", "prayer", { action: "close" }, 403, "Only the author can answer for this prayer request"],
      ["someone who does not see it", "stranger", "prayer", { action: "close" }, 404, "Post not found"],
      ["a post that is no prayer request", "ann", "text", { action: "close" }, 400, "Only a prayer request is kept open or closed"],
      ["an unknown action", "ann", "prayer", { action: "snooze" }, 400, "Action must be keep or close"],
      ["no action", "ann", "prayer", {}, 400, "Action must be keep or close"],
    ])("%s: %s", async (_label, who, type, body, status, message) => {
      const ann = await createUser(t());
      const bob = await createUser(t());
      const stranger = await createUser(t());
      await connect(t(), ann, bob);
      const post = await createPost(ann, { type, content: "Hello" });
      const before = await prayerDigest(t().db);
      const res = await { ann, bob, stranger }[who as "ann"].agent.post(`/api/posts/${post.id}/check-in`, body);
      expectRefusal(res, status);
      expect(res.json().message).toBe(message);
      expect(await prayerDigest(t().db)).toBe(before);
    });
  });
});
