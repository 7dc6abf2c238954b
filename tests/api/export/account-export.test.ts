import { once } from "node:events";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/core/config";
import { queryRows } from "../../../server/db/client";
import { EXPORT_PAGE_SIZE } from "../../../server/services/export/export-json";
import { localStorage } from "../../../server/storage/local-storage";
import { type ArchiveFile, zipStream } from "../../../server/services/export/zip-stream";
import { expectRefusal, ok, uploadImage } from "../../helpers/access";
import { type SignedInUser, connect, createPost, createUser } from "../../helpers/factories";
import { browserKeys } from "../../helpers/push-endpoint";
import { TEST_SECRET, listenOnLoopback, useTestApp } from "../../helpers/test-app";
import { jsonIn, unzip } from "../../helpers/unzip";

const clock = Date.parse("2026-04-30T23:30:00Z");
// Fewer downloads an hour than the default, so the limit shown to hold is the setting's.
const EXPORTS_PER_HOUR = 2;
// Files on local disk, in a folder of this file's, so a test can lose one.
const objectsDir = fs.mkdtempSync(path.join(os.tmpdir(), "koinonia-export-objects-"));
const local = localStorage(objectsDir, TEST_SECRET);
afterAll(() => fs.rmSync(objectsDir, { recursive: true, force: true }));
const t = useTestApp({
  now: () => clock,
  env: { RATE_LIMIT_UPLOADS_PER_HOUR: "1000", RATE_LIMIT_EXPORTS_PER_HOUR: String(EXPORTS_PER_HOUR) },
  storage: { storage: local, localUploads: { storage: local, secret: TEST_SECRET } },
});

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const PHONE_PUSH = { endpoint: "https://push.example.invalid/QGhXfE3v", keys: browserKeys().keys };

async function download(who: SignedInUser) {
  const res = await who.agent.get("/api/account/export");
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return { res, files: await unzip(res.rawPayload) };
}

// Ann's account, with something of every kind; Bob, her connection, who joins in; Stan, a
// stranger to her, whose things must never reach her archive.
let ann: SignedInUser;
let bob: SignedInUser;
let stan: SignedInUser;
let avatarKey: string;
let roomId: number;
let photoKey: string;
let wallPost: { id: number };
let leftGroupPost: { id: number };
let bobsPost: { id: number };
let bobsRequest: { id: number };
let files: Map<string, Buffer>;
let headers: Record<string, unknown>;
let choirId: number;
let circleId: number;
let studyId: number;
let strangersInvitation: { id: number };
let trollId: number;

