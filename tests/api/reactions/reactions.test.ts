import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Comment, Post } from "../../../contract/posts";
import { REACTORS_PAGE_SIZE, type ReactorPage, type ReactionCounts } from "../../../contract/reactions";
import { queryRows } from "../../../server/db/client";
import { expectRefusal, ok } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { connect, createPost, createUser, type SignedInUser } from "../../helpers/factories";
import { act, makeSiteRole } from "../../helpers/moderation";
import { liveStreams } from "../../helpers/sse";
import { type TestApp, createTestApp, listenOnLoopback } from "../../helpers/test-app";
import { jsonIn, unzip } from "../../helpers/unzip";

// Reactions (Amen, Praying, Love, Praise) to posts and comments: one per person, another one
// taking its place, the same one again keeping it; everyone who sees the post sees the counts
// and their own; its author sees who reacted. The Prayer button stays apart.

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ base } = await listenOnLoopback(t));
});
afterAll(() => t.close());
const streamOf = liveStreams(() => base);

type Answer = { reactions: ReactionCounts; myReaction: string | null };

const react = (who: SignedInUser, path: string, kind: string) => who.agent.put(`${path}/reaction`, { kind });
const unreact = (who: SignedInUser, path: string) => who.agent.request("DELETE", `${path}/reaction`);
const postPath = (post: { id: number }) => `/api/posts/${post.id}`;
const commentPath = (comment: { id: number }) => `/api/comments/${comment.id}`;
const getPost = async (who: SignedInUser, post: { id: number }) => ok<Post>(await who.agent.get(postPath(post)), 200);
const commentsAs = async (who: SignedInUser, post: { id: number }) => ok<Comment[]>(await who.agent.get(`${postPath(post)}/comments`), 200);
const reactorsOf = async (who: SignedInUser, path: string, cursor?: string) =>
  ok<ReactorPage>(await who.agent.get(`${path}/reactions${cursor ? `?cursor=${cursor}` : ""}`), 200);

/** An author with two connections who see the post, and a stranger who does not. */
async function circle() {
  const ann = await createUser(t, { firstName: "Ann", lastName: "Author" });
  const bob = await createUser(t, { firstName: "Bob", lastName: "Reed" });
  const cara = await createUser(t, { firstName: "Cara", lastName: "Lowe" });
  const stranger = await createUser(t);
  await connect(t, ann, bob);
  await connect(t, ann, cara);
  return { ann, bob, cara, stranger };
}

/** Counts per kind as the rows hold them, next to the stored counts. */
async function postCountsAndRows(postId: number) {
  const [row] = await queryRows<{ stored: ReactionCounts; rows: ReactionCounts }>(
    t.db,
    sql`select p.reactions as stored,
        coalesce((select jsonb_object_agg(kind, n) from (select kind, count(*)::int as n from interactions where post_id = p.id and type = 'reaction' group by kind) k), '{}'::jsonb) as rows
      from posts p where p.id = ${postId}`,
  );
  return row!;
}

async function commentCountsAndRows(commentId: number) {
  const [row] = await queryRows<{ stored: ReactionCounts; rows: ReactionCounts }>(
    t.db,
    sql`select c.reactions as stored,
        coalesce((select jsonb_object_agg(kind, n) from (select kind, count(*)::int as n from comment_reactions where comment_id = c.id group by kind) k), '{}'::jsonb) as rows
      from comments c where c.id = ${commentId}`,
  );
  return row!;
}

