import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Room, RoomSummary } from "../../../contract/rooms";
import { accountHolds } from "../../../server/db/schema";
import { actionOf, subjectOf } from "../../../server/mail/messages/notices";
import { NOTICE_KINDS } from "../../../server/services/notifications/mail-preferences";
import { EMPTY_GRACE_MS, PRESENCE_STALE_MS } from "../../../server/services/rooms/room-state";
import { expectRefusal, ok } from "../../helpers/access";
import { connect, createPost, createUser, type SignedInUser } from "../../helpers/factories";
import { movableClock } from "../../helpers/prayer";
import { type EventStream, openEventStream, openLiveStream } from "../../helpers/sse";
import { type TestApp, createTestApp, listenOnLoopback } from "../../helpers/test-app";

// Live prayer rooms: a member opens one for their connections, a group admin for the group;
// those who may see it join from its page (a presence stream held open while the page is), pray
// through its requests, say Amen together and write in its chat; it closes when its host ends it
// or once nobody has been in it for a short grace, and keeps a record at the same address.

const clock = movableClock();
let t: TestApp;
let base: string;
const streams: EventStream[] = [];
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  ({ base } = await listenOnLoopback(t));
});
afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  await t.close();
});

const room = async (who: SignedInUser, id: number) => ok<Room>(await who.agent.get(`/api/rooms/${id}`), 200);
const live = async (who: SignedInUser) => ok<RoomSummary[]>(await who.agent.get("/api/rooms"), 200);
const presentIds = async (who: SignedInUser, id: number) => (await room(who, id)).present.map((p) => p.id);

/** Opens the room page's presence stream for `who`, once the server counts them present. */
async function enter(who: SignedInUser, id: number): Promise<EventStream> {
  const stream = await openEventStream(`${base}/api/rooms/${id}/stream`, who.agent.cookieHeader);
  expect(stream.status).toBe(200);
  await stream.next((e) => e.event === "here");
  streams.push(stream);
  return stream;
}

