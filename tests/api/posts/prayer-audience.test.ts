import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Post } from "../../../contract/posts";
import { type Db, queryRows } from "../../../server/db/client";
import { feedStatement } from "../../../server/services/posts/posts";
import { expectRefusal, ok } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { connect, createPost, createUser, type SignedInUser } from "../../helpers/factories";
import { drainAll } from "../../helpers/feed";
import { type EventStream, liveStreams } from "../../helpers/sse";
import { type TestApp, createTestApp, listenOnLoopback } from "../../helpers/test-app";

// Who a post is shared with: all the author's connections, the members of one group, a few
// connections by name, or the author alone. Each reaches exactly those feeds (written ahead,
// waiting in the queue, or brought in by a later connection), and no one else's.

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ base } = await listenOnLoopback(t));
});
afterAll(() => t.close());
const streamOf = liveStreams(() => base);

const feedIds = async (who: SignedInUser, query = "") => ok<Post[]>(await who.agent.get(`/api/posts/feed${query}`), 200).map((p) => p.id);
const profileIds = async (who: SignedInUser, of: SignedInUser, query = "") =>
  ok<Post[]>(await who.agent.get(`/api/posts/user/${of.user.id}${query}`), 200).map((p) => p.id);
const prayer = (body: Record<string, unknown> = {}) => ({ content: "Please pray for my mother's surgery", type: "prayer", ...body });

/** An author with three connections (two of them named in what follows) and a stranger. */
async function circle() {
  const author = await createUser(t, { firstName: "Ada", lastName: "Author" });
  const named = await createUser(t);
  const alsoNamed = await createUser(t);
  const other = await createUser(t);
  const stranger = await createUser(t);
  for (const friend of [named, alsoNamed, other]) await connect(t, author, friend);
  return { author, named, alsoNamed, other, stranger };
}

describe("a post for named connections", () => {
  it("reaches the named connections' feeds and pages, and no other connection's, before and after its copy", async () => {
    const { author, named, alsoNamed, other, stranger } = await circle();
    const post = ok<Post>(
      await author.agent.post("/api/posts", prayer({ audience: { kind: "people", userIds: [named.user.id, alsoNamed.user.id, named.user.id] } })),
      201,
    );
    expect(post.audience).toBe("people");
    const names = await queryRows<{ user_id: number }>(t.db, sql`select user_id from post_audience where post_id = ${post.id} order by user_id`);
    expect(names.map((r) => r.user_id)).toEqual([named.user.id, alsoNamed.user.id].sort((a, b) => a - b));

    for (const drained of [false, true]) {
      if (drained) await drainAll(t);
      for (const reader of [author, named, alsoNamed]) expect(await feedIds(reader), `drained: ${drained}`).toEqual([post.id]);
      for (const outsider of [other, stranger]) expect(await feedIds(outsider), `drained: ${drained}`).toEqual([]);
    }
    const entries = await queryRows<{ user_id: number }>(t.db, sql`select user_id from feed_entries where post_id = ${post.id} order by user_id`);
    expect(entries.map((r) => r.user_id)).toEqual([author, named, alsoNamed].map((p) => p.user.id).sort((a, b) => a - b));

    ok(await named.agent.get(`/api/posts/${post.id}`), 200);
    expect(await profileIds(named, author)).toEqual([post.id]);
    expectRefusal(await other.agent.get(`/api/posts/${post.id}`), 404);
    expectRefusal(await other.agent.get(`/api/posts/${post.id}/comments`), 404);
    expectRefusal(await other.agent.post(`/api/posts/${post.id}/interact`, { type: "prayer" }), 404);
    expect(await profileIds(other, author)).toEqual([]);
  });

  it("is refused, changing nothing, when it names anyone who is not the author's connection", async () => {
    const { author, named, stranger } = await circle();
    const before = await databaseDigest(t.db);
    for (const userIds of [[stranger.user.id], [named.user.id, stranger.user.id], [author.user.id], [2147483647]]) {
      const res = await author.agent.post("/api/posts", prayer({ audience: { kind: "people", userIds } }));
      expectRefusal(res, 400, JSON.stringify(userIds));
      expect(res.json().message).toBe("Choose people from your connections");
    }
    for (const audience of [
      { kind: "people" },
      { kind: "people", userIds: [] },
      { kind: "private", userIds: [named.user.id] },
      { kind: "crowd" },
    ]) {
      expectRefusal(await author.agent.post("/api/posts", prayer({ audience })), 400, JSON.stringify(audience));
    }
    expect(await databaseDigest(t.db)).toBe(before);
  });

  it("reaches, while it waits in the queue, only the named connections' feeds", async () => {
    const { author, named, other } = await circle();
    // In one transaction, so that no drain can copy it before the feeds are read.
    const seen = await inTransactionRolledBack(async (tx) => {
      const [post] = await queryRows<{ id: number }>(
        tx,
        sql`insert into posts (author_id, audience, content, type) values (${author.user.id}, 'people', 'Waiting', 'prayer') returning id`,
      );
      await tx.execute(sql`insert into post_audience (post_id, user_id) values (${post!.id}, ${named.user.id})`);
      await tx.execute(sql`insert into feed_fanouts (post_id) values (${post!.id})`);
      const [privately] = await queryRows<{ id: number }>(
        tx,
        sql`insert into posts (author_id, audience, content, type) values (${author.user.id}, 'private', 'Mine', 'prayer') returning id`,
      );
      await tx.execute(sql`insert into feed_fanouts (post_id) values (${privately!.id})`);
      const feed = async (who: SignedInUser) => {
        const [{ page }] = (await queryRows<{ page: string }>(tx, feedStatement(who.user.id, 20))) as [{ page: string }];
        return (JSON.parse(page) as Post[]).map((p) => p.id);
      };
      return { post: post!.id, privately: privately!.id, named: await feed(named), other: await feed(other), author: await feed(author) };
    });
    expect(seen.named).toEqual([seen.post]);
    expect(seen.other).toEqual([]);
    expect(seen.author).toEqual([seen.privately, seen.post]);
  });

  it("reaches a named connection again whose connection ended and was made again, and never someone who connects later", async () => {
    const { author, named, other } = await circle();
    const forNamed = ok<Post>(await author.agent.post("/api/posts", prayer({ audience: { kind: "people", userIds: [named.user.id] } })), 201);
    const mine = ok<Post>(await author.agent.post("/api/posts", prayer({ audience: { kind: "private" } })), 201);
    const forAll = await createPost(author, { content: "For all my connections" });
    await drainAll(t);

    // A block ends the connection (and takes the posts out of the feeds); lifting it does not restore it.
    ok(await named.agent.post(`/api/users/${author.user.id}/block`), 200);
    ok(await named.agent.delete(`/api/users/${author.user.id}/block`), 200);
    expect(await feedIds(named)).toEqual([]);
    const request = ok(await named.agent.post("/api/connections", { addresseeId: author.user.id }), 201);
    ok(await author.agent.put(`/api/connections/${request.id}`, { status: "accepted" }), 200);
    expect(await feedIds(named)).toEqual([forAll.id, forNamed.id]);

    const newcomer = await createUser(t);
    const asked = ok(await newcomer.agent.post("/api/connections", { addresseeId: author.user.id }), 201);
    ok(await author.agent.put(`/api/connections/${asked.id}`, { status: "accepted" }), 200);
    expect(await feedIds(newcomer)).toEqual([forAll.id]);
    expect(await feedIds(other)).toEqual([forAll.id]);
    expect(await feedIds(author)).toEqual([forAll.id, mine.id, forNamed.id]);
  });
});

