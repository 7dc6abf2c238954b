import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { blocks, comments } from "../../../server/db/schema";
import { expectRefusal, ok } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { connect, createPost, createUser, type SignedInUser } from "../../helpers/factories";
import { openEventStream } from "../../helpers/sse";
import { type TestApp, createTestApp, listenOnLoopback } from "../../helpers/test-app";

// A comment is deleted by its author, or by an admin of the group its post is in (group
// admins moderate their group). Anyone else who may see it is refused (403); to anyone who
// may not, it is not there (404). Its post's count and the notice of it go with it; an author
// whose comment or post a group admin removed is told so.

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ base } = await listenOnLoopback(t));
});
afterAll(() => t.close());

type Notice = { id: number; type: string; title: string; message: string; postId: number | null; groupId: number | null; isRead: boolean };
const noticesOf = async (who: SignedInUser) => ok<Notice[]>(await who.agent.get("/api/notifications"), 200);
const commentsOn = async (who: SignedInUser, postId: number) =>
  ok<{ id: number; content: string }[]>(await who.agent.get(`/api/posts/${postId}/comments`), 200);
const commentCount = async (who: SignedInUser, postId: number) =>
  ok<{ commentCount: number }>(await who.agent.get(`/api/posts/${postId}`), 200).commentCount;
const comment = async (who: SignedInUser, postId: number, content: string) =>
  ok<{ id: number }>(await who.agent.post(`/api/posts/${postId}/comments`, { content }), 201);

/** Ann's wall post, with Bob (her connection) and Carl (also hers) able to comment. */
async function wallScene() {
  const ann = await createUser(t, { firstName: "Ann", lastName: "Lee" });
  const bob = await createUser(t, { firstName: "Bob", lastName: "Ray" });
  const carl = await createUser(t, { firstName: "Carl", lastName: "Poe" });
  const stranger = await createUser(t, { firstName: "Stan", lastName: "Gers" });
  await connect(t, ann, bob);
  await connect(t, ann, carl);
  const post = await createPost(ann, { content: "Please pray for my mother" });
  return { ann, bob, carl, stranger, post };
}

/** A group of Ada's (its admin) with Mel in it, and Mel's post there. */
async function groupScene(isPrivate: boolean) {
  const ada = await createUser(t, { firstName: "Ada", lastName: "Admin" });
  const mel = await createUser(t, { firstName: "Mel", lastName: "Member" });
  const max = await createUser(t, { firstName: "Max", lastName: "Member" });
  await connect(t, ada, mel);
  await connect(t, ada, max);
  const group = ok<{ id: number }>(await ada.agent.post("/api/groups", { name: "Prayer Warriors", isPrivate }), 201);
  for (const who of [mel, max]) {
    const invite = ok(await ada.agent.post(`/api/groups/${group.id}/invitations`, { userId: who.user.id }), 201);
    ok(await who.agent.put(`/api/groups/invitations/${invite.id}`, { status: "accepted" }), 200);
  }
  const post = ok<{ id: number }>(
    await mel.agent.post(`/api/groups/${group.id}/posts`, { content: "Pray for our retreat", type: "prayer" }),
    201,
  );
  return { ada, mel, max, group, post };
}

/** Someone who runs a group of their own, and nothing more. */
async function adminOfAnotherGroup() {
  const other = await createUser(t, { firstName: "Otto", lastName: "Other" });
  ok(await other.agent.post("/api/groups", { name: "Another Circle", isPrivate: false }), 201);
  return other;
}

