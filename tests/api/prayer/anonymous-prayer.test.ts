import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Comment, Post } from "../../../contract/posts";
import { ok } from "../../helpers/access";
import { connect, createUser, type SignedInUser } from "../../helpers/factories";
import { makeSiteRole, report } from "../../helpers/moderation";
import { type EventStream, liveStreams } from "../../helpers/sse";
import { type TestApp, createTestApp, listenOnLoopback } from "../../helpers/test-app";
import { unzip } from "../../helpers/unzip";

// An anonymous prayer request names its author to nobody but themself (and the site's
// moderators, who must know whom they act on): not on the post, not on the author's own
// comments under it, not in anyone's notices, archive or live stream. Every answer another
// member can get about it is read here, whole, for the author's id, names and picture.

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ base } = await listenOnLoopback(t));
});
afterAll(() => t.close());
const streamOf = liveStreams(() => base);

const AVATAR = "/objects/images/zq-portrait-7f3a9c.webp";
let author: SignedInUser;
let connection: SignedInUser;
let groupMate: SignedInUser;
let moderator: SignedInUser;
let groupId: number;
let wallPost: Post;
let groupPost: Post;
let streams: EventStream[];

beforeAll(async () => {
  author = await createUser(t, { firstName: "Zephaniah", lastName: "Quillfeather" });
  await t.db.execute(sql`update users set profile_image_url = ${AVATAR} where id = ${author.user.id}`);
  connection = await createUser(t, { firstName: "Connie", lastName: "Near" });
  groupMate = await createUser(t, { firstName: "Gus", lastName: "Mate" });
  moderator = await makeSiteRole(t, await createUser(t, { firstName: "Mo", lastName: "Derator" }), "moderator");
  await connect(t, author, connection);
  groupId = ok(await author.agent.post("/api/groups", { name: "Night prayer", isPrivate: false }), 201).id;
  ok(await groupMate.agent.post(`/api/groups/${groupId}/join`), 200);
  streams = await Promise.all([streamOf(connection), streamOf(groupMate)]);

  const anonymous = { type: "prayer", category: "health", anonymous: true };
  wallPost = ok(await author.agent.post("/api/posts", { ...anonymous, content: "Pray for my diagnosis" }), 201);
  groupPost = ok(await author.agent.post(`/api/groups/${groupId}/posts`, { ...anonymous, content: "Pray for my marriage" }), 201);
  // Others join in; the author answers under their own posts, and reports nothing.
  for (const [who, post] of [
    [connection, wallPost],
    [groupMate, groupPost],
  ] as const) {
    ok(await who.agent.post(`/api/posts/${post.id}/interact`, { type: "prayer" }), 200);
    ok(await who.agent.post(`/api/posts/${post.id}/comments`, { content: "Praying for you" }), 201);
    ok(await author.agent.post(`/api/posts/${post.id}/comments`, { content: "Thank you, it means a lot" }), 201);
  }
  await t.db.execute(sql`update posts set answered_at = now(), testimony = 'Good news' where id = ${groupPost.id}`);
  await report(connection, "post", wallPost.id, "spam");
  const gone = ok<Post>(await author.agent.post("/api/posts", { ...anonymous, content: "Soon deleted" }), 201);
  expect((await author.agent.delete(`/api/posts/${gone.id}`)).statusCode).toBe(204);
  // The deletion is the last thing each stream hears of.
  await Promise.all(streams.slice(0, 1).map((s) => s.next((e) => e.event === "changed" && (e.data as { postId?: number }).postId === gone.id)));
});

/** Everything in `body` that names the author: their names or picture anywhere, their id under a key that holds a person's. */
function traces(body: unknown, path = "$"): string[] {
  const found: string[] = [];
  if (typeof body === "string") {
    if (/Zephaniah|Quillfeather|zq-portrait/.test(body)) found.push(`${path}: ${body.slice(0, 80)}`);
  } else if (Array.isArray(body)) {
    for (const [i, item] of body.entries()) found.push(...traces(item, `${path}[${i}]`));
  } else if (body && typeof body === "object") {
    const record = body as Record<string, unknown>;
    const isPerson = "firstName" in record || "lastName" in record;
    for (const [key, value] of Object.entries(record)) {
      const personKey = /^(authorId|userId|actorId|subjectId|by|person|author|actor|subject)$/.test(key) || (isPerson && key === "id");
      if (personKey && value === author.user.id) found.push(`${path}.${key} is the author's id`);
      found.push(...traces(value, `${path}.${key}`));
    }
  }
  return found;
}

