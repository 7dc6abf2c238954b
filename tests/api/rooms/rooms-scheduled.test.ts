import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quietContext } from "../../../server/core/context";
import type { Room, RoomSummary } from "../../../contract/rooms";
import type { Tell } from "../../../server/core/tell";
import { EMPTY_GRACE_MS } from "../../../server/services/rooms/room-state";
import { startDueRooms } from "../../../server/services/rooms/room-schedule";
import { expectRefusal, ok } from "../../helpers/access";
import { type SignedInUser, connect, createUser } from "../../helpers/factories";
import { DAY_MS, movableClock } from "../../helpers/prayer";
import { type EventStream, openEventStream } from "../../helpers/sse";
import { type TestApp, createTestApp, listenOnLoopback } from "../../helpers/test-app";

// A prayer room opened for a set time: listed to those who may see it as starting then, nobody
// joins before; its host starts it early or cancels it; at its time it starts by itself, once
// however many processes try, and from then on is a room like one opened now.

const HOUR_MS = 60 * 60 * 1000;
const clock = movableClock();
let t: TestApp;
let base: string;
const streams: EventStream[] = [];
beforeAll(async () => {
  // The test starts due rooms itself, when it has moved the clock.
  t = await createTestApp({ now: clock.now, env: { ROOM_START_EVERY_SECONDS: "86400" } });
  ({ base } = await listenOnLoopback(t));
});
afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  await t.close();
});

const room = async (who: SignedInUser, id: number) => ok<Room>(await who.agent.get(`/api/rooms/${id}`), 200);
const listed = async (who: SignedInUser) => ok<RoomSummary[]>(await who.agent.get("/api/rooms"), 200);
const at = (msAhead: number) => new Date(clock.now() + msAhead).toISOString();
const startDue = () => startDueRooms(quietContext(t.db, { now: clock.now }));
const groupRoomNotices = async (who: SignedInUser, groupId: number) =>
  ok<{ type: string; groupId: number }[]>(await who.agent.get("/api/notifications"), 200).filter(
    (n) => n.type === "group_room" && n.groupId === groupId,
  );

/** Host Hana with a connection Cal and a stranger Sid; Hana's room for her connections, an hour ahead. */
async function scheduledRoom() {
  const hana = await createUser(t, { firstName: "Hana", lastName: "Host" });
  const cal = await createUser(t, { firstName: "Cal", lastName: "Connection" });
  const sid = await createUser(t, { firstName: "Sid", lastName: "Stranger" });
  await connect(t, hana, cal);
  const startsAt = at(HOUR_MS);
  const opened = ok<Room>(await hana.agent.post("/api/rooms", { title: "Vespers", startsAt }), 201);
  return { hana, cal, sid, id: opened.id, opened, startsAt };
}

/** Admin Ada's group with member Mel, and a group room scheduled an hour ahead. */
async function scheduledGroupRoom() {
  const ada = await createUser(t, { firstName: "Ada", lastName: "Admin" });
  const mel = await createUser(t, { firstName: "Mel", lastName: "Member" });
  const group = ok<{ id: number }>(await ada.agent.post("/api/groups", { name: "Night Watch", isPrivate: false }), 201);
  ok(await mel.agent.post(`/api/groups/${group.id}/join`), 200);
  ok(await mel.agent.post(`/api/groups/${group.id}/posts`, { content: "Pray for my exams", type: "prayer" }), 201);
  const opened = ok<Room>(await ada.agent.post("/api/rooms", { groupId: group.id, startsAt: at(HOUR_MS) }), 201);
  return { ada, mel, group, id: opened.id, opened };
}