describe("reacting to a post", () => {
  it("gives, changes and takes back one reaction per person; counts and each one's own reaction follow", async () => {
    const { ann, bob, cara } = await circle();
    const post = await createPost(ann);
    const path = postPath(post);

    expect(ok<Answer>(await react(bob, path, "amen"), 200)).toEqual({ reactions: { amen: 1 }, myReaction: "amen" });
    expect(ok<Answer>(await react(cara, path, "love"), 200)).toEqual({ reactions: { amen: 1, love: 1 }, myReaction: "love" });
    // Another one takes the place of Bob's; the kind left at nothing is left out.
    expect(ok<Answer>(await react(bob, path, "praise"), 200)).toEqual({ reactions: { love: 1, praise: 1 }, myReaction: "praise" });
    // The same one again keeps it as it was.
    expect(ok<Answer>(await react(bob, path, "praise"), 200)).toEqual({ reactions: { love: 1, praise: 1 }, myReaction: "praise" });
    expect(ok<Answer>(await react(ann, path, "praying"), 200)).toEqual({ reactions: { love: 1, praise: 1, praying: 1 }, myReaction: "praying" });

    for (const [who, mine] of [
      [ann, "praying"],
      [bob, "praise"],
      [cara, "love"],
    ] as const) {
      expect(await getPost(who, post)).toMatchObject({ reactions: { love: 1, praise: 1, praying: 1 }, myReaction: mine });
    }

    expect(ok<Answer>(await unreact(bob, path), 200)).toEqual({ reactions: { love: 1, praying: 1 }, myReaction: null });
    // Taking back none is no error: the answer is how things stand.
    expect(ok<Answer>(await unreact(bob, path), 200)).toEqual({ reactions: { love: 1, praying: 1 }, myReaction: null });
    expect(await getPost(bob, post)).toMatchObject({ reactions: { love: 1, praying: 1 }, myReaction: null });
    // Praying stays its own: no prayer was counted, and nobody was sent a notice.
    expect(await getPost(ann, post)).toMatchObject({ prayerCount: 0, prayedByMe: false });
    expect(ok<unknown[]>(await ann.agent.get("/api/notifications"), 200)).toEqual([]);
    expect(await postCountsAndRows(post.id)).toEqual({ stored: { love: 1, praying: 1 }, rows: { love: 1, praying: 1 } });
  });

  it("leaves the Prayer button as it was: a prayer and a 'praying' reaction are counted apart", async () => {
    const { ann, bob } = await circle();
    const post = await createPost(ann, { type: "prayer", content: "For my mother" });
    ok(await bob.agent.post(`${postPath(post)}/interact`, { type: "prayer" }), 200);
    ok(await react(bob, postPath(post), "praying"), 200);
    expect(await getPost(bob, post)).toMatchObject({ prayerCount: 1, prayedByMe: true, reactions: { praying: 1 }, myReaction: "praying" });
    ok(await bob.agent.post(`${postPath(post)}/interact`, { type: "prayer" }), 200);
    expect(await getPost(bob, post)).toMatchObject({ prayerCount: 0, prayedByMe: false, reactions: { praying: 1 }, myReaction: "praying" });
  });

  it("gives each post in the feed exactly as its own page does, reactions and all", async () => {
    const { ann, bob, cara } = await circle();
    const posts = [await createPost(ann, { content: "First" }), await createPost(ann, { type: "prayer", content: "Second" })];
    ok(await react(bob, postPath(posts[0]!), "amen"), 200);
    ok(await react(cara, postPath(posts[0]!), "love"), 200);
    ok(await react(bob, postPath(posts[1]!), "praying"), 200);
    for (const viewer of [ann, bob, cara]) {
      const feed = ok<Post[]>(await viewer.agent.get("/api/posts/feed"), 200).filter((p) => posts.some((mine) => mine.id === p.id));
      expect(feed).toHaveLength(2);
      for (const item of feed) expect(item).toStrictEqual(await getPost(viewer, item));
    }
    const inFeed = ok<Post[]>(await cara.agent.get("/api/posts/feed"), 200).find((p) => p.id === posts[0]!.id)!;
    expect(inFeed).toMatchObject({ reactions: { amen: 1, love: 1 }, myReaction: "love" });
  });

  it("keeps the counts equal to the rows under concurrent reactions", async () => {
    const ann = await createUser(t);
    const post = await createPost(ann);
    const friends = await Promise.all(Array.from({ length: 8 }, () => createUser(t)));
    for (const f of friends) await connect(t, ann, f);
    const kinds = ["amen", "praying", "love", "praise"];
    const path = postPath(post);
    const first = await Promise.all(friends.map((f, i) => react(f, path, kinds[i % 4]!)));
    // At once: half change theirs (two different ones each, from two tabs), a quarter take theirs back, the rest say it again.
    const then = await Promise.all(
      friends.flatMap((f, i) =>
        i < 4
          ? [react(f, path, kinds[(i + 1) % 4]!), react(f, path, kinds[(i + 2) % 4]!)]
          : i < 6
            ? [unreact(f, path), unreact(f, path)]
            : [react(f, path, kinds[i % 4]!)],
      ),
    );
    expect([...first, ...then].map((res) => res.statusCode)).toEqual([...first, ...then].map(() => 200));
    const { stored, rows } = await postCountsAndRows(post.id);
    expect(stored).toEqual(rows);
    expect(Object.values(stored).reduce((sum, n) => sum + n, 0)).toBe(6);
    // Each one's answer settles on what they now have.
    for (const f of friends) {
      const [mine] = await queryRows<{ kind: string }>(
        t.db,
        sql`select kind from interactions where post_id = ${post.id} and user_id = ${f.user.id} and type = 'reaction'`,
      );
      expect((await getPost(f, post)).myReaction).toBe(mine?.kind ?? null);
    }
  });
});

