import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CalendarPage, EventSettings } from "../../../contract/events";
import { readCacheStats } from "../../../server/db/client";
import { churchMembers, groupMembers } from "../../../server/db/schema";
import { ok } from "../../helpers/access";
import { writeElsewhere } from "../../helpers/databases";
import { makeEvent, rsvp } from "../../helpers/events";
import { type SignedInUser, connect, createUser } from "../../helpers/factories";
import { type TestApp, useTestApp } from "../../helpers/test-app";

// A member's month and their calendar feed are answered from the process's memory while
// nothing on them changed, and never after: what the member does shows on the next page they
// load, and what anyone does elsewhere (another app process, an operator in psql) as soon as
// the database says so. Each test waits for the state it needs, never for time.

const t = useTestApp({ logger: { level: "error" } });
const MARCH = "/api/events/calendar?from=2027-03-01&to=2027-04-01&timeZone=America%2FSao_Paulo";
const ORIGIN = "http://koinonia.test";

const march = async (who: SignedInUser) => ok<CalendarPage>(await who.agent.get(MARCH), 200);
const titles = async (who: SignedInUser) => (await march(who)).occurrences.map((o) => o.title).sort();
const onMarch = { startsAt: "2027-03-10T19:00", endsAt: "2027-03-10T20:00" };
const onApril = { startsAt: "2027-04-14T19:00", endsAt: "2027-04-14T20:00" };

let slugs = 0;
/** Mia, in Pastor Paul's church and in a group, connected to Cal, each place with an event in March. */
async function calendarOfMia(app: TestApp = t()) {
  const mia = await createUser(app, { firstName: "Mia" });
  const pastor = await createUser(app, { firstName: "Paul" });
  const cal = await createUser(app, { firstName: "Cal" });
  await connect(app, mia, cal);
  const church = ok<{ id: number; slug: string }>(
    await pastor.agent.post("/api/churches", { name: "St Mark's", slug: `st-marks-cache-${++slugs}` }),
    201,
  );
  await app.db.insert(churchMembers).values({ churchId: church.id, userId: mia.user.id, role: "member" });
  const group = ok<{ id: number }>(await pastor.agent.post("/api/groups", { name: "Tuesday study", isPrivate: true }), 201);
  await app.db.insert(groupMembers).values({ groupId: group.id, userId: mia.user.id });
  const supper = await makeEvent(pastor, {
    ...onMarch,
    title: "Members' supper",
    host: { kind: "church", churchId: church.id, audience: "members" },
  });
  const study = await makeEvent(pastor, { ...onMarch, title: "Study night", host: { kind: "group", groupId: group.id } });
  const birthday = await makeEvent(cal, { ...onMarch, title: "Cal's birthday" });
  return { mia, pastor, cal, church, group, supper, study, birthday };
}

/** Asks until an answer comes from memory (the setup's own writes are first confirmed by the database). */
async function untilKept(ask: () => Promise<unknown>, app: TestApp = t()) {
  const before = readCacheStats(app.db)!.hits;
  await expect.poll(async () => (await ask()) && readCacheStats(app.db)!.hits).toBeGreaterThan(before);
}