async function answersFor(who: SignedInUser, posts: readonly Post[]): Promise<Record<string, unknown>> {
  const urls = [
    "/api/posts/feed",
    "/api/posts/feed?type=prayer",
    "/api/posts/feed?type=prayer&category=health",
    `/api/posts/user/${author.user.id}`,
    `/api/posts/user/${author.user.id}?answered=true`,
    `/api/groups/${groupId}/posts`,
    `/api/groups/${groupId}/posts?answered=true`,
    "/api/notifications",
    ...posts.flatMap((p) => [`/api/posts/${p.id}`, `/api/posts/${p.id}/comments`, `/api/posts/${p.id}/interactions`]),
  ];
  const answers: Record<string, unknown> = {};
  for (const url of urls) {
    const res = await who.agent.get(url);
    expect(res.statusCode, `${url} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
    answers[url] = res.statusCode === 200 ? res.json() : res.body;
  }
  return answers;
}

describe("an anonymous prayer request", () => {
  it("never names its author to a connection or a fellow group member, on any page, notice, archive or live event", async () => {
    for (const [who, posts, stream] of [
      [connection, [wallPost, groupPost], streams[0]!],
      [groupMate, [groupPost], streams[1]!],
    ] as const) {
      const answers = await answersFor(who, posts);
      // Each page does carry the posts (so the check reads what matters), with no author.
      const feed = answers["/api/posts/feed?type=prayer&category=health"] as Post[];
      if (who === connection) expect(feed.map((p) => p.id)).toContain(wallPost.id);
      const page = answers[`/api/posts/${groupPost.id}`] as Post;
      expect(page).toMatchObject({ id: groupPost.id, anonymous: true, authorId: null, author: null });
      const comments = answers[`/api/posts/${groupPost.id}/comments`] as Comment[];
      expect(comments.map((c) => [c.content, c.authorId === null])).toEqual([
        ["Praying for you", false],
        ["Thank you, it means a lot", true],
      ]);
      expect(answers[`/api/groups/${groupId}/posts?answered=true`]).toEqual([expect.objectContaining({ id: groupPost.id, author: null })]);
      // Not on its author's profile either: being there would name them.
      expect(answers[`/api/posts/user/${author.user.id}`]).toEqual([]);
      expect(traces(answers)).toEqual([]);

      // Their archive: all but the list of their own connections (in which the author is, as a connection).
      const files = await unzip((await who.agent.get("/api/account/export")).rawPayload);
      expect(files.size).toBeGreaterThan(3);
      for (const [name, file] of files) {
        if (name === "connections.json" || !name.endsWith(".json")) continue;
        expect(traces(JSON.parse(file.toString("utf8"))), name).toEqual([]);
      }

      expect(stream.events.length).toBeGreaterThan(1);
      expect(traces(stream.events.map((e) => e.data))).toEqual([]);
    }
  });

  it("names its author to the author: on the post, their comments under it, their own profile", async () => {
    const answers = await answersFor(author, [wallPost, groupPost]);
    expect(answers[`/api/posts/${wallPost.id}`]).toMatchObject({
      authorId: author.user.id,
      author: { firstName: "Zephaniah", profileImageUrl: AVATAR },
    });
    const comments = answers[`/api/posts/${wallPost.id}/comments`] as Comment[];
    expect(comments.map((c) => c.authorId)).toEqual([connection.user.id, author.user.id]);
    expect(comments[1]!.author).toMatchObject({ firstName: "Zephaniah", lastName: "Quillfeather" });
    expect((answers[`/api/posts/user/${author.user.id}`] as Post[]).map((p) => [p.id, p.authorId])).toEqual([[wallPost.id, author.user.id]]);
    // Their own feed holds both their requests, the one in their group too, each as theirs.
    expect((answers["/api/posts/feed?type=prayer"] as Post[]).map((p) => [p.id, p.authorId])).toEqual([
      [groupPost.id, author.user.id],
      [wallPost.id, author.user.id],
    ]);
  });

  it("names its author to the site's moderators, who act on who wrote it", async () => {
    const queue = ok<{ target: { type: string; id: number; subject: { id: number; firstName: string } | null } }[]>(
      await moderator.agent.get("/api/moderation/reports"),
      200,
    );
    const reported = queue.find((g) => g.target.type === "post" && g.target.id === wallPost.id);
    expect(reported?.target.subject).toMatchObject({ id: author.user.id, firstName: "Zephaniah" });
  });
});
