import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Room } from "../../../contract/rooms";
import { ROOM_CHAT_BURST, ROOM_CHAT_BURST_MS, ROOM_CHAT_PER_MINUTE } from "../../../server/routes/rooms";
import { expectRefusal, ok } from "../../helpers/access";
import { connect, createUser, type SignedInUser } from "../../helpers/factories";
import { movableClock } from "../../helpers/prayer";
import { type EventStream, openEventStream, openLiveStream } from "../../helpers/sse";
import { type TestApp, createTestApp, listenOnLoopback } from "../../helpers/test-app";

// A prayer room's chat is kept for prayer: each member may send a short burst and then about
// one message every two seconds in a room, and what goes over reaches nobody; the host may
// silence a member in the room (their messages are refused, and they are told so) and lift it.

// The app's time, which a test may hold still (a flood sent on a slow machine then falls in one window).
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

const TOO_FAST = "You are sending messages too quickly. Please wait a moment.";
const SILENCED = "The host has silenced you in this room";

const room = async (who: SignedInUser, id: number) => ok<Room>(await who.agent.get(`/api/rooms/${id}`), 200);
const say = (who: SignedInUser, id: number, content: string) => who.agent.post(`/api/rooms/${id}/messages`, { content });
const done = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(204);
const messageEvents = (stream: EventStream) => stream.events.filter((e) => (e.data as { message?: unknown }).message !== undefined);

async function enter(who: SignedInUser, id: number): Promise<EventStream> {
  const stream = await openEventStream(`${base}/api/rooms/${id}/stream`, who.agent.cookieHeader);
  expect(stream.status).toBe(200);
  await stream.next((e) => e.event === "here");
  streams.push(stream);
  return stream;
}

async function live(who: SignedInUser): Promise<EventStream> {
  const stream = await openLiveStream(base, who.agent.cookieHeader);
  streams.push(stream);
  return stream;
}

/** Host Hana's room with her connections Cal and Dee in it (Hana's page open too). */
async function roomWithTwo() {
  const hana = await createUser(t, { firstName: "Hana", lastName: "Host" });
  const cal = await createUser(t, { firstName: "Cal", lastName: "Connection" });
  const dee = await createUser(t, { firstName: "Dee", lastName: "Connection" });
  for (const who of [cal, dee]) await connect(t, hana, who);
  const { id } = ok<Room>(await hana.agent.post("/api/rooms", { title: "Evening prayer" }), 201);
  for (const who of [hana, cal, dee]) await enter(who, id);
  return { hana, cal, dee, id };
}

/** Waits until `stream` has heard an Amen count of `count` for the room: everything told before it has come. */
const heardAmen = (stream: EventStream, id: number, count: number) =>
  stream.next(
    (e) =>
      e.event === "changed" &&
      (e.data as { roomId: number; amenCount?: number }).roomId === id &&
      (e.data as { amenCount?: number }).amenCount === count,
  );

describe("a member's chat in a room", () => {
  it("takes a burst, then refuses the rest of a flood with a 429 that says so, and nobody hears it", async () => {
    const { hana, cal, id } = await roomWithTwo();
    const hanaLive = await live(hana);
    const answers = [];
    clock.heldAt = Date.now();
    try {
      for (let i = 0; i < 80; i++) answers.push(await say(cal, id, `Spam ${i}`));
    } finally {
      clock.heldAt = null;
    }
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(ROOM_CHAT_BURST);
    for (const res of answers.slice(ROOM_CHAT_BURST)) {
      expectRefusal(res, 429);
      expect(res.json().message).toBe(TOO_FAST);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    }
    // An Amen after the flood: once Hana hears it, she has heard all the flood told her.
    ok(await hana.agent.post(`/api/rooms/${id}/amen`), 200);
    await heardAmen(hanaLive, id, 1);
    expect(messageEvents(hanaLive)).toHaveLength(ROOM_CHAT_BURST);
    expect((await room(hana, id)).messages).toHaveLength(ROOM_CHAT_BURST);
  });

  it("is counted per room and per member: others still speak, and the member speaks again after a while", async () => {
    const { hana, cal, dee, id } = await roomWithTwo();
    clock.heldAt = Date.now();
    try {
      for (let i = 0; i < ROOM_CHAT_BURST; i++) ok(await say(cal, id, `Praise ${i}`), 201);
      expectRefusal(await say(cal, id, "One more"), 429);
      ok(await say(dee, id, "Amen, brother"), 201);
      ok(await say(hana, id, "Welcome, both"), 201);
      clock.offset += ROOM_CHAT_BURST_MS;
      ok(await say(cal, id, "Thank you"), 201);
    } finally {
      clock.heldAt = null;
      clock.offset = 0;
    }
  });

  it("holds a steady flood to its rate per minute, burst after burst", async () => {
    const { cal, id } = await roomWithTwo();
    let sent = 0;
    clock.heldAt = Date.now();
    try {
      // A burst in each short window, all within one minute.
      for (let window = 0; window < 60_000 / ROOM_CHAT_BURST_MS - 1; window++) {
        for (let i = 0; i < ROOM_CHAT_BURST; i++) if ((await say(cal, id, `Line ${window}.${i}`)).statusCode === 201) sent += 1;
        clock.offset += ROOM_CHAT_BURST_MS;
      }
    } finally {
      clock.heldAt = null;
      clock.offset = 0;
    }
    expect(sent).toBe(ROOM_CHAT_PER_MINUTE);
  });
});

