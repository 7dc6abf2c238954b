import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AttendeeList, Occurrence } from "../../../contract/events";
import { quietContext } from "../../../server/core/context";
import { queryRows } from "../../../server/db/client";
import { sendDueEventReminders } from "../../../server/services/events/event-reminders";
import { expectRefusal, ok } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { type SignedInUser, createUser } from "../../helpers/factories";
import { makeEvent, occurrencePath, rsvp } from "../../helpers/events";
import { movableClock } from "../../helpers/prayer";
import { useTestApp } from "../../helpers/test-app";

const clock = movableClock();
// The app's own reminder loop stays out of the way: the tests send reminders themselves, at chosen times.
const t = useTestApp({ now: clock.now, env: { EVENT_REMINDER_EVERY_SECONDS: "86400" } });

/** A church whose pastor runs an event with `capacity` places, and `count` members. */
async function churchEvent(count: number, capacity: number | null, event: Record<string, unknown> = {}) {
  const pastor = await createUser(t(), { firstName: "Paula" });
  const slug = `ev-${Math.random().toString(36).slice(2, 10)}`;
  const church = ok<{ id: number }>(await pastor.agent.post("/api/churches", { name: "Cornerstone", slug, joinMode: "open" }), 201);
  const members: SignedInUser[] = [];
  for (let i = 0; i < count; i++) {
    const member = await createUser(t(), { firstName: `Member${i}` });
    ok(await member.agent.post(`/api/churches/${slug}/join`), 200);
    members.push(member);
  }
  const detail = await makeEvent(pastor, { host: { kind: "church", churchId: church.id, audience: "members" }, capacity, ...event });
  return { pastor, members, occurrence: detail.occurrences[0]!, slug };
}

const noticesOf = (user: SignedInUser, type: string) =>
  queryRows<{ title: string; message: string; occurrence_id: number | null }>(
    t().db,
    sql`select title, message, occurrence_id from notifications where user_id = ${user.user.id} and type = ${type} order by id`,
  );

describe("answering an event", () => {
  it("never passes its capacity when many answer at once: the rest wait, and move up in turn as places open", async () => {
    const { pastor, members, occurrence } = await churchEvent(8, 3);
    const answers = await Promise.all(members.map((m) => rsvp(m, occurrence, "going")));
    expect(answers.map((a) => a.statusCode)).toEqual(members.map(() => 200));
    const after = ok<Occurrence>(await pastor.agent.get(occurrencePath(occurrence)), 200);
    expect(after.goingCount).toBe(3);
    const going = ok<AttendeeList>(await pastor.agent.get(`${occurrencePath(occurrence)}/attendees?answer=going`), 200);
    const waiting = ok<AttendeeList>(await pastor.agent.get(`${occurrencePath(occurrence)}/attendees?answer=waitlist`), 200);
    expect(going.counts).toEqual({ going: 3, maybe: 0, no: 0, waitlist: 5 });
    expect(waiting.people).toHaveLength(5);

    // The first in line moves up when someone with a place says they cannot come, and is told.
    const leaving = members.find((m) => going.people.some((p) => p.user.id === m.user.id))!;
    const nextInLine = members.find((m) => m.user.id === waiting.people[0]!.user.id)!;
    ok(await rsvp(leaving, occurrence, "no"), 200);
    expect(ok<Occurrence>(await nextInLine.agent.get(occurrencePath(occurrence)), 200).myRsvp).toEqual({
      answer: "going",
      guests: 0,
      waitlisted: false,
    });
    expect(await noticesOf(nextInLine, "event_moved_up")).toEqual([
      {
        title: "Wednesday prayer meeting: you have a place",
        message: "A place opened up, and you are going on 2027-03-03 19:00, America/Sao_Paulo.",
        occurrence_id: occurrence.id,
      },
    ]);
    expect(ok<Occurrence>(await pastor.agent.get(occurrencePath(occurrence)), 200).goingCount).toBe(3);
  });

  it("keeps a place for guests only as far as places are left, and a larger capacity lets more in", async () => {
    const { pastor, members, occurrence } = await churchEvent(3, 4);
    const [ann, ben, cid] = members as [SignedInUser, SignedInUser, SignedInUser];
    ok(await rsvp(ann, occurrence, "going", 1), 200);
    ok(await rsvp(ben, occurrence, "going"), 200);
    const before = await databaseDigest(t().db);
    const refused = await rsvp(ann, occurrence, "going", 3);
    expectRefusal(refused, 409);
    // Three places are left for Ann and her guests (Ben has the fourth): three guests would need four.
    expect(refused.json().message).toBe("Only 3 places are left");
    expect(await databaseDigest(t().db)).toBe(before);
    // Three with Cid's two guests do not fit in the one place left: Cid waits.
    expect(ok<Occurrence>(await rsvp(cid, occurrence, "going", 2), 200).myRsvp).toMatchObject({ waitlisted: true });
    ok(await pastor.agent.patch(`/api/events/${occurrence.eventId}`, { capacity: 6 }), 200);
    expect(ok<Occurrence>(await cid.agent.get(occurrencePath(occurrence)), 200)).toMatchObject({ goingCount: 6, myRsvp: { waitlisted: false } });
  });

  it("refuses answers to a cancelled occurrence, and tells everyone who answered when it is cancelled or moved", async () => {
    const { pastor, members, occurrence } = await churchEvent(2, null, { recurrence: "FREQ=WEEKLY;COUNT=3" });
    const [ann, ben] = members as [SignedInUser, SignedInUser];
    ok(await rsvp(ann, occurrence, "going"), 200);
    ok(await rsvp(ben, occurrence, "maybe"), 200);
    ok(await pastor.agent.patch(occurrencePath(occurrence), { startsAt: "2027-03-04T19:00", endsAt: "2027-03-04T20:30" }), 200);
    ok(await pastor.agent.patch(occurrencePath(occurrence), { cancelled: true }), 200);
    expectRefusal(await rsvp(ann, occurrence, "going"), 409);
    for (const member of [ann, ben])
      expect((await noticesOf(member, "event_changed")).map((n) => n.message)).toEqual([
        "Wednesday prayer meeting has a new time: 2027-03-04 19:00, America/Sao_Paulo.",
        "Wednesday prayer meeting on 2027-03-04 19:00, America/Sao_Paulo is cancelled.",
      ]);
    // The others of the series are as they were.
    const detail = ok<{ occurrences: Occurrence[] }>(await ann.agent.get(`/api/events/${occurrence.eventId}`), 200);
    expect(detail.occurrences.map((o) => [o.localStart, o.moved, o.cancelled])).toEqual([
      ["2027-03-04T19:00", true, true],
      ["2027-03-10T19:00", false, false],
      ["2027-03-17T19:00", false, false],
    ]);
  });
});