beforeAll(async () => {
  ann = await createUser(t(), { firstName: "Ann", lastName: "Archer" });
  bob = await createUser(t(), { firstName: "Bob", lastName: "Baker" });
  stan = await createUser(t(), { firstName: "Stan", lastName: "Stranger" });
  const carol = await createUser(t(), { firstName: "Carol", lastName: "Cole" });
  await connect(t(), ann, bob);
  ok(await carol.agent.post("/api/connections", { addresseeId: ann.user.id }), 201);
  ok(
    await ann.agent.put("/api/users/profile", {
      firstName: "Ann",
      lastName: "Archer",
      churchAffiliation: "Grace Chapel",
      aboutMe: "Singing in the choir",
    }),
    200,
  );

  const avatarUrl = await uploadImage(ann);
  avatarKey = ok(await ann.agent.put("/api/profile-images", { profileImageURL: avatarUrl }), 200).profileImageUrl.replace("/objects/", "");
  const photo = await createPost(ann, { content: "Our new church hall", type: "image", imageUrl: await uploadImage(ann) });
  photoKey = photo.imageUrl!.replace("/objects/", "");
  wallPost = await createPost(ann, { content: "Please pray for my mother", type: "prayer" });
  bobsPost = await createPost(bob, { content: "BOB-WALL-POST: our harvest supper" });

  ok(await bob.agent.post(`/api/posts/${wallPost.id}/comments`, { content: "Praying for her tonight" }), 201);
  ok(await bob.agent.post(`/api/posts/${wallPost.id}/interact`, { type: "prayer" }), 200);
  ok(await ann.agent.post(`/api/posts/${bobsPost.id}/comments`, { content: "Count me in for the supper" }), 201);
  ok(await ann.agent.post(`/api/posts/${bobsPost.id}/interact`, { type: "prayer" }), 200);
  // Her news on her own request, the request of Bob's she prays for (so on her list), her reminder.
  ok(await ann.agent.post(`/api/posts/${wallPost.id}/updates`, { content: "She is home again" }), 201);
  bobsRequest = await createPost(bob, { content: "Pray for our harvest", type: "prayer" });
  ok(await ann.agent.post(`/api/posts/${bobsRequest.id}/interact`, { type: "prayer" }), 200);
  ok(await ann.agent.put("/api/prayer/reminder", { enabled: true, time: "07:30", timeZone: "Europe/Lisbon" }), 200);
  // Her phone shows her notices as they happen.
  ok(await ann.agent.post("/api/push/subscriptions", PHONE_PUSH, { "user-agent": PHONE }), 201);

  // Ann's own group, and Bob's private one, which she posts in and then leaves.
  choirId = ok(await ann.agent.post("/api/groups", { name: "Choir", isPrivate: false }), 201).id;
  ok(await ann.agent.put(`/api/groups/${choirId}/home-feed`, { feed: "highlights" }), 200);
  ok(await ann.agent.post("/api/churches", { name: "Grace Chapel", slug: "ann-grace-chapel" }), 201);
  ok(await ann.agent.put("/api/churches/ann-grace-chapel/sharing", { sharePhone: true }), 200);
  const chapel = ok(await ann.agent.get("/api/churches/ann-grace-chapel"), 200);
  ok(
    await ann.agent.post("/api/posts", { content: "Pray for our choir", type: "prayer", audience: { kind: "church", churchId: chapel.id } }),
    201,
  );
  ok(await ann.agent.put("/api/account/contact", { phone: "+1 555 0199", birthday: "1991-07-04" }), 200);
  // Her church's devotion for a day, and a reading plan she follows, its first day read.
  ok(
    await ann.agent.post("/api/churches/ann-grace-chapel/devotions", {
      day: "2026-05-01",
      title: "ANN-DEVOTION Rest",
      passage: "Matt.11.28",
      reflection: "Come to him.",
      prayer: "Give us rest.",
    }),
    201,
  );
  ok(
    await ann.agent.post("/api/churches/ann-grace-chapel/plans", {
      title: "ANN-PLAN Advent",
      days: [{ passages: "Isaiah 9:1-7", note: "A light has dawned." }],
    }),
    201,
  );
  ok(await ann.agent.post("/api/plans/gospels-30-days/start", { timeZone: "Europe/Lisbon" }), 201);
  ok(await ann.agent.put("/api/plans/gospels-30-days/days/1/read"), 200);
  // Her choir reads the Psalms and Proverbs together; she has read the first day.
  const together = ok(await ann.agent.post("/api/plans/together", { planKey: "psalms-and-proverbs-31-days", groupId: choirId }), 201);
  ok(await ann.agent.put(`/api/plans/together/${together.id}/days/1/read`), 200);
  const circle = ok(await bob.agent.post("/api/groups", { name: "BOB-PRIVATE-CIRCLE", isPrivate: true }), 201);
  circleId = circle.id;
  const invite = ok(await bob.agent.post(`/api/groups/${circle.id}/invitations`, { userId: ann.user.id }), 201);
  ok(await ann.agent.put(`/api/groups/invitations/${invite.id}`, { status: "accepted" }), 200);
  leftGroupPost = ok(await ann.agent.post(`/api/groups/${circle.id}/posts`, { content: "Thank you all", type: "text" }), 201);
  expect((await ann.agent.post(`/api/groups/${circle.id}/leave`)).statusCode).toBe(204);
  ok(await bob.agent.post(`/api/posts/${leftGroupPost.id}/comments`, { content: "CIRCLE-COMMENT after she left" }), 201);
  // She invites Bob to her choir; he invites her to another private group of his, unanswered yet.
  ok(await ann.agent.post(`/api/groups/${choirId}/invitations`, { userId: bob.user.id }), 201);
  studyId = ok(await bob.agent.post("/api/groups", { name: "Bible study", isPrivate: true }), 201).id;
  ok(await bob.agent.post(`/api/groups/${studyId}/invitations`, { userId: ann.user.id }), 201);
  ok(await ann.agent.put("/api/account/mail-preferences", { comments: "off", prayers: "immediate" }), 200);
  // She mutes Bob, blocks someone who troubled her, and reports Stan.
  ok(await ann.agent.post(`/api/users/${bob.user.id}/mute`), 200);
  const troll = await createUser(t(), { firstName: "Tom", lastName: "Troll" });
  ok(await ann.agent.post(`/api/users/${troll.user.id}/block`), 200);
  trollId = troll.user.id;
  ok(await ann.agent.post("/api/reports", { targetType: "user", targetId: stan.user.id, reason: "spam" }), 201);
  // "Not now" to Stan among her suggestions.
  expect((await ann.agent.delete(`/api/users/suggested/${stan.user.id}`)).statusCode).toBe(204);

  // Stan's own life, none of it Ann's.
  const stansPost = await createPost(stan, { content: "STAN-SECRET wall post", imageUrl: await uploadImage(stan), type: "image" });
  ok(await stan.agent.post(`/api/posts/${stansPost.id}/comments`, { content: "STAN-SECRET comment" }), 201);
  const stansGroup = ok(await stan.agent.post("/api/groups", { name: "STAN-SECRET group", isPrivate: true }), 201);
  const dan = await createUser(t(), { firstName: "Dan", lastName: "STAN-SECRET-FRIEND" });
  await connect(t(), stan, dan);
  strangersInvitation = ok(await stan.agent.post(`/api/groups/${stansGroup.id}/invitations`, { userId: dan.user.id }), 201);
  ok(await stan.agent.post("/api/connections", { addresseeId: carol.user.id }), 201);

  // A live prayer room of hers, where she asked for prayer and wrote; and Bob's words in it.
  const room = ok(await ann.agent.post("/api/rooms", { title: "ANN-ROOM Evening prayer" }), 201);
  roomId = room.id;
  ok(await ann.agent.post(`/api/rooms/${room.id}/requests`, { content: "ANN-ROOM-REQUEST for my sister" }), 201);
  ok(await ann.agent.post(`/api/rooms/${room.id}/messages`, { content: "ANN-ROOM-MESSAGE welcome" }), 201);
  ok(await bob.agent.post(`/api/rooms/${room.id}/messages`, { content: "BOB-ROOM-MESSAGE amen" }), 201);
  ok(await ann.agent.post(`/api/rooms/${room.id}/end`), 200);

  // A conversation of hers with Bob: her words, and his.
  const talk = ok(await ann.agent.post("/api/conversations", { userIds: [bob.user.id] }), 201);
  ok(await ann.agent.post(`/api/conversations/${talk.id}/messages`, { content: "ANN-MESSAGE see you Sunday" }), 201);
  ok(await bob.agent.post(`/api/conversations/${talk.id}/messages`, { content: "BOB-MESSAGE amen" }), 201);

  const downloaded = await download(ann);
  files = downloaded.files;
  headers = downloaded.res.headers;
});