describe("reacting to a comment", () => {
  it("gives, changes and takes back, each one seeing the counts and their own in the comments", async () => {
    const { ann, bob, cara } = await circle();
    const post = await createPost(ann);
    const comment = ok<Comment>(await cara.agent.post(`${postPath(post)}/comments`, { content: "Amen to that" }), 201);
    expect(comment).toMatchObject({ reactions: {}, myReaction: null });
    const path = commentPath(comment);

    expect(ok<Answer>(await react(ann, path, "love"), 200)).toEqual({ reactions: { love: 1 }, myReaction: "love" });
    expect(ok<Answer>(await react(bob, path, "amen"), 200)).toEqual({ reactions: { amen: 1, love: 1 }, myReaction: "amen" });
    expect(ok<Answer>(await react(bob, path, "love"), 200)).toEqual({ reactions: { love: 2 }, myReaction: "love" });
    for (const [who, mine] of [
      [ann, "love"],
      [bob, "love"],
      [cara, null],
    ] as const) {
      expect((await commentsAs(who, post))[0]).toMatchObject({ id: comment.id, reactions: { love: 2 }, myReaction: mine });
    }
    expect(ok<Answer>(await unreact(ann, path), 200)).toEqual({ reactions: { love: 1 }, myReaction: null });
    // The post's own reactions are not the comment's.
    expect(await getPost(ann, post)).toMatchObject({ reactions: {}, myReaction: null });
    expect(ok<unknown[]>(await cara.agent.get("/api/notifications"), 200)).toEqual([]);
    expect(await commentCountsAndRows(comment.id)).toEqual({ stored: { love: 1 }, rows: { love: 1 } });
  });

  it("keeps the counts equal to the rows under concurrent reactions", async () => {
    const ann = await createUser(t);
    const post = await createPost(ann);
    const comment = ok<Comment>(await ann.agent.post(`${postPath(post)}/comments`, { content: "Thank you all" }), 201);
    const friends = await Promise.all(Array.from({ length: 8 }, () => createUser(t)));
    for (const f of friends) await connect(t, ann, f);
    const path = commentPath(comment);
    const first = await Promise.all(friends.map((f, i) => react(f, path, i % 2 ? "amen" : "praise")));
    const then = await Promise.all(
      friends.flatMap((f, i) => (i % 2 ? [unreact(f, path), react(f, path, "love")] : [react(f, path, "praying"), react(f, path, "amen")])),
    );
    expect([...first, ...then].map((res) => res.statusCode)).toEqual([...first, ...then].map(() => 200));
    const { stored, rows } = await commentCountsAndRows(comment.id);
    expect(stored).toEqual(rows);
  });

  it("is for whoever sees the comment: a comment held for review, or its author blocked, is not there", async () => {
    const { ann, bob, cara } = await circle();
    const post = await createPost(ann);
    const comment = ok<Comment>(await cara.agent.post(`${postPath(post)}/comments`, { content: "Peace be with you" }), 201);
    await t.db.execute(sql`update comments set moderation = 'held' where id = ${comment.id}`);
    const before = await databaseDigest(t.db);
    expectRefusal(await react(bob, commentPath(comment), "amen"), 404);
    expect(await databaseDigest(t.db)).toBe(before);
    // Its author still sees it, and may.
    expect(ok<Answer>(await react(cara, commentPath(comment), "amen"), 200)).toEqual({ reactions: { amen: 1 }, myReaction: "amen" });
    await t.db.execute(sql`update comments set moderation = null where id = ${comment.id}`);
    ok(await cara.agent.post(`/api/users/${bob.user.id}/block`), 200);
    expectRefusal(await react(bob, commentPath(comment), "amen"), 404);
    // The post itself is still theirs to react to.
    ok(await react(bob, postPath(post), "amen"), 200);
  });
});