/** Runs `work` in a transaction that is then rolled back, and hands back what it returned. */
async function inTransactionRolledBack<T>(work: (tx: Db) => Promise<T>): Promise<T> {
  let result: T | undefined;
  const rollback = new Error("rolled back");
  await t.db
    .transaction(async (tx) => {
      result = await work(tx);
      throw rollback;
    })
    .catch((err) => {
      if (err !== rollback) throw err;
    });
  return result as T;
}

describe("a private post", () => {
  it("is its author's alone: in their feed and on their profile, in nobody else's, never queued", async () => {
    const { author, named, stranger } = await circle();
    const post = ok<Post>(await author.agent.post("/api/posts", prayer({ audience: { kind: "private" }, category: "health" })), 201);
    expect(post).toMatchObject({ audience: "private", category: "health", groupId: null });
    expect(await queryRows(t.db, sql`select 1 from feed_fanouts where post_id = ${post.id}`)).toEqual([]);
    await drainAll(t);
    expect(await feedIds(author)).toEqual([post.id]);
    expect(await profileIds(author, author)).toEqual([post.id]);
    for (const outsider of [named, stranger]) {
      expect(await feedIds(outsider)).toEqual([]);
      expectRefusal(await outsider.agent.get(`/api/posts/${post.id}`), 404);
      expectRefusal(await outsider.agent.get(`/api/posts/${post.id}/interactions`), 404);
    }
    expect(await profileIds(named, author)).toEqual([]);
  });
});