describe("GET /api/account/export", () => {
  it("answers a zip to save, named for the day, that no cache keeps, streamed rather than sized up front", () => {
    expect(headers["content-type"]).toBe("application/zip");
    expect(headers["content-disposition"]).toBe('attachment; filename="koinonia-export-2026-04-30.zip"');
    expect(headers["cache-control"]).toBe("no-store");
    expect(headers["content-length"]).toBeUndefined();
  });

  it("holds a README, the JSON files and Ann's two pictures, nothing else", () => {
    expect([...files.keys()].sort()).toEqual(
      [
        "README.txt",
        "bible.json",
        "churches.json",
        "comments.json",
        "connections.json",
        "events.json",
        "group-invitations.json",
        "groups.json",
        "mail-preferences.json",
        "messages.json",
        "notifications.json",
        "prayer-reminder.json",
        "prayer-rooms.json",
        "push-devices.json",
        "posts.json",
        "prayers.json",
        "profile.json",
        "reactions.json",
        "safety.json",
        "suggestion-dismissals.json",
        avatarKey,
        photoKey,
      ].sort(),
    );
    const readme = files.get("README.txt")!.toString();
    expect(readme).toContain("posts.json                  Your posts and prayer requests");
    expect(readme).toContain("group-invitations.json      Group invitations you sent and received");
    expect(readme).toContain("mail-preferences.json       How often we e-mail you about each kind of notification");
  });

  it("has the prayer rooms Ann hosted, with the requests and messages she wrote in them and nobody else's", () => {
    const rooms = jsonIn(files, "prayer-rooms.json") as Record<string, Record<string, unknown>[]>;
    expect(rooms.hosted).toEqual([expect.objectContaining({ id: roomId, title: "ANN-ROOM Evening prayer", groupId: null, joinedCount: 0 })]);
    expect(rooms.hosted![0]!.closedAt).toEqual(expect.any(String));
    expect(rooms.requestsYouAdded!.map((r) => r.content)).toEqual(["ANN-ROOM-REQUEST for my sister"]);
    expect(rooms.messagesYouWrote!.map((r) => r.content)).toEqual(["ANN-ROOM-MESSAGE welcome"]);
    expect(rooms.joined).toEqual([]);
  });

  it("has Ann's reading plans with the days she read, alone and with her choir, and the devotion and the plan she wrote", () => {
    const bible = jsonIn(files, "bible.json") as Record<
      "readingPlans" | "readTogether" | "devotionsYouWrote" | "plansYouWrote",
      Record<string, unknown>[]
    >;
    expect(bible.readingPlans).toEqual([expect.objectContaining({ plan: "gospels-30-days", timeZone: "Europe/Lisbon", daysRead: [1] })]);
    expect(bible.readTogether).toEqual([
      expect.objectContaining({ plan: "psalms-and-proverbs-31-days", groupId: choirId, churchId: null, daysRead: [1] }),
    ]);
    expect(bible.devotionsYouWrote).toEqual([expect.objectContaining({ day: "2026-05-01", title: "ANN-DEVOTION Rest", passage: "Matt.11.28" })]);
    expect(bible.plansYouWrote).toEqual([
      expect.objectContaining({ title: "ANN-PLAN Advent", days: [{ day: 1, passages: "Isaiah 9:1-7", note: "A light has dawned." }] }),
    ]);
  });

  it("has the messages Ann wrote, and nobody else's", () => {
    const written = jsonIn(files, "messages.json") as Record<string, unknown>[];
    expect(written.map((m) => m.content)).toEqual(["ANN-MESSAGE see you Sunday"]);
    expect(JSON.stringify([...files.values()].map(String))).not.toContain("BOB-MESSAGE");
  });

  it("has Ann's profile with her e-mail, and no password in any form", () => {
    const profile = jsonIn(files, "profile.json");
    expect(profile).toMatchObject({
      id: ann.user.id,
      email: ann.email,
      firstName: "Ann",
      lastName: "Archer",
      churchAffiliation: "Grace Chapel",
      aboutMe: "Singing in the choir",
      profileImageUrl: `/objects/${avatarKey}`,
    });
    for (const file of files.values()) expect(file.toString("latin1")).not.toMatch(/password|argon2/i);
  });

  it("has her posts, one shared with her church and those in a group she has left among them, without that group's name", () => {
    const posts = jsonIn(files, "posts.json");
    expect(posts.map((p: { content: string }) => p.content)).toEqual([
      "Our new church hall",
      "Please pray for my mother",
      "Pray for our choir",
      // The first day her choir reads together opened its discussion in her name: she started it.
      expect.stringMatching(/^Psalms and Proverbs in a month: day 1 of 31\n/),
      "Thank you all",
    ]);
    expect(posts[0]).toMatchObject({ type: "image", imageUrl: `/objects/${photoKey}`, groupId: null, churchId: null, churchName: null });
    expect(posts[1]).toMatchObject({ type: "prayer", prayerCount: 1, commentCount: 1 });
    expect(posts[2]).toMatchObject({ audience: "church", churchId: expect.any(Number), churchName: "Grace Chapel" });
    expect(posts[3]).toMatchObject({ groupId: choirId, groupName: "Choir" });
    expect(posts[4]).toMatchObject({ groupId: expect.any(Number), groupName: null, churchName: null });
  });

  it("has the comments she wrote and those written on her posts that she may still see", () => {
    const comments = jsonIn(files, "comments.json");
    expect(comments.written).toEqual([expect.objectContaining({ postId: bobsPost.id, content: "Count me in for the supper" })]);
    expect(comments.onYourPosts).toEqual([
      expect.objectContaining({
        postId: wallPost.id,
        content: "Praying for her tonight",
        author: { id: bob.user.id, firstName: "Bob", lastName: "Baker" },
      }),
    ]);
  });

  it("has the posts she prayed for and who prayed for hers, her prayer updates, her prayer list and her reminder", () => {
    const prayers = jsonIn(files, "prayers.json");
    expect(prayers.prayedFor).toEqual([
      { postId: bobsPost.id, prayedAt: expect.any(String) },
      { postId: bobsRequest.id, prayedAt: expect.any(String) },
    ]);
    expect(prayers.updatesYouWrote).toEqual([
      { id: expect.any(Number), postId: wallPost.id, content: "She is home again", createdAt: expect.any(String) },
    ]);
    expect(prayers.prayerList).toEqual([{ postId: bobsRequest.id, addedAt: expect.any(String), lastPrayedAt: null }]);
    expect(jsonIn(files, "prayer-reminder.json")).toEqual({ enabled: true, time: "07:30", timeZone: "Europe/Lisbon" });
    expect(prayers.forYourPosts).toEqual([
      { postId: wallPost.id, by: { id: bob.user.id, firstName: "Bob", lastName: "Baker" }, prayedAt: expect.any(String) },
    ]);
  });

  it("has the browsers she is pushed notices on, without the endpoint's secret path or the browser's keys", () => {
    expect(jsonIn(files, "push-devices.json")).toEqual([
      { id: expect.any(Number), userAgent: PHONE, pushService: "push.example.invalid", subscribedAt: expect.any(String), lastPushedAt: null },
    ]);
    const text = files.get("push-devices.json")!.toString();
    for (const secret of ["QGhXfE3v", PHONE_PUSH.keys.p256dh, PHONE_PUSH.keys.auth]) expect(text).not.toContain(secret);
  });

  it("has her connection requests, sent and received, with their status", () => {
    const connections = jsonIn(files, "connections.json");
    expect(
      connections.map((c: { direction: string; status: string; person: { firstName: string } }) => [c.direction, c.status, c.person.firstName]),
    ).toEqual([
      ["sent", "accepted", "Bob"],
      ["received", "pending", "Carol"],
    ]);
  });

  it("has her churches, with her place and what each directory shows of her, and her private contact details", () => {
    expect(jsonIn(files, "churches.json")).toEqual([
      {
        id: expect.any(Number),
        slug: "ann-grace-chapel",
        name: "Grace Chapel",
        role: "owner",
        title: null,
        joinedAt: expect.any(String),
        directory: { shareEmail: false, sharePhone: true, shareBirthday: false },
        homeFeed: null,
      },
    ]);
    expect(jsonIn(files, "profile.json")).toMatchObject({ phone: "+1 555 0199", birthday: "1991-07-04" });
  });

  it("has the groups she belongs to, with her role and what she chose of each for her home feed", () => {
    const groups = jsonIn(files, "groups.json");
    expect(groups).toEqual([expect.objectContaining({ name: "Choir", role: "admin", isPrivate: false, homeFeed: "highlights" })]);
  });

  it("has the group invitations she sent and received, a group's name only while she may see it", () => {
    const invitations = jsonIn(files, "group-invitations.json");
    const bobAsPerson = { id: bob.user.id, firstName: "Bob", lastName: "Baker" };
    const at = { createdAt: expect.any(String) };
    expect(invitations).toEqual([
      // The private circle she accepted and has since left: its name is no longer hers to see.
      {
        id: expect.any(Number),
        direction: "received",
        groupId: circleId,
        groupName: null,
        person: bobAsPerson,
        status: "accepted",
        ...at,
        respondedAt: expect.any(String),
      },
      {
        id: expect.any(Number),
        direction: "sent",
        groupId: choirId,
        groupName: "Choir",
        person: bobAsPerson,
        status: "pending",
        ...at,
        respondedAt: null,
      },
      // A private group she is asked to join: named, as the invitation shows it her to decide by.
      {
        id: expect.any(Number),
        direction: "received",
        groupId: studyId,
        groupName: "Bible study",
        person: bobAsPerson,
        status: "pending",
        ...at,
        respondedAt: null,
      },
    ]);
    expect(invitations.map((i: { id: number }) => i.id)).not.toContain(strangersInvitation.id);
  });

  it("has her mail preferences as she chose them", () => {
    expect(jsonIn(files, "mail-preferences.json")).toEqual({
      connectionRequests: "immediate",
      comments: "off",
      prayers: "immediate",
      groupInvitations: "immediate",
      churchNews: "immediate",
      events: "immediate",
      messages: "immediate",
    });
  });

  it("has the default mail preferences for a member who never chose", async () => {
    const { files: bobs } = await download(bob);
    expect(jsonIn(bobs, "mail-preferences.json")).toEqual({
      connectionRequests: "immediate",
      comments: "daily",
      prayers: "daily",
      groupInvitations: "immediate",
      churchNews: "immediate",
      events: "immediate",
      messages: "immediate",
    });
  });

  it("has her notifications", () => {
    const notifications = jsonIn(files, "notifications.json");
    const types = notifications.map((n: { type: string }) => n.type);
    expect(types).toEqual(expect.arrayContaining(["post_comment", "post_prayer", "friend_request"]));
    expect(notifications.every((n: { createdAt: string }) => !Number.isNaN(Date.parse(n.createdAt)))).toBe(true);
  });

  it('has whom she said "Not now" to among her suggestions, and until when', () => {
    expect(jsonIn(files, "suggestion-dismissals.json")).toEqual([
      { person: { id: stan.user.id, firstName: stan.user.firstName, lastName: stan.user.lastName }, until: expect.any(String) },
    ]);
  });

  it("has whom she blocked and muted, and what she reported, with nothing of what became of it for others", () => {
    const safety = JSON.parse(files.get("safety.json")!.toString());
    expect(safety.blocked).toEqual([{ person: { id: trollId, firstName: "Tom", lastName: "Troll" }, since: expect.any(String) }]);
    expect(safety.muted).toEqual([{ person: { id: bob.user.id, firstName: "Bob", lastName: "Baker" }, since: expect.any(String) }]);
    expect(safety.reports).toEqual([
      {
        id: expect.any(Number),
        targetType: "user",
        targetId: stan.user.id,
        reason: "spam",
        details: null,
        reportedAt: expect.any(String),
        handledAt: null,
      },
    ]);
  });

  it("has her pictures as stored, byte for byte", async () => {
    for (const key of [avatarKey, photoKey]) {
      const served = await ann.agent.get(`/objects/${key}`);
      expect(served.statusCode).toBe(200);
      expect(files.get(key)!.equals(served.rawPayload)).toBe(true);
    }
  });

  it("holds nothing of a stranger's, nor of a private group she has left, nor another member's e-mail", () => {
    for (const [name, file] of files) {
      const text = file.toString("latin1");
      expect(text, name).not.toContain("STAN-SECRET");
      // Her invitation to the circle is a notice she received and still has; nothing else names it.
      if (name !== "notifications.json") expect(text, name).not.toContain("BOB-PRIVATE-CIRCLE");
      expect(text, name).not.toContain("CIRCLE-COMMENT");
      // Bob's post itself is his: her comment and prayer name it by id only.
      expect(text, name).not.toContain("BOB-WALL-POST");
      expect(text, name).not.toContain(bob.email);
      expect(text, name).not.toContain(stan.email);
    }
  });

  it("is 401 for a visitor", async () => {
    expectRefusal(await t().agent().get("/api/account/export"), 401);
  });
});

