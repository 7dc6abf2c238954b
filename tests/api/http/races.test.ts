import { describe, expect, it } from "vitest";
import { connect, createPost, createUser, type SignedInUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

// Requests that race each other, as on a PostgreSQL server with many connections: whatever the
// order they land in, each gets a clear answer (never a 5xx) and the data stays whole.

const t = useTestApp();

async function groupWithMembers(admin: SignedInUser, members: SignedInUser[], isPrivate = false) {
  const group = (await admin.agent.post("/api/groups", { name: "Prayer Warriors", isPrivate: false })).json();
  for (const m of members) expect((await m.agent.post(`/api/groups/${group.id}/join`)).statusCode).toBe(200);
  if (isPrivate) await admin.agent.put(`/api/groups/${group.id}`, { isPrivate: true });
  return group as { id: number };
}

const adminsOf = async (viewer: SignedInUser, groupId: number) =>
  ((await viewer.agent.get(`/api/groups/${groupId}/members`)).json() as { role: string }[]).filter((m) => m.role === "admin").length;

describe("a group is never left without an admin", () => {
  it("when two admins leave at once", async () => {
    for (let round = 0; round < 5; round++) {
      const [ann, bob, cal] = await Promise.all([createUser(t()), createUser(t()), createUser(t())]);
      const group = await groupWithMembers(ann, [bob, cal]);
      await ann.agent.put(`/api/groups/${group.id}/members/${bob.user.id}`, { role: "admin" });
      const answers = await Promise.all([ann.agent.post(`/api/groups/${group.id}/leave`), bob.agent.post(`/api/groups/${group.id}/leave`)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409]);
      expect(await adminsOf(cal, group.id)).toBe(1);
    }
  });

  it("when two admins step each other down at once", async () => {
    for (let round = 0; round < 5; round++) {
      const [ann, bob, cal] = await Promise.all([createUser(t()), createUser(t()), createUser(t())]);
      const group = await groupWithMembers(ann, [bob, cal]);
      await ann.agent.put(`/api/groups/${group.id}/members/${bob.user.id}`, { role: "admin" });
      const answers = await Promise.all([
        ann.agent.put(`/api/groups/${group.id}/members/${bob.user.id}`, { role: "member" }),
        bob.agent.put(`/api/groups/${group.id}/members/${ann.user.id}`, { role: "member" }),
      ]);
      expect(answers.every((a) => a.statusCode < 500)).toBe(true);
      expect(await adminsOf(cal, group.id)).toBeGreaterThanOrEqual(1);
    }
  });

  it("when two admins remove each other at once", async () => {
    for (let round = 0; round < 5; round++) {
      const [ann, bob, cal] = await Promise.all([createUser(t()), createUser(t()), createUser(t())]);
      const group = await groupWithMembers(ann, [bob, cal]);
      await ann.agent.put(`/api/groups/${group.id}/members/${bob.user.id}`, { role: "admin" });
      const answers = await Promise.all([
        ann.agent.delete(`/api/groups/${group.id}/members/${bob.user.id}`),
        bob.agent.delete(`/api/groups/${group.id}/members/${ann.user.id}`),
      ]);
      expect(answers.every((a) => a.statusCode < 500)).toBe(true);
      expect(await adminsOf(cal, group.id)).toBe(1);
    }
  });
});

describe("writes racing a deletion", () => {
  it("praying and commenting while the post is deleted answer 404 or succeed", async () => {
    const ann = await createUser(t());
    for (let round = 0; round < 10; round++) {
      const post = await createPost(ann, { type: "prayer" });
      const answers = await Promise.all([
        ann.agent.post(`/api/posts/${post.id}/interact`, { type: "prayer" }),
        ann.agent.post(`/api/posts/${post.id}/comments`, { content: "Praying" }),
        ann.agent.delete(`/api/posts/${post.id}`),
        ann.agent.post(`/api/posts/${post.id}/comments`, { content: "Amen" }),
        ann.agent.post(`/api/posts/${post.id}/interact`, { type: "prayer" }),
      ]);
      for (const a of answers) expect([200, 201, 204, 404], a.body).toContain(a.statusCode);
    }
  });

  it("members acting while the group is deleted get answers, never a 5xx", async () => {
    for (let round = 0; round < 5; round++) {
      const [ann, bob, cal] = await Promise.all([createUser(t()), createUser(t()), createUser(t())]);
      const group = await groupWithMembers(ann, [bob]);
      const post = (await bob.agent.post(`/api/groups/${group.id}/posts`, { content: "Pray for Sunday", type: "prayer" })).json();
      await connect(t(), ann, cal);
      const answers = await Promise.all([
        bob.agent.post(`/api/groups/${group.id}/posts`, { content: "One more", type: "text" }),
        bob.agent.post(`/api/posts/${post.id}/comments`, { content: "Amen" }),
        cal.agent.post(`/api/groups/${group.id}/join`),
        ann.agent.delete(`/api/groups/${group.id}`),
        bob.agent.post(`/api/posts/${post.id}/interact`, { type: "prayer" }),
        bob.agent.post(`/api/groups/${group.id}/leave`),
        cal.agent.post(`/api/groups/${group.id}/leave`),
        ann.agent.post(`/api/groups/${group.id}/posts`, { content: "Last word", type: "text" }),
        ann.agent.post(`/api/groups/${group.id}/invitations`, { userId: cal.user.id }),
      ]);
      for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
      expect((await ann.agent.get(`/api/groups/${group.id}`)).statusCode).toBe(404);
    }
  });
});