describe("the host silencing a member in the room", () => {
  it("refuses the silenced member's messages with a message, tells them, and lets them pray on; lifting it lets them write", async () => {
    const { hana, cal, dee, id } = await roomWithTwo();
    const calLive = await live(cal);
    const from = calLive.events.length;
    done(await hana.agent.post(`/api/rooms/${id}/silenced`, { userId: cal.user.id }));
    // Cal's page is told, and reads that he is silenced.
    await calLive.next((e) => e.event === "changed" && (e.data as { roomId: number }).roomId === id, 2_000, from);
    expect(await room(cal, id)).toMatchObject({ silenced: true, silencedIds: [] });
    expect(await room(hana, id)).toMatchObject({ silenced: false, silencedIds: [cal.user.id] });
    expect((await room(dee, id)).silencedIds).toEqual([]);

    const refused = await say(cal, id, "Listen to me");
    expectRefusal(refused, 403);
    expect(refused.json().message).toBe(SILENCED);
    expect((await room(hana, id)).messages).toEqual([]);
    // Silenced in the chat only: he still prays with them.
    ok(await cal.agent.post(`/api/rooms/${id}/amen`), 200);
    ok(await cal.agent.post(`/api/rooms/${id}/requests`, { content: "My job interview" }), 201);
    // Silencing twice changes nothing.
    done(await hana.agent.post(`/api/rooms/${id}/silenced`, { userId: cal.user.id }));

    done(await hana.agent.delete(`/api/rooms/${id}/silenced/${cal.user.id}`));
    expect(await room(cal, id)).toMatchObject({ silenced: false });
    expect((await room(hana, id)).silencedIds).toEqual([]);
    ok(await say(cal, id, "Sorry, everyone"), 201);
  });

  it("is the host's alone, of someone who joined the room, never of themselves; a closed room silences nobody", async () => {
    const { hana, cal, dee, id } = await roomWithTwo();
    const sid = await createUser(t, { firstName: "Sid", lastName: "Stranger" });
    const eve = await createUser(t, { firstName: "Eve", lastName: "Connection" });
    await connect(t, hana, eve);
    expectRefusal(await cal.agent.post(`/api/rooms/${id}/silenced`, { userId: dee.user.id }), 403);
    expectRefusal(await cal.agent.delete(`/api/rooms/${id}/silenced/${dee.user.id}`), 403);
    expectRefusal(await sid.agent.post(`/api/rooms/${id}/silenced`, { userId: dee.user.id }), 404);
    expectRefusal(await hana.agent.post(`/api/rooms/${id}/silenced`, { userId: hana.user.id }), 400);
    // Eve may see the room but has never come in.
    expectRefusal(await hana.agent.post(`/api/rooms/${id}/silenced`, { userId: eve.user.id }), 404);
    expectRefusal(await hana.agent.post(`/api/rooms/${id}/silenced`, { userId: 2_000_000_000 }), 404);
    for (const body of [{}, { userId: "cal" }, { userId: -1 }]) expectRefusal(await hana.agent.post(`/api/rooms/${id}/silenced`, body), 400);
    expectRefusal(await hana.agent.delete(`/api/rooms/${id}/silenced/abc`), 400);
    expectRefusal(await hana.agent.post("/api/rooms/2000000000/silenced", { userId: cal.user.id }), 404);
    expect((await room(hana, id)).silencedIds).toEqual([]);

    ok(await hana.agent.post(`/api/rooms/${id}/end`), 200);
    expectRefusal(await hana.agent.post(`/api/rooms/${id}/silenced`, { userId: cal.user.id }), 409);
  });
});