describe("an account with more than a page of everything", () => {
  it("exports every row once, in order, across the pages", async () => {
    const many = EXPORT_PAGE_SIZE * 2 + 7;
    const dee = await createUser(t(), { firstName: "Dee" });
    const eve = await createUser(t(), { firstName: "Eve" });
    await connect(t(), dee, eve);
    const db = t().db;
    await queryRows(
      db,
      sql`insert into posts (author_id, content, type) select ${dee.user.id}, 'Post ' || n, 'text' from generate_series(1, ${many}) n`,
    );
    // One prayer and one comment by Eve on each of Dee's posts; a comment by Dee on each too.
    await queryRows(
      db,
      sql`insert into interactions (post_id, user_id, type) select id, ${eve.user.id}, 'prayer' from posts where author_id = ${dee.user.id}`,
    );
    await queryRows(
      db,
      sql`insert into comments (post_id, author_id, content)
        select id, a, 'Comment ' || id || ' by ' || a from posts, unnest(array[${eve.user.id}::int, ${dee.user.id}::int]) a
        where author_id = ${dee.user.id}`,
    );

    // Invitations Eve turned down, one after another, to Dee's group.
    await queryRows(
      db,
      sql`with g as (insert into groups (name, created_by) values ('Dee''s group', ${dee.user.id}) returning id)
        insert into group_invitations (group_id, inviter_id, invitee_id, status, responded_at)
        select g.id, ${dee.user.id}, ${eve.user.id}, 'declined', now() from g, generate_series(1, ${many})`,
    );

    const { files: deeFiles } = await download(dee);
    const posts = jsonIn(deeFiles, "posts.json");
    expect(posts.length).toBe(many);
    expect(posts.map((p: { content: string }) => p.content)).toEqual(Array.from({ length: many }, (_, i) => `Post ${i + 1}`));
    const ascending = (ids: number[]) => ids.every((id, i) => i === 0 || id > ids[i - 1]!);
    const comments = jsonIn(deeFiles, "comments.json");
    expect(comments.written.length).toBe(many);
    expect(ascending(comments.written.map((c: { id: number }) => c.id))).toBe(true);
    expect(comments.onYourPosts.length).toBe(many);
    expect(new Set(comments.onYourPosts.map((c: { id: number }) => c.id)).size).toBe(many);
    const prayers = jsonIn(deeFiles, "prayers.json");
    expect(prayers.forYourPosts.length).toBe(many);
    expect(ascending(prayers.forYourPosts.map((p: { postId: number }) => p.postId))).toBe(true);
    const invitations = jsonIn(deeFiles, "group-invitations.json");
    expect(invitations.length).toBe(many);
    expect(ascending(invitations.map((i: { id: number }) => i.id))).toBe(true);
  });
});