describe("a post for a group, from the home composer", () => {
  it("is a post in that group, as the group's own route writes it, with its category and anonymity", async () => {
    const { author, named, other } = await circle();
    const group = ok(await author.agent.post("/api/groups", { name: "Hospital visitors", isPrivate: true }), 201);
    const invite = ok(await author.agent.post(`/api/groups/${group.id}/invitations`, { userId: named.user.id }), 201);
    ok(await named.agent.put(`/api/groups/invitations/${invite.id}`, { status: "accepted" }), 200);

    const post = ok<Post>(
      await author.agent.post("/api/posts", prayer({ category: "family", anonymous: true, audience: { kind: "group", groupId: group.id } })),
      201,
    );
    expect(post).toMatchObject({ groupId: group.id, audience: "group", category: "family", anonymous: true, authorId: author.user.id });
    const inGroup = ok<Post[]>(await named.agent.get(`/api/groups/${group.id}/posts`), 200);
    expect(inGroup.map((p) => [p.id, p.authorId, p.author])).toEqual([[post.id, null, null]]);
    await drainAll(t);
    // It reaches the group's members' home feeds, still without its author's name, and nobody else's.
    expect(await feedIds(other)).toEqual([]);
    expect(await feedIds(named)).toEqual([post.id]);
    const [inFeed] = ok<Post[]>(await named.agent.get("/api/posts/feed"), 200);
    expect([inFeed!.authorId, inFeed!.author, inFeed!.place?.name]).toEqual([null, null, "Hospital visitors"]);

    const fromRoute = ok<Post>(await named.agent.post(`/api/groups/${group.id}/posts`, prayer({ category: "grief", anonymous: true })), 201);
    expect(fromRoute).toMatchObject({ groupId: group.id, audience: "group", category: "grief", anonymous: true });
    const same = ok<Post>(
      await named.agent.post(`/api/groups/${group.id}/posts`, prayer({ audience: { kind: "group", groupId: group.id } })),
      201,
    );
    expect(same.groupId).toBe(group.id);
  });

  it("is refused as the group's route refuses it: 404 to who may not see the group, 403 to a non-member of a public one", async () => {
    const { author, other } = await circle();
    const secret = ok(await author.agent.post("/api/groups", { name: "Elders", isPrivate: true }), 201);
    const open = ok(await author.agent.post("/api/groups", { name: "Everyone", isPrivate: false }), 201);
    const before = await databaseDigest(t.db);
    expectRefusal(await other.agent.post("/api/posts", prayer({ audience: { kind: "group", groupId: secret.id } })), 404);
    expectRefusal(await other.agent.post("/api/posts", prayer({ audience: { kind: "group", groupId: 2147483647 } })), 404);
    expectRefusal(await other.agent.post("/api/posts", prayer({ audience: { kind: "group", groupId: open.id } })), 403);
    expectRefusal(await other.agent.post(`/api/groups/${open.id}/posts`, prayer()), 403);
    expect(await databaseDigest(t.db)).toBe(before);
  });

  it("is refused, changing nothing, in a group's route when it names another audience", async () => {
    const { author } = await circle();
    const group = ok(await author.agent.post("/api/groups", { name: "Choir", isPrivate: false }), 201);
    const elsewhere = ok(await author.agent.post("/api/groups", { name: "Band", isPrivate: false }), 201);
    const before = await databaseDigest(t.db);
    for (const audience of [{ kind: "connections" }, { kind: "private" }, { kind: "group", groupId: elsewhere.id }]) {
      const res = await author.agent.post(`/api/groups/${group.id}/posts`, prayer({ audience }));
      expectRefusal(res, 400, JSON.stringify(audience));
      expect(res.json().message).toMatch(/group/);
    }
    expect(await databaseDigest(t.db)).toBe(before);
  });
});

describe("category and anonymity", () => {
  it("are refused on anything but a prayer request", async () => {
    const { author } = await circle();
    const before = await databaseDigest(t.db);
    expectRefusal(await author.agent.post("/api/posts", { content: "Hello", type: "text", category: "health" }), 400);
    expectRefusal(await author.agent.post("/api/posts", { content: "Hello", type: "text", anonymous: true }), 400);
    expectRefusal(await author.agent.post("/api/posts", prayer({ category: "weather" })), 400);
    expect(await databaseDigest(t.db)).toBe(before);
  });
});

