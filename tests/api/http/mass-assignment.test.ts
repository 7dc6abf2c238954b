import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { comments, connections, groupInvitations, groupMembers, groups, interactions, posts, users } from "../../../server/db/schema";
import { expectRefusal, ok, uploadImage } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { connect, createPost, createUser, type SignedInUser, uniqueEmail } from "../../helpers/factories";
import { type Agent, useTestApp } from "../../helpers/test-app";

// Write bodies that carry, beside their real fields, the fields a client must never set: ids,
// owners, counters, roles, flags, timestamps, the e-mail and the password hash. Each request
// is either refused whole (400, nothing changed) or its extras are dropped: afterwards the
// database holds exactly what the real fields asked for, and nothing of anyone else's moved.

const t = useTestApp();

const LONG_AGO = "2000-01-01T00:00:00.000Z";

/** Someone else and their things, for the extras to point at. */
type Victim = { user: SignedInUser; postId: number; groupId: number };

async function makeVictim(): Promise<Victim> {
  const user = await createUser(t(), { firstName: "Vic" });
  const post = await createPost(user);
  const group = ok(await user.agent.post("/api/groups", { name: "Vic's circle", isPrivate: true }), 201);
  return { user, postId: post.id, groupId: group.id };
}

/** The fields no client may set; where they are ids they name the victim's things. */
function extras(victim: Victim) {
  const userId = victim.user.user.id;
  return {
    id: userId,
    userId,
    authorId: userId,
    requesterId: userId,
    addresseeId: userId,
    inviterId: userId,
    inviteeId: userId,
    createdBy: userId,
    ownerId: userId,
    postId: victim.postId,
    groupId: victim.groupId,
    email: "attacker@evil.example",
    passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$forged",
    password_hash: "forged",
    role: "admin",
    isAdmin: true,
    is_admin: true,
    isDemo: true,
    is_demo: true,
    prayerCount: 9999,
    commentCount: 9999,
    counts: { prayers: 9999, comments: 9999 },
    memberCount: 9999,
    member_count: 9999,
    createdAt: LONG_AGO,
    created_at: LONG_AGO,
    updatedAt: LONG_AGO,
    respondedAt: LONG_AGO,
    status: "accepted",
    isRead: true,
    myRole: "admin",
    prayedByMe: true,
    relationship: "connected",
    profileImageUrl: "https://evil.example/me.png",
    bannerImageUrl: "https://evil.example/banner.png",
  };
}

/**
 * Sends `fields` with the extras underneath (the real fields win where names meet). Returns the
 * response when the extras were dropped; null when the body was refused whole, which must then
 * have changed nothing.
 */
async function sendWithExtras(
  agent: Agent,
  method: "POST" | "PUT",
  url: string,
  fields: Record<string, unknown>,
  victim: Victim,
  status: number,
): Promise<LightMyRequestResponse | null> {
  const before = await databaseDigest(t().db);
  const res = await agent.request(method, url, { ...extras(victim), ...fields });
  if (res.statusCode === 400) {
    expectRefusal(res, 400);
    expect(await databaseDigest(t().db)).toBe(before);
    return null;
  }
  expect(res.statusCode, res.body).toBe(status);
  return res;
}

const one = async <T>(rows: Promise<T[]>): Promise<T> => {
  const [row] = await rows;
  expect(row).toBeDefined();
  return row!;
};
const userRow = (id: number) => one(t().db.select().from(users).where(eq(users.id, id)));
const postRow = (id: number) => one(t().db.select().from(posts).where(eq(posts.id, id)));
const groupRow = (id: number) => one(t().db.select().from(groups).where(eq(groups.id, id)));
const membersOf = (groupId: number) =>
  t()
    .db.select({ userId: groupMembers.userId, role: groupMembers.role })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(groupMembers.userId);

/** A time the server set just now, not the one the client sent. */
const expectRecent = (date: Date) => expect(Math.abs(Date.now() - date.getTime())).toBeLessThan(5 * 60_000);

/** Everything of the victim's that a request could have touched, to compare before and after. */
const victimState = async (v: Victim) =>
  JSON.stringify([await userRow(v.user.user.id), await postRow(v.postId), await groupRow(v.groupId), await membersOf(v.groupId)]);

