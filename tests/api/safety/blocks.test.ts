import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Post } from "../../../contract/posts";
import { queryRows } from "../../../server/db/client";
import { expectRefusal, ok } from "../../helpers/access";
import { connect, createPost, createUser, type SignedInUser } from "../../helpers/factories";
import { drainAll } from "../../helpers/feed";
import { liveStreams } from "../../helpers/sse";
import { type TestApp, createTestApp, listenOnLoopback } from "../../helpers/test-app";

// A block parts two people both ways, whoever made it: neither sees the other (profile, posts,
// comments, prayers, a place in any list) nor reaches them (connecting, inviting, praying,
// commenting, notices). Blocking ends their connection and what was pending between them;
// lifting it gives back sight of each other, not the connection. The blocked person is never
// told: to them, the other is simply not there.

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
const block = (who: SignedInUser, other: SignedInUser) => who.agent.post(`/api/users/${other.user.id}/block`);
const unblock = (who: SignedInUser, other: SignedInUser) => who.agent.delete(`/api/users/${other.user.id}/block`);

/** A refusal that says the person does not exist, as for an id never used. */
function expectNoSuchUser(res: LightMyRequestResponse, context = "") {
  expectRefusal(res, 404, context);
  expect(res.json(), context).toEqual({ message: "User not found" });
}

type Wrote = { wall: Post; inGroup: Post };

/**
 * Ann and Bob, connected, and Cal, connected to both, whose public group both belong to.
 * Each of Ann and Bob wrote on their wall and in the group, and commented on and prayed for
 * Cal's prayer request. Every post is in its readers' feeds.
 */
async function neighbours() {
  const ann = await createUser(t, { firstName: "Ann", lastName: "Lee" });
  const bob = await createUser(t, { firstName: "Bob", lastName: "Ray" });
  const cal = await createUser(t, { firstName: "Cal", lastName: "Cole" });
  await connect(t, ann, bob);
  await connect(t, ann, cal);
  await connect(t, bob, cal);
  const group = ok<{ id: number }>(await cal.agent.post("/api/groups", { name: "Tuesday Bible Study", isPrivate: false }), 201);
  for (const who of [ann, bob]) ok(await who.agent.post(`/api/groups/${group.id}/join`), 200);
  const calsPost = await createPost(cal, { content: "Pray for our town", type: "prayer" });
  const wrote = new Map<SignedInUser, Wrote>();
  for (const who of [ann, bob]) {
    const wall = await createPost(who, { content: `${who.user.firstName}'s news` });
    const inGroup = ok<Post>(await who.agent.post(`/api/groups/${group.id}/posts`, { content: "For the group", type: "text" }), 201);
    ok(await who.agent.post(`/api/posts/${calsPost.id}/comments`, { content: "Amen" }), 201);
    ok(await who.agent.post(`/api/posts/${calsPost.id}/interact`, { type: "prayer" }), 200);
    wrote.set(who, { wall, inGroup });
  }
  // Who prayed for a post is known to its author alone: each prays for the other's wall post.
  ok(await ann.agent.post(`/api/posts/${wrote.get(bob)!.wall.id}/interact`, { type: "prayer" }), 200);
  ok(await bob.agent.post(`/api/posts/${wrote.get(ann)!.wall.id}/interact`, { type: "prayer" }), 200);
  await drainAll(t);
  return { ann, bob, cal, groupId: group.id, calsPost, wrote };
}
type Scene = Awaited<ReturnType<typeof neighbours>>;