// A generous bound: a presence leaving goes through the server's own timers and stream, slow on a busy machine.
async function until(check: () => Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not so within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Host Hana with a connection Cal, a stranger Sid; Hana's open room for her connections. */
async function connectionsRoom(title = "Evening prayer") {
  const hana = await createUser(t, { firstName: "Hana", lastName: "Host" });
  const cal = await createUser(t, { firstName: "Cal", lastName: "Connection" });
  const sid = await createUser(t, { firstName: "Sid", lastName: "Stranger" });
  await connect(t, hana, cal);
  const opened = ok<Room>(await hana.agent.post("/api/rooms", { title }), 201);
  return { hana, cal, sid, id: opened.id, opened };
}

describe("opening a room", () => {
  it("opens now for the host's connections, who see it live; a stranger does not", async () => {
    const { hana, cal, sid, id, opened } = await connectionsRoom();
    expect(opened).toMatchObject({ title: "Evening prayer", isHost: true, closedAt: null, amenCount: 0, group: null });
    expect(opened.host.id).toBe(hana.user.id);
    expect((await live(cal)).map((r) => r.id)).toContain(id);
    expect((await live(sid)).map((r) => r.id)).not.toContain(id);
    expectRefusal(await sid.agent.get(`/api/rooms/${id}`), 404);
    expect((await sid.agent.get(`/api/rooms/${id}/stream`)).statusCode).toBe(404);
  });

  it("refuses bad input with a 400 and a message, and a second open room with a 409", async () => {
    const hana = await createUser(t);
    for (const body of [{ title: "x".repeat(81) }, { title: 7 }, { groupId: "abc" }, { title: "a\u0000b" }]) {
      expectRefusal(await hana.agent.post("/api/rooms", body), 400);
    }
    expect(await live(hana)).toEqual([]);
    ok(await hana.agent.post("/api/rooms", {}), 201);
    expectRefusal(await hana.agent.post("/api/rooms", { title: "Another" }), 409);
  });

  it("is for signed-in members only", async () => {
    const visitor = t.agent();
    for (const res of [await visitor.get("/api/rooms"), await visitor.post("/api/rooms", {}), await visitor.get("/api/rooms/1")]) {
      expectRefusal(res, 401);
    }
  });
});

describe("who may see and join a room", () => {
  it("keeps a room from a connection across a block, either way, and from everyone while its host is banned", async () => {
    const { hana, cal, id } = await connectionsRoom();
    const dee = await createUser(t, { firstName: "Dee", lastName: "Connection" });
    const eve = await createUser(t, { firstName: "Eve", lastName: "Connection" });
    for (const who of [dee, eve]) await connect(t, hana, who);
    for (const who of [cal, dee, eve]) expect((await room(who, id)).id).toBe(id);

    ok(await cal.agent.post(`/api/users/${hana.user.id}/block`), 200);
    expectRefusal(await cal.agent.get(`/api/rooms/${id}`), 404);
    expect((await live(cal)).map((r) => r.id)).not.toContain(id);
    ok(await hana.agent.post(`/api/users/${dee.user.id}/block`), 200);
    expectRefusal(await dee.agent.post(`/api/rooms/${id}/amen`), 404);
    expectRefusal(await dee.agent.post(`/api/rooms/${id}/messages`, { content: "Hello" }), 404);
    expect((await dee.agent.get(`/api/rooms/${id}/stream`)).statusCode).toBe(404);

    await t.db.insert(accountHolds).values({ userId: hana.user.id, kind: "ban", reason: "test" });
    expectRefusal(await eve.agent.get(`/api/rooms/${id}`), 404);
    expect((await live(eve)).map((r) => r.id)).not.toContain(id);
  });

  it("lets a group admin open one for the group: its members see it and are told; others not", async () => {
    const ada = await createUser(t, { firstName: "Ada", lastName: "Admin" });
    const mel = await createUser(t, { firstName: "Mel", lastName: "Member" });
    const ned = await createUser(t, { firstName: "Ned", lastName: "Outsider" });
    const bob = await createUser(t, { firstName: "Bob", lastName: "Banned" });
    const group = ok<{ id: number }>(await ada.agent.post("/api/groups", { name: "Prayer Warriors", isPrivate: false }), 201);
    for (const who of [mel, bob]) ok(await who.agent.post(`/api/groups/${group.id}/join`), 200);
    const request = await createPost(ada, { content: "Pray for the mission trip", type: "prayer" });
    const inGroup = ok(await mel.agent.post(`/api/groups/${group.id}/posts`, { content: "Healing for my mother", type: "prayer" }), 201);

    expectRefusal(await mel.agent.post("/api/rooms", { groupId: group.id }), 403);
    expectRefusal(await ned.agent.post("/api/rooms", { groupId: 2_000_000 }), 404);
    expect((await ada.agent.post(`/api/groups/${group.id}/bans`, { userId: bob.user.id })).statusCode).toBe(204);

    const opened = ok<Room>(await ada.agent.post("/api/rooms", { groupId: group.id, title: "Noon" }), 201);
    expect(opened.group).toEqual({ id: group.id, name: "Prayer Warriors" });
    // The group's open prayer requests are its list; a wall post is not among them.
    expect(opened.requests.map((r) => r.postId)).toEqual([inGroup.id]);
    expect(opened.requests.map((r) => r.postId)).not.toContain(request.id);
    expect(opened.currentRequestId).toBe(opened.requests[0]!.id);

    expect((await live(mel)).map((r) => r.id)).toContain(opened.id);
    const notices = ok<{ type: string; groupId: number }[]>(await mel.agent.get("/api/notifications"), 200);
    expect(notices.find((n) => n.type === "group_room")).toMatchObject({ groupId: group.id });
    for (const outsider of [ned, bob]) {
      expectRefusal(await outsider.agent.get(`/api/rooms/${opened.id}`), 404);
      expect((await live(outsider)).map((r) => r.id)).not.toContain(opened.id);
    }
    expectRefusal(await ada.agent.post("/api/rooms", { groupId: group.id }), 409);
  });

  it("mails and pushes a group room's notice as group news, saying who prays where and leading to the group", () => {
    expect(NOTICE_KINDS.group_room).toBe("groupInvitations");
    const notice = {
      type: "group_room",
      title: "Live prayer",
      message: "Ada Admin opened a live prayer room in Prayer Warriors. Join now.",
      actorId: 1,
      postId: null,
      groupId: 12,
      actorName: "Ada Admin",
      groupName: "Prayer Warriors",
      onPrayerRequest: false,
    };
    expect(subjectOf(notice, "en")).toBe("Ada Admin is praying live in Prayer Warriors");
    expect(actionOf(notice, "https://koinonia.test", "en")).toEqual({ label: "Join the prayer room", url: "https://koinonia.test/groups/12" });
  });
});

describe("in a room", () => {
  it("shows who is present while their page is open, and not a moment after it closes", async () => {
    const { hana, cal, id } = await connectionsRoom();
    const hanaLive = await openLiveStream(base, hana.agent.cookieHeader);
    streams.push(hanaLive);
    await enter(hana, id);
    const calPage = await enter(cal, id);
    expect(new Set(await presentIds(hana, id))).toEqual(new Set([hana.user.id, cal.user.id]));
    // Hana's page is told who came, as they are shown to her, and writes them in.
    const came = await hanaLive.next((e) => e.event === "changed" && (e.data as { arrived?: { id: number } }).arrived?.id === cal.user.id);
    expect(came.data).toMatchObject({ kind: "room", roomId: id, arrived: { id: cal.user.id, firstName: "Cal" } });

    const from = hanaLive.events.length;
    await calPage.close();
    await until(async () => !(await presentIds(hana, id)).includes(cal.user.id));
    const went = await hanaLive.next((e) => e.event === "changed" && (e.data as { roomId: number }).roomId === id, 2_000, from);
    expect(went.data).toEqual({ kind: "room", roomId: id, left: cal.user.id, presentCount: 1 });
    expect((await room(hana, id)).joinedCount).toBe(2);
  });

  it("counts the host as praying on everyone's live rooms the moment their page is in the room, and not once it closes", async () => {
    const hana = await createUser(t, { firstName: "Hana", lastName: "Host" });
    const cal = await createUser(t, { firstName: "Cal", lastName: "Connection" });
    await connect(t, hana, cal);
    const calLive = await openLiveStream(base, cal.agent.cookieHeader);
    streams.push(calLive);
    const { id } = ok<Room>(await hana.agent.post("/api/rooms", { title: "Morning prayer" }), 201);
    // Told of the opening, Cal's "Live now" reads the rooms before Hana's page has come in.
    await calLive.next((e) => e.event === "changed" && (e.data as { roomId?: number }).roomId === id);
    expect((await live(cal)).find((r) => r.id === id)?.presentCount).toBe(0);

    const hanaPage = await enter(hana, id);
    const counted = await calLive.next((e) => e.event === "changed" && (e.data as { presentCount?: number }).presentCount === 1);
    expect(counted.data).toEqual({ kind: "room", roomId: id, presentCount: 1 });
    expect((await live(cal)).find((r) => r.id === id)?.presentCount).toBe(1);

    await hanaPage.close();
    await calLive.next((e) => e.event === "changed" && (e.data as { presentCount?: number }).presentCount === 0);
    expect((await live(cal)).find((r) => r.id === id)?.presentCount).toBe(0);
  });

  it("keeps five of a member's room pages at most: a sixth ends the oldest, which is told so", async () => {
    const { cal, id } = await connectionsRoom();
    const pages: EventStream[] = [];
    for (let i = 0; i < 6; i++) pages.push(await enter(cal, id));
    await pages[0]!.next((e) => e.event === "replaced");
    await pages[0]!.ended;
    expect(pages.slice(1).some((page) => page.events.some((e) => e.event === "replaced"))).toBe(false);
  });

  it("no longer counts a page whose app process stopped marking it seen", async () => {
    const { hana, cal, id } = await connectionsRoom();
    await enter(cal, id);
    expect(await presentIds(hana, id)).toEqual([cal.user.id]);
    clock.offset += PRESENCE_STALE_MS + 1_000;
    try {
      expect(await presentIds(hana, id)).toEqual([]);
    } finally {
      clock.offset = 0;
    }
  });

  it("takes requests, and the host moves from one to the next; nobody else can", async () => {
    const { hana, cal, id } = await connectionsRoom();
    expectRefusal(await cal.agent.post(`/api/rooms/${id}/requests`, { content: "" }), 400);
    expectRefusal(await cal.agent.post(`/api/rooms/${id}/requests`, { content: "x".repeat(201) }), 400);
    const first = ok<Room>(await cal.agent.post(`/api/rooms/${id}/requests`, { content: "My job interview" }), 201);
    ok(await hana.agent.post(`/api/rooms/${id}/requests`, { content: "Our church's outreach" }), 201);
    expect(first.currentRequestId).toBe(first.requests[0]!.id);
    expect(first.requests[0]).toMatchObject({ content: "My job interview", author: { id: cal.user.id }, prayedAt: null });

    expectRefusal(await cal.agent.post(`/api/rooms/${id}/next`), 403);
    const moved = ok<Room>(await hana.agent.post(`/api/rooms/${id}/next`), 200);
    expect(moved.requests[0]!.prayedAt).not.toBeNull();
    expect(moved.currentRequestId).toBe(moved.requests[1]!.id);
    const last = ok<Room>(await hana.agent.post(`/api/rooms/${id}/next`), 200);
    expect(last.currentRequestId).toBeNull();
    expect(last.requests.every((r) => r.prayedAt !== null)).toBe(true);
  });

  it("refuses a request already in the room, however it is spelled or whoever asks, even sent twice at once", async () => {
    const { hana, cal, id } = await connectionsRoom();
    ok(await cal.agent.post(`/api/rooms/${id}/requests`, { content: "My job interview" }), 201);
    for (const [who, content] of [
      [cal, "My job interview"],
      [hana, "  my JOB   interview "],
    ] as const) {
      const res = await who.agent.post(`/api/rooms/${id}/requests`, { content });
      expectRefusal(res, 409);
      expect(res.json().message).toBe("This request is already in the room");
    }
    // Prayed for, it is still the room's: asking again adds nothing.
    ok(await hana.agent.post(`/api/rooms/${id}/next`), 200);
    expectRefusal(await cal.agent.post(`/api/rooms/${id}/requests`, { content: "My job interview" }), 409);

    const twice = await Promise.all([1, 2].map(() => cal.agent.post(`/api/rooms/${id}/requests`, { content: "Safe travels home" })));
    expect(twice.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect((await room(hana, id)).requests.map((r) => r.content)).toEqual(["My job interview", "Safe travels home"]);
  });

  it("refuses, in a group's room, a member's request that is one of the group's own prayer requests", async () => {
    const ada = await createUser(t, { firstName: "Ada", lastName: "Admin" });
    const mel = await createUser(t, { firstName: "Mel", lastName: "Member" });
    const group = ok<{ id: number }>(await ada.agent.post("/api/groups", { name: "Night Watch", isPrivate: false }), 201);
    ok(await mel.agent.post(`/api/groups/${group.id}/join`), 200);
    ok(await mel.agent.post(`/api/groups/${group.id}/posts`, { content: "Healing for my mother", type: "prayer" }), 201);
    const { id } = ok<Room>(await ada.agent.post("/api/rooms", { groupId: group.id }), 201);
    expectRefusal(await mel.agent.post(`/api/rooms/${id}/requests`, { content: "Healing for my mother" }), 409);
    expect((await room(ada, id)).requests.map((r) => r.content)).toEqual(["Healing for my mother"]);
  });

  it("counts Amens for everyone, the moment one is said", async () => {
    const { hana, cal, id } = await connectionsRoom();
    await enter(hana, id);
    const hanaLive = await openLiveStream(base, hana.agent.cookieHeader);
    streams.push(hanaLive);
    expect(ok(await cal.agent.post(`/api/rooms/${id}/amen`), 200)).toEqual({ amenCount: 1 });
    expect(ok(await hana.agent.post(`/api/rooms/${id}/amen`), 200)).toEqual({ amenCount: 2 });
    await hanaLive.next((e) => e.event === "changed" && (e.data as { amenCount?: number }).amenCount === 1);
    expect((await room(cal, id)).amenCount).toBe(2);
  });

  it("has a chat of plain text, limited in length, without the words of someone the reader blocked", async () => {
    const { hana, cal, id } = await connectionsRoom();
    const dee = await createUser(t, { firstName: "Dee", lastName: "Other" });
    await connect(t, hana, dee);
    expectRefusal(await cal.agent.post(`/api/rooms/${id}/messages`, { content: "   " }), 400);
    expectRefusal(await cal.agent.post(`/api/rooms/${id}/messages`, { content: "x".repeat(501) }), 400);
    expectRefusal(await cal.agent.post(`/api/rooms/${id}/messages`, {}), 400);
    const sent = ok(await cal.agent.post(`/api/rooms/${id}/messages`, { content: "<b>Amen</b> to that" }), 201);
    expect(sent).toMatchObject({ content: "<b>Amen</b> to that", author: { id: cal.user.id } });
    ok(await dee.agent.post(`/api/rooms/${id}/messages`, { content: "Praying with you" }), 201);
    expect((await room(hana, id)).messages.map((m) => m.content)).toEqual(["<b>Amen</b> to that", "Praying with you"]);
    ok(await cal.agent.post(`/api/users/${dee.user.id}/block`), 200);
    expect((await room(cal, id)).messages.map((m) => m.content)).toEqual(["<b>Amen</b> to that"]);
  });

  it("brings a chat message itself to those in the room, but not to someone its writer blocked", async () => {
    const { hana, cal, id } = await connectionsRoom();
    const dee = await createUser(t, { firstName: "Dee", lastName: "Other" });
    await connect(t, hana, dee);
    await enter(hana, id);
    await enter(dee, id);
    const hanaLive = await openLiveStream(base, hana.agent.cookieHeader);
    const deeLive = await openLiveStream(base, dee.agent.cookieHeader);
    streams.push(hanaLive, deeLive);
    ok(await cal.agent.post(`/api/users/${dee.user.id}/block`), 200);
    const sent = ok(await cal.agent.post(`/api/rooms/${id}/messages`, { content: "Hello" }), 201);
    const heard = await hanaLive.next((e) => e.event === "changed" && (e.data as { message?: unknown }).message !== undefined);
    expect(heard.data).toEqual({ kind: "room", roomId: id, message: sent });
    ok(await hana.agent.post(`/api/rooms/${id}/messages`, { content: "Welcome" }), 201);
    await deeLive.next((e) => e.event === "changed" && (e.data as { message?: { content: string } }).message?.content === "Welcome");
    const deeHeard = deeLive.events.map((e) => (e.data as { message?: { content: string } }).message?.content);
    expect(deeHeard).not.toContain("Hello");
  });
});

describe("closing a room", () => {
  it("closes when its host ends it, keeping its record at the same address", async () => {
    const { hana, cal, id } = await connectionsRoom();
    await enter(cal, id);
    ok(await cal.agent.post(`/api/rooms/${id}/requests`, { content: "Peace in our town" }), 201);
    ok(await cal.agent.post(`/api/rooms/${id}/requests`, { content: "Rain" }), 201);
    ok(await cal.agent.post(`/api/rooms/${id}/amen`), 200);
    expectRefusal(await cal.agent.post(`/api/rooms/${id}/end`), 403);
    const ended = ok<Room>(await hana.agent.post(`/api/rooms/${id}/end`), 200);
    expect(ended.closedAt).not.toBeNull();

    const record = await room(cal, id);
    expect(record.present).toEqual([]);
    expect(record.joinedCount).toBe(1);
    expect(record.amenCount).toBe(1);
    // What was being prayed for when it ended counts as prayed for; what was never reached does not.
    expect(record.requests.map((r) => [r.content, r.prayedAt !== null])).toEqual([
      ["Peace in our town", true],
      ["Rain", false],
    ]);
    expect((await live(cal)).map((r) => r.id)).not.toContain(id);
    for (const res of [
      await cal.agent.post(`/api/rooms/${id}/amen`),
      await cal.agent.post(`/api/rooms/${id}/messages`, { content: "Late" }),
      await cal.agent.post(`/api/rooms/${id}/requests`, { content: "Late" }),
      await hana.agent.post(`/api/rooms/${id}/next`),
    ]) {
      expectRefusal(res, 409);
    }
    expect((await cal.agent.get(`/api/rooms/${id}/stream`)).statusCode).toBe(409);
  });

  it("closes once nobody has been in it for the grace, not before (a reload does not close it)", async () => {
    const { hana, cal, id } = await connectionsRoom();
    const page = await enter(cal, id);
    await page.close();
    await until(async () => (await presentIds(hana, id)).length === 0);
    const left = Date.now();
    clock.offset = EMPTY_GRACE_MS - 2_000;
    try {
      expect((await room(hana, id)).closedAt).toBeNull();
      expect((await live(cal)).map((r) => r.id)).toContain(id);
      clock.offset = EMPTY_GRACE_MS + 1_000;
      expect((await live(cal)).map((r) => r.id)).not.toContain(id);
      const record = await room(hana, id);
      expect(record.closedAt).not.toBeNull();
      // It closed as the grace ended, whenever it was next read.
      expect(Date.parse(record.closedAt!) - left).toBeGreaterThanOrEqual(EMPTY_GRACE_MS - 1_000);
      expect(Date.parse(record.closedAt!) - left).toBeLessThan(EMPTY_GRACE_MS + 1_000);
    } finally {
      clock.offset = 0;
    }
  });

  it("a host can open another once their room has closed", async () => {
    const { hana, id } = await connectionsRoom();
    ok(await hana.agent.post(`/api/rooms/${id}/end`), 200);
    ok(await hana.agent.post("/api/rooms", {}), 201);
  });
});