describe("account bodies with extra fields", () => {
  it("POST /api/auth/register makes a plain new account with only the four real fields", async () => {
    const victim = await makeVictim();
    const untouched = await victimState(victim);
    const email = uniqueEmail("newcomer");
    const fields = { email, password: "correct horse", firstName: "Eve", lastName: "Newcomer" };
    const res = await sendWithExtras(t().agent(), "POST", "/api/auth/register", fields, victim, 201);
    expect(await victimState(victim)).toBe(untouched);
    if (!res) return;

    const row = await userRow(res.json().id);
    expect(row).toMatchObject({
      email,
      firstName: "Eve",
      lastName: "Newcomer",
      isDemo: false,
      profileImageUrl: null,
      bannerImageUrl: null,
      churchAffiliation: null,
      aboutMe: null,
      location: null,
    });
    expect(row.id).not.toBe(victim.user.user.id);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain("forged");
    expectRecent(row.createdAt);
    expect(res.json()).not.toHaveProperty("isDemo");
    // The account signs in with the password it was given.
    expect((await t().agent().post("/api/auth/login", { email, password: "correct horse" })).statusCode).toBe(200);
  });

  it("POST /api/auth/login signs in as the account named by the e-mail, whatever ids come along", async () => {
    const victim = await makeVictim();
    const me = await createUser(t());
    const agent = t().agent();
    const res = await sendWithExtras(agent, "POST", "/api/auth/login", { email: me.email, password: me.password }, victim, 200);
    if (!res) return;
    expect(ok(await agent.get("/api/auth/user"), 200)).toMatchObject({ id: me.user.id, email: me.email });
  });

  it("PUT /api/users/profile changes the five profile fields and nothing else", async () => {
    const victim = await makeVictim();
    const me = await createUser(t());
    const before = await userRow(me.user.id);
    const untouched = await victimState(victim);
    const fields = { firstName: "Ann", lastName: "Lee", churchAffiliation: "Grace Chapel", location: "Leeds", aboutMe: "Choir" };
    const res = await sendWithExtras(me.agent, "PUT", "/api/users/profile", fields, victim, 200);
    expect(await victimState(victim)).toBe(untouched);
    if (!res) return;

    const after = await userRow(me.user.id);
    // The search keys and the stored public card follow the fields they are made from.
    expect(after).toEqual({
      ...before,
      ...fields,
      nameKey: "ann lee",
      churchKey: "grace chapel",
      cardJson: after.cardJson,
      updatedAt: after.updatedAt,
    });
    expect(JSON.parse(after.cardJson!)).toEqual({ id: me.user.id, profileImageUrl: null, bannerImageUrl: null, ...fields });
    expect(res.json()).toEqual({ ...me.user, ...fields });
    expect((await t().agent().post("/api/auth/login", { email: me.email, password: me.password })).statusCode).toBe(200);
  });

  it("PUT /api/profile-images sets the profile picture only", async () => {
    const victim = await makeVictim();
    const me = await createUser(t());
    const before = await userRow(me.user.id);
    const untouched = await victimState(victim);
    const profileImageURL = await uploadImage(me);
    const res = await sendWithExtras(me.agent, "PUT", "/api/profile-images", { profileImageURL }, victim, 200);
    expect(await victimState(victim)).toBe(untouched);
    if (!res) return;

    const after = await userRow(me.user.id);
    expect(after.profileImageUrl).toMatch(/^\/objects\/images\/[A-Za-z0-9_-]+\.webp$/);
    expect(after).toEqual({ ...before, profileImageUrl: after.profileImageUrl, cardJson: after.cardJson, updatedAt: after.updatedAt });
    expect(JSON.parse(after.cardJson!)).toMatchObject({ id: me.user.id, profileImageUrl: after.profileImageUrl });
  });
});

