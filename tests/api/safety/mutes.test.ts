import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../server/db/client";
import { expectRefusal, ok } from "../../helpers/access";
import { connect, createPost, createUser, type SignedInUser } from "../../helpers/factories";
import { drainAll } from "../../helpers/feed";
import { liveStreams } from "../../helpers/sse";
import { type TestApp, createTestApp, listenOnLoopback } from "../../helpers/test-app";

// A mute keeps someone's posts out of the muter's home feed, and their new posts from being
// announced to the muter. Nothing else changes: their profile, their posts' pages, groups,
// prayers and comments are as before, and the muted person is never told.

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ base } = await listenOnLoopback(t));
});
afterAll(() => t.close());

const streamOf = liveStreams(() => base);

const idsOf = (list: { id: number }[]) => list.map((x) => x.id);
const get = async <T = unknown>(who: SignedInUser, url: string): Promise<T> => ok<T>(await who.agent.get(url), 200);
const feedIds = async (who: SignedInUser) => idsOf(await get(who, "/api/posts/feed"));
const mute = (who: SignedInUser, other: SignedInUser) => who.agent.post(`/api/users/${other.user.id}/mute`);
const unmute = (who: SignedInUser, other: SignedInUser) => who.agent.delete(`/api/users/${other.user.id}/mute`);

/** Ann, connected to Bob and to Cal. */
async function friends() {
  const ann = await createUser(t, { firstName: "Ann", lastName: "Lee" });
  const bob = await createUser(t, { firstName: "Bob", lastName: "Ray" });
  const cal = await createUser(t, { firstName: "Cal", lastName: "Cole" });
  await connect(t, ann, bob);
  await connect(t, ann, cal);
  return { ann, bob, cal };
}

/**
 * A wall post as it is before the worker copies it to readers: its row, the author's feed
 * row and the queue's row, written here so that no worker is woken for it.
 */
async function queuedPost(author: SignedInUser): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.db,
    sql`insert into posts (author_id, content, type) values (${author.user.id}, 'Still waiting', 'text') returning id`,
  );
  await t.db.execute(sql`insert into feed_entries (user_id, post_id) values (${author.user.id}, ${row!.id})`);
  await t.db.execute(sql`insert into feed_fanouts (post_id) values (${row!.id})`);
  return row!.id;
}
const stillQueued = async (postIds: number[]) =>
  (await queryRows(t.db, sql`select 1 from feed_fanouts where post_id in (${sql.join(postIds, sql`, `)})`)).length === postIds.length;