describe("who may react", () => {
  it("refuses a stranger (404), a post held for review to all but its author (404), and a blocked pair both ways (404)", async () => {
    const { ann, bob, cara, stranger } = await circle();
    const post = await createPost(ann);
    const refused = async (who: SignedInUser, path: string) => {
      const before = await databaseDigest(t.db);
      expectRefusal(await react(who, path, "amen"), 404);
      expectRefusal(await unreact(who, path), 404);
      expect(await databaseDigest(t.db)).toBe(before);
    };
    await refused(stranger, postPath(post));

    const held = await createPost(ann, { content: "Held" });
    await t.db.execute(sql`update posts set moderation = 'held' where id = ${held.id}`);
    await refused(bob, postPath(held));
    ok(await react(ann, postPath(held), "amen"), 200);

    ok(await ann.agent.post(`/api/users/${bob.user.id}/block`), 200);
    await refused(bob, postPath(post));
    ok(await cara.agent.post(`/api/users/${ann.user.id}/block`), 200);
    await refused(cara, postPath(post));
  });

  it("asks a group's visitors to join first (403), and a private group's outsiders never learn of it (404)", async () => {
    const ann = await createUser(t);
    const visitor = await createUser(t);
    for (const isPrivate of [false, true]) {
      const group = ok(await ann.agent.post("/api/groups", { name: "Choir", isPrivate }), 201);
      const post = ok<Post>(await ann.agent.post(`/api/groups/${group.id}/posts`, { content: "Rehearsal tonight", type: "text" }), 201);
      const comment = ok<Comment>(await ann.agent.post(`${postPath(post)}/comments`, { content: "Bring water" }), 201);
      for (const path of [postPath(post), commentPath(comment)]) {
        const before = await databaseDigest(t.db);
        const res = await react(visitor, path, "amen");
        expectRefusal(res, isPrivate ? 404 : 403);
        if (!isPrivate) expect(res.json().message).toBe("Join this group to pray and comment");
        expect(await databaseDigest(t.db)).toBe(before);
      }
      if (!isPrivate) {
        ok(await visitor.agent.post(`/api/groups/${group.id}/join`), 200);
        expect(ok<Answer>(await react(visitor, postPath(post), "praise"), 200).myReaction).toBe("praise");
        expect(ok<Answer>(await react(visitor, commentPath(comment), "praise"), 200).myReaction).toBe("praise");
      }
    }
  });
});