const reminderCount = async () =>
  (await queryRows<{ n: number }>(t().db, sql`select count(*)::int as n from notifications where type = 'event_reminder'`))[0]!.n;

describe("event reminders", () => {
  const send = () => sendDueEventReminders(quietContext(t().db, { now: clock.now }));
  const at = async <T>(iso: string, work: () => Promise<T>) => {
    clock.offset = Date.parse(iso) - Date.now();
    try {
      return await work();
    } finally {
      clock.offset = 0;
    }
  };

  it("are sent once, when each member chose, however many senders run at once", async () => {
    const { members, occurrence } = await churchEvent(3, null);
    const [ann, ben, cid] = members as [SignedInUser, SignedInUser, SignedInUser];
    ok(await ann.agent.put("/api/account/event-reminder", { reminder: "day" }), 200);
    ok(await cid.agent.put("/api/account/event-reminder", { reminder: "none" }), 200);
    for (const m of members) ok(await rsvp(m, occurrence, "going"), 200);
    // The meeting is at 2027-03-03 19:00 in São Paulo: 22:00 UTC.
    expect(await at("2027-03-02T21:00:00Z", send)).toBe(0);
    // Each round, the senders between them store exactly the reminders they say they sent.
    const round = async (iso: string) => {
      const before = await reminderCount();
      const sent = await at(iso, () => Promise.all([send(), send(), send()]));
      expect(sent.reduce((a, b) => a + b, 0)).toBe((await reminderCount()) - before);
    };
    await round("2027-03-02T22:00:01Z");
    expect(await noticesOf(ann, "event_reminder")).toHaveLength(1);
    expect(await noticesOf(ben, "event_reminder")).toHaveLength(0);
    await round("2027-03-03T21:00:01Z");
    expect(await at("2027-03-03T21:30:00Z", send)).toBe(0);
    expect((await noticesOf(ann, "event_reminder")).map((n) => n.message)).toEqual([
      "Wednesday prayer meeting starts 2027-03-03 19:00, America/Sao_Paulo.",
    ]);
    expect(await noticesOf(ben, "event_reminder")).toHaveLength(1);
    expect(await noticesOf(cid, "event_reminder")).toHaveLength(0);
  });
});
