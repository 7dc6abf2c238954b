import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, createPost, createUser, type SignedInUser } from "../../helpers/factories";
import { act, makeSiteRole, report } from "../../helpers/moderation";
import { openEventStream } from "../../helpers/sse";
import { type TestApp, createTestApp, listenOnLoopback } from "../../helpers/test-app";

// The live stream's `changed` events: what a write changed, sent to the open screens of the
// people it concerns (and only theirs), so that a screen shows it without a reload.

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ base } = await listenOnLoopback(t));
});
afterAll(() => t.close());

type Stream = Awaited<ReturnType<typeof openEventStream>>;
const streams: Stream[] = [];
afterAll(() => Promise.all(streams.map((s) => s.close())));

/** An open stream of `who`'s, once the server has registered it (its first event has come). */
async function streamOf(who: SignedInUser): Promise<Stream> {
  const stream = await openEventStream(`${base}/api/notifications/stream`, who.agent.cookieHeader);
  await stream.next((e) => e.event === "count");
  streams.push(stream);
  return stream;
}

const changed = (stream: Stream, kind: string) => stream.next((e) => e.event === "changed" && (e.data as { kind: string }).kind === kind);

/** Nothing of `kind` reached the stream (checked after a later event has, so not too early). */
const noneOf = (stream: Stream, kind: string) =>
  expect(stream.events.filter((e) => e.event === "changed" && (e.data as { kind: string }).kind === kind)).toEqual([]);

describe("a post's counts", () => {
  it("reach its author and the commenter's other tabs with the new comment, and nobody else", async () => {
    const ann = await createUser(t, { firstName: "Ann", lastName: "Lee" });
    const bob = await createUser(t, { firstName: "Bob", lastName: "Ray" });
    const carl = await createUser(t);
    await connect(t, ann, bob);
    await connect(t, ann, carl);
    const post = await createPost(ann);
    const [anns, bobs, carls] = await Promise.all([streamOf(ann), streamOf(bob), streamOf(carl)]);

    await bob.agent.post(`/api/posts/${post.id}/comments`, { content: "Praying with you" });
    for (const stream of [anns, bobs]) {
      expect((await changed(stream, "post")).data).toMatchObject({
        kind: "post",
        postId: post.id,
        commentCount: 1,
        comment: { postId: post.id, content: "Praying with you", author: { firstName: "Bob", lastName: "Ray" } },
      });
    }

    await bob.agent.post(`/api/posts/${post.id}/interact`, { type: "prayer" });
    const prayed = (e: { event: string; data: unknown }) => e.event === "changed" && (e.data as { prayerCount?: number }).prayerCount === 1;
    expect((await anns.next(prayed)).data).toEqual({ kind: "post", postId: post.id, prayerCount: 1 });
    // Only the one who prayed is told that they did (their other tabs light the button).
    expect((await bobs.next(prayed)).data).toEqual({ kind: "post", postId: post.id, prayerCount: 1, prayedByMe: true });

    // Carl, a connection of the author who neither commented nor prayed, hears only her next post.
    await Promise.all([createPost(ann), changed(carls, "new-post")]);
    noneOf(carls, "post");
  });
});

describe("a new wall post", () => {
  it("reaches its author's connections once it is in their feeds, and no one else", async () => {
    const ann = await createUser(t, { firstName: "Ann", lastName: "Lee" });
    const friend = await createUser(t);
    const stranger = await createUser(t);
    await connect(t, ann, friend);
    await connect(t, stranger, friend);
    const [friends, strangers] = await Promise.all([streamOf(friend), streamOf(stranger)]);

    const post = await createPost(ann, { content: "Good news from the hospital" });
    const event = await changed(friends, "new-post");
    expect(event.data).toEqual({ kind: "new-post", postId: post.id });

    // The stranger hears the friend's post, but never heard Ann's.
    await createPost(friend);
    await changed(strangers, "new-post");
    expect(strangers.events.filter((e) => e.event === "changed").map((e) => (e.data as { postId: number }).postId)).not.toContain(post.id);
  });

  it("in a group is not announced to the author's connections' feeds", async () => {
    const ann = await createUser(t);
    const friend = await createUser(t);
    await connect(t, ann, friend);
    const friends = await streamOf(friend);
    const group = (await ann.agent.post("/api/groups", { name: "Choir", isPrivate: false })).json();
    expect((await ann.agent.post(`/api/groups/${group.id}/posts`, { content: "Practice at 7", type: "text" })).statusCode).toBe(201);
    const [onTheWall] = await Promise.all([createPost(ann, { content: "On my wall" }), changed(friends, "new-post")]);
    const announced = friends.events.filter((e) => e.event === "changed").map((e) => (e.data as { postId: number }).postId);
    expect(announced).toEqual([onTheWall.id]);
  });
});

describe("a deleted post", () => {
  it("leaves the screens of its author's connections and its author's other tabs", async () => {
    const ann = await createUser(t);
    const friend = await createUser(t);
    const stranger = await createUser(t);
    await connect(t, ann, friend);
    await connect(t, stranger, friend);
    const post = await createPost(ann);
    const [anns, friends, strangers] = await Promise.all([streamOf(ann), streamOf(friend), streamOf(stranger)]);

    expect((await ann.agent.delete(`/api/posts/${post.id}`)).statusCode).toBe(204);
    for (const stream of [anns, friends]) expect((await changed(stream, "post-deleted")).data).toEqual({ kind: "post-deleted", postId: post.id });
    // The stranger hears a later deletion of the friend's own post, but never heard Ann's.
    const friendsPost = await createPost(friend);
    expect((await friend.agent.delete(`/api/posts/${friendsPost.id}`)).statusCode).toBe(204);
    expect((await changed(strangers, "post-deleted")).data).toEqual({ kind: "post-deleted", postId: friendsPost.id });
    expect(strangers.events.filter((e) => e.event === "changed" && (e.data as { postId?: number }).postId === post.id)).toEqual([]);
  });
});