/** Where `viewer` comes upon `other` and what they wrote, place by place. */
async function sightings(viewer: SignedInUser, other: SignedInUser, s: Scene): Promise<Record<string, boolean>> {
  const id = other.user.id;
  const theirs = s.wrote.get(other)!;
  const seen = async (url: string) => (await viewer.agent.get(url)).statusCode === 200;
  const authors = (posts: { authorId: number }[]) => posts.map((p) => p.authorId);
  return {
    profile: await seen(`/api/users/${id}`),
    profilePosts: (await seen(`/api/posts/user/${id}`)) && idsOf(await get(viewer, `/api/posts/user/${id}`)).includes(theirs.wall.id),
    wallPostPage: await seen(`/api/posts/${theirs.wall.id}`),
    groupPostPage: await seen(`/api/posts/${theirs.inGroup.id}`),
    theirPostsComments: await seen(`/api/posts/${theirs.wall.id}/comments`),
    theirPostsPrayers: await seen(`/api/posts/${theirs.wall.id}/interactions`),
    feed: authors(await get(viewer, "/api/posts/feed")).includes(id),
    groupFeed: authors(await get(viewer, `/api/groups/${s.groupId}/posts`)).includes(id),
    commentOnCalsPost: authors(await get(viewer, `/api/posts/${s.calsPost.id}/comments`)).includes(id),
    prayerForMyPost: (await get<{ userId: number }[]>(viewer, `/api/posts/${(s.wrote.get(viewer)?.wall ?? s.calsPost).id}/interactions`)).some(
      (p) => p.userId === id,
    ),
    groupMembers: (await get<{ user: { id: number } }[]>(viewer, `/api/groups/${s.groupId}/members`)).some((m) => m.user.id === id),
  };
}
const everywhere = (seen: boolean) => ({
  profile: seen,
  profilePosts: seen,
  wallPostPage: seen,
  groupPostPage: seen,
  theirPostsComments: seen,
  theirPostsPrayers: seen,
  feed: seen,
  groupFeed: seen,
  commentOnCalsPost: seen,
  prayerForMyPost: seen,
  groupMembers: seen,
});

const feedEntriesBetween = async (a: SignedInUser, b: SignedInUser) =>
  queryRows<{ user_id: number }>(
    t.db,
    sql`select e.user_id from feed_entries e join posts p on p.id = e.post_id
        where (e.user_id = ${a.user.id} and p.author_id = ${b.user.id}) or (e.user_id = ${b.user.id} and p.author_id = ${a.user.id})`,
  );

