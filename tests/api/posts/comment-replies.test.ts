import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Comment, Post } from "../../../contract/posts";
import { blocks, comments } from "../../../server/db/schema";
import { expectRefusal, ok } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { type SignedInUser, connect, createPost, createUser } from "../../helpers/factories";
import { disconnect } from "../../helpers/prayer";
import { useTestApp } from "../../helpers/test-app";

// A member who may comment on a post may answer one of its comments instead. Threads are one
// level deep: an answer to a reply joins the thread of the comment that began it. The one
// answered is told (while they may see the post, never across a block, never themself); the
// post's author hears of it as of any comment, once. A comment deleted takes its replies, and
// the post's count falls by as many as went.

const t = useTestApp();

type Notice = { id: number; type: string; message: string; postId: number | null; actorId: number | null };
const noticesOf = async (who: SignedInUser) => ok<Notice[]>(await who.agent.get("/api/notifications"), 200);
const noticesOfType = async (who: SignedInUser, type: string) => (await noticesOf(who)).filter((n) => n.type === type);
const commentsOn = async (who: SignedInUser, postId: number) => ok<Comment[]>(await who.agent.get(`/api/posts/${postId}/comments`), 200);
const commentCount = async (who: SignedInUser, postId: number) => ok<Post>(await who.agent.get(`/api/posts/${postId}`), 200).commentCount;
const comment = async (who: SignedInUser, postId: number, content: string, parentId?: number) =>
  ok<Comment>(await who.agent.post(`/api/posts/${postId}/comments`, { content, parentId }), 201);

/** Ann's wall post; Bob and Cal are her connections (and not each other's). */
async function wallScene() {
  const ann = await createUser(t(), { firstName: "Ann", lastName: "Lee" });
  const bob = await createUser(t(), { firstName: "Bob", lastName: "Ray" });
  const cal = await createUser(t(), { firstName: "Cal", lastName: "Poe" });
  await connect(t(), ann, bob);
  await connect(t(), ann, cal);
  const post = await createPost(ann, { content: "Please pray for my mother" });
  return { ann, bob, cal, post };
}

describe("a reply", () => {
  it("is a comment under the one it answers: listed with its parent, counted with the post's comments", async () => {
    const { ann, bob, cal, post } = await wallScene();
    const first = await comment(bob, post.id, "Praying for her");
    const reply = await comment(cal, post.id, "Me too", first.id);
    expect(reply).toMatchObject({ parentId: first.id, postId: post.id, content: "Me too", authorId: cal.user.id });
    const second = await comment(bob, post.id, "Any news?");
    expect(second.parentId).toBeNull();
    expect((await commentsOn(ann, post.id)).map((c) => [c.id, c.parentId])).toEqual([
      [first.id, null],
      [reply.id, first.id],
      [second.id, null],
    ]);
    expect(await commentCount(ann, post.id)).toBe(3);
  });

  it("to a reply joins the thread of the comment that began it, one level deep, and tells the one it answers", async () => {
    const { ann, bob, cal, post } = await wallScene();
    const first = await comment(bob, post.id, "Praying for her");
    const reply = await comment(cal, post.id, "Me too", first.id);
    const answer = await comment(ann, post.id, "Thank you, Cal", reply.id);
    expect(answer.parentId).toBe(first.id);
    expect((await noticesOfType(cal, "comment_reply")).map((n) => n.message)).toEqual(['Ann Lee replied to your comment: "Thank you, Cal"']);
    // Bob's comment was not the one answered.
    expect((await noticesOfType(bob, "comment_reply")).map((n) => n.message)).toEqual(['Cal Poe replied to your comment: "Me too"']);
  });

  it("tells the one answered once, and the post's author once: the reply's notice when they are the one answered", async () => {
    const { ann, bob, cal, post } = await wallScene();
    const annSaid = await comment(ann, post.id, "Thank you all");
    const bobSaid = await comment(bob, post.id, "Praying for her");
    const before = (await noticesOf(ann)).length;

    await comment(bob, post.id, "You are welcome", annSaid.id);
    const toAnn = (await noticesOf(ann)).slice(0, (await noticesOf(ann)).length - before);
    expect(toAnn.map((n) => [n.type, n.message, n.postId, n.actorId])).toEqual([
      ["comment_reply", 'Bob Ray replied to your comment: "You are welcome"', post.id, bob.user.id],
    ]);

    await comment(cal, post.id, "Amen to that", bobSaid.id);
    expect((await noticesOfType(bob, "comment_reply")).map((n) => n.message)).toEqual(['Cal Poe replied to your comment: "Amen to that"']);
    // The post's author hears of Cal's reply to Bob as of any comment on her post.
    expect((await noticesOfType(ann, "post_comment"))[0]!.message).toBe('Cal Poe commented on your post: "Amen to that"');
  });

  it("never tells its writer of their own answer, nor someone across a block, nor someone who may no longer see the post", async () => {
    const { ann, bob, cal, post } = await wallScene();
    const bobSaid = await comment(bob, post.id, "Praying for her");
    await comment(bob, post.id, "And for you", bobSaid.id);
    expect(await noticesOfType(bob, "comment_reply")).toEqual([]);

    // Cal blocks Bob: Bob's comment is gone for Cal, so there is nothing to answer (404).
    await t().db.insert(blocks).values({ blockerId: cal.user.id, blockedId: bob.user.id });
    const refused = await cal.agent.post(`/api/posts/${post.id}/comments`, { content: "Hello", parentId: bobSaid.id });
    expectRefusal(refused, 404);
    expect(refused.json()).toEqual({ message: "Comment not found" });

    // Bob and Ann part: Bob may no longer see the post, and is not told of an answer to him.
    const calSaid = await comment(cal, post.id, "Praying too");
    await t().db.delete(blocks).where(eq(blocks.blockerId, cal.user.id));
    await disconnect(t(), ann, bob);
    expectRefusal(await bob.agent.get(`/api/posts/${post.id}`), 404);
    await comment(ann, post.id, "Thank you", bobSaid.id);
    expect((await noticesOfType(bob, "comment_reply")).length).toBe(0);
    await comment(ann, post.id, "Thank you, Cal", calSaid.id);
    expect((await noticesOfType(cal, "comment_reply")).length).toBe(1);
  });

  it("is refused, changing nothing, for a comment that is not there, not on this post, or not seen, and on a post not seen", async () => {
    const { ann, bob, cal, post } = await wallScene();
    const other = await createPost(ann, { content: "Another day" });
    const onOther = await comment(bob, other.id, "Good morning");
    const held = await comment(bob, post.id, "Buy cheap watches");
    await t().db.update(comments).set({ moderation: "held" }).where(eq(comments.id, held.id));
    const stranger = await createUser(t(), { firstName: "Stan", lastName: "Gers" });
    const visible = await comment(bob, post.id, "Praying");
    const before = await databaseDigest(t().db);
    const cases: [SignedInUser, number, unknown, number, string][] = [
      [cal, post.id, 2147483647, 404, "Comment not found"],
      [cal, post.id, onOther.id, 400, "Reply to a comment on this post"],
      [cal, post.id, held.id, 404, "Comment not found"],
      [stranger, post.id, visible.id, 404, "Post not found"],
      [cal, post.id, "abc", 400, "Invalid id"],
      [cal, post.id, 0, 400, "Invalid id"],
    ];
    for (const [who, postId, parentId, status, message] of cases) {
      const res = await who.agent.post(`/api/posts/${postId}/comments`, { content: "Hello", parentId });
      expectRefusal(res, status, `parentId ${parentId}`);
      expect(res.json()).toEqual({ message });
    }
    expect(await databaseDigest(t().db)).toBe(before);
  });

  it("in a group, only from its members (403 to a visitor of a public group)", async () => {
    const ada = await createUser(t(), { firstName: "Ada", lastName: "Admin" });
    const vic = await createUser(t(), { firstName: "Vic", lastName: "Visitor" });
    const group = ok<{ id: number }>(await ada.agent.post("/api/groups", { name: "Open Circle", isPrivate: false }), 201);
    const post = ok<Post>(await ada.agent.post(`/api/groups/${group.id}/posts`, { content: "Welcome all" }), 201);
    const said = await comment(ada, post.id, "Say hello below");
    const before = await databaseDigest(t().db);
    const res = await vic.agent.post(`/api/posts/${post.id}/comments`, { content: "Hello", parentId: said.id });
    expectRefusal(res, 403);
    expect(res.json()).toEqual({ message: "Join this group to pray and comment" });
    expect(await databaseDigest(t().db)).toBe(before);
  });
});