describe("scheduling a room", () => {
  it("lists it as starting at its time to those who may see it, and to nobody else", async () => {
    const { hana, cal, sid, id, opened, startsAt } = await scheduledRoom();
    expect(opened).toMatchObject({ title: "Vespers", isHost: true, closedAt: null, startsAt, present: [] });
    const seen = (await listed(cal)).find((r) => r.id === id);
    expect(seen).toMatchObject({ startsAt, title: "Vespers", presentCount: 0 });
    expect(seen?.host.id).toBe(hana.user.id);
    expect(await room(cal, id)).toMatchObject({ startsAt, isHost: false });
    expect((await listed(sid)).map((r) => r.id)).not.toContain(id);
    expectRefusal(await sid.agent.get(`/api/rooms/${id}`), 404);
    expectRefusal(await sid.agent.post(`/api/rooms/${id}/start`), 404);
    expectRefusal(await sid.agent.post(`/api/rooms/${id}/cancel`), 404);
  });

  it("lists a group's scheduled room to its members, not to others, and lets only its admins schedule one", async () => {
    const { ada, mel, group, id } = await scheduledGroupRoom();
    const ned = await createUser(t, { firstName: "Ned", lastName: "Outsider" });
    expect((await listed(mel)).find((r) => r.id === id)).toMatchObject({ group: { id: group.id, name: "Night Watch" } });
    expect((await listed(ned)).map((r) => r.id)).not.toContain(id);
    expectRefusal(await ned.agent.get(`/api/rooms/${id}`), 404);
    expectRefusal(await mel.agent.post("/api/rooms", { groupId: group.id, startsAt: at(HOUR_MS) }), 403);
    expect((await ada.agent.post(`/api/groups/${group.id}/bans`, { userId: mel.user.id })).statusCode).toBe(204);
    expect((await listed(mel)).map((r) => r.id)).not.toContain(id);
    expectRefusal(await mel.agent.get(`/api/rooms/${id}`), 404);
  });

  it("refuses a time past, too far ahead or not a time with a 400 and a message, and stores nothing", async () => {
    const hana = await createUser(t);
    const cases: [unknown, string][] = [
      [at(-60_000), "Start time must be in the future"],
      [at(31 * DAY_MS), "Start time must be within 30 days"],
      ["tomorrow at six", "Start time must be a date and time"],
      ["2030-01-31T18:30:00", "Start time must be a date and time"],
      [42, "Start time must be a date and time"],
    ];
    for (const [startsAt, message] of cases) {
      const res = await hana.agent.post("/api/rooms", { startsAt });
      expectRefusal(res, 400);
      expect(res.json().message).toContain(message);
    }
    expect(await listed(hana)).toEqual([]);
    ok(await hana.agent.post("/api/rooms", { startsAt: at(29 * DAY_MS) }), 201);
  });

  it("keeps one room per host, live or still to start", async () => {
    const { hana } = await scheduledRoom();
    const second = await hana.agent.post("/api/rooms", {});
    expectRefusal(second, 409);
    expect(second.json().message).toBe("You already have a prayer room scheduled");
    const { ada, group } = await scheduledGroupRoom();
    const again = await ada.agent.post("/api/rooms", { groupId: group.id, startsAt: at(2 * HOUR_MS) });
    expectRefusal(again, 409);
    expect(again.json().message).toBe("You already have a prayer room scheduled");
  });
});

describe("before it starts", () => {
  it("lets nobody join, pray or write in it, and says it has not started", async () => {
    const { hana, cal, id } = await scheduledRoom();
    for (const who of [cal, hana]) {
      for (const res of [
        await who.agent.post(`/api/rooms/${id}/amen`),
        await who.agent.post(`/api/rooms/${id}/messages`, { content: "Early" }),
        await who.agent.post(`/api/rooms/${id}/requests`, { content: "Early" }),
      ]) {
        expectRefusal(res, 409);
        expect(res.json().message).toBe("This prayer room has not started yet");
      }
      const stream = await who.agent.get(`/api/rooms/${id}/stream`);
      expect(stream.statusCode).toBe(409);
    }
    expectRefusal(await hana.agent.post(`/api/rooms/${id}/end`), 409);
    // Waiting long past the empty-room grace does not close a room that has not started.
    clock.offset += 10 * EMPTY_GRACE_MS;
    expect(await room(cal, id)).toMatchObject({ closedAt: null, amenCount: 0, joinedCount: 0 });
  });

  it("lets only its host start it now, which any member then joins", async () => {
    const { hana, cal, id } = await scheduledRoom();
    expectRefusal(await cal.agent.post(`/api/rooms/${id}/start`), 403);
    const started = ok<Room>(await hana.agent.post(`/api/rooms/${id}/start`), 200);
    expect(started).toMatchObject({ startsAt: null, closedAt: null });
    expect(Date.parse(started.openedAt)).toBeLessThanOrEqual(clock.now());
    expect((await listed(cal)).find((r) => r.id === id)?.startsAt).toBeNull();
    const stream = await openEventStream(`${base}/api/rooms/${id}/stream`, cal.agent.cookieHeader);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === "here");
    expect((await room(hana, id)).present.map((p) => p.id)).toEqual([cal.user.id]);
    expectRefusal(await hana.agent.post(`/api/rooms/${id}/start`), 409);
    expectRefusal(await hana.agent.post(`/api/rooms/${id}/cancel`), 409);
    await stream.close();
  });

  it("lets only its host cancel it: it is gone for everyone, and the host may schedule another", async () => {
    const { hana, cal, id } = await scheduledRoom();
    expectRefusal(await cal.agent.post(`/api/rooms/${id}/cancel`), 403);
    expect((await hana.agent.post(`/api/rooms/${id}/cancel`)).statusCode).toBe(204);
    expectRefusal(await cal.agent.get(`/api/rooms/${id}`), 404);
    expect((await listed(cal)).map((r) => r.id)).not.toContain(id);
    clock.offset += 2 * HOUR_MS;
    await startDue();
    expectRefusal(await hana.agent.get(`/api/rooms/${id}`), 404);
    ok(await hana.agent.post("/api/rooms", { startsAt: at(HOUR_MS) }), 201);
  });
});

