import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectRefusal, ok } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { connect, createPost, createUser, type SignedInUser } from "../../helpers/factories";
import { type TestSmtp, startTestSmtp } from "../../helpers/smtp";
import { openEventStream } from "../../helpers/sse";
import { type TestApp, createTestApp, listenOnLoopback } from "../../helpers/test-app";

// A member deletes their account with their password and the typed word DELETE. Anything
// else is refused and changes nothing. Once deleted, they cannot sign in, their sessions are
// dead, the counts on what others keep are right, their groups pass on or go, and a receipt
// reaches their address.

let smtp: TestSmtp;
let app: TestApp;
let base: string;
const t = () => app;
beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await createTestApp({ env: { SMTP_URL: smtp.url } });
  ({ base } = await listenOnLoopback(app));
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const deleteAccount = (who: SignedInUser, body: unknown = { password: who.password, confirmation: "DELETE" }) =>
  who.agent.request("DELETE", "/api/account", body);

const getPost = async (who: SignedInUser, id: number) =>
  ok<{ prayerCount: number; commentCount: number }>(await who.agent.get(`/api/posts/${id}`), 200);

describe("DELETE /api/account refuses", () => {
  it.each([
    ["a wrong password", (who: SignedInUser) => ({ password: `${who.password}!`, confirmation: "DELETE" }), "Incorrect password"],
    ["a missing password", () => ({ confirmation: "DELETE" }), "Password is required"],
    ["a wrong confirmation", (who: SignedInUser) => ({ password: who.password, confirmation: "DELET" }), "Type DELETE to confirm"],
    [
      "the e-mail address as the confirmation",
      (who: SignedInUser) => ({ password: who.password, confirmation: who.email }),
      "Type DELETE to confirm",
    ],
    ["no confirmation", (who: SignedInUser) => ({ password: who.password }), "Type DELETE to confirm"],
  ])("%s with a 400 and changes nothing", async (_case, bodyFor, message) => {
    const ann = await createUser(t());
    const bob = await createUser(t());
    await connect(t(), ann, bob);
    await createPost(ann);
    const sent = bodyFor(ann);
    const before = await databaseDigest(t().db);

    const res = await deleteAccount(ann, sent);
    expectRefusal(res, 400);
    expect(res.json()).toEqual({ message });

    expect(await databaseDigest(t().db)).toBe(before);
    expect((await ann.agent.get("/api/auth/user")).statusCode).toBe(200);
    expect(ok(await t().agent().post("/api/auth/login", { email: ann.email, password: ann.password }), 200).id).toBe(ann.user.id);
  });

  it("password guesses past the sign-in limit per account with a 429, even the right one", async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_AUTH_ACCOUNT_MAX: "3" } });
    try {
      const ann = await createUser(limited);
      for (let i = 0; i < 3; i++) expectRefusal(await deleteAccount(ann, { password: `guess ${i}`, confirmation: "DELETE" }), 400);
      expectRefusal(await deleteAccount(ann), 429);
      expect((await ann.agent.get("/api/auth/user")).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("a visitor with a 401", async () => {
    const res = await t().agent().request("DELETE", "/api/account", { password: "whatever", confirmation: "DELETE" });
    expectRefusal(res, 401);
  });
});

describe("DELETE /api/account", () => {
  it("takes the word in any case with stray spaces, and answers 204 with the session cookie cleared", async () => {
    const ann = await createUser(t());
    const res = await deleteAccount(ann, { password: ann.password, confirmation: " delete " });
    expect(res.statusCode, res.body).toBe(204);
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/koinonia\.sid=;/);
    expect(ann.agent.cookies.size).toBe(0);
  });

  it("ends every session: an old cookie is dead and the password no longer signs in", async () => {
    const ann = await createUser(t());
    const otherBrowser = t().agent();
    ok(await otherBrowser.post("/api/auth/login", { email: ann.email, password: ann.password }), 200);
    const oldCookie = ann.agent.cookieHeader;

    expect((await deleteAccount(ann)).statusCode).toBe(204);

    expectRefusal(await otherBrowser.get("/api/auth/user"), 401);
    expectRefusal(await t().agent().get("/api/auth/user", { cookie: oldCookie }), 401);
    expectRefusal(await t().agent().post("/api/posts", { content: "Still here?", type: "text" }, { cookie: oldCookie }), 401);
    const signIn = await t().agent().post("/api/auth/login", { email: ann.email, password: ann.password });
    expectRefusal(signIn, 401);
    expect(signIn.json()).toEqual({ message: "Invalid email or password" });
    expectRefusal(await deleteAccount(ann), 401);
  });

  it("mails a receipt to the address, which may then sign up afresh", async () => {
    const ann = await createUser(t(), { firstName: "Ruth" });
    expect((await deleteAccount(ann)).statusCode).toBe(204);

    // (The sign-up's welcome may have gone out before the deletion, or been dropped with it.)
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(ann.email) && m.subject === "Your Koinonia account has been deleted");
    expect(mail.text).toContain("Goodbye, Ruth");
    expect(mail.text).toContain("Your Koinonia account has been deleted, as you asked.");
    expect(mail.text).toContain("If you did not delete it yourself, someone who knew your password did.");
    expect(mail.text).toContain("Visit Koinonia: http://koinonia.test");
    expect(mail.html).toContain("Goodbye, Ruth");

    const again = await t()
      .agent()
      .post("/api/auth/register", { email: ann.email, password: "a new beginning", firstName: "Ruth", lastName: "Again" });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().id).not.toBe(ann.user.id);
  });
});

