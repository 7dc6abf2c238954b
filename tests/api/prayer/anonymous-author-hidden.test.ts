import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Comment, Post } from "../../../contract/posts";
import type { PrayerListItem, PrayNext } from "../../../contract/prayer-list";
import type { PostResult } from "../../../contract/search";
import { ok } from "../../helpers/access";
import { type SignedInUser, connect, createUser } from "../../helpers/factories";
import { drainAll } from "../../helpers/feed";
import { report } from "../../helpers/moderation";
import { disconnect, noticesOf, prayFor } from "../../helpers/prayer";
import { type TestApp, createTestApp } from "../../helpers/test-app";

// Nothing a member does (block, unblock, mute, unmute, connect, disconnect, report, leave and
// rejoin a group), nor a block by someone else, may change what they see of an anonymous
// prayer request in a way that depends on who wrote it: otherwise trying one member after
// another, and reading the request again, names its author. Each case builds two alike
// worlds, and the viewer acts once on the author of anonymous requests and once on a member
// who wrote none; everything the viewer can read that can show the requests must then be the
// same in both, before and after.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The members of one world. `author` and `bystander` are connected to the viewer; `stranger` and `passerby` are not. */
type Role = "viewer" | "author" | "bystander" | "other" | "stranger" | "passerby";
type World = { people: Record<Role, SignedInUser>; groupId: number; requests: Post[] };

// Every request holds this word, so one search finds them all.
const WORD = "lighthouse";

const ROLES: Role[] = ["viewer", "author", "bystander", "other", "stranger", "passerby"];

async function world(): Promise<World> {
  const people = {} as Record<Role, SignedInUser>;
  for (const role of ROLES) people[role] = await createUser(t, { firstName: role, lastName: "Member" });
  const { viewer, author, bystander, other, stranger, passerby } = people;
  for (const [a, b] of [
    [viewer, author],
    [viewer, bystander],
    [viewer, other],
    [author, other],
    [author, bystander],
    [stranger, passerby],
  ] as const) {
    await connect(t, a, b);
  }
  const groupId = ok<{ id: number }>(await other.agent.post("/api/groups", { name: "Harbour prayer", isPrivate: false }), 201).id;
  for (const who of [viewer, author, bystander, stranger, passerby]) ok(await who.agent.post(`/api/groups/${groupId}/join`), 200);

  // Anonymous requests by three authors, with every audience: all connections, a group, chosen connections.
  const anonymous = (content: string) => ({ type: "prayer", category: "health", anonymous: true, content: `${content}, ${WORD}` });
  const requests: Post[] = [];
  const write = async (who: SignedInUser, path: string, body: object) => requests.push(ok<Post>(await who.agent.post(path, body), 201));
  for (const [who, name] of [
    [author, "Alder"],
    [other, "Birch"],
  ] as const) {
    await write(who, "/api/posts", anonymous(`${name} to all connections`));
    await write(who, `/api/groups/${groupId}/posts`, anonymous(`${name} to the group`));
    await write(who, "/api/posts", {
      ...anonymous(`${name} to chosen connections`),
      audience: { kind: "people", userIds: [viewer.user.id, who === author ? other.user.id : author.user.id] },
    });
  }
  await write(stranger, "/api/posts", anonymous("Cedar to all connections"));
  await write(stranger, `/api/groups/${groupId}/posts`, anonymous("Cedar to the group"));
  await drainAll(t);

  // The viewer prays and comments where they can; each author answers under their own, unnamed.
  for (const request of requests) {
    const mine = [author, other, stranger].find((p) => p.user.id === request.authorId)!;
    ok(await mine.agent.post(`/api/posts/${request.id}/comments`, { content: `Thank you (${request.content})` }), 201);
    if ((await viewer.agent.get(`/api/posts/${request.id}`)).statusCode !== 200) continue;
    await prayFor(viewer, request);
    ok(await viewer.agent.post(`/api/posts/${request.id}/comments`, { content: `Praying (${request.content})` }), 201);
  }
  return { people, groupId, requests };
}

/** Each author gives news of each of their requests (those who prayed and still see it hear of it). */
async function newsFromTheAuthors(w: World): Promise<void> {
  for (const request of w.requests) {
    const mine = ROLES.map((r) => w.people[r]).find((p) => p.user.id === request.authorId)!;
    ok(await mine.agent.post(`/api/posts/${request.id}/updates`, { content: `News of ${request.content}` }), 201);
  }
  await drainAll(t);
}