describe("who reacted", () => {
  it("is listed to the author, newest first, a page at a time; 403 to others who see it, 404 to those who do not", async () => {
    const { ann, bob, stranger } = await circle();
    const post = await createPost(ann);
    const comment = ok<Comment>(await bob.agent.post(`${postPath(post)}/comments`, { content: "Praying" }), 201);
    const reactors = await Promise.all(Array.from({ length: REACTORS_PAGE_SIZE + 1 }, (_, i) => createUser(t, { firstName: `R${i}` })));
    for (const r of reactors) await connect(t, ann, r);
    for (const [i, r] of reactors.entries()) {
      ok(await react(r, postPath(post), i % 2 ? "love" : "amen"), 200);
      ok(await react(r, commentPath(comment), "praise"), 200);
    }
    // The first changes theirs last: they are now the newest.
    ok(await react(reactors[0]!, postPath(post), "praying"), 200);

    const first = await reactorsOf(ann, postPath(post));
    expect(first.items).toHaveLength(REACTORS_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({ user: { id: reactors[0]!.user.id, firstName: "R0" }, kind: "praying" });
    expect(first.items[0]!.user).not.toHaveProperty("email");
    expect(first.items[1]).toMatchObject({ user: { id: reactors.at(-1)!.user.id }, kind: "amen" });
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await reactorsOf(ann, postPath(post), first.nextCursor!);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items].map((item) => item.user.id);
    expect(ids.sort((a, b) => a - b)).toEqual(reactors.map((r) => r.user.id).sort((a, b) => a - b));
    const times = [...first.items, ...second.items].map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    // The comment's author sees who reacted to it; the post's author does not (403).
    expect((await reactorsOf(bob, commentPath(comment))).items).toHaveLength(REACTORS_PAGE_SIZE);
    for (const [who, path, status] of [
      [bob, postPath(post), 403],
      [ann, commentPath(comment), 403],
      [reactors[0]!, postPath(post), 403],
      [stranger, postPath(post), 404],
      [stranger, commentPath(comment), 404],
    ] as const) {
      const res = await who.agent.get(`${path}/reactions`);
      expectRefusal(res, status);
      if (status === 403) expect(res.json().message).toBe("Only the author can see who reacted");
    }
  });

  it("never shows the author someone blocked either way, or banned", async () => {
    const { ann, bob, cara } = await circle();
    const dee = await createUser(t, { firstName: "Dee" });
    const eve = await createUser(t, { firstName: "Eve" });
    await connect(t, ann, dee);
    await connect(t, ann, eve);
    const post = await createPost(ann);
    const comment = ok<Comment>(await ann.agent.post(`${postPath(post)}/comments`, { content: "Thank you" }), 201);
    for (const who of [bob, cara, dee, eve]) {
      ok(await react(who, postPath(post), "amen"), 200);
      ok(await react(who, commentPath(comment), "love"), 200);
    }
    ok(await ann.agent.post(`/api/users/${bob.user.id}/block`), 200);
    ok(await cara.agent.post(`/api/users/${ann.user.id}/block`), 200);
    const moderator = await makeSiteRole(t, await createUser(t), "moderator");
    await act(moderator, { action: "ban", targetType: "user", targetId: dee.user.id, reason: "Spam" });
    for (const path of [postPath(post), commentPath(comment)]) {
      expect((await reactorsOf(ann, path)).items.map((item) => item.user.id)).toEqual([eve.user.id]);
    }
    // Their reactions still count: the count is of reactions, not of whom the author sees.
    expect((await getPost(ann, post)).reactions).toEqual({ amen: 4 });
  });

  it("refuses a cursor that is not one of its own with 400", async () => {
    const { ann } = await circle();
    const post = await createPost(ann);
    for (const cursor of ["abc", "1-2-3", "12", "1-99999999999", "-1"]) {
      const res = await ann.agent.get(`${postPath(post)}/reactions?cursor=${cursor}`);
      expectRefusal(res, 400, cursor);
      expect(res.json().message).toBe("Invalid cursor");
    }
  });
});

describe("bad input", () => {
  it.each([
    ["an unknown kind", { kind: "wow" }, "Reaction must be one of amen, praying, love, praise"],
    ["no kind", {}, "Reaction must be one of amen, praying, love, praise"],
    ["a kind in capitals", { kind: "AMEN" }, "Reaction must be one of amen, praying, love, praise"],
    ["a number", { kind: 1 }, "Reaction must be one of amen, praying, love, praise"],
  ])("refuses %s with 400 and changes nothing", async (_case, body, message) => {
    const { ann, bob } = await circle();
    const post = await createPost(ann);
    const comment = ok<Comment>(await ann.agent.post(`${postPath(post)}/comments`, { content: "Hi" }), 201);
    ok(await react(bob, postPath(post), "amen"), 200);
    for (const path of [postPath(post), commentPath(comment)]) {
      const before = await databaseDigest(t.db);
      const res = await bob.agent.put(`${path}/reaction`, body);
      expectRefusal(res, 400);
      expect(res.json().message).toBe(message);
      expect(await databaseDigest(t.db)).toBe(before);
    }
    expect(await getPost(bob, post)).toMatchObject({ reactions: { amen: 1 }, myReaction: "amen" });
  });

  it.each(["abc", "0", "-1", "1.5", "2147483648"])("refuses the id %s with 400 and changes nothing", async (id) => {
    const bob = await createUser(t);
    for (const kind of ["posts", "comments"]) {
      const before = await databaseDigest(t.db);
      for (const res of [
        await bob.agent.put(`/api/${kind}/${id}/reaction`, { kind: "amen" }),
        await bob.agent.request("DELETE", `/api/${kind}/${id}/reaction`),
        await bob.agent.get(`/api/${kind}/${id}/reactions`),
      ]) {
        expectRefusal(res, 400);
        expect(res.json().message).toBe("Invalid id");
      }
      expect(await databaseDigest(t.db)).toBe(before);
    }
  });

  it("is 401 to a visitor", async () => {
    const { ann } = await circle();
    const post = await createPost(ann);
    expectRefusal(await t.agent().put(`${postPath(post)}/reaction`, { kind: "amen" }), 401);
  });
});