describe("its author deletes a comment", () => {
  it("takes it off the post, counts it out, and takes the post author's notice of it with it", async () => {
    const { ann, bob, post } = await wallScene();
    const first = await comment(bob, post.id, "Praying with you");
    const second = await comment(bob, post.id, "Still praying");
    expect(await commentCount(ann, post.id)).toBe(2);
    expect((await noticesOf(ann)).filter((n) => n.type === "post_comment")).toHaveLength(2);

    const res = await bob.agent.delete(`/api/comments/${first.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe("");

    expect((await commentsOn(ann, post.id)).map((c) => c.id)).toEqual([second.id]);
    expect(await commentCount(ann, post.id)).toBe(1);
    // The notice of the other comment stays.
    const left = (await noticesOf(ann)).filter((n) => n.type === "post_comment");
    expect(left.map((n) => n.message)).toEqual(['Bob Ray commented on your post: "Still praying"']);
    // The author deleted their own: nobody is told it was removed.
    expect((await noticesOf(bob)).filter((n) => n.type === "group_removal")).toEqual([]);

    // It is gone: deleting it again finds nothing.
    expectRefusal(await bob.agent.delete(`/api/comments/${first.id}`), 404);
  });

  it("lets its author delete it after leaving the private group it was written in", async () => {
    const { ada, max, post, group } = await groupScene(true);
    const said = await comment(max, post.id, "Count me in");
    expect((await max.agent.post(`/api/groups/${group.id}/leave`)).statusCode).toBe(204);
    expect((await max.agent.delete(`/api/comments/${said.id}`)).statusCode).toBe(204);
    expect(await commentsOn(ada, post.id)).toEqual([]);
    expect(await commentCount(ada, post.id)).toBe(0);
  });

  it("lets its author delete one held for review, which nobody else may see", async () => {
    const { ann, bob, post } = await wallScene();
    const held = await comment(bob, post.id, "Buy cheap watches");
    await t.db.update(comments).set({ moderation: "held" }).where(eq(comments.id, held.id));
    const before = await databaseDigest(t.db);
    const refused = await ann.agent.delete(`/api/comments/${held.id}`);
    expectRefusal(refused, 404);
    expect(refused.json()).toEqual({ message: "Comment not found" });
    expect(await databaseDigest(t.db)).toBe(before);
    expect((await bob.agent.delete(`/api/comments/${held.id}`)).statusCode).toBe(204);
  });
});

describe("anyone else", () => {
  it("is refused, and changes nothing: 403 to whoever may see the comment, 404 to whoever may not, 401 signed out", async () => {
    const { ann, bob, carl, stranger, post } = await wallScene();
    const said = await comment(bob, post.id, "Praying with you");
    const otto = await adminOfAnotherGroup();
    const before = await databaseDigest(t.db);
    for (const who of [ann, carl]) {
      const res = await who.agent.delete(`/api/comments/${said.id}`);
      expectRefusal(res, 403);
      expect(res.json()).toEqual({ message: "Only the author can delete this comment" });
    }
    for (const who of [stranger, otto]) {
      const res = await who.agent.delete(`/api/comments/${said.id}`);
      expectRefusal(res, 404);
      expect(res.json()).toEqual({ message: "Comment not found" });
    }
    expectRefusal(await t.agent().delete(`/api/comments/${said.id}`), 401);
    expect(await databaseDigest(t.db)).toBe(before);
    expect(await commentCount(ann, post.id)).toBe(1);
  });

  it("does not know a comment whose author has blocked them, or whom they blocked", async () => {
    const { ann, bob, carl, post } = await wallScene();
    const said = await comment(bob, post.id, "Praying with you");
    await t.db.insert(blocks).values({ blockerId: bob.user.id, blockedId: carl.user.id });
    expectRefusal(await carl.agent.delete(`/api/comments/${said.id}`), 404);
    await t.db.insert(blocks).values({ blockerId: ann.user.id, blockedId: bob.user.id });
    expectRefusal(await ann.agent.delete(`/api/comments/${said.id}`), 404);
    expect(await commentCount(carl, post.id)).toBe(1);
  });
});

describe("group admins moderate their group", () => {
  for (const isPrivate of [false, true]) {
    it(`delete a member's comment in their ${isPrivate ? "private" : "public"} group, and its author is told`, async () => {
      const { ada, mel, max, post } = await groupScene(isPrivate);
      const said = await comment(max, post.id, "Spam spam spam");
      // Another member may see it, not delete it.
      expectRefusal(await mel.agent.delete(`/api/comments/${said.id}`), 403);

      expect((await ada.agent.delete(`/api/comments/${said.id}`)).statusCode).toBe(204);
      expect(await commentsOn(mel, post.id)).toEqual([]);
      expect(await commentCount(mel, post.id)).toBe(0);
      // Mel's notice of the comment went with it.
      expect((await noticesOf(mel)).filter((n) => n.type === "post_comment")).toEqual([]);
      const [removal] = (await noticesOf(max)).filter((n) => n.type === "group_removal");
      expect(removal).toMatchObject({
        title: "Your comment was removed",
        message: 'A group admin removed your comment from Prayer Warriors: "Spam spam spam"',
        postId: post.id,
        isRead: false,
      });
    });
  }

  it("delete a member's post in their group, and its author is told", async () => {
    const { ada, mel, post, group } = await groupScene(false);
    expect((await ada.agent.delete(`/api/posts/${post.id}`)).statusCode).toBe(204);
    expectRefusal(await mel.agent.get(`/api/posts/${post.id}`), 404);
    const [removal] = (await noticesOf(mel)).filter((n) => n.type === "group_removal");
    expect(removal).toMatchObject({
      title: "Your post was removed",
      message: 'A group admin removed your post from Prayer Warriors: "Pray for our retreat"',
      postId: null,
      groupId: group.id,
    });
  });

  it("tell nobody of what they delete of their own, nor an author who deletes their own", async () => {
    const { ada, mel, post, group } = await groupScene(false);
    const own = await comment(ada, post.id, "Welcome, everyone");
    expect((await ada.agent.delete(`/api/comments/${own.id}`)).statusCode).toBe(204);
    const adas = ok<{ id: number }>(await ada.agent.post(`/api/groups/${group.id}/posts`, { content: "Rules", type: "text" }), 201);
    expect((await ada.agent.delete(`/api/posts/${adas.id}`)).statusCode).toBe(204);
    expect((await mel.agent.delete(`/api/posts/${post.id}`)).statusCode).toBe(204);
    for (const who of [ada, mel]) expect((await noticesOf(who)).filter((n) => n.type === "group_removal")).toEqual([]);
  });

  it("cannot act outside their own group: a comment elsewhere is refused as to anyone", async () => {
    const { ann, bob, post } = await wallScene();
    const onWall = await comment(bob, post.id, "Praying with you");
    const scene = await groupScene(false);
    const inGroup = await comment(scene.max, scene.post.id, "Amen");
    const privateScene = await groupScene(true);
    const inPrivate = await comment(privateScene.max, privateScene.post.id, "Amen");
    const otto = await adminOfAnotherGroup();
    const before = await databaseDigest(t.db);
    // Ada runs a group, and Ann's wall is not in it.
    expectRefusal(await scene.ada.agent.delete(`/api/comments/${onWall.id}`), 404);
    // Otto runs a group, and not these: the public one he may see (403), the private one not (404).
    expectRefusal(await otto.agent.delete(`/api/comments/${inGroup.id}`), 403);
    expectRefusal(await otto.agent.delete(`/api/comments/${inPrivate.id}`), 404);
    // Nor may an admin of one of them touch the other's.
    expectRefusal(await privateScene.ada.agent.delete(`/api/comments/${inGroup.id}`), 403);
    expectRefusal(await scene.ada.agent.delete(`/api/comments/${inPrivate.id}`), 404);
    expectRefusal(await scene.ada.agent.delete(`/api/posts/${privateScene.post.id}`), 404);
    expectRefusal(await privateScene.ada.agent.delete(`/api/posts/${scene.post.id}`), 403);
    expect(await databaseDigest(t.db)).toBe(before);
    expect(await commentCount(ann, post.id)).toBe(1);
  });
});