describe("the feed of prayer requests", () => {
  it("holds prayer requests only, of the category asked for, page by page", async () => {
    const { author, named } = await circle();
    const health = ok<Post>(await author.agent.post("/api/posts", prayer({ category: "health" })), 201);
    await createPost(author, { content: "Just a thought" });
    const family = ok<Post>(await author.agent.post("/api/posts", prayer({ category: "family" })), 201);
    const uncategorized = ok<Post>(await named.agent.post("/api/posts", prayer()), 201);
    const health2 = ok<Post>(await named.agent.post("/api/posts", prayer({ category: "health", anonymous: true })), 201);

    for (const drained of [false, true]) {
      if (drained) await drainAll(t);
      expect(await feedIds(named, "?type=prayer")).toEqual([health2.id, uncategorized.id, family.id, health.id]);
      expect(await feedIds(named, "?type=prayer&category=health")).toEqual([health2.id, health.id]);
      expect(await feedIds(named, "?category=family")).toEqual([family.id]);
      expect(await feedIds(named, `?type=prayer&category=health&cursor=${health2.id}`)).toEqual([health.id]);
      expect(await feedIds(named, `?type=prayer&limit=2&cursor=${uncategorized.id}`)).toEqual([family.id, health.id]);
      expect(await feedIds(author, "?type=prayer&category=grief")).toEqual([]);
      expect((await feedIds(named)).length).toBe(5);
    }
    const page = ok<Post[]>(await author.agent.get("/api/posts/feed?type=prayer&category=health"), 200);
    expect(page.find((p) => p.id === health2.id)).toMatchObject({ authorId: null, author: null, anonymous: true, category: "health" });
  });

  it("refuses a type or category it does not know, with a message", async () => {
    const { author } = await circle();
    for (const query of ["?type=text", "?category=weather", "?type=prayer&category="]) {
      const res = await author.agent.get(`/api/posts/feed${query}`);
      expectRefusal(res, 400, query);
    }
  });
});

describe("answered prayers on a profile and in a group", () => {
  it("are listed alone with answered=true, newest posted first; answered=false lists everything", async () => {
    const { author, named } = await circle();
    const group = ok(await author.agent.post("/api/groups", { name: "Answered", isPrivate: false }), 201);
    const first = ok<Post>(await author.agent.post("/api/posts", prayer({ category: "health" })), 201);
    const open = ok<Post>(await author.agent.post("/api/posts", prayer()), 201);
    const second = ok<Post>(await author.agent.post("/api/posts", prayer()), 201);
    const text = await createPost(author);
    const inGroup = ok<Post>(await author.agent.post(`/api/groups/${group.id}/posts`, prayer()), 201);
    const openInGroup = ok<Post>(await author.agent.post(`/api/groups/${group.id}/posts`, prayer()), 201);
    await t.db.execute(sql`update posts set answered_at = now(), testimony = 'She is home'
      where id in (${first.id}, ${second.id}, ${inGroup.id})`);

    expect(await profileIds(named, author, "?answered=true")).toEqual([second.id, first.id]);
    expect(await profileIds(named, author, `?answered=true&cursor=${second.id}`)).toEqual([first.id]);
    expect(await profileIds(named, author, "?answered=false")).toEqual([text.id, second.id, open.id, first.id]);
    const answered = ok<Post[]>(await named.agent.get(`/api/groups/${group.id}/posts?answered=true`), 200);
    expect(answered.map((p) => [p.id, p.testimony])).toEqual([[inGroup.id, "She is home"]]);
    expect(answered[0]!.answeredAt).toEqual(expect.any(String));
    expect(ok<Post[]>(await named.agent.get(`/api/groups/${group.id}/posts`), 200).map((p) => p.id)).toEqual([openInGroup.id, inGroup.id]);
    expectRefusal(await named.agent.get(`/api/posts/user/${author.user.id}?answered=yes`), 400);
  });
});

describe("a deleted post's live event", () => {
  const deleted = (stream: EventStream, postId: number) =>
    stream.events.some(
      (e) =>
        e.event === "changed" &&
        (e.data as { kind: string; postId: number }).kind === "post-deleted" &&
        (e.data as { postId: number }).postId === postId,
    );

  it("reaches only those who could see it: the named connections of a people post, nobody else for a private one", async () => {
    const { author, named, other } = await circle();
    const forNamed = ok<Post>(await author.agent.post("/api/posts", prayer({ audience: { kind: "people", userIds: [named.user.id] } })), 201);
    const mine = ok<Post>(await author.agent.post("/api/posts", prayer({ audience: { kind: "private" } })), 201);
    const forAll = await createPost(author);
    await drainAll(t);
    const [authors, nameds, others] = await Promise.all([streamOf(author), streamOf(named), streamOf(other)]);

    for (const post of [forNamed, mine, forAll]) expect((await author.agent.delete(`/api/posts/${post.id}`)).statusCode).toBe(204);
    // The last deletion reaches everyone it concerns; by then the earlier ones would have too.
    await Promise.all([nameds, others].map((s) => s.next((e) => e.event === "changed" && (e.data as { postId: number }).postId === forAll.id)));
    await authors.next((e) => e.event === "changed" && (e.data as { postId: number }).postId === forAll.id);
    expect([forNamed, mine, forAll].map((p) => deleted(authors, p.id))).toEqual([true, true, true]);
    expect([forNamed, mine, forAll].map((p) => deleted(nameds, p.id))).toEqual([true, false, true]);
    expect([forNamed, mine, forAll].map((p) => deleted(others, p.id))).toEqual([false, false, true]);
  });
});
