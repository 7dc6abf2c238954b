import { describe, expect, it } from "vitest";
import { connect, createPost, createUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

const t = useTestApp();

describe("creating and listing groups", () => {
  it("creates a group with the creator as admin, and lists my groups", async () => {
    const ann = await createUser(t());
    const res = await ann.agent.post("/api/groups", {
      name: "  Tuesday Bible Study ",
      description: "Romans, chapter by chapter",
      isPrivate: false,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: "Tuesday Bible Study",
      description: "Romans, chapter by chapter",
      isPrivate: false,
      memberCount: 1,
      myRole: "admin",
    });
    const priv = (await ann.agent.post("/api/groups", { name: "Prayer Circle", isPrivate: true })).json();
    expect(priv.description).toBeNull();
    const mine = (await ann.agent.get("/api/groups/my")).json();
    expect(mine.map((g: { name: string }) => g.name)).toEqual(["Prayer Circle", "Tuesday Bible Study"]);
    const other = await createUser(t());
    expect((await other.agent.get("/api/groups/my")).json()).toEqual([]);
  });

  it.each([
    ["an empty name", { name: "" }, "Please enter a group name"],
    ["a blank name", { name: "   " }, "Please enter a group name"],
    ["a missing name", { name: undefined }, "Please enter a group name"],
    ["a long name", { name: "n".repeat(101) }, "Group name must be at most 100 characters"],
    ["a long description", { description: "d".repeat(1001) }, "Description must be at most 1000 characters"],
    ["a string for isPrivate", { isPrivate: "yes" }, "isPrivate must be true or false"],
  ])("refuses %s with 400, creating nothing", async (_label, change, message) => {
    const ann = await createUser(t());
    const res = await ann.agent.post("/api/groups", { name: "Worship Team", isPrivate: false, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect((await ann.agent.get("/api/groups/my")).json()).toEqual([]);
  });

  it("finds public groups by name, never private ones", async () => {
    const ann = await createUser(t());
    await ann.agent.post("/api/groups", { name: "Men's Breakfast Fellowship", isPrivate: false });
    await ann.agent.post("/api/groups", { name: "Secret Fellowship Planning", isPrivate: true });
    const bob = await createUser(t());
    const found = (await bob.agent.get("/api/groups/search?q=fellowship")).json();
    expect(found.map((g: { name: string }) => g.name)).toEqual(["Men's Breakfast Fellowship"]);
    expect(found[0].myRole).toBeNull();
    expect((await bob.agent.get("/api/groups/search?q=%25")).json()).toEqual([]);
  });
});

type Actor = "admin" | "member" | "outsider" | "visitor";
type Setup = Awaited<ReturnType<typeof makeGroup>>;

async function makeGroup(isPrivate: boolean) {
  const admin = await createUser(t(), { firstName: "Admin" });
  const member = await createUser(t(), { firstName: "Member" });
  const outsider = await createUser(t(), { firstName: "Outsider" });
  const friend = await createUser(t(), { firstName: "Friend" });
  await connect(t(), admin, friend);
  await connect(t(), admin, member);
  await connect(t(), member, friend);
  await connect(t(), outsider, friend);
  const group = (await admin.agent.post("/api/groups", { name: "Prayer Warriors", isPrivate })).json();
  const invite = (await admin.agent.post(`/api/groups/${group.id}/invitations`, { userId: member.user.id })).json();
  expect((await member.agent.put(`/api/groups/invitations/${invite.id}`, { status: "accepted" })).statusCode).toBe(200);
  const post = (await member.agent.post(`/api/groups/${group.id}/posts`, { content: "Pray for our retreat", type: "prayer" })).json();
  const agentOf = (actor: Actor) => (actor === "visitor" ? t().agent() : { admin, member, outsider }[actor].agent);
  const snapshot = async () => {
    const [g, members, posts, invitations] = await Promise.all([
      admin.agent.get(`/api/groups/${group.id}`),
      admin.agent.get(`/api/groups/${group.id}/members`),
      admin.agent.get(`/api/groups/${group.id}/posts`),
      admin.agent.get(`/api/groups/${group.id}/invitations`),
    ]);
    return JSON.stringify([g.json(), members.json(), posts.json(), invitations.json()]);
  };
  return { admin, member, outsider, friend, group, post, agentOf, snapshot };
}

// [route, call, expected status for admin, member, outsider (public), outsider (private), visitor]
type Call = (s: Setup, actor: Actor) => Promise<{ statusCode: number }>;
const matrix: [string, Call, number, number, number, number, number][] = [
  ["GET /api/groups/:id", (s, a) => s.agentOf(a).get(`/api/groups/${s.group.id}`), 200, 200, 200, 404, 401],
  ["GET /api/groups/:id/members", (s, a) => s.agentOf(a).get(`/api/groups/${s.group.id}/members`), 200, 200, 200, 404, 401],
  ["GET /api/groups/:id/posts", (s, a) => s.agentOf(a).get(`/api/groups/${s.group.id}/posts`), 200, 200, 200, 404, 401],
  ["GET /api/posts/:id (group post)", (s, a) => s.agentOf(a).get(`/api/posts/${s.post.id}`), 200, 200, 200, 404, 401],
  ["GET /api/posts/:id/comments", (s, a) => s.agentOf(a).get(`/api/posts/${s.post.id}/comments`), 200, 200, 200, 404, 401],
  [
    "POST /api/groups/:id/posts",
    (s, a) => s.agentOf(a).post(`/api/groups/${s.group.id}/posts`, { content: "Hello", type: "text" }),
    201,
    201,
    403,
    404,
    401,
  ],
  ["POST /api/posts/:id/interact", (s, a) => s.agentOf(a).post(`/api/posts/${s.post.id}/interact`, { type: "prayer" }), 200, 200, 403, 404, 401],
  ["POST /api/posts/:id/comments", (s, a) => s.agentOf(a).post(`/api/posts/${s.post.id}/comments`, { content: "Amen" }), 201, 201, 403, 404, 401],
  ["DELETE /api/posts/:id (member's post)", (s, a) => s.agentOf(a).delete(`/api/posts/${s.post.id}`), 204, 204, 403, 404, 401],
  ["POST /api/groups/:id/join", (s, a) => s.agentOf(a).post(`/api/groups/${s.group.id}/join`), 409, 409, 200, 404, 401],
  ["POST /api/groups/:id/leave", (s, a) => s.agentOf(a).post(`/api/groups/${s.group.id}/leave`), 409, 204, 403, 404, 401],
  ["PUT /api/groups/:id", (s, a) => s.agentOf(a).put(`/api/groups/${s.group.id}`, { name: "Renamed" }), 200, 403, 403, 404, 401],
  ["DELETE /api/groups/:id", (s, a) => s.agentOf(a).delete(`/api/groups/${s.group.id}`), 204, 403, 403, 404, 401],
  ["GET /api/groups/:id/invitations", (s, a) => s.agentOf(a).get(`/api/groups/${s.group.id}/invitations`), 200, 403, 403, 404, 401],
  [
    "POST /api/groups/:id/invitations",
    (s, a) => s.agentOf(a).post(`/api/groups/${s.group.id}/invitations`, { userId: s.friend.user.id }),
    201,
    403,
    403,
    404,
    401,
  ],
  [
    "PUT /api/groups/:id/members/:userId",
    (s, a) => s.agentOf(a).put(`/api/groups/${s.group.id}/members/${s.member.user.id}`, { role: "admin" }),
    204,
    403,
    403,
    404,
    401,
  ],
  [
    "DELETE /api/groups/:id/members/:userId",
    (s, a) => s.agentOf(a).delete(`/api/groups/${s.group.id}/members/${s.member.user.id}`),
    204,
    403,
    403,
    404,
    401,
  ],
];

describe("the group access matrix", () => {
  for (const isPrivate of [false, true]) {
    describe(isPrivate ? "private group" : "public group", () => {
      it.each(matrix)("%s", async (_route, call, admin, member, outsiderPublic, outsiderPrivate, visitor) => {
        const expected: Record<Actor, number> = {
          admin,
          member,
          outsider: isPrivate ? outsiderPrivate : outsiderPublic,
          visitor,
        };
        for (const actor of ["visitor", "outsider", "member", "admin"] as Actor[]) {
          const s = await makeGroup(isPrivate);
          const before = await s.snapshot();
          const res = await call(s, actor);
          expect(res.statusCode, `${actor}: ${JSON.stringify((res as { body?: string }).body)}`).toBe(expected[actor]);
          // A refusal changes nothing.
          if (res.statusCode >= 400) expect(await s.snapshot()).toBe(before);
        }
      });
    });
  }
});

describe("private groups stay hidden", () => {
  it("keeps a private group's photo from outsiders", async () => {
    const s = await makeGroup(true);
    const grant = (await s.member.agent.post("/api/objects/upload")).json();
    const { png } = await import("../../helpers/images");
    await s.member.agent.request("PUT", grant.uploadURL, await png(), { "content-type": "image/png" });
    const post = (
      await s.member.agent.post(`/api/groups/${s.group.id}/posts`, { content: "Retreat photo", type: "image", imageUrl: grant.uploadURL })
    ).json();
    expect((await s.admin.agent.get(post.imageUrl)).statusCode).toBe(200);
    expect((await s.outsider.agent.get(post.imageUrl)).statusCode).toBe(404);
  });

  it("keeps group posts out of non-members' home feeds and off profiles, even for the author's connections", async () => {
    const s = await makeGroup(true);
    const feed = (await s.friend.agent.get("/api/posts/feed")).json();
    expect(feed.map((p: { id: number }) => p.id)).not.toContain(s.post.id);
    const profile = (await s.friend.agent.get(`/api/posts/user/${s.member.user.id}`)).json();
    expect(profile.map((p: { id: number }) => p.id)).not.toContain(s.post.id);
  });
});

describe("invitations", () => {
  it("notifies the invitee, who accepts and becomes a member", async () => {
    const ann = await createUser(t(), { firstName: "Ann", lastName: "Lee" });
    const bob = await createUser(t());
    await connect(t(), ann, bob);
    const group = (await ann.agent.post("/api/groups", { name: "Prayer Circle", isPrivate: true })).json();
    expect((await bob.agent.get(`/api/groups/${group.id}`)).statusCode).toBe(404);
    await ann.agent.post(`/api/groups/${group.id}/invitations`, { userId: bob.user.id });

    const [note] = (await bob.agent.get("/api/notifications")).json();
    expect(note).toMatchObject({
      type: "group_invitation",
      title: "Group invitation",
      message: "Ann Lee invited you to join Prayer Circle.",
      groupId: group.id,
    });
    const [invitation] = (await bob.agent.get("/api/groups/invitations")).json();
    expect(invitation).toMatchObject({
      group: { id: group.id, name: "Prayer Circle", isPrivate: true },
      inviter: { id: ann.user.id },
      status: "pending",
    });

    await bob.agent.put(`/api/groups/invitations/${invitation.id}`, { status: "accepted" });
    expect((await bob.agent.get(`/api/groups/${group.id}`)).json()).toMatchObject({ myRole: "member", memberCount: 2 });
    expect((await bob.agent.get("/api/groups/invitations")).json()).toEqual([]);
    const again = await bob.agent.put(`/api/groups/invitations/${invitation.id}`, { status: "declined" });
    expect(again.json()).toEqual({ message: "This invitation has already been answered" });
  });

  it("lets the invitee decline, and refuses invitations an admin may not send", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t());
    const stranger = await createUser(t());
    await connect(t(), ann, bob);
    const group = (await ann.agent.post("/api/groups", { name: "Worship Team", isPrivate: false })).json();
    const invite = (await ann.agent.post(`/api/groups/${group.id}/invitations`, { userId: bob.user.id })).json();
    const twice = await ann.agent.post(`/api/groups/${group.id}/invitations`, { userId: bob.user.id });
    expect(twice.json()).toEqual({ message: "They have already been invited" });
    const notConnected = await ann.agent.post(`/api/groups/${group.id}/invitations`, { userId: stranger.user.id });
    expect(notConnected.statusCode).toBe(400);
    expect(notConnected.json()).toEqual({ message: "You can only invite your connections" });
    expect((await stranger.agent.put(`/api/groups/invitations/${invite.id}`, { status: "accepted" })).statusCode).toBe(404);
    await bob.agent.put(`/api/groups/invitations/${invite.id}`, { status: "declined" });
    expect((await bob.agent.get(`/api/groups/${group.id}`)).json().myRole).toBeNull();
    const self = await ann.agent.post(`/api/groups/${group.id}/invitations`, { userId: ann.user.id });
    expect(self.statusCode).toBe(400);
  });
});

describe("revoking and outdated invitations", () => {
  /** Ann runs a private group with Cal as a second admin, and has invited Bob to it. */
  async function invited() {
    const ann = await createUser(t(), { firstName: "Ann" });
    const bob = await createUser(t(), { firstName: "Bob" });
    const cal = await createUser(t(), { firstName: "Cal" });
    await connect(t(), ann, bob);
    await connect(t(), ann, cal);
    await connect(t(), cal, bob);
    const group = (await ann.agent.post("/api/groups", { name: "Prayer Circle", isPrivate: true })).json();
    const calsInvite = (await ann.agent.post(`/api/groups/${group.id}/invitations`, { userId: cal.user.id })).json();
    expect((await cal.agent.put(`/api/groups/invitations/${calsInvite.id}`, { status: "accepted" })).statusCode).toBe(200);
    expect((await ann.agent.put(`/api/groups/${group.id}/members/${cal.user.id}`, { role: "admin" })).statusCode).toBe(204);
    const invite = (await ann.agent.post(`/api/groups/${group.id}/invitations`, { userId: bob.user.id })).json();
    return { ann, bob, cal, group, invite };
  }

  /** Bob's invitation is gone: not listed, and neither it nor his notice lets him in. */
  async function expectGone({ bob, cal, group, invite }: Awaited<ReturnType<typeof invited>>, message: string) {
    expect((await bob.agent.get("/api/groups/invitations")).json()).toEqual([]);
    expect((await cal.agent.get(`/api/groups/${group.id}/invitations`)).json()).toEqual([]);
    for (const status of ["accepted", "declined"]) {
      const answer = await bob.agent.put(`/api/groups/invitations/${invite.id}`, { status });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message });
    }
    // The notice names the group; for him it is still not there, nor to be joined.
    const [notice] = (await bob.agent.get("/api/notifications")).json();
    expect(notice).toMatchObject({ type: "group_invitation", groupId: group.id });
    expect((await bob.agent.get(`/api/groups/${notice.groupId}`)).statusCode).toBe(404);
    expect((await bob.agent.post(`/api/groups/${notice.groupId}/join`)).statusCode).toBe(404);
    expect((await bob.agent.get("/api/groups/my")).json()).toEqual([]);
  }

  it("an admin revokes a pending invitation: it admits nobody, and they can be invited again", async () => {
    const s = await invited();
    expect((await s.cal.agent.get(`/api/groups/${s.group.id}/invitations`)).json()).toHaveLength(1);
    const revoked = await s.cal.agent.delete(`/api/groups/${s.group.id}/invitations/${s.bob.user.id}`);
    expect(revoked.statusCode).toBe(204);
    await expectGone(s, "Invitation not found");

    const again = await s.ann.agent.post(`/api/groups/${s.group.id}/invitations`, { userId: s.bob.user.id });
    expect(again.statusCode).toBe(201);
    expect((await s.bob.agent.put(`/api/groups/invitations/${again.json().id}`, { status: "accepted" })).statusCode).toBe(200);
    expect((await s.bob.agent.get(`/api/groups/${s.group.id}`)).json().myRole).toBe("member");
  });

  it("refuses to revoke what is not a pending invitation, or for someone who is not an admin", async () => {
    const s = await invited();
    const dee = await createUser(t());
    const nobody = await s.ann.agent.delete(`/api/groups/${s.group.id}/invitations/${dee.user.id}`);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual({ message: "Invitation not found" });
    // Bob himself, and an outsider, may not.
    const byInvitee = await s.bob.agent.delete(`/api/groups/${s.group.id}/invitations/${s.bob.user.id}`);
    expect(byInvitee.statusCode).toBe(404);
    expect((await dee.agent.delete(`/api/groups/${s.group.id}/invitations/${s.bob.user.id}`)).statusCode).toBe(404);
    expect((await s.bob.agent.get("/api/groups/invitations")).json()).toHaveLength(1);
    // Once answered, there is nothing left to revoke.
    expect((await s.bob.agent.put(`/api/groups/invitations/${s.invite.id}`, { status: "accepted" })).statusCode).toBe(200);
    const answered = await s.ann.agent.delete(`/api/groups/${s.group.id}/invitations/${s.bob.user.id}`);
    expect(answered.statusCode).toBe(404);
    expect((await s.bob.agent.get(`/api/groups/${s.group.id}`)).json().myRole).toBe("member");
    // A plain member may not revoke either.
    const ed = await createUser(t());
    await connect(t(), s.ann, ed);
    await s.ann.agent.post(`/api/groups/${s.group.id}/invitations`, { userId: ed.user.id });
    const byMember = await s.bob.agent.delete(`/api/groups/${s.group.id}/invitations/${ed.user.id}`);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toEqual({ message: "Only group admins can do that" });
    expect((await ed.agent.get("/api/groups/invitations")).json()).toHaveLength(1);
  });

  it.each([
    [
      "since removed from the group",
      (s: Awaited<ReturnType<typeof invited>>) => s.cal.agent.delete(`/api/groups/${s.group.id}/members/${s.ann.user.id}`),
    ],
    [
      "since made a plain member",
      (s: Awaited<ReturnType<typeof invited>>) => s.cal.agent.put(`/api/groups/${s.group.id}/members/${s.ann.user.id}`, { role: "member" }),
    ],
    ["who has since left", (s: Awaited<ReturnType<typeof invited>>) => s.ann.agent.post(`/api/groups/${s.group.id}/leave`)],
  ])("an invitation from an admin %s admits nobody; another admin may invite them afresh", async (_how, change) => {
    const s = await invited();
    expect((await change(s)).statusCode).toBe(204);
    await expectGone(s, "This invitation is no longer valid");

    const afresh = await s.cal.agent.post(`/api/groups/${s.group.id}/invitations`, { userId: s.bob.user.id });
    expect(afresh.statusCode).toBe(201);
    const [listed] = (await s.bob.agent.get("/api/groups/invitations")).json();
    expect(listed).toMatchObject({ id: afresh.json().id, inviter: { id: s.cal.user.id } });
    expect((await s.bob.agent.put(`/api/groups/invitations/${listed.id}`, { status: "accepted" })).statusCode).toBe(200);
    expect((await s.bob.agent.get(`/api/groups/${s.group.id}`)).json().myRole).toBe("member");
  });
});