describe("post bodies with extra fields", () => {
  it("POST /api/posts makes my own new wall post, with no counts, in no group", async () => {
    const victim = await makeVictim();
    const me = await createUser(t());
    const untouched = await victimState(victim);
    const res = await sendWithExtras(me.agent, "POST", "/api/posts", { content: "Grace and peace", type: "text" }, victim, 201);
    expect(await victimState(victim)).toBe(untouched);
    if (!res) return;

    const row = await postRow(res.json().id);
    expect(row).toMatchObject({ authorId: me.user.id, groupId: null, prayerCount: 0, commentCount: 0, imageUrl: null, videoUrl: null });
    expect(row.id).not.toBe(victim.postId);
    expectRecent(row.createdAt);
    expect(res.json()).toMatchObject({ authorId: me.user.id, groupId: null, prayerCount: 0, commentCount: 0, prayedByMe: false });
    expect(ok(await victim.user.agent.get(`/api/groups/${victim.groupId}/posts`), 200)).toEqual([]);
  });

  it("POST /api/groups/:id/posts posts in the group of the path, not the one in the body", async () => {
    const victim = await makeVictim();
    const me = await createUser(t());
    const mine = ok(await me.agent.post("/api/groups", { name: "My circle", isPrivate: false }), 201);
    const res = await sendWithExtras(me.agent, "POST", `/api/groups/${mine.id}/posts`, { content: "Hello", type: "text" }, victim, 201);
    if (!res) return;
    expect(await postRow(res.json().id)).toMatchObject({ authorId: me.user.id, groupId: mine.id, prayerCount: 0, commentCount: 0 });
    expect(ok(await victim.user.agent.get(`/api/groups/${victim.groupId}/posts`), 200)).toEqual([]);
  });

  it("POST /api/posts/:id/comments comments as me on the post of the path, counting one", async () => {
    const victim = await makeVictim();
    const me = await createUser(t());
    await connect(t(), me, victim.user);
    const target = await createPost(victim.user);
    const res = await sendWithExtras(me.agent, "POST", `/api/posts/${target.id}/comments`, { content: "Amen" }, victim, 201);
    if (!res) return;
    const [row] = await t().db.select().from(comments).where(eq(comments.id, res.json().id));
    expect(row).toMatchObject({ postId: target.id, authorId: me.user.id, content: "Amen" });
    expectRecent(row!.createdAt);
    expect(await postRow(target.id)).toMatchObject({ commentCount: 1, prayerCount: 0 });
    expect(await postRow(victim.postId)).toMatchObject({ commentCount: 0 });
  });

  it("POST /api/posts/:id/interact prays as me, counting one", async () => {
    const victim = await makeVictim();
    const me = await createUser(t());
    await connect(t(), me, victim.user);
    const res = await sendWithExtras(me.agent, "POST", `/api/posts/${victim.postId}/interact`, { type: "prayer" }, victim, 200);
    if (!res) return;
    expect(res.json()).toEqual({ prayed: true, prayerCount: 1 });
    const rows = await t().db.select({ userId: interactions.userId }).from(interactions).where(eq(interactions.postId, victim.postId));
    expect(rows).toEqual([{ userId: me.user.id }]);
    expect(await postRow(victim.postId)).toMatchObject({ prayerCount: 1, commentCount: 0 });
  });
});