describe("what others keep, after a member deletes their account", () => {
  it("their posts' prayer and comment counts no longer count the member, and their comments are gone", async () => {
    const [ann, bob, cal] = await Promise.all([createUser(t()), createUser(t()), createUser(t())]);
    await connect(t(), ann, bob);
    await connect(t(), cal, bob);
    const bobs = await createPost(bob, { content: "Pray for our trip", type: "prayer" });
    for (const who of [ann, cal]) ok(await who.agent.post(`/api/posts/${bobs.id}/interact`, { type: "prayer" }), 200);
    for (const [who, content] of [
      [ann, "Praying"],
      [cal, "Safe travels"],
      [ann, "And again"],
    ] as const) {
      ok(await who.agent.post(`/api/posts/${bobs.id}/comments`, { content }), 201);
    }
    expect(await getPost(bob, bobs.id)).toMatchObject({ prayerCount: 2, commentCount: 3 });

    expect((await deleteAccount(ann)).statusCode).toBe(204);

    expect(await getPost(bob, bobs.id)).toMatchObject({ prayerCount: 1, commentCount: 1 });
    const comments = ok<{ content: string }[]>(await bob.agent.get(`/api/posts/${bobs.id}/comments`), 200);
    expect(comments.map((c) => c.content)).toEqual(["Safe travels"]);
    const prayers = ok<{ userId: number }[]>(await bob.agent.get(`/api/posts/${bobs.id}/interactions`), 200);
    expect(prayers).toEqual([{ type: "prayer", userId: cal.user.id }]);
  });

  it("their posts leave their connections' feeds, and their notices leave the lists of those they were for", async () => {
    const [ann, bob] = await Promise.all([createUser(t()), createUser(t())]);
    await connect(t(), ann, bob);
    const anns = await createPost(ann, { content: "Ann's news" });
    const bobs = await createPost(bob, { content: "Bob's news" });
    ok(await ann.agent.post(`/api/posts/${bobs.id}/comments`, { content: "Lovely" }), 201);
    expect(ok<{ count: number }>(await bob.agent.get("/api/notifications/count"), 200).count).toBe(1);
    const feed = async () => ok<{ id: number }[]>(await bob.agent.get("/api/posts/feed"), 200).map((p) => p.id);
    expect(await feed()).toEqual([bobs.id, anns.id]);

    expect((await deleteAccount(ann)).statusCode).toBe(204);

    expect(await feed()).toEqual([bobs.id]);
    expectRefusal(await bob.agent.get(`/api/posts/${anns.id}`), 404);
    expectRefusal(await bob.agent.get(`/api/users/${ann.user.id}`), 404);
    expect(ok(await bob.agent.get("/api/connections"), 200)).toEqual([]);
    expect(ok(await bob.agent.get("/api/notifications"), 200)).toEqual([]);
    expect(ok(await bob.agent.get("/api/notifications/count"), 200)).toEqual({ count: 0 });
  });
});

type Member = { user: { id: number }; role: string };
const members = async (who: SignedInUser, groupId: number) =>
  ok<Member[]>(await who.agent.get(`/api/groups/${groupId}/members`), 200).map((m) => [m.user.id, m.role]);

async function groupOf(admin: SignedInUser, joiners: SignedInUser[], name = "Choir") {
  const group = ok<{ id: number }>(await admin.agent.post("/api/groups", { name, isPrivate: false }), 201);
  for (const who of joiners) ok(await who.agent.post(`/api/groups/${group.id}/join`), 200);
  return group.id;
}