describe("a block, both ways", () => {
  it("hides each from the other everywhere, ends their connection and takes each one's posts out of the other's feed", async () => {
    const s = await neighbours();
    const { ann, bob, cal } = s;
    expect(await sightings(ann, bob, s)).toEqual(everywhere(true));
    expect(await sightings(bob, ann, s)).toEqual(everywhere(true));
    expect(await feedEntriesBetween(ann, bob)).toHaveLength(4);

    const blocked = await block(ann, bob);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toEqual({ blocked: true, muted: false });

    // The block's maker and the one blocked alike.
    expect(await sightings(ann, bob, s)).toEqual(everywhere(false));
    expect(await sightings(bob, ann, s)).toEqual(everywhere(false));
    expect(await feedEntriesBetween(ann, bob)).toEqual([]);
    expect(
      await queryRows(
        t.db,
        sql`select 1 from connections where requester_id in (${ann.user.id}, ${bob.user.id}) and addressee_id in (${ann.user.id}, ${bob.user.id})`,
      ),
    ).toEqual([]);
    for (const [viewer, other] of [
      [ann, bob],
      [bob, ann],
    ] as const) {
      expect(idsOf((await get<{ user: { id: number } }[]>(viewer, "/api/connections")).map((c) => c.user))).toEqual([cal.user.id]);
      expectNoSuchUser(await viewer.agent.get(`/api/users/${other.user.id}`));
      expectNoSuchUser(await viewer.agent.get(`/api/posts/user/${other.user.id}`));
      // Neither prays for nor comments on what the other wrote, on a wall or in a group.
      const theirs = s.wrote.get(other)!;
      for (const post of [theirs.wall, theirs.inGroup]) {
        expectRefusal(await viewer.agent.post(`/api/posts/${post.id}/comments`, { content: "Amen" }), 404);
        expectRefusal(await viewer.agent.post(`/api/posts/${post.id}/interact`, { type: "prayer" }), 404);
      }
    }
    // A third person still sees both.
    expect(await sightings(cal, bob, s)).toMatchObject({
      profile: true,
      feed: true,
      groupFeed: true,
      commentOnCalsPost: true,
      groupMembers: true,
    });
    expect(await sightings(cal, ann, s)).toMatchObject({
      profile: true,
      feed: true,
      groupFeed: true,
      commentOnCalsPost: true,
      groupMembers: true,
    });
  });

  it("keeps each out of the other's suggestions, and refuses a request to connect either way", async () => {
    const { ann, bob } = await neighbours();
    ok(await bob.agent.post(`/api/users/${ann.user.id}/block`), 200);
    for (const [viewer, other] of [
      [ann, bob],
      [bob, ann],
    ] as const) {
      expect(idsOf(await get(viewer, "/api/users/suggested"))).not.toContain(other.user.id);
      expectNoSuchUser(await viewer.agent.post("/api/connections", { addresseeId: other.user.id }));
    }
    // Unblocked, they are friends of a friend (Cal) again: suggested to each other.
    ok(await unblock(bob, ann), 200);
    expect(idsOf(await get(ann, "/api/users/suggested"))).toContain(bob.user.id);
    expect(idsOf(await get(bob, "/api/users/suggested"))).toContain(ann.user.id);
  });

  it("ends the requests and group invitations pending between them, either way, and the notices about each other", async () => {
    const ann = await createUser(t, { firstName: "Ann", lastName: "Lee" });
    const bob = await createUser(t, { firstName: "Bob", lastName: "Ray" });
    await connect(t, ann, bob);
    // Each invites the other into a group of theirs; each caused the other a notice.
    const annsGroup = ok(await ann.agent.post("/api/groups", { name: "Ann's circle", isPrivate: true }), 201);
    const bobsGroup = ok(await bob.agent.post("/api/groups", { name: "Bob's circle", isPrivate: false }), 201);
    ok(await ann.agent.post(`/api/groups/${annsGroup.id}/invitations`, { userId: bob.user.id }), 201);
    ok(await bob.agent.post(`/api/groups/${bobsGroup.id}/invitations`, { userId: ann.user.id }), 201);
    const annsPost = await createPost(ann, { content: "Pray for me", type: "prayer" });
    ok(await bob.agent.post(`/api/posts/${annsPost.id}/interact`, { type: "prayer" }), 200);
    const actors = async (who: SignedInUser) => (await get<{ actorId: number }[]>(who, "/api/notifications")).map((n) => n.actorId);
    expect(await actors(ann)).toEqual([bob.user.id, bob.user.id]);
    expect(await actors(bob)).toEqual([ann.user.id]);
    expect(await get(bob, "/api/groups/invitations")).toHaveLength(1);
    expect(await get(ann, `/api/groups/${annsGroup.id}/invitations`)).toHaveLength(1);

    ok(await block(bob, ann), 200);
    for (const who of [ann, bob]) {
      expect(await get(who, "/api/groups/invitations"), who.user.firstName).toEqual([]);
      expect(await actors(who), who.user.firstName).toEqual([]);
      expect((await get<{ count: number }>(who, "/api/notifications/count")).count).toBe(0);
    }
    expect(await get(ann, `/api/groups/${annsGroup.id}/invitations`)).toEqual([]);
    expect(await get(bob, `/api/groups/${bobsGroup.id}/invitations`)).toEqual([]);
    expect(await queryRows(t.db, sql`select 1 from group_invitations where group_id in (${annsGroup.id}, ${bobsGroup.id})`)).toEqual([]);

    // A request pending either way goes too: the one asked finds nothing to accept.
    const dee = await createUser(t);
    const eve = await createUser(t);
    const request = ok(await dee.agent.post("/api/connections", { addresseeId: eve.user.id }), 201);
    expect(await get(eve, "/api/connections/requests")).toHaveLength(1);
    ok(await block(dee, eve), 200);
    expect(await get(eve, "/api/connections/requests")).toEqual([]);
    expect(await get(eve, "/api/notifications")).toEqual([]);
    expectRefusal(await eve.agent.put(`/api/connections/${request.id}`, { status: "accepted" }), 404);
    expect(await get(eve, "/api/connections")).toEqual([]);
  });

  it("lets neither invite the other into a group, nor anything of one notify the other", async () => {
    const ann = await createUser(t);
    const bob = await createUser(t);
    await connect(t, ann, bob);
    const group = ok(await ann.agent.post("/api/groups", { name: "Open doors", isPrivate: false }), 201);
    ok(await bob.agent.post(`/api/groups/${group.id}/join`), 200);
    const bobsGroup = ok(await bob.agent.post("/api/groups", { name: "Bob's circle", isPrivate: true }), 201);
    ok(await ann.agent.post(`/api/users/${bob.user.id}/block`), 200);

    expectNoSuchUser(await ann.agent.post(`/api/groups/${group.id}/invitations`, { userId: bob.user.id }));
    expectNoSuchUser(await bob.agent.post(`/api/groups/${bobsGroup.id}/invitations`, { userId: ann.user.id }));
    // Both still belong to the public group: what one writes there does not reach the other.
    const annsGroupPost = ok(await ann.agent.post(`/api/groups/${group.id}/posts`, { content: "Hello all", type: "prayer" }), 201);
    const bobsGroupPost = ok(await bob.agent.post(`/api/groups/${group.id}/posts`, { content: "Hi", type: "prayer" }), 201);
    expectRefusal(await bob.agent.post(`/api/posts/${annsGroupPost.id}/comments`, { content: "Amen" }), 404);
    expectRefusal(await ann.agent.post(`/api/posts/${bobsGroupPost.id}/interact`, { type: "prayer" }), 404);
    expect(await get(ann, "/api/notifications")).toEqual([]);
    expect(await get(bob, "/api/notifications")).toEqual([]);
  });

  it("tells both screens the connection ended, and then nothing about the other reaches either", async () => {
    const { ann, bob, cal, calsPost, wrote } = await neighbours();
    const [anns, bobs] = await Promise.all([streamOf(ann), streamOf(bob)]);

    ok(await block(ann, bob), 200);
    const ended = (e: { event: string; data: unknown }) => e.event === "changed" && (e.data as { kind: string }).kind === "connection";
    for (const stream of [anns, bobs]) {
      expect((await stream.next(ended)).data).toEqual({ kind: "connection", between: [ann.user.id, bob.user.id], status: "rejected" });
    }
    const from = { ann: anns.events.length, bob: bobs.events.length };

    // Each writes and answers the third person; the third person answers each.
    for (const who of [ann, bob]) {
      await createPost(who, { content: "More news" });
      ok(await who.agent.post(`/api/posts/${calsPost.id}/comments`, { content: "Still praying" }), 201);
      ok(await cal.agent.post(`/api/posts/${wrote.get(who)!.wall.id}/comments`, { content: "With you" }), 201);
    }
    // The third person's own post reaches both: every event before it has come too.
    const calsNews = await createPost(cal, { content: "Cal's news" });
    const isCalsNews = (e: { event: string; data: unknown }) =>
      e.event === "changed" && (e.data as { kind: string; postId?: number }).postId === calsNews.id;
    await Promise.all([anns.next(isCalsNews, 5_000), bobs.next(isCalsNews, 5_000)]);

    const about = (other: SignedInUser) => {
      const theirPosts = new Set([wrote.get(other)!.wall.id, wrote.get(other)!.inGroup.id]);
      return (e: { event: string; data: unknown }) => {
        const text = JSON.stringify(e.data);
        const data = e.data as { postId?: number; notification?: { actorId: number } };
        return (
          (data.postId !== undefined && theirPosts.has(data.postId)) ||
          data.notification?.actorId === other.user.id ||
          text.includes(`"authorId":${other.user.id}`)
        );
      };
    };
    expect(anns.events.slice(from.ann).filter(about(bob))).toEqual([]);
    expect(bobs.events.slice(from.bob).filter(about(ann))).toEqual([]);
    // Nothing the blocked person heard, then or since, says why.
    expect(JSON.stringify(bobs.events)).not.toMatch(/block/i);
  });

  it("is lifted by its maker alone, giving back sight of each other but not the connection", async () => {
    const s = await neighbours();
    const { ann, bob } = s;
    ok(await block(ann, bob), 200);
    // Bob lifts a block of his own that there is none of: Ann's stands.
    const bobs = await unblock(bob, ann);
    expect(bobs.statusCode, bobs.body).toBe(200);
    expect(bobs.json()).toEqual({ blocked: false, muted: false });
    expect(await sightings(bob, ann, s)).toEqual(everywhere(false));
    // Both block; Ann lifts hers: Bob's stands.
    ok(await block(bob, ann), 200);
    expect((await unblock(ann, bob)).json()).toEqual({ blocked: false, muted: false });
    expect(await sightings(ann, bob, s)).toEqual(everywhere(false));

    ok(await unblock(bob, ann), 200);
    const profile = await get<{ relationship: string }>(ann, `/api/users/${bob.user.id}`);
    expect(profile.relationship).toBe("none");
    // Seen again where anyone signed in sees them; their wall is for connections only.
    expect(await sightings(ann, bob, s)).toEqual({
      ...everywhere(true),
      profilePosts: false,
      wallPostPage: false,
      theirPostsComments: false,
      theirPostsPrayers: false,
      feed: false,
    });
    expect(await get(ann, "/api/connections")).toHaveLength(1); // Cal
    expect(await feedEntriesBetween(ann, bob)).toEqual([]);
    // They may connect again.
    const request = ok(await bob.agent.post("/api/connections", { addresseeId: ann.user.id }), 201);
    ok(await ann.agent.put(`/api/connections/${request.id}`, { status: "accepted" }), 200);
    expect(await sightings(ann, bob, s)).toEqual(everywhere(true));
  });

  it("never mentions the block in what the blocked person is answered", async () => {
    const { ann, bob, groupId, wrote } = await neighbours();
    ok(await block(ann, bob), 200);
    const annsPost = wrote.get(ann)!.wall.id;
    const answers = [
      await bob.agent.get(`/api/users/${ann.user.id}`),
      await bob.agent.get(`/api/posts/user/${ann.user.id}`),
      await bob.agent.get(`/api/posts/${annsPost}`),
      await bob.agent.post(`/api/posts/${annsPost}/comments`, { content: "Hello?" }),
      await bob.agent.post("/api/connections", { addresseeId: ann.user.id }),
      await bob.agent.post(`/api/users/${ann.user.id}/mute`),
      await bob.agent.get("/api/auth/user"),
      await bob.agent.get("/api/posts/feed"),
      await bob.agent.get("/api/connections"),
      await bob.agent.get("/api/connections/requests"),
      await bob.agent.get("/api/users/suggested"),
      await bob.agent.get("/api/notifications"),
      await bob.agent.get("/api/groups/invitations"),
      await bob.agent.get(`/api/groups/${groupId}/members`),
    ];
    for (const res of answers) expect(res.body).not.toMatch(/block/i);
    // Their own list of whom they keep away names nobody.
    expect(await get(bob, "/api/account/blocks")).toEqual({ blocked: [], muted: [] });
  });
});

