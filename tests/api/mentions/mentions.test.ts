import { describe, expect, it } from "vitest";
import { MAX_MENTIONS } from "../../../contract/mentions";
import type { Comment, Post } from "../../../contract/posts";
import { expectRefusal, ok } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { type SignedInUser, connect, createUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

// A post or a comment names people with "@" and their name, and says whom (their ids): the
// server keeps each one's id and name with the words, and tells each, once, if they may see
// the post. Anyone the writer may not mention, or not named in the words, refuses the whole
// write: nothing is stored.

const t = useTestApp();

type Notice = { type: string; title: string; message: string; postId: number | null; actorId: number | null };
const noticesOf = async (who: SignedInUser) => ok<Notice[]>(await who.agent.get("/api/notifications"), 200);
const mentionsOf = async (who: SignedInUser) => (await noticesOf(who)).filter((n) => n.type === "mention");

/** Mia writes; Ned and Ona are her connections; Sol is a stranger to her. */
async function scene() {
  const mia = await createUser(t(), { firstName: "Mia", lastName: "Writer" });
  const ned = await createUser(t(), { firstName: "Ned", lastName: "Stark" });
  const ona = await createUser(t(), { firstName: "Ona", lastName: "Judge" });
  const sol = await createUser(t(), { firstName: "Sol", lastName: "Stranger" });
  await connect(t(), mia, ned);
  await connect(t(), mia, ona);
  return { mia, ned, ona, sol };
}

describe("a post that mentions people", () => {
  it("keeps whom it mentions with its words, and tells each of them once", async () => {
    const { mia, ned, ona } = await scene();
    const res = await mia.agent.post("/api/posts", {
      content: "Thank you @Ned Stark and @Ona Judge for the meal. @Ned Stark, see you Sunday!",
      mentions: [ned.user.id, ona.user.id, ned.user.id],
    });
    const post = ok<Post>(res, 201);
    const stored = [
      { id: ned.user.id, name: "Ned Stark" },
      { id: ona.user.id, name: "Ona Judge" },
    ];
    expect(post.mentions).toEqual(stored);
    expect(ok<Post>(await ned.agent.get(`/api/posts/${post.id}`), 200).mentions).toEqual(stored);
    for (const who of [ned, ona]) {
      expect((await mentionsOf(who)).map((n) => [n.title, n.message, n.postId, n.actorId])).toEqual([
        [
          "You were mentioned",
          'Mia Writer mentioned you in a post: "Thank you @Ned Stark and @Ona Judge for the meal. @Ned Stark, see you Sunday!"',
          post.id,
          mia.user.id,
        ],
      ]);
    }
    expect(await mentionsOf(mia)).toEqual([]);
  });

  it("is refused whole, storing nothing, for someone the writer may not mention or not named in the words", async () => {
    const { mia, ned, sol } = await scene();
    const blocked = await createUser(t(), { firstName: "Bea", lastName: "Blocked" });
    await connect(t(), mia, blocked);
    ok(await blocked.agent.post(`/api/users/${mia.user.id}/block`), 200);
    const cases: [unknown, string, string][] = [
      [[sol.user.id], "Hello @Sol Stranger", "You can't mention that person"],
      [[blocked.user.id], "Hello @Bea Blocked", "You can't mention that person"],
      [[mia.user.id], "Hello @Mia Writer", "You can't mention that person"],
      [[2147483647], "Hello @Nobody", "You can't mention that person"],
      [[ned.user.id, sol.user.id], "Hello @Ned Stark and @Sol Stranger", "You can't mention that person"],
      [[ned.user.id], "Hello Ned Stark", "Write each person you mention as @ and their name"],
      [[ned.user.id], "Hello @Ned", "Write each person you mention as @ and their name"],
      [Array.from({ length: MAX_MENTIONS + 1 }, (_, i) => i + 1), "Hello all", `A post or a comment can mention at most ${MAX_MENTIONS} people`],
      ["Ned", "Hello @Ned Stark", "mentions must be a list of user ids"],
      [["x"], "Hello @Ned Stark", "Invalid id"],
    ];
    for (const [mentions, content, message] of cases) {
      const before = await databaseDigest(t().db);
      const res = await mia.agent.post("/api/posts", { content, mentions });
      expectRefusal(res, 400, JSON.stringify(mentions));
      expect(res.json()).toEqual({ message });
      expect(await databaseDigest(t().db), content).toBe(before);
    }
    expect(await mentionsOf(ned)).toEqual([]);
  });

  it("in a group, may mention its members who are not connections; on a church's wall, its members", async () => {
    const { mia, ned } = await scene();
    const group = ok<{ id: number }>(await mia.agent.post("/api/groups", { name: "Open Circle", isPrivate: false }), 201);
    const gil = await createUser(t(), { firstName: "Gil", lastName: "Joiner" });
    ok(await gil.agent.post(`/api/groups/${group.id}/join`), 200);
    const body = { content: "Welcome @Gil Joiner!", mentions: [gil.user.id] };
    const inGroup = ok<Post>(await mia.agent.post(`/api/groups/${group.id}/posts`, body), 201);
    expect(inGroup.mentions).toEqual([{ id: gil.user.id, name: "Gil Joiner" }]);
    expect((await mentionsOf(gil)).map((n) => n.postId)).toEqual([inGroup.id]);
    // On her wall Gil is nobody she may mention.
    expectRefusal(await mia.agent.post("/api/posts", body), 400);

    const slug = `w-${Math.random().toString(36).slice(2, 8)}`;
    const church = ok<{ id: number }>(await ned.agent.post("/api/churches", { name: "Grace", slug, joinMode: "open" }), 201);
    const pia = await createUser(t(), { firstName: "Pia", lastName: "Pew" });
    for (const who of [mia, pia]) ok(await who.agent.post(`/api/churches/${slug}/join`), 200);
    const onWall = ok<Post>(
      await mia.agent.post("/api/posts", {
        content: "Pray with me, @Pia Pew",
        type: "prayer",
        audience: { kind: "church", churchId: church.id },
        mentions: [pia.user.id],
      }),
      201,
    );
    expect((await mentionsOf(pia)).map((n) => n.postId)).toEqual([onWall.id]);
  });

  it("anonymous: the notice names where it was shared, never its author", async () => {
    const { mia, ned } = await scene();
    const post = ok<Post>(
      await mia.agent.post("/api/posts", { content: "@Ned Stark, please pray", type: "prayer", anonymous: true, mentions: [ned.user.id] }),
      201,
    );
    expect((await mentionsOf(ned)).map((n) => [n.message, n.actorId, n.postId])).toEqual([
      ['A member of your network mentioned you in a post: "@Ned Stark, please pray"', null, post.id],
    ]);
  });
});

describe("a comment that mentions people", () => {
  it("keeps them, and tells each once: the post's author by the mention rather than as its author", async () => {
    const { mia, ned, ona } = await scene();
    const post = ok<Post>(await ned.agent.post("/api/posts", { content: "Supper at seven" }), 201);
    const said = ok<Comment>(
      await mia.agent.post(`/api/posts/${post.id}/comments`, {
        content: "@Ned Stark I will bring @Ona Judge",
        mentions: [ned.user.id, ona.user.id],
      }),
      201,
    );
    expect(said.mentions).toEqual([
      { id: ned.user.id, name: "Ned Stark" },
      { id: ona.user.id, name: "Ona Judge" },
    ]);
    expect(ok<Comment[]>(await ned.agent.get(`/api/posts/${post.id}/comments`), 200)[0]!.mentions).toEqual(said.mentions);
    expect((await noticesOf(ned)).map((n) => [n.type, n.message])).toEqual([
      ["mention", 'Mia Writer mentioned you in a comment: "@Ned Stark I will bring @Ona Judge"'],
    ]);
    // Ona is Mia's connection, not Ned's: she may not see Ned's post, and hears nothing of it.
    expect(await mentionsOf(ona)).toEqual([]);
    expectRefusal(await ona.agent.get(`/api/posts/${post.id}`), 404);
  });

  it("a reply that mentions the one it answers tells them once, by the reply", async () => {
    const { mia, ned } = await scene();
    const post = ok<Post>(await mia.agent.post("/api/posts", { content: "Supper at seven" }), 201);
    const first = ok<Comment>(await ned.agent.post(`/api/posts/${post.id}/comments`, { content: "I will come" }), 201);
    ok(
      await mia.agent.post(`/api/posts/${post.id}/comments`, { content: "Wonderful, @Ned Stark", parentId: first.id, mentions: [ned.user.id] }),
      201,
    );
    expect((await noticesOf(ned)).map((n) => n.type)).toEqual(["comment_reply"]);
  });

  it("deleted, takes its mentions' notices with it", async () => {
    const { mia, ned, ona } = await scene();
    const post = ok<Post>(await mia.agent.post("/api/posts", { content: "Supper at seven" }), 201);
    const said = ok<Comment>(await ona.agent.post(`/api/posts/${post.id}/comments`, { content: "Hi @Mia Writer" }), 201);
    const withMention = ok<Comment>(
      await mia.agent.post(`/api/posts/${post.id}/comments`, { content: "Come, @Ned Stark", mentions: [ned.user.id], parentId: said.id }),
      201,
    );
    expect(await mentionsOf(ned)).toHaveLength(1);
    expect((await ona.agent.delete(`/api/comments/${said.id}`)).statusCode).toBe(204);
    expect(await mentionsOf(ned)).toEqual([]);
    expectRefusal(await mia.agent.delete(`/api/comments/${withMention.id}`), 404);
  });

  it("is refused whole for someone the writer may not mention there", async () => {
    const { mia, ned, ona, sol } = await scene();
    const post = ok<Post>(await mia.agent.post("/api/posts", { content: "Supper at seven" }), 201);
    const before = await databaseDigest(t().db);
    const res = await ned.agent.post(`/api/posts/${post.id}/comments`, { content: "Ask @Sol Stranger", mentions: [sol.user.id] });
    expectRefusal(res, 400);
    expect(res.json()).toEqual({ message: "You can't mention that person" });
    expect(await databaseDigest(t().db)).toBe(before);
    // Ona is Mia's connection, not Ned's: Ned, writing under Mia's wall post, may not name her.
    expectRefusal(await ned.agent.post(`/api/posts/${post.id}/comments`, { content: "Hi @Ona Judge", mentions: [ona.user.id] }), 400);
  });
});