describe("managing a group", () => {
  it("lets an admin edit, promote, and then leave; the last admin cannot", async () => {
    const s = await makeGroup(false);
    const leave = await s.admin.agent.post(`/api/groups/${s.group.id}/leave`);
    expect(leave.statusCode).toBe(409);
    expect(leave.json()).toEqual({ message: "A group needs an admin: make another member admin first" });
    const demoteSelf = await s.admin.agent.put(`/api/groups/${s.group.id}/members/${s.admin.user.id}`, { role: "member" });
    expect(demoteSelf.statusCode).toBe(409);

    const edited = await s.admin.agent.put(`/api/groups/${s.group.id}`, { description: "Wednesday nights", isPrivate: true });
    expect(edited.json()).toMatchObject({ name: "Prayer Warriors", description: "Wednesday nights", isPrivate: true });
    expect((await s.admin.agent.put(`/api/groups/${s.group.id}`, {})).json()).toEqual({ message: "Nothing to change" });

    await s.admin.agent.put(`/api/groups/${s.group.id}/members/${s.member.user.id}`, { role: "admin" });
    expect((await s.admin.agent.post(`/api/groups/${s.group.id}/leave`)).statusCode).toBe(204);
    const members = (await s.member.agent.get(`/api/groups/${s.group.id}/members`)).json();
    expect(members.map((m: { user: { id: number }; role: string }) => [m.user.id, m.role])).toEqual([[s.member.user.id, "admin"]]);
    // Private now, and Ann left: the group is hidden from her.
    expect((await s.admin.agent.get(`/api/groups/${s.group.id}`)).statusCode).toBe(404);
  });

  it("lets a group admin remove a member's post, and deleting the group takes its posts", async () => {
    const s = await makeGroup(false);
    const extra = (await s.member.agent.post(`/api/groups/${s.group.id}/posts`, { content: "Another", type: "text" })).json();
    expect((await s.admin.agent.delete(`/api/posts/${extra.id}`)).statusCode).toBe(204);
    expect((await s.admin.agent.delete(`/api/groups/${s.group.id}`)).statusCode).toBe(204);
    expect((await s.member.agent.get(`/api/posts/${s.post.id}`)).statusCode).toBe(404);
    expect((await s.member.agent.get("/api/groups/my")).json()).toEqual([]);
  });

  it("counts members as they join and leave a public group", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t());
    const group = (await ann.agent.post("/api/groups", { name: "Choir", isPrivate: false })).json();
    expect((await bob.agent.post(`/api/groups/${group.id}/join`)).json()).toMatchObject({ myRole: "member", memberCount: 2 });
    await createPost(bob);
    expect((await bob.agent.post(`/api/groups/${group.id}/leave`)).statusCode).toBe(204);
    expect((await ann.agent.get(`/api/groups/${group.id}`)).json().memberCount).toBe(1);
  });
});