describe("open screens", () => {
  it("hear that the comment went, with the post's new count: the deleter, its author and the post's author", async () => {
    const { ada, mel, max, post } = await groupScene(false);
    const said = await comment(max, post.id, "Spam spam spam");
    const streams = await Promise.all(
      [ada, mel, max].map(async (who) => {
        const stream = await openEventStream(`${base}/api/notifications/stream`, who.agent.cookieHeader);
        await stream.next((e) => e.event === "count");
        return stream;
      }),
    );
    try {
      expect((await ada.agent.delete(`/api/comments/${said.id}`)).statusCode).toBe(204);
      for (const stream of streams) {
        const event = await stream.next((e) => e.event === "changed" && (e.data as { commentDeleted?: number }).commentDeleted === said.id);
        expect(event.data).toEqual({ kind: "post", postId: post.id, commentCount: 0, commentDeleted: said.id });
      }
      // Mel's unread notice of the comment went: her unread count is told again.
      const read = await streams[1]!.next((e) => e.event === "changed" && (e.data as { kind: string }).kind === "notices-read");
      expect(read.data).toEqual({ kind: "notices-read", count: 0 });
    } finally {
      await Promise.all(streams.map((s) => s.close()));
    }
  });
});

describe("ids", () => {
  it("answers 404 for an id that names nothing and 400 for one that is not an id", async () => {
    const { bob } = await wallScene();
    expectRefusal(await bob.agent.delete("/api/comments/2147483647"), 404);
    expectRefusal(await bob.agent.delete("/api/comments/abc"), 400);
  });
});