describe("at its time", () => {
  it("starts by itself, as a room opened now: the grace for an empty room runs from the start", async () => {
    const { cal, id } = await scheduledRoom();
    clock.offset += HOUR_MS - 1_000;
    await startDue();
    expect((await room(cal, id)).startsAt).not.toBeNull();
    clock.offset += 1_000;
    await startDue();
    const started = await room(cal, id);
    expect(started).toMatchObject({ startsAt: null, closedAt: null });
    ok(await cal.agent.post(`/api/rooms/${id}/amen`), 200);
    clock.offset += EMPTY_GRACE_MS - 1_000;
    expect((await room(cal, id)).closedAt).toBeNull();
    clock.offset += 2_000;
    expect((await room(cal, id)).closedAt).not.toBeNull();
  });

  it("tells a group's members when it starts, not when it is scheduled, and starts it once across two runs at once", async () => {
    const { mel, group, id } = await scheduledGroupRoom();
    expect(await groupRoomNotices(mel, group.id)).toEqual([]);
    const changedFor: unknown[] = [];
    const tell: Tell = {
      notice() {},
      changed(audience, change) {
        if (change.kind === "room" && change.roomId === id) changedFor.push(audience);
      },
    };
    clock.offset += HOUR_MS;
    await Promise.all([startDueRooms(quietContext(t.db, { tell, now: clock.now })), startDueRooms(quietContext(t.db, { tell, now: clock.now }))]);
    expect(await groupRoomNotices(mel, group.id)).toHaveLength(1);
    expect(changedFor).toHaveLength(1);
    expect(changedFor[0]).toContain(mel.user.id);
    const started = await room(mel, id);
    expect(started.startsAt).toBeNull();
    // It starts with the group's open prayer requests as they are at the start.
    expect(started.requests.map((r) => r.content)).toEqual(["Pray for my exams"]);
    await startDue();
    expect(await groupRoomNotices(mel, group.id)).toHaveLength(1);
  });

  it("calls off a group's room whose host is no longer one of its admins when its time comes", async () => {
    const { ada, mel, group, id } = await scheduledGroupRoom();
    // Ada makes Mel an admin, who then makes Ada a plain member.
    expect((await ada.agent.put(`/api/groups/${group.id}/members/${mel.user.id}`, { role: "admin" })).statusCode).toBe(204);
    expect((await mel.agent.put(`/api/groups/${group.id}/members/${ada.user.id}`, { role: "member" })).statusCode).toBe(204);
    clock.offset += HOUR_MS;
    await startDue();
    expectRefusal(await mel.agent.get(`/api/rooms/${id}`), 404);
    expect(await groupRoomNotices(mel, group.id)).toEqual([]);
    ok(await mel.agent.post("/api/rooms", { groupId: group.id, startsAt: at(HOUR_MS) }), 201);
  });
});