describe("a picture whose file is gone", () => {
  it("is left out, and the rest of the archive is whole", async () => {
    const ivy = await createUser(t(), { firstName: "Ivy" });
    const kept = (await createPost(ivy, { content: "Kept", type: "image", imageUrl: await uploadImage(ivy) })).imageUrl!.replace("/objects/", "");
    const lost = (await createPost(ivy, { content: "Lost", type: "image", imageUrl: await uploadImage(ivy) })).imageUrl!.replace("/objects/", "");
    await local.remove(lost);
    const { files: ivys } = await download(ivy);
    expect(ivys.has(kept)).toBe(true);
    expect(ivys.has(lost)).toBe(false);
    expect(jsonIn(ivys, "posts.json").map((p: { content: string }) => p.content)).toEqual(["Kept", "Lost"]);
  });
});

describe("how often a member may export", () => {
  it("is 3 times an hour unless RATE_LIMIT_EXPORTS_PER_HOUR says otherwise", () => {
    expect(loadConfig({}).rateLimit.exportsPerHour).toBe(3);
    expect(loadConfig({ RATE_LIMIT_EXPORTS_PER_HOUR: "10" }).rateLimit.exportsPerHour).toBe(10);
  });

  it(`allows RATE_LIMIT_EXPORTS_PER_HOUR (${EXPORTS_PER_HOUR} here) an hour per member, then 429 with when to try again`, async () => {
    const fay = await createUser(t(), { firstName: "Fay" });
    // A HEAD (a download manager's first question) answers the headers and counts for nothing.
    const head = await fay.agent.request("HEAD" as "GET", "/api/account/export");
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-disposition"]).toBe('attachment; filename="koinonia-export-2026-04-30.zip"');
    for (let i = 0; i < EXPORTS_PER_HOUR; i++) expect((await fay.agent.get("/api/account/export")).statusCode).toBe(200);
    const refused = await fay.agent.get("/api/account/export");
    expectRefusal(refused, 429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another member is not held back by Fay's downloads.
    const gil = await createUser(t(), { firstName: "Gil" });
    expect((await gil.agent.get("/api/account/export")).statusCode).toBe(200);
  });
});

describe("a download cut short", () => {
  it("stops reading: the file being read is closed and no other is opened", async () => {
    const opened: string[] = [];
    const closed: string[] = [];
    // Endless files: only the reader going away ends them.
    const endless = (name: string): ArchiveFile => ({
      name,
      compress: false,
      open: async () => {
        opened.push(name);
        const body = new Readable({
          read() {
            this.push(Buffer.alloc(64 * 1024, 7));
          },
        });
        body.on("close", () => closed.push(name));
        return body;
      },
    });
    async function* files() {
      yield endless("first.bin");
      yield endless("second.bin");
    }
    const archive = zipStream(files());
    let received = 0;
    for await (const chunk of archive) {
      received += (chunk as Buffer).length;
      if (received > 1024 * 1024) break;
    }
    // The first file's stream closes as the archive is let go; the second was never opened.
    await expect.poll(() => closed).toEqual(["first.bin"]);
    expect(opened).toEqual(["first.bin"]);
  });

  it("over HTTP: the reader hanging up mid-download leaves no connection behind, and the server answering", async () => {
    const { port, base } = await listenOnLoopback(t());
    const hal = await createUser(t(), { firstName: "Hal" });
    const socket = net.connect(port, "127.0.0.1");
    await once(socket, "connect");
    socket.write(`GET /api/account/export HTTP/1.1\r\nhost: 127.0.0.1\r\ncookie: ${hal.agent.cookieHeader}\r\n\r\n`);
    const [first] = await once(socket, "data");
    expect(String(first)).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*transfer-encoding: chunked/i);
    socket.destroy();
    const connections = () => new Promise<number>((resolve) => t().app.server.getConnections((_error, count) => resolve(count)));
    await expect.poll(connections, { timeout: 15_000 }).toBe(0);
    expect((await fetch(`${base}/api/auth/user`, { headers: { cookie: hal.agent.cookieHeader } })).status).toBe(200);
  });
});
