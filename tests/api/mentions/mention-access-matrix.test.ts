import { describe, expect, it } from "vitest";
import type { Group } from "../../../contract/groups";
import type { Post } from "../../../contract/posts";
import { expectRefusal, ok } from "../../helpers/access";
import { type SignedInUser, connect, createUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

// Mentioning someone never shows them a post they may not see. For each kind of post a
// mentioned person may not see (a private one, one for named people that does not name them, one
// in a private group they are not in, a church's prayer-team request, one by someone who
// blocked them or whom they blocked) they get no notice, and the post stays a 404 to them;
// whoever is mentioned there and may see it gets exactly one notice.

const t = useTestApp();

const mentionNotices = async (who: SignedInUser, postId: number) =>
  ok<{ type: string; postId: number }[]>(await who.agent.get("/api/notifications"), 200).filter(
    (n) => n.type === "mention" && n.postId === postId,
  );
const nameOf = (who: SignedInUser) => `${who.user.firstName} ${who.user.lastName}`;
const naming = (people: SignedInUser[]) => ({
  content: `Praying with ${people.map((p) => `@${nameOf(p)}`).join(" and ")}`,
  mentions: people.map((p) => p.user.id),
});

/** `admin` invites `who` into the group, and they accept. */
async function inviteInto(admin: SignedInUser, who: SignedInUser, groupId: number) {
  const invitation = ok<{ id: number }>(await admin.agent.post(`/api/groups/${groupId}/invitations`, { userId: who.user.id }), 201);
  ok(await who.agent.put(`/api/groups/invitations/${invitation.id}`, { status: "accepted" }), 200);
}

/** The writer, and two of their connections: one who will not see the post, one who will. */
async function people() {
  const tag = Math.random().toString(36).slice(2, 7);
  const wes = await createUser(t(), { firstName: "Wes", lastName: `Writer${tag}` });
  const una = await createUser(t(), { firstName: "Una", lastName: `Unseen${tag}` });
  const sam = await createUser(t(), { firstName: "Sam", lastName: `Seen${tag}` });
  await connect(t(), wes, una);
  await connect(t(), wes, sam);
  return { tag, wes, una, sam };
}

type Arranged = { post: Post; unseen: SignedInUser[]; seen: SignedInUser[] };

const CASES: [string, () => Promise<Arranged>][] = [
  [
    "a private post (its author's journal)",
    async () => {
      const { wes, una } = await people();
      const post = ok<Post>(await wes.agent.post("/api/posts", { ...naming([una]), audience: { kind: "private" } }), 201);
      return { post, unseen: [una], seen: [] };
    },
  ],
  [
    "a post for named people that does not name them",
    async () => {
      const { wes, una, sam } = await people();
      const body = { ...naming([una, sam]), audience: { kind: "people", userIds: [sam.user.id] } };
      return { post: ok<Post>(await wes.agent.post("/api/posts", body), 201), unseen: [una], seen: [sam] };
    },
  ],
  [
    "a post in a private group they are not in",
    async () => {
      const { wes, una, sam } = await people();
      const group = ok<{ id: number }>(await wes.agent.post("/api/groups", { name: "Inner Room", isPrivate: true }), 201);
      await inviteInto(wes, sam, group.id);
      const post = ok<Post>(await wes.agent.post(`/api/groups/${group.id}/posts`, naming([una, sam])), 201);
      return { post, unseen: [una], seen: [sam] };
    },
  ],
  [
    "a church's prayer-team request",
    async () => {
      const { tag, wes, una, sam } = await people();
      const slug = `pt-${tag}`;
      const church = ok<{ id: number }>(await wes.agent.post("/api/churches", { name: "Cornerstone", slug, joinMode: "open" }), 201);
      for (const who of [una, sam]) ok(await who.agent.post(`/api/churches/${slug}/join`), 200);
      const team = ok<Group>(await wes.agent.post(`/api/churches/${slug}/groups`, { name: "Intercessors", kind: "prayer_team" }), 201);
      await inviteInto(wes, sam, team.id);
      const body = { ...naming([una, sam]), type: "prayer", audience: { kind: "prayer_team", churchId: church.id } };
      return { post: ok<Post>(await wes.agent.post("/api/posts", body), 201), unseen: [una], seen: [sam] };
    },
  ],
  [
    "a post by someone who blocked them (mentioned in a comment on it)",
    async () => {
      const { tag, wes, una, sam } = await people();
      const ann = await createUser(t(), { firstName: "Ann", lastName: `Author${tag}` });
      for (const who of [wes, una, sam]) await connect(t(), ann, who);
      const post = ok<Post>(await ann.agent.post("/api/posts", { content: "Supper at seven" }), 201);
      ok(await ann.agent.post(`/api/users/${una.user.id}/block`), 200);
      expect(ok(await wes.agent.post(`/api/posts/${post.id}/comments`, naming([una, sam])), 201).mentions).toHaveLength(2);
      return { post, unseen: [una], seen: [sam] };
    },
  ],
  [
    "a post by someone they blocked (mentioned in a comment on it)",
    async () => {
      const { tag, wes, una, sam } = await people();
      const ann = await createUser(t(), { firstName: "Ann", lastName: `Author${tag}` });
      for (const who of [wes, una, sam]) await connect(t(), ann, who);
      const post = ok<Post>(await ann.agent.post("/api/posts", { content: "Supper at seven" }), 201);
      ok(await una.agent.post(`/api/users/${ann.user.id}/block`), 200);
      expect(ok(await wes.agent.post(`/api/posts/${post.id}/comments`, naming([una, sam])), 201).mentions).toHaveLength(2);
      return { post, unseen: [una], seen: [sam] };
    },
  ],
];

describe("a mention reaches only those who may see the post", () => {
  it.each(CASES)("%s: no notice and a 404 to the one who may not see it; one notice to whoever may", async (_name, arrange) => {
    const { post, unseen, seen } = await arrange();
    for (const who of unseen) {
      expect(await mentionNotices(who, post.id), nameOf(who)).toEqual([]);
      expectRefusal(await who.agent.get(`/api/posts/${post.id}`), 404, nameOf(who));
      expectRefusal(await who.agent.get(`/api/posts/${post.id}/comments`), 404, nameOf(who));
    }
    for (const who of seen) {
      expect(await mentionNotices(who, post.id), nameOf(who)).toHaveLength(1);
      ok(await who.agent.get(`/api/posts/${post.id}`), 200);
    }
  });

  it("a wall post for all connections: each mentioned connection gets exactly one notice", async () => {
    const { wes, una, sam } = await people();
    const post = ok<Post>(await wes.agent.post("/api/posts", naming([una, sam])), 201);
    for (const who of [una, sam]) expect(await mentionNotices(who, post.id)).toHaveLength(1);
  });
});