describe("the groups of a member who deletes their account", () => {
  it("keep their count when the member was one of the members", async () => {
    const [ann, bob, cal] = await Promise.all([createUser(t()), createUser(t()), createUser(t())]);
    const groupId = await groupOf(bob, [ann, cal]);
    expect(ok(await bob.agent.get(`/api/groups/${groupId}`), 200).memberCount).toBe(3);

    expect((await deleteAccount(ann)).statusCode).toBe(204);

    expect(ok(await bob.agent.get(`/api/groups/${groupId}`), 200).memberCount).toBe(2);
    expect(await members(bob, groupId)).toEqual([
      [bob.user.id, "admin"],
      [cal.user.id, "member"],
    ]);
  });

  it("pass to the longest-standing member when the member was their only admin", async () => {
    const [ann, bob, cal, dan] = await Promise.all([createUser(t()), createUser(t()), createUser(t()), createUser(t())]);
    const groupId = await groupOf(ann, [cal, bob, dan]);
    const post = ok<{ id: number }>(await cal.agent.post(`/api/groups/${groupId}/posts`, { content: "Rehearsal at six", type: "text" }), 201);

    expect((await deleteAccount(ann)).statusCode).toBe(204);

    expect(await members(bob, groupId)).toEqual([
      [cal.user.id, "admin"],
      [bob.user.id, "member"],
      [dan.user.id, "member"],
    ]);
    expect(ok(await bob.agent.get(`/api/groups/${groupId}`), 200).memberCount).toBe(3);
    // The new admin may now run the group.
    expect((await cal.agent.put(`/api/groups/${groupId}`, { name: "Choir of St Anne" })).statusCode).toBe(200);
    expect((await cal.agent.put(`/api/groups/${groupId}/members/${bob.user.id}`, { role: "admin" })).statusCode).toBe(204);
    expect((await bob.agent.get(`/api/groups/${groupId}/posts`)).json().map((p: { id: number }) => p.id)).toEqual([post.id]);
  });

  it("stay as they are when another admin remains", async () => {
    const [ann, bob, cal] = await Promise.all([createUser(t()), createUser(t()), createUser(t())]);
    const groupId = await groupOf(ann, [cal, bob]);
    expect((await ann.agent.put(`/api/groups/${groupId}/members/${bob.user.id}`, { role: "admin" })).statusCode).toBe(204);

    expect((await deleteAccount(ann)).statusCode).toBe(204);

    expect(await members(bob, groupId)).toEqual([
      [bob.user.id, "admin"],
      [cal.user.id, "member"],
    ]);
    expect(ok(await bob.agent.get(`/api/groups/${groupId}`), 200).memberCount).toBe(2);
  });

  it("are deleted when the member was the only one in them, with posts others left there", async () => {
    const [ann, bob] = await Promise.all([createUser(t()), createUser(t())]);
    const groupId = await groupOf(ann, [bob], "Quiet corner");
    const bobs = ok<{ id: number }>(await bob.agent.post(`/api/groups/${groupId}/posts`, { content: "Hello", type: "text" }), 201);
    expect((await bob.agent.post(`/api/groups/${groupId}/leave`)).statusCode).toBe(204);

    expect((await deleteAccount(ann)).statusCode).toBe(204);

    expectRefusal(await bob.agent.get(`/api/groups/${groupId}`), 404);
    expectRefusal(await bob.agent.get(`/api/posts/${bobs.id}`), 404);
    expect(ok<unknown[]>(await bob.agent.get("/api/groups/search?q=Quiet"), 200)).toEqual([]);
  });
});

describe("open screens, when a member deletes their account", () => {
  it("drop the member's posts, requests and invitations, show the counts without them, tell a new admin, and the member's own stream ends", async () => {
    const [ann, bob, cal] = await Promise.all([createUser(t()), createUser(t()), createUser(t())]);
    await connect(t(), ann, bob);
    const anns = await createPost(ann);
    const bobs = await createPost(bob);
    ok(await ann.agent.post(`/api/posts/${bobs.id}/interact`, { type: "prayer" }), 200);
    const groupId = await groupOf(ann, [cal]);
    expect((await ann.agent.post(`/api/groups/${groupId}/invitations`, { userId: bob.user.id })).statusCode).toBe(201);
    const open = async (who: SignedInUser) => {
      const stream = await openEventStream(`${base}/api/notifications/stream`, who.agent.cookieHeader);
      await stream.next((e) => e.event === "count");
      return stream;
    };
    const [annsStream, bobsStream, calsStream] = await Promise.all([open(ann), open(bob), open(cal)]);
    const change = (stream: typeof bobsStream, data: object) =>
      stream.next((e) => e.event === "changed" && JSON.stringify(e.data) === JSON.stringify(data));

    try {
      expect((await deleteAccount(ann)).statusCode).toBe(204);

      await change(bobsStream, { kind: "post-deleted", postId: anns.id });
      await change(bobsStream, { kind: "post", postId: bobs.id, prayerCount: 0 });
      await change(bobsStream, { kind: "connection", between: [ann.user.id, bob.user.id], status: "rejected" });
      await change(calsStream, { kind: "group", groupId });
      // Bob's invitation from Ann is gone from his list of them.
      await change(bobsStream, { kind: "group", groupId });
      await annsStream.ended;
    } finally {
      await Promise.all([annsStream, bobsStream, calsStream].map((s) => s.close()));
    }
  });
});