describe("connection requests", () => {
  it("tell both people, and answering one marks its notice read on every screen", async () => {
    const ann = await createUser(t);
    const bob = await createUser(t);
    const [anns, bobs] = await Promise.all([streamOf(ann), streamOf(bob)]);

    const request = (await ann.agent.post("/api/connections", { addresseeId: bob.user.id })).json();
    const between = [ann.user.id, bob.user.id];
    for (const stream of [anns, bobs])
      expect((await changed(stream, "connection")).data).toEqual({ kind: "connection", between, status: "pending" });
    await bobs.next((e) => e.event === "notification");
    expect((await bob.agent.get("/api/notifications/count")).json()).toEqual({ count: 1 });

    expect((await bob.agent.put(`/api/connections/${request.id}`, { status: "accepted" })).statusCode).toBe(200);
    expect((await changed(bobs, "notices-read")).data).toEqual({ kind: "notices-read", count: 0 });
    expect((await bob.agent.get("/api/notifications/count")).json()).toEqual({ count: 0 });
    const [notice] = (await bob.agent.get("/api/notifications")).json();
    expect(notice).toMatchObject({ type: "friend_request", isRead: true });
    // Ann hears the answer twice over: the change, and the notice that Bob accepted.
    await anns.next((e) => e.event === "changed" && (e.data as { status?: string }).status === "accepted");
    await anns.next((e) => e.event === "notification");
  });
});

describe("groups", () => {
  it("an invitation reaches the invitee's screens, and answering it marks its notice read", async () => {
    const admin = await createUser(t);
    const invitee = await createUser(t);
    await connect(t, admin, invitee);
    const group = (await admin.agent.post("/api/groups", { name: "Prayer Circle", isPrivate: true })).json();
    const inviteeStream = await streamOf(invitee);

    const invitation = (await admin.agent.post(`/api/groups/${group.id}/invitations`, { userId: invitee.user.id })).json();
    expect((await changed(inviteeStream, "group")).data).toEqual({ kind: "group", groupId: group.id });
    await inviteeStream.next((e) => e.event === "notification");

    expect((await invitee.agent.put(`/api/groups/invitations/${invitation.id}`, { status: "accepted" })).statusCode).toBe(200);
    expect((await changed(inviteeStream, "notices-read")).data).toEqual({ kind: "notices-read", count: 0 });
    const [notice] = (await invitee.agent.get("/api/notifications")).json();
    expect(notice).toMatchObject({ type: "group_invitation", isRead: true });
  });

  it("a member removed by an admin is told, so their screens drop the group", async () => {
    const admin = await createUser(t);
    const member = await createUser(t);
    const group = (await admin.agent.post("/api/groups", { name: "Youth", isPrivate: false })).json();
    expect((await member.agent.post(`/api/groups/${group.id}/join`)).statusCode).toBe(200);
    const memberStream = await streamOf(member);
    expect((await admin.agent.delete(`/api/groups/${group.id}/members/${member.user.id}`)).statusCode).toBe(204);
    expect((await changed(memberStream, "group")).data).toEqual({ kind: "group", groupId: group.id });
  });
});

describe("notices", () => {
  it("read in one tab are read in every other: each hears the new unread count", async () => {
    const ann = await createUser(t);
    const bob = await createUser(t);
    await connect(t, ann, bob);
    const post = await createPost(ann);
    await bob.agent.post(`/api/posts/${post.id}/comments`, { content: "Amen" });
    const otherTab = await streamOf(ann);
    const [notice] = (await ann.agent.get("/api/notifications")).json();
    expect((await ann.agent.put(`/api/notifications/${notice.id}/read`)).statusCode).toBe(200);
    expect((await changed(otherTab, "notices-read")).data).toEqual({ kind: "notices-read", count: 0 });
  });
});

describe("reports waiting", () => {
  it("reach the team's open screens as the count now, with the notice, when a report is filed and when it is acted on; never a member's", async () => {
    const moderator = await makeSiteRole(t, await createUser(t), "moderator");
    const member = await createUser(t);
    const author = await createUser(t);
    const reporter = await createUser(t);
    await connect(t, author, reporter);
    const post = await createPost(author, { content: "Buy cheap watches" });
    const [moderatorStream, memberStream] = await Promise.all([streamOf(moderator), streamOf(member)]);
    const waiting = (await moderator.agent.get("/api/moderation/reports/count")).json().count as number;

    await report(reporter, "post", post.id);
    expect((await changed(moderatorStream, "reports")).data).toEqual({ kind: "reports", waiting: waiting + 1 });
    const told = await moderatorStream.next((e) => e.event === "notification");
    expect(told.data).toMatchObject({ notification: { type: "reports_waiting" }, count: 1 });

    await act(moderator, { targetType: "post", targetId: post.id, action: "remove", reason: "Spam" });
    expect((await moderatorStream.next((e) => e.event === "changed" && (e.data as { waiting?: number }).waiting === waiting)).data).toEqual({
      kind: "reports",
      waiting,
    });

    // The member's stream hears something later than both, and nothing of the reports.
    expect((await (await createUser(t)).agent.post("/api/connections", { addresseeId: member.user.id })).statusCode).toBe(201);
    await changed(memberStream, "connection");
    noneOf(memberStream, "reports");
  });
});