describe("a mute", () => {
  it("passes over the muted author's anonymous prayer requests, so muting cannot find out whose they are", async () => {
    const { ann, bob } = await friends();
    const request = await createPost(bob, { content: "Pray for me, quietly", type: "prayer", anonymous: true });
    const plain = await createPost(bob, { content: "Signed by Bob" });
    await drainAll(t);
    ok(await mute(ann, bob), 200);
    const feed = await feedIds(ann);
    expect(feed).toContain(request.id);
    expect(feed).not.toContain(plain.id);
  });

  it("keeps the muted author's posts out of the muter's feed, copied or still queued, until unmuted", async () => {
    const { ann, bob, cal } = await friends();
    const bobsPost = await createPost(bob, { content: "Bob's news" });
    await drainAll(t);
    expect(await feedIds(ann)).toContain(bobsPost.id);

    const muted = await mute(ann, bob);
    expect(muted.statusCode, muted.body).toBe(200);
    expect(muted.json()).toEqual({ blocked: false, muted: true });
    expect((await get<{ muted: boolean }>(ann, `/api/users/${bob.user.id}`)).muted).toBe(true);
    expect(await feedIds(ann)).not.toContain(bobsPost.id);

    // Read while the posts wait for the worker: Cal's is there, Bob's is not. (Should the
    // worker copy them before the read is done, the read is made again with new ones.)
    let waiting: { bobs: number; cals: number } | undefined;
    for (let attempt = 1; !waiting; attempt++) {
      expect(attempt, "the worker copied every queued post before the feed was read").toBeLessThanOrEqual(5);
      const queued = { bobs: await queuedPost(bob), cals: await queuedPost(cal) };
      const feed = await feedIds(ann);
      if (!(await stillQueued([queued.bobs, queued.cals]))) continue;
      expect(feed).toContain(queued.cals);
      expect(feed).not.toContain(queued.bobs);
      waiting = queued;
    }
    await drainAll(t);
    expect(await feedIds(ann)).not.toContain(waiting.bobs);
    expect(await feedIds(ann)).toContain(waiting.cals);

    const unmuted = await unmute(ann, bob);
    expect(unmuted.json()).toEqual({ blocked: false, muted: false });
    expect((await get<{ muted: boolean }>(ann, `/api/users/${bob.user.id}`)).muted).toBe(false);
    expect(await feedIds(ann)).toEqual(expect.arrayContaining([bobsPost.id, waiting.bobs, waiting.cals]));
  });

  it("changes nothing else: the muted author's profile, post pages, group posts, and their own feed", async () => {
    const { ann, bob } = await friends();
    const group = ok(await ann.agent.post("/api/groups", { name: "Tuesday Bible Study", isPrivate: false }), 201);
    ok(await bob.agent.post(`/api/groups/${group.id}/join`), 200);
    const bobsPost = await createPost(bob, { content: "Bob's news", type: "prayer" });
    const bobsGroupPost = ok(await bob.agent.post(`/api/groups/${group.id}/posts`, { content: "For the group", type: "text" }), 201);
    const annsPost = await createPost(ann, { content: "Ann's news" });
    ok(await mute(ann, bob), 200);

    const profile = await get<{ relationship: string; muted: boolean }>(ann, `/api/users/${bob.user.id}`);
    expect(profile).toMatchObject({ id: bob.user.id, relationship: "connected", muted: true });
    expect(idsOf(await get(ann, `/api/posts/user/${bob.user.id}`))).toContain(bobsPost.id);
    expect((await get<{ id: number }>(ann, `/api/posts/${bobsPost.id}`)).id).toBe(bobsPost.id);
    expect(idsOf(await get(ann, `/api/groups/${group.id}/posts`))).toContain(bobsGroupPost.id);
    ok(await ann.agent.post(`/api/posts/${bobsPost.id}/interact`, { type: "prayer" }), 200);
    ok(await ann.agent.post(`/api/posts/${bobsPost.id}/comments`, { content: "Praying" }), 201);
    ok(await bob.agent.post(`/api/posts/${annsPost.id}/comments`, { content: "Amen" }), 201);
    expect((await get<{ user: { id: number } }[]>(ann, "/api/connections")).map((c) => c.user.id)).toContain(bob.user.id);
    // A mute works one way: the muted person's feed still has the muter's posts.
    expect(await feedIds(bob)).toContain(annsPost.id);
  });

  it("is never told to the muted person", async () => {
    const { ann, bob } = await friends();
    const bobs = await streamOf(bob);
    ok(await mute(ann, bob), 200);
    // Ann's next post still reaches Bob: every event before it has come too.
    const annsPost = await createPost(ann, { content: "Ann's news" });
    await bobs.next((e) => e.event === "changed" && (e.data as { postId?: number }).postId === annsPost.id, 5_000);
    expect(bobs.events.map((e) => e.event)).toEqual(["count", "messages", "changed"]);
    expect(await get(bob, "/api/notifications")).toEqual([]);
    const annAsBobSeesHer = await get<{ relationship: string; muted: boolean }>(bob, `/api/users/${ann.user.id}`);
    expect(annAsBobSeesHer).toMatchObject({ relationship: "connected", muted: false });
    expect(JSON.stringify(annAsBobSeesHer)).not.toMatch(/mute[^d]/i);
  });

  it("keeps the muted author's new posts from being announced to the muter", async () => {
    const { ann, bob, cal } = await friends();
    await connect(t, bob, cal);
    const [anns, cals] = await Promise.all([streamOf(ann), streamOf(cal)]);
    const newPost = (postId: number) => (e: { event: string; data: unknown }) =>
      e.event === "changed" &&
      (e.data as { kind: string; postId?: number }).kind === "new-post" &&
      (e.data as { postId: number }).postId === postId;

    // Before the mute, Ann hears of Bob's posts.
    const before = await createPost(bob, { content: "Before" });
    await anns.next(newPost(before.id), 5_000);

    ok(await mute(ann, bob), 200);
    const after = await createPost(bob, { content: "After" });
    await cals.next(newPost(after.id), 5_000);
    // Cal's next post reaches Ann after Bob's would have.
    const calsPost = await createPost(cal, { content: "Cal's news" });
    await anns.next(newPost(calsPost.id), 5_000);
    expect(anns.events.filter(newPost(after.id))).toEqual([]);
  });
});

describe("muting: what is refused", () => {
  it("refuses to mute oneself, someone who does not exist, and someone not shown to the member", async () => {
    const ann = await createUser(t);
    const self = await mute(ann, ann);
    expectRefusal(self, 400);
    expect(self.json()).toEqual({ message: "You cannot mute yourself" });
    expectRefusal(await unmute(ann, ann), 400);
    for (const res of [await ann.agent.post("/api/users/2147483647/mute"), await ann.agent.delete("/api/users/2147483647/mute")]) {
      expectRefusal(res, 404);
      expect(res.json()).toEqual({ message: "User not found" });
    }

    const blockedByAnn = await createUser(t);
    const blockerOfAnn = await createUser(t);
    const banned = await createUser(t);
    ok(await ann.agent.post(`/api/users/${blockedByAnn.user.id}/block`), 200);
    ok(await blockerOfAnn.agent.post(`/api/users/${ann.user.id}/block`), 200);
    await t.db.execute(sql`insert into account_holds (user_id, kind, reason) values (${banned.user.id}, 'ban', 'Spam')`);
    for (const other of [blockedByAnn, blockerOfAnn, banned]) {
      const res = await mute(ann, other);
      expectRefusal(res, 404);
      expect(res.json()).toEqual({ message: "User not found" });
    }
    expectRefusal(await mute(blockedByAnn, ann), 404);
    expect(await queryRows(t.db, sql`select 1 from mutes where ${ann.user.id} in (muter_id, muted_id)`)).toEqual([]);
  });

  it("mutes again and unmutes what is not muted; a muted person who blocks the muter leaves the list of the muted", async () => {
    const ann = await createUser(t);
    const bob = await createUser(t);
    expect((await unmute(ann, bob)).json()).toEqual({ blocked: false, muted: false });
    ok(await mute(ann, bob), 200);
    expect((await mute(ann, bob)).json()).toEqual({ blocked: false, muted: true });
    const muted = async () => (await get<{ muted: { user: { id: number } }[] }>(ann, "/api/account/blocks")).muted.map((m) => m.user.id);
    expect(await muted()).toEqual([bob.user.id]);
    ok(await bob.agent.post(`/api/users/${ann.user.id}/block`), 200);
    expect(await muted()).toEqual([]);
  });
});