describe("blocking: what is refused", () => {
  it("refuses to block oneself, and someone who does not exist", async () => {
    const ann = await createUser(t);
    const self = await block(ann, ann);
    expectRefusal(self, 400);
    expect(self.json()).toEqual({ message: "You cannot block yourself" });
    expectRefusal(await unblock(ann, ann), 400);
    expectNoSuchUser(await ann.agent.post("/api/users/2147483647/block"));
    expectNoSuchUser(await ann.agent.delete("/api/users/2147483647/block"));
  });

  it("blocks again, unblocks what is not blocked, and blocks back someone who blocked first", async () => {
    const ann = await createUser(t);
    const bob = await createUser(t);
    expect((await unblock(ann, bob)).json()).toEqual({ blocked: false, muted: false });
    ok(await block(ann, bob), 200);
    expect((await block(ann, bob)).json()).toEqual({ blocked: true, muted: false });
    // Ann does not exist for Bob, yet he may block her too.
    expectNoSuchUser(await bob.agent.get(`/api/users/${ann.user.id}`));
    expect((await block(bob, ann)).json()).toEqual({ blocked: true, muted: false });
    expect(await queryRows(t.db, sql`select 1 from blocks where ${ann.user.id} in (blocker_id, blocked_id)`)).toHaveLength(2);
  });
});