describe("group bodies with extra fields", () => {
  it("POST /api/groups makes a group of mine with one member, me, as admin", async () => {
    const victim = await makeVictim();
    const me = await createUser(t());
    const untouched = await victimState(victim);
    const fields = { name: "Tuesday Bible Study", description: "Romans", isPrivate: true };
    const res = await sendWithExtras(me.agent, "POST", "/api/groups", fields, victim, 201);
    expect(await victimState(victim)).toBe(untouched);
    if (!res) return;

    const row = await groupRow(res.json().id);
    expect(row).toMatchObject({ ...fields, createdBy: me.user.id, memberCount: 1 });
    expect(row.id).not.toBe(victim.groupId);
    expectRecent(row.createdAt);
    expect(await membersOf(row.id)).toEqual([{ userId: me.user.id, role: "admin" }]);
    expect(res.json()).toMatchObject({ memberCount: 1, myRole: "admin" });
  });

  it("PUT /api/groups/:id renames the group of the path and changes nothing else", async () => {
    const victim = await makeVictim();
    const me = await createUser(t());
    const mine = ok(await me.agent.post("/api/groups", { name: "My circle", isPrivate: false }), 201);
    const before = await groupRow(mine.id);
    const untouched = await victimState(victim);
    const res = await sendWithExtras(me.agent, "PUT", `/api/groups/${mine.id}`, { name: "Renamed" }, victim, 200);
    expect(await victimState(victim)).toBe(untouched);
    if (!res) return;
    expect(await groupRow(mine.id)).toEqual({ ...before, name: "Renamed", nameKey: "renamed" });
    expect(await membersOf(mine.id)).toEqual([{ userId: me.user.id, role: "admin" }]);
  });

  it("PUT /api/groups/:id/members/:userId changes the role of the member in the path only", async () => {
    const victim = await makeVictim();
    const me = await createUser(t());
    const bob = await createUser(t());
    const mine = ok(await me.agent.post("/api/groups", { name: "My circle", isPrivate: false }), 201);
    ok(await bob.agent.post(`/api/groups/${mine.id}/join`), 200);
    const untouched = await victimState(victim);
    const res = await sendWithExtras(me.agent, "PUT", `/api/groups/${mine.id}/members/${bob.user.id}`, { role: "member" }, victim, 204);
    expect(await victimState(victim)).toBe(untouched);
    if (!res) return;
    // `role` is a real field here; the extras' "admin" lost to it, and no one else moved.
    expect(await membersOf(mine.id)).toEqual(
      [
        { userId: me.user.id, role: "admin" },
        { userId: bob.user.id, role: "member" },
      ].sort((a, b) => a.userId - b.userId),
    );
  });

  it("POST /api/groups/:id/invitations invites the person named, from me, pending", async () => {
    const victim = await makeVictim();
    const me = await createUser(t());
    const bob = await createUser(t());
    await connect(t(), me, bob);
    const mine = ok(await me.agent.post("/api/groups", { name: "My circle", isPrivate: true }), 201);
    const res = await sendWithExtras(me.agent, "POST", `/api/groups/${mine.id}/invitations`, { userId: bob.user.id }, victim, 201);
    if (!res) return;
    const rows = await t().db.select().from(groupInvitations).where(eq(groupInvitations.inviteeId, bob.user.id));
    expect(rows).toEqual([expect.objectContaining({ groupId: mine.id, inviterId: me.user.id, status: "pending", respondedAt: null })]);
    expect(await membersOf(mine.id)).toEqual([{ userId: me.user.id, role: "admin" }]);
  });

  it("PUT /api/groups/invitations/:id makes the invitee a plain member of the invitation's group", async () => {
    const victim = await makeVictim();
    const admin = await createUser(t());
    const me = await createUser(t());
    await connect(t(), admin, me);
    const group = ok(await admin.agent.post("/api/groups", { name: "Circle", isPrivate: true }), 201);
    const invite = ok(await admin.agent.post(`/api/groups/${group.id}/invitations`, { userId: me.user.id }), 201);
    const untouched = await victimState(victim);
    const res = await sendWithExtras(me.agent, "PUT", `/api/groups/invitations/${invite.id}`, { status: "accepted" }, victim, 200);
    expect(await victimState(victim)).toBe(untouched);
    if (!res) return;
    const expected = [
      { userId: admin.user.id, role: "admin" },
      { userId: me.user.id, role: "member" },
    ];
    expect(await membersOf(group.id)).toEqual(expected.sort((a, b) => a.userId - b.userId));
    expect(await groupRow(group.id)).toMatchObject({ memberCount: 2, createdBy: admin.user.id });
  });
});

describe("connection bodies with extra fields", () => {
  it("POST /api/connections asks the person named, from me, pending", async () => {
    const victim = await makeVictim();
    const me = await createUser(t());
    const bob = await createUser(t());
    const untouched = await victimState(victim);
    const res = await sendWithExtras(me.agent, "POST", "/api/connections", { addresseeId: bob.user.id }, victim, 201);
    expect(await victimState(victim)).toBe(untouched);
    if (!res) return;
    const rows = await t().db.select().from(connections).where(eq(connections.addresseeId, bob.user.id));
    expect(rows).toEqual([expect.objectContaining({ requesterId: me.user.id, status: "pending", respondedAt: null })]);
    expectRecent(rows[0]!.createdAt);
    expect(ok(await me.agent.get("/api/connections"), 200)).toEqual([]);
    const victimsRequests = await t().db.select().from(connections).where(eq(connections.requesterId, victim.user.user.id));
    expect(victimsRequests).toEqual([]);
  });

  it("PUT /api/connections/:id answers with the status sent, between the same two people", async () => {
    const victim = await makeVictim();
    const me = await createUser(t());
    const bob = await createUser(t());
    const request = ok(await bob.agent.post("/api/connections", { addresseeId: me.user.id }), 201);
    const res = await sendWithExtras(me.agent, "PUT", `/api/connections/${request.id}`, { status: "rejected" }, victim, 200);
    if (!res) return;
    const [row] = await t().db.select().from(connections).where(eq(connections.id, request.id));
    expect(row).toMatchObject({ requesterId: bob.user.id, addresseeId: me.user.id, status: "rejected" });
    expectRecent(row!.respondedAt!);
  });
});