describe("live", () => {
  it("shows the new counts on the reacting member's other tabs (with theirs) and to the author", async () => {
    const { ann, bob, cara } = await circle();
    const post = await createPost(ann);
    const comment = ok<Comment>(await cara.agent.post(`${postPath(post)}/comments`, { content: "Amen" }), 201);
    const [annStream, bobStream, caraStream] = await Promise.all([streamOf(ann), streamOf(bob), streamOf(cara)]);
    type Changed = { kind: string; postId: number; reactions?: ReactionCounts; myReaction?: string | null; commentReactions?: unknown };
    const about = (match: (c: Changed) => boolean) => (e: { event: string; data: unknown }) =>
      e.event === "changed" && (e.data as Changed).kind === "post" && (e.data as Changed).postId === post.id && match(e.data as Changed);

    ok(await react(bob, postPath(post), "love"), 200);
    expect((await bobStream.next(about((c) => c.reactions !== undefined))).data).toEqual({
      kind: "post",
      postId: post.id,
      reactions: { love: 1 },
      myReaction: "love",
    });
    expect((await annStream.next(about((c) => c.reactions !== undefined))).data).toEqual({
      kind: "post",
      postId: post.id,
      reactions: { love: 1 },
    });

    ok(await react(bob, commentPath(comment), "amen"), 200);
    expect((await bobStream.next(about((c) => c.commentReactions !== undefined))).data).toMatchObject({
      commentReactions: { commentId: comment.id, reactions: { amen: 1 }, myReaction: "amen" },
    });
    expect((await caraStream.next(about((c) => c.commentReactions !== undefined))).data).toEqual({
      kind: "post",
      postId: post.id,
      commentReactions: { commentId: comment.id, reactions: { amen: 1 } },
    });
  });
});

describe("a member's data", () => {
  it("exports the reactions they gave, to posts and comments", async () => {
    const { ann, bob } = await circle();
    const post = await createPost(ann);
    const comment = ok<Comment>(await ann.agent.post(`${postPath(post)}/comments`, { content: "Hi" }), 201);
    ok(await react(bob, postPath(post), "praise"), 200);
    ok(await react(bob, commentPath(comment), "amen"), 200);
    ok(await react(ann, postPath(post), "love"), 200);
    const res = await bob.agent.get("/api/account/export");
    expect(res.statusCode).toBe(200);
    const reactions = jsonIn(await unzip(res.rawPayload), "reactions.json");
    expect(reactions).toEqual({
      onPosts: [{ postId: post.id, kind: "praise", reactedAt: expect.any(String) }],
      onComments: [{ commentId: comment.id, postId: post.id, kind: "amen", reactedAt: expect.any(String) }],
    });
  });

  it("takes a deleted member's reactions out of others' counts, in the feed's stored card too", async () => {
    const { ann, bob, cara } = await circle();
    const post = await createPost(ann);
    const comment = ok<Comment>(await ann.agent.post(`${postPath(post)}/comments`, { content: "Hi" }), 201);
    const bobs = await createPost(bob);
    ok(await react(bob, postPath(post), "amen"), 200);
    ok(await react(cara, postPath(post), "amen"), 200);
    ok(await react(bob, commentPath(comment), "love"), 200);
    ok(await react(ann, postPath(bobs), "love"), 200);
    const annStream = await streamOf(ann);

    const gone = await bob.agent.request("DELETE", "/api/account", { password: bob.password, confirmation: "DELETE" });
    expect(gone.statusCode, gone.body).toBe(204);

    expect(await getPost(ann, post)).toMatchObject({ reactions: { amen: 1 } });
    expect((await commentsAs(ann, post))[0]).toMatchObject({ reactions: {} });
    const inFeed = ok<Post[]>(await cara.agent.get("/api/posts/feed"), 200).find((p) => p.id === post.id)!;
    expect(inFeed).toMatchObject({ reactions: { amen: 1 }, myReaction: "amen" });
    expect(await postCountsAndRows(post.id)).toEqual({ stored: { amen: 1 }, rows: { amen: 1 } });
    expect(await commentCountsAndRows(comment.id)).toEqual({ stored: {}, rows: {} });
    await annStream.next((e) => e.event === "changed" && (e.data as { reactions?: unknown }).reactions !== undefined);
  });
});