describe("deleting a comment", () => {
  it("takes its replies with it, lowers the count by as many as went, and takes their notices", async () => {
    const { ann, bob, cal, post } = await wallScene();
    const first = await comment(bob, post.id, "Praying for her");
    await comment(cal, post.id, "Me too", first.id);
    await comment(ann, post.id, "Thank you both", first.id);
    const other = await comment(cal, post.id, "Any news?");
    expect(await commentCount(ann, post.id)).toBe(4);
    expect((await noticesOfType(bob, "comment_reply")).length).toBe(2);

    expect((await bob.agent.delete(`/api/comments/${first.id}`)).statusCode).toBe(204);
    expect((await commentsOn(ann, post.id)).map((c) => c.id)).toEqual([other.id]);
    expect(await commentCount(ann, post.id)).toBe(1);
    expect(await noticesOfType(bob, "comment_reply")).toEqual([]);
    // Ann's notices of Bob's and Cal's words in the thread went with them; Cal's other comment's stays.
    expect((await noticesOfType(ann, "post_comment")).map((n) => n.message)).toEqual(['Cal Poe commented on your post: "Any news?"']);
  });

  it("an account deleted takes the replies to its comments with them, out of the post's count", async () => {
    const { ann, bob, cal, post } = await wallScene();
    const first = await comment(bob, post.id, "Praying for her");
    await comment(cal, post.id, "Me too", first.id);
    const other = await comment(cal, post.id, "Any news?");
    await comment(bob, post.id, "None yet", other.id);
    expect(await commentCount(ann, post.id)).toBe(4);
    const res = await bob.agent.request("DELETE", "/api/account", { password: bob.password, confirmation: "DELETE" });
    expect(res.statusCode, res.body).toBe(204);
    expect((await commentsOn(ann, post.id)).map((c) => c.id)).toEqual([other.id]);
    expect(await commentCount(ann, post.id)).toBe(1);
  });

  it("deleting a reply takes that reply alone", async () => {
    const { ann, bob, cal, post } = await wallScene();
    const first = await comment(bob, post.id, "Praying for her");
    const reply = await comment(cal, post.id, "Me too", first.id);
    const second = await comment(ann, post.id, "Thank you", first.id);
    expect((await cal.agent.delete(`/api/comments/${reply.id}`)).statusCode).toBe(204);
    expect((await commentsOn(ann, post.id)).map((c) => c.id)).toEqual([first.id, second.id]);
    expect(await commentCount(ann, post.id)).toBe(2);
    expect((await noticesOfType(bob, "comment_reply")).map((n) => n.message)).toEqual(['Ann Lee replied to your comment: "Thank you"']);
  });
});