/** Everything the viewer can read that can show one of the anonymous requests, with the requests named by their words. */
async function viewOf(w: World): Promise<Record<string, unknown>> {
  const { viewer } = w.people;
  const label = new Map(w.requests.map((p) => [p.id, p.content]));
  const requestsIn = (posts: Post[]) => posts.filter((p) => label.has(p.id)).map((p) => p.content);
  const get = async <T>(url: string) => ok<T>(await viewer.agent.get(url), 200);

  const pages: Record<string, unknown> = {};
  for (const request of w.requests) {
    const res = await viewer.agent.get(`/api/posts/${request.id}`);
    if (res.statusCode !== 200) {
      pages[request.content] = res.statusCode;
      continue;
    }
    const post = res.json<Post>();
    const comments = await get<Comment[]>(`/api/posts/${request.id}/comments`);
    const updates = await get<unknown[]>(`/api/posts/${request.id}/updates`);
    pages[request.content] = {
      author: post.author,
      authorId: post.authorId,
      prayerCount: post.prayerCount,
      commentCount: post.commentCount,
      prayedByMe: post.prayedByMe,
      updates: updates.length,
      comments: comments.map((c) => ({ content: c.content, by: c.author?.firstName ?? null })),
    };
  }
  // An anonymous request is on no profile (one the viewer may not see answers 404, as for anyone's posts).
  const profiles = [];
  for (const role of ROLES) {
    const res = await viewer.agent.get(`/api/posts/user/${w.people[role].user.id}`);
    if (res.statusCode === 200) profiles.push(...requestsIn(res.json<Post[]>()));
  }
  const found = await get<{ items: PostResult[] }>(`/api/search?type=posts&q=${WORD}&limit=20`);
  const prayNow: string[] = [];
  for (let skip: number[] = []; ; ) {
    const next = await get<PrayNext>(`/api/prayer/next${skip.length ? `?skip=${skip.join(",")}` : ""}`);
    if (!next.post) break;
    prayNow.push(next.post.content);
    skip = [...skip, next.post.id];
  }
  const notices = (await noticesOf(viewer))
    .filter((n) => n.postId !== null && label.has(n.postId))
    .map((n) => ({ type: n.type, request: label.get(n.postId!), title: n.title, message: n.message, actorId: n.actorId }));
  return {
    pages,
    feed: requestsIn(await get<Post[]>("/api/posts/feed?limit=20")),
    prayerFeed: requestsIn(await get<Post[]>("/api/posts/feed?limit=20&type=prayer")),
    groupFeed: requestsIn(await get<Post[]>(`/api/groups/${w.groupId}/posts?limit=20`)),
    profiles,
    search: requestsIn(found.items.map((i) => i.post)).sort(),
    prayerList: requestsIn((await get<PrayerListItem[]>("/api/prayer/list")).map((i) => i.post)),
    prayNow,
    notices,
    unread: (await get<{ count: number }>("/api/notifications/count")).count,
  };
}

/** The viewer's (or, for the last case, someone else's) action on one member. */
type Action = (w: World, target: SignedInUser) => Promise<void>;

const block: Action = async ({ people }, target) => ok(await people.viewer.agent.post(`/api/users/${target.user.id}/block`), 200);
const unblock: Action = async ({ people }, target) => ok(await people.viewer.agent.delete(`/api/users/${target.user.id}/block`), 200);
const mute: Action = async ({ people }, target) => ok(await people.viewer.agent.post(`/api/users/${target.user.id}/mute`), 200);
const unmute: Action = async ({ people }, target) => ok(await people.viewer.agent.delete(`/api/users/${target.user.id}/mute`), 200);
// Members have no route to end a connection but a block; this ends one as the database would.
const cut: Action = async ({ people }, target) => {
  await disconnect(t, people.viewer, target);
};
const connectTo: Action = async ({ people }, target) => {
  const asked = ok<{ id: number }>(await people.viewer.agent.post("/api/connections", { addresseeId: target.user.id }), 201);
  ok(await target.agent.put(`/api/connections/${asked.id}`, { status: "accepted" }), 200);
};
const then =
  (...steps: Action[]): Action =>
  async (w, target) => {
    for (const step of steps) await step(w, target);
  };

/** Each action, and whom it is done to: the author of anonymous requests, or a member in the same place who wrote none. */
const CASES: { name: string; act: Action; author: Role; bystander: Role }[] = [
  { name: "blocks", act: block, author: "author", bystander: "bystander" },
  { name: "blocks and unblocks", act: then(block, unblock), author: "author", bystander: "bystander" },
  { name: "mutes", act: mute, author: "author", bystander: "bystander" },
  { name: "mutes and unmutes", act: then(mute, unmute), author: "author", bystander: "bystander" },
  { name: "disconnects from", act: cut, author: "author", bystander: "bystander" },
  { name: "disconnects from and connects again with", act: then(cut, connectTo), author: "author", bystander: "bystander" },
  { name: "connects with", act: connectTo, author: "stranger", bystander: "passerby" },
  {
    name: "reports",
    act: async ({ people }, target) => report(people.viewer, "user", target.user.id),
    author: "author",
    bystander: "bystander",
  },
  {
    name: "leaves and rejoins the group beside",
    act: async ({ people, groupId }) => {
      expect((await people.viewer.agent.post(`/api/groups/${groupId}/leave`)).statusCode).toBe(204);
      ok(await people.viewer.agent.post(`/api/groups/${groupId}/join`), 200);
    },
    author: "author",
    bystander: "bystander",
  },
  {
    name: "is blocked by",
    act: async ({ people }, target) => ok(await target.agent.post(`/api/users/${people.viewer.user.id}/block`), 200),
    author: "author",
    bystander: "bystander",
  },
];

describe("what a member sees of an anonymous request never depends on who wrote it", () => {
  for (const { name, act, author, bystander } of CASES) {
    it(`reads the same after the viewer ${name} its author or someone else`, async () => {
      const seen = [];
      for (const role of [author, bystander]) {
        const w = await world();
        const before = await viewOf(w);
        await act(w, w.people[role]);
        await newsFromTheAuthors(w);
        seen.push({ before, after: await viewOf(w) });
      }
      const [onAuthor, onBystander] = seen;
      expect(onAuthor).toEqual(onBystander);
      // The author stays unnamed everywhere.
      expect(JSON.stringify(onAuthor!.after)).not.toMatch(/:"(author|stranger)"/);
      // Two worlds of six members, each read whole twice: a few hundred requests, minutes on a busy machine.
    }, 300_000);
  }

  it("still shows the author their own requests, whoever they block", async () => {
    const w = await world();
    const { author, viewer } = w.people;
    ok(await author.agent.post(`/api/users/${viewer.user.id}/block`), 200);
    for (const request of w.requests.filter((p) => p.authorId === author.user.id)) {
      const post = ok<Post>(await author.agent.get(`/api/posts/${request.id}`), 200);
      expect(post.authorId).toBe(author.user.id);
    }
  });
});