describe("a member's month, kept in memory", () => {
  it("is answered from memory when asked again with nothing on it changed, the same as the database's", async () => {
    const { mia } = await calendarOfMia();
    const first = await march(mia);
    expect(first.occurrences.map((o) => o.title).sort()).toEqual(["Cal's birthday", "Members' supper", "Study night"]);
    await untilKept(() => march(mia));
    const hits = readCacheStats(t().db)!.hits;
    expect(await march(mia)).toEqual(first);
    expect(readCacheStats(t().db)!.hits).toBe(hits + 1);
  });

  it("shows at once what the member and their organisers do through the site", async () => {
    const { mia, pastor, church, supper } = await calendarOfMia();
    await untilKept(() => march(mia));

    ok(await rsvp(mia, supper.occurrences[0]!, "going"), 200);
    const answered = (await march(mia)).occurrences.find((o) => o.eventId === supper.id)!;
    expect(answered).toMatchObject({ myRsvp: { answer: "going" }, goingCount: 1 });

    await makeEvent(pastor, { ...onMarch, title: "Choir practice", host: { kind: "church", churchId: church.id, audience: "members" } });
    expect(await titles(mia)).toContain("Choir practice");

    const outing = await makeEvent(pastor, {
      ...onApril,
      title: "Easter outing",
      host: { kind: "church", churchId: church.id, audience: "members" },
    });
    expect(await titles(mia)).not.toContain("Easter outing");
    const moved = await pastor.agent.patch(`/api/events/${outing.id}/occurrences/${outing.occurrences[0]!.id}`, onMarch);
    ok(moved, 200);
    expect(await titles(mia)).toContain("Easter outing");

    expect((await mia.agent.post(`/api/churches/${church.slug}/leave`)).statusCode).toBe(204);
    expect(await titles(mia)).toEqual(["Cal's birthday", "Study night"]);
  });

  it("forgets a month when another process changes anything on it, as soon as the database says so", async () => {
    const { mia, cal, group, supper, study, birthday } = await calendarOfMia();
    const db = t().db;
    await untilKept(() => march(mia));

    await writeElsewhere(db, sql`update events set title = 'Supper for all' where id = ${supper.id}`);
    await expect.poll(() => titles(mia)).toContain("Supper for all");

    // Someone else's answer: the number going is on the month.
    await writeElsewhere(db, sql`update event_occurrences set going_count = 7 where event_id = ${study.id}`);
    await expect.poll(async () => (await march(mia)).occurrences.find((o) => o.eventId === study.id)?.goingCount).toBe(7);

    // An occurrence moved out of the month.
    await writeElsewhere(
      db,
      sql`update event_occurrences set starts_at = starts_at + interval '60 days', ends_at = ends_at + interval '60 days',
        starts_local = starts_local + interval '60 days', ends_local = ends_local + interval '60 days', moved = true where event_id = ${study.id}`,
    );
    await expect.poll(() => titles(mia)).toEqual(["Cal's birthday", "Supper for all"]);

    // Her connection blocks her: his own events leave her calendar.
    await writeElsewhere(db, sql`insert into blocks (blocker_id, blocked_id) values (${cal.user.id}, ${mia.user.id})`);
    await expect.poll(() => titles(mia)).toEqual(["Supper for all"]);

    // Her church taken down by a moderator.
    await writeElsewhere(db, sql`update churches set moderation = 'removed' where id = (select church_id from events where id = ${supper.id})`);
    await expect.poll(() => titles(mia)).toEqual([]);

    // And back: the group's occurrence returns to March, the block is lifted.
    await writeElsewhere(
      db,
      sql`update event_occurrences set starts_at = starts_at - interval '60 days', ends_at = ends_at - interval '60 days',
        starts_local = starts_local - interval '60 days', ends_local = ends_local - interval '60 days' where event_id = ${study.id}`,
    );
    await writeElsewhere(db, sql`delete from blocks where blocker_id = ${cal.user.id}`);
    await expect.poll(() => titles(mia)).toEqual(["Cal's birthday", "Study night"]);

    // She leaves the group, and Cal's event is deleted.
    await writeElsewhere(db, sql`delete from group_members where group_id = ${group.id} and user_id = ${mia.user.id}`);
    await writeElsewhere(db, sql`delete from events where id = ${birthday.id}`);
    await expect.poll(() => titles(mia)).toEqual([]);
  });
});

describe("a member's calendar feed, kept in memory", () => {
  const feedPath = async (who: SignedInUser) =>
    ok<EventSettings>(await who.agent.post("/api/account/calendar-feed"), 200).calendarUrl!.slice(ORIGIN.length);
  const feed = async (path: string) => {
    const res = await t().agent().get(path);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return res.body;
  };

  it("is answered from memory, and shows a change on it from anywhere", async () => {
    const { mia, pastor, church, supper } = await calendarOfMia();
    const path = await feedPath(mia);
    expect(await feed(path)).toContain("SUMMARY:Members' supper");
    await untilKept(() => feed(path));

    await makeEvent(pastor, { ...onApril, title: "Easter outing", host: { kind: "church", churchId: church.id, audience: "members" } });
    expect(await feed(path)).toContain("SUMMARY:Easter outing");

    await writeElsewhere(t().db, sql`update events set title = 'Supper for all' where id = ${supper.id}`);
    await expect.poll(() => feed(path)).toContain("SUMMARY:Supper for all");
  });

  it("stops answering at its old address at once when renewed", async () => {
    const { mia } = await calendarOfMia();
    const old = await feedPath(mia);
    await untilKept(() => feed(old));
    const renewed = await feedPath(mia);
    expect((await t().agent().get(old)).statusCode).toBe(404);
    expect(await feed(renewed)).toContain("SUMMARY:Members' supper");
  });
});

describe("a calendar feed, day by day", () => {
  let at = Date.parse("2026-12-01T12:00:00Z");
  const dated = useTestApp({ logger: { level: "error" }, now: () => at });

  it("leaves out an event over for 90 days on the day it is, though nothing else changed", async () => {
    const { mia } = await calendarOfMia(dated());
    const path = ok<EventSettings>(await mia.agent.post("/api/account/calendar-feed"), 200).calendarUrl!.slice(ORIGIN.length);
    const read = async () => (await dated().agent().get(path)).body;
    // The March events end on 10 March 2027 at 20:00 in São Paulo (23:00 UTC).
    at = Date.parse("2027-06-07T12:00:00Z");
    expect(await read()).toContain("SUMMARY:Members' supper");
    await untilKept(read, dated());
    at = Date.parse("2027-06-09T12:00:00Z");
    expect(await read()).not.toContain("SUMMARY:Members' supper");
  });
});