describe("GET /api/account/blocks", () => {
  it("lists whom the member blocks and whom they mute, newest first", async () => {
    const me = await createUser(t);
    const [bob, cal, dee, eve] = await Promise.all(["Bob", "Cal", "Dee", "Eve"].map((firstName) => createUser(t, { firstName })));
    for (const who of [bob!, cal!]) ok(await block(me, who), 200);
    for (const who of [dee!, eve!]) ok(await me.agent.post(`/api/users/${who.user.id}/mute`), 200);

    const lists = await get<{ blocked: { user: { id: number; firstName: string }; since: string }[]; muted: { user: { id: number } }[] }>(
      me,
      "/api/account/blocks",
    );
    expect(lists.blocked.map((b) => b.user.firstName)).toEqual(["Cal", "Bob"]);
    expect(lists.muted.map((m) => m.user.id)).toEqual([eve!.user.id, dee!.user.id]);
    expect(new Date(lists.blocked[0]!.since).getTime()).toBeGreaterThanOrEqual(new Date(lists.blocked[1]!.since).getTime());
    expect(JSON.stringify(lists)).not.toMatch(/@example\.org/);
    // The blocked are listed, though nowhere else: it is where a block is lifted.
    expectNoSuchUser(await me.agent.get(`/api/users/${bob!.user.id}`));
    ok(await unblock(me, bob!), 200);
    expect((await get<{ blocked: { user: { id: number } }[] }>(me, "/api/account/blocks")).blocked.map((b) => b.user.id)).toEqual([cal!.user.id]);
    // Nobody else's list holds them.
    expect(await get(bob!, "/api/account/blocks")).toEqual({ blocked: [], muted: [] });
  });
});

describe("a banned member", () => {
  it("leaves suggestions, member lists and connections", async () => {
    const me = await createUser(t);
    const friend = await createUser(t);
    const banned = await createUser(t, { firstName: "Barred" });
    await connect(t, me, friend);
    await connect(t, friend, banned);
    const group = ok(await me.agent.post("/api/groups", { name: "Choir", isPrivate: false }), 201);
    ok(await banned.agent.post(`/api/groups/${group.id}/join`), 200);
    const members = async () => (await get<{ user: { id: number } }[]>(me, `/api/groups/${group.id}/members`)).map((m) => m.user.id);
    expect(idsOf(await get(me, "/api/users/suggested"))).toContain(banned.user.id);
    expect(await members()).toContain(banned.user.id);
    expect((await get<{ user: { id: number } }[]>(friend, "/api/connections")).map((c) => c.user.id)).toContain(banned.user.id);

    await t.db.execute(sql`insert into account_holds (user_id, kind, reason) values (${banned.user.id}, 'ban', 'Spam')`);
    expect(idsOf(await get(me, "/api/users/suggested"))).not.toContain(banned.user.id);
    expect(await members()).toEqual([me.user.id]);
    expect((await get<{ user: { id: number } }[]>(friend, "/api/connections")).map((c) => c.user.id)).toEqual([me.user.id]);
  });
});
