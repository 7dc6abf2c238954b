import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import type { EventDetail, EventSettings, Occurrence } from "../../../contract/events";
import { churchMembers, groupMembers } from "../../../server/db/schema";
import { expectRefusal, ok } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { type SignedInUser, connect, createUser } from "../../helpers/factories";
import { makeEvent, occurrencePath, rsvp } from "../../helpers/events";
import { useTestApp } from "../../helpers/test-app";

// Calendar files as a calendar app reads them: parsed and expanded by ical.js, the library
// Thunderbird reads calendars with. A repeating event's gatherings, worked out by the app from
// the file, fall at the very instants the site lists, across a daylight-saving change; one
// moved or cancelled is seen so by the app; an all-day event is a date. A member's private
// feed, read with no session, holds what is on their calendar and nothing they may not see,
// and stops working when they renew or revoke its address.

const t = useTestApp({ logger: { level: "error" } });
const ORIGIN = "http://koinonia.test";

let ann: SignedInUser;

beforeAll(async () => {
  ann = await createUser(t(), { firstName: "Ann" });
});

/** A calendar file as ical.js reads it. */
function parse(text: string): ICAL.Component {
  return new ICAL.Component(ICAL.parse(text));
}

type Expanded = { start: Date; end: Date; isDate: boolean; day: string; status: string | null; summary: string };

/**
 * The gatherings of one event (by UID) as a calendar app works them out: the series expanded
 * from its RRULE, each override (RECURRENCE-ID) related to it, at most `max`.
 */
function expand(calendar: ICAL.Component, uid?: string, max = 60): Expanded[] {
  const vevents = calendar.getAllSubcomponents("vevent").filter((v) => uid === undefined || v.getFirstPropertyValue("uid") === uid);
  const masters = vevents.filter((v) => !v.hasProperty("recurrence-id"));
  expect(masters, "one series in the file").toHaveLength(1);
  const event = new ICAL.Event(masters[0]!);
  for (const v of vevents) if (v !== masters[0]) event.relateException(v);
  const found: Expanded[] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next && found.length < max; next = iterator.next()) {
    const details = event.getOccurrenceDetails(next);
    found.push({
      start: details.startDate.toJSDate(),
      end: details.endDate.toJSDate(),
      isDate: details.startDate.isDate,
      // Its first day as written (a date is no instant: it is that day wherever one is).
      day: details.startDate.toString().slice(0, 10),
      status: (details.item.component.getFirstPropertyValue("status") as string | null) ?? null,
      summary: details.item.summary,
    });
  }
  return found;
}

const icsOf = async (who: SignedInUser, eventId: number) => {
  const res = await who.agent.get(`/api/events/${eventId}/event.ics`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^text\/calendar/);
  return res.body;
};

const iso = (d: Date) => d.toISOString();

describe("one event's calendar file, as ical.js reads it", () => {
  it("a weekly event in London: ical.js finds each gathering at the instant the site lists, across the change to summer time", async () => {
    const event = await makeEvent(ann, {
      title: "Thursday evensong",
      timeZone: "Europe/London",
      startsAt: "2027-03-11T18:30",
      endsAt: "2027-03-11T19:15",
      recurrence: "FREQ=WEEKLY;BYDAY=TH;COUNT=6",
    });
    const listed = event.occurrences.map((o) => [o.startsAt, o.endsAt]);
    // Clocks go forward on 28 March 2027: 18:30 in London is 18:30 UTC before, 17:30 UTC after.
    expect(listed).toEqual([
      ["2027-03-11T18:30:00.000Z", "2027-03-11T19:15:00.000Z"],
      ["2027-03-18T18:30:00.000Z", "2027-03-18T19:15:00.000Z"],
      ["2027-03-25T18:30:00.000Z", "2027-03-25T19:15:00.000Z"],
      ["2027-04-01T17:30:00.000Z", "2027-04-01T18:15:00.000Z"],
      ["2027-04-08T17:30:00.000Z", "2027-04-08T18:15:00.000Z"],
      ["2027-04-15T17:30:00.000Z", "2027-04-15T18:15:00.000Z"],
    ]);

    const calendar = parse(await icsOf(ann, event.id));
    const seen = expand(calendar);
    expect(seen.map((o) => [iso(o.start), iso(o.end)])).toEqual(listed);
    expect(seen.every((o) => o.summary === "Thursday evensong" && o.status === "CONFIRMED")).toBe(true);
    // The file names the zone and carries its rules, rather than fixing UTC times.
    const dtstart = calendar.getFirstSubcomponent("vevent")!.getFirstProperty("dtstart")!;
    expect(dtstart.getParameter("tzid")).toBe("Europe/London");
    expect(calendar.getAllSubcomponents("vtimezone").map((z) => z.getFirstPropertyValue("tzid"))).toContain("Europe/London");
  });

  it("a fortnightly event in New York, whose clocks change on another day than London's: ical.js and the site agree", async () => {
    const event = await makeEvent(ann, {
      title: "Midweek fellowship",
      timeZone: "America/New_York",
      startsAt: "2027-02-28T20:00",
      endsAt: "2027-02-28T21:00",
      recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,WE;COUNT=8",
    });
    // Every other week (weeks begin on Monday), Sunday and Wednesday. New York moves to summer time on
    // 14 March 2027: 20:00 there is 01:00 UTC the next day before, 00:00 after.
    expect(event.occurrences.slice(0, 4).map((o) => o.startsAt)).toEqual([
      "2027-03-01T01:00:00.000Z",
      "2027-03-11T01:00:00.000Z",
      "2027-03-15T00:00:00.000Z",
      "2027-03-25T00:00:00.000Z",
    ]);
    const seen = expand(parse(await icsOf(ann, event.id)));
    expect(seen.map((o) => [iso(o.start), iso(o.end)])).toEqual(event.occurrences.map((o) => [o.startsAt, o.endsAt]));
  });

  it("a repeat that ends on a date: ical.js stops on the same day as the site, that day included", async () => {
    for (const [allDay, startsAt, endsAt] of [
      [false, "2027-03-17T19:00", "2027-03-17T20:00"],
      [true, "2027-03-17", "2027-03-17"],
    ] as const) {
      const event = await makeEvent(ann, {
        title: "Lent course",
        allDay,
        timeZone: "Europe/London",
        startsAt,
        endsAt,
        recurrence: "FREQ=WEEKLY;UNTIL=20270407",
      });
      expect(event.occurrences.map((o) => o.localStart.slice(0, 10))).toEqual(["2027-03-17", "2027-03-24", "2027-03-31", "2027-04-07"]);
      const seen = expand(parse(await icsOf(ann, event.id)));
      if (allDay) expect(seen.map((o) => [o.isDate, o.day])).toEqual(event.occurrences.map((o) => [true, o.localStart]));
      else expect(seen.map((o) => iso(o.start))).toEqual(event.occurrences.map((o) => o.startsAt));
    }
  });

  it("in zones whose rules changed in recent years (Brazil and Mexico keep no summer time now): ical.js and the site agree", async () => {
    const disagree: Record<string, string[]> = {};
    for (const [zone, startsAt, endsAt] of [
      ["America/Sao_Paulo", "2027-01-03T09:00", "2027-01-03T10:30"],
      ["America/Mexico_City", "2027-04-04T09:00", "2027-04-04T10:30"],
    ] as const) {
      const event = await makeEvent(ann, {
        title: `Sunday service in ${zone}`,
        timeZone: zone,
        startsAt,
        endsAt,
        recurrence: "FREQ=MONTHLY;BYDAY=1SU;COUNT=8",
      });
      const listed = event.occurrences.map((o) => o.startsAt);
      expect(listed).toHaveLength(8);
      const seen = expand(parse(await icsOf(ann, event.id))).map((o) => iso(o.start));
      const wrong = listed.flatMap((at, i) => (seen[i] === at ? [] : [`site ${at}, ical.js ${seen[i]}`]));
      if (wrong.length) disagree[zone] = wrong;
    }
    // The files' zones follow today's rules: Brazil without summer time since 2019, Mexico since 2022.
    expect(disagree).toEqual({});
  });

  it("an occurrence moved and another cancelled: ical.js sees the new time and the cancellation, and the others as they were", async () => {
    const event = await makeEvent(ann, {
      title: "Choir practice",
      timeZone: "Europe/London",
      startsAt: "2027-03-17T19:00",
      endsAt: "2027-03-17T20:00",
      recurrence: "FREQ=WEEKLY;BYDAY=WE;COUNT=4",
    });
    const [, second, third] = event.occurrences as [Occurrence, Occurrence, Occurrence, Occurrence];
    // The second moves to the next day, later and longer; the third, the first after the clocks change, is called off.
    const moved = ok<Occurrence>(
      await ann.agent.request("PATCH", occurrencePath(second), { startsAt: "2027-03-25T20:00", endsAt: "2027-03-25T21:15" }),
      200,
    );
    expect(moved).toMatchObject({ moved: true, cancelled: false, startsAt: "2027-03-25T20:00:00.000Z", endsAt: "2027-03-25T21:15:00.000Z" });
    expect(ok<Occurrence>(await ann.agent.request("PATCH", occurrencePath(third), { cancelled: true }), 200)).toMatchObject({ cancelled: true });

    const page = ok<EventDetail>(await ann.agent.get(`/api/events/${event.id}`), 200);
    const text = await icsOf(ann, event.id);
    const calendar = parse(text);
    expect(calendar.getAllSubcomponents("vevent").filter((v) => v.hasProperty("recurrence-id"))).toHaveLength(2);
    const seen = expand(calendar);
    expect(seen.map((o) => [iso(o.start), iso(o.end), o.status])).toEqual(
      page.occurrences.map((o) => [o.startsAt, o.endsAt, o.cancelled ? "CANCELLED" : "CONFIRMED"]),
    );
    expect(seen.map((o) => o.status)).toEqual(["CONFIRMED", "CONFIRMED", "CANCELLED", "CONFIRMED"]);
    expect(iso(seen[1]!.start)).toBe("2027-03-25T20:00:00.000Z");
    expect(iso(seen[3]!.start)).toBe("2027-04-07T18:00:00.000Z");
  });

  it("a repeating event given a new time: its gatherings already passed keep their time in the file, as on the site", async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const first = day(-28);
    const event = await makeEvent(ann, {
      title: "Bible study",
      timeZone: "Asia/Tokyo",
      startsAt: `${first}T19:00`,
      endsAt: `${first}T20:00`,
      recurrence: "FREQ=WEEKLY;COUNT=8",
    });
    ok(await ann.agent.request("PATCH", `/api/events/${event.id}`, { startsAt: `${first}T21:00`, endsAt: `${first}T22:00`, allDay: false }), 200);
    const listed = ok<{ occurrences: Occurrence[] }>(
      await ann.agent.get(`/api/events/calendar?from=${day(-35)}&to=${day(40)}&timeZone=Asia/Tokyo`),
      200,
    ).occurrences.filter((o) => o.eventId === event.id);
    expect(listed).toHaveLength(8);
    // The site: those passed at 19:00, those to come at 21:00.
    expect(listed.some((o) => o.localStart.endsWith("T19:00"))).toBe(true);
    expect(listed.some((o) => o.localStart.endsWith("T21:00"))).toBe(true);
    const seen = expand(parse(await icsOf(ann, event.id)));
    // Gatherings from before a change of time keep their times in the file, as on the site.
    expect(seen.map((o) => iso(o.start))).toEqual(listed.map((o) => o.startsAt));
  });

  it("an all-day event is written with dates (VALUE=DATE), its last day included", async () => {
    const event = await makeEvent(ann, {
      title: "Christmas retreat",
      allDay: true,
      startsAt: "2027-12-24",
      endsAt: "2027-12-26",
      timeZone: "Europe/London",
    });
    expect(event).toMatchObject({ allDay: true, startsAt: "2027-12-24", endsAt: "2027-12-26" });
    const text = await icsOf(ann, event.id);
    const unfolded = text.replace(/\r\n[ \t]/g, "");
    expect(unfolded).toMatch(/^DTSTART;VALUE=DATE:20271224\r?$/m);
    // The end of a span of dates is the day after its last (RFC 5545).
    expect(unfolded).toMatch(/^DTEND;VALUE=DATE:20271227\r?$/m);
    const vevent = parse(text).getFirstSubcomponent("vevent")!;
    const read = new ICAL.Event(vevent);
    expect(read.startDate.isDate).toBe(true);
    expect(read.startDate.toString()).toBe("2027-12-24");
    expect(read.endDate.toString()).toBe("2027-12-27");
  });

  it("a monthly all-day event with one day cancelled: ical.js sees that day cancelled and the others on, all as dates", async () => {
    const event = await makeEvent(ann, {
      title: "Day of prayer",
      allDay: true,
      startsAt: "2027-01-06",
      endsAt: "2027-01-06",
      timeZone: "Europe/London",
      recurrence: "FREQ=MONTHLY;BYMONTHDAY=6;COUNT=3",
    });
    expect(event.occurrences.map((o) => o.localStart)).toEqual(["2027-01-06", "2027-02-06", "2027-03-06"]);
    ok(await ann.agent.request("PATCH", occurrencePath(event.occurrences[1]!), { cancelled: true }), 200);
    const text = await icsOf(ann, event.id);
    const unfolded = text.replace(/\r\n[ \t]/g, "");
    const seen = expand(parse(text));
    // An all-day series names its days as dates, its overrides too, so apps match them.
    expect({
      recurrenceIds: unfolded.match(/^RECURRENCE-ID[^\r\n]*/gm),
      days: seen.map((o) => [o.isDate, o.day, o.status]),
    }).toEqual({
      recurrenceIds: ["RECURRENCE-ID;VALUE=DATE:20270206"],
      days: [
        [true, "2027-01-06", "CONFIRMED"],
        [true, "2027-02-06", "CANCELLED"],
        [true, "2027-03-06", "CONFIRMED"],
      ],
    });
  });

  it("a cancelled event's file says so", async () => {
    const event = await makeEvent(ann, { title: "Quiet day" });
    ok(await ann.agent.post(`/api/events/${event.id}/cancel`), 200);
    const [only] = expand(parse(await icsOf(ann, event.id)));
    expect(only).toMatchObject({ status: "CANCELLED", summary: "Quiet day" });
  });
});

describe("a member's private calendar feed", () => {
  let mia: SignedInUser;
  let titles: { shown: string[]; hidden: string[] };

  beforeAll(async () => {
    mia = await createUser(t(), { firstName: "Mia" });
    const pastor = await createUser(t(), { firstName: "Paul" });
    const stranger = await createUser(t(), { firstName: "Stan" });
    const friend = await createUser(t(), { firstName: "Cal" });
    const exFriend = await createUser(t(), { firstName: "Dora" });
    await connect(t(), mia, friend);
    await connect(t(), mia, exFriend);

    // Her church, and a church she does not belong to.
    const hers = ok<{ id: number }>(await pastor.agent.post("/api/churches", { name: "St Mark's", slug: "st-marks-feed" }), 201);
    await t().db.insert(churchMembers).values({ churchId: hers.id, userId: mia.user.id, role: "member" });
    const other = ok<{ id: number }>(await stranger.agent.post("/api/churches", { name: "St Luke's", slug: "st-lukes-feed" }), 201);
    // Her group, and a private group she is not in.
    const group = ok<{ id: number }>(await pastor.agent.post("/api/groups", { name: "Tuesday study", isPrivate: true }), 201);
    await t().db.insert(groupMembers).values({ groupId: group.id, userId: mia.user.id });
    const closed = ok<{ id: number }>(await stranger.agent.post("/api/groups", { name: "Elders only", isPrivate: true }), 201);

    const when = { startsAt: "2027-02-10T19:00", endsAt: "2027-02-10T20:00", timeZone: "Europe/London" };
    await makeEvent(pastor, { ...when, title: "Members' supper", host: { kind: "church", churchId: hers.id, audience: "members" } });
    await makeEvent(pastor, { ...when, title: "Study night", host: { kind: "group", groupId: group.id } });
    await makeEvent(friend, { ...when, title: "Cal's birthday" });
    const answered = await makeEvent(stranger, {
      ...when,
      title: "Open carol service",
      host: { kind: "church", churchId: other.id, audience: "public" },
    });
    ok(await rsvp(mia, answered.occurrences[0]!, "going"), 200);
    // Hers to see, but not hers: she neither belongs to it nor answered it.
    await makeEvent(stranger, { ...when, title: "St Luke's fair", host: { kind: "church", churchId: other.id, audience: "public" } });
    // Not hers to see.
    await makeEvent(stranger, {
      ...when,
      title: "St Luke's members' meeting",
      host: { kind: "church", churchId: other.id, audience: "members" },
    });
    await makeEvent(stranger, { ...when, title: "Elders' retreat", host: { kind: "group", groupId: closed.id } });
    await makeEvent(stranger, { ...when, title: "Stan's own party" });
    // Answered while she could see it; the organiser has blocked her since.
    const picnic = await makeEvent(exFriend, { ...when, title: "Dora's picnic" });
    ok(await rsvp(mia, picnic.occurrences[0]!, "going"), 200);
    ok(await exFriend.agent.post(`/api/users/${mia.user.id}/block`), 200);

    titles = {
      shown: ["Cal's birthday", "Members' supper", "Open carol service", "Study night"],
      hidden: ["Dora's picnic", "Elders' retreat", "St Luke's fair", "St Luke's members' meeting", "Stan's own party"],
    };
  });

  const pathOf = (calendarUrl: string | null) => {
    expect(calendarUrl).toMatch(/^http:\/\/koinonia\.test\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    return calendarUrl!.slice(ORIGIN.length);
  };
  const summaries = (text: string) =>
    [
      ...new Set(
        parse(text)
          .getAllSubcomponents("vevent")
          .map((v) => v.getFirstPropertyValue("summary") as string),
      ),
    ].sort();

  it("has no address until the member asks for one", async () => {
    expect(ok<EventSettings>(await mia.agent.get("/api/account/event-settings"), 200)).toEqual({ reminder: "hour", calendarUrl: null });
  });

  it("is read with no session, by its address alone: what is on the member's calendar and theirs to see, and nothing else", async () => {
    const settings = ok<EventSettings>(await mia.agent.post("/api/account/calendar-feed"), 200);
    const path = pathOf(settings.calendarUrl);
    expect(ok<EventSettings>(await mia.agent.get("/api/account/event-settings"), 200).calendarUrl).toBe(settings.calendarUrl);

    const res = await t().agent().get(path);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/calendar/);
    expect(res.headers["cache-control"]).toMatch(/private/);
    const shown = summaries(res.body);
    expect(shown).toEqual(titles.shown);
    for (const title of titles.hidden) expect(res.body, title).not.toContain(title);
    // Each event ical.js finds in it is one it can expand.
    const calendar = parse(res.body);
    for (const vevent of calendar.getAllSubcomponents("vevent")) {
      const [first] = expand(calendar, vevent.getFirstPropertyValue("uid") as string, 1);
      expect(iso(first!.start)).toBe("2027-02-10T19:00:00.000Z");
    }
  });

  it("a new address replaces the old, which stops working at once", async () => {
    const before = pathOf(ok<EventSettings>(await mia.agent.get("/api/account/event-settings"), 200).calendarUrl);
    const renewed = pathOf(ok<EventSettings>(await mia.agent.post("/api/account/calendar-feed"), 200).calendarUrl);
    expect(renewed).not.toBe(before);
    expectRefusal(await t().agent().get(before), 404, "the old address");
    const res = await t().agent().get(renewed);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(summaries(res.body)).toEqual(titles.shown);
  });

  it("once revoked, the address is a 404 and the member has none", async () => {
    const path = pathOf(ok<EventSettings>(await mia.agent.get("/api/account/event-settings"), 200).calendarUrl);
    const settings = ok<EventSettings>(await mia.agent.delete("/api/account/calendar-feed"), 200);
    expect(settings).toEqual({ reminder: "hour", calendarUrl: null });
    expectRefusal(await t().agent().get(path), 404, "a revoked address");
    expect(ok<EventSettings>(await mia.agent.get("/api/account/event-settings"), 200).calendarUrl).toBeNull();
  });

  it.each([
    ["too short", "/api/calendar/abc.ics", 400],
    ["without .ics", `/api/calendar/${"A".repeat(32)}`, 400],
    ["with characters a token never has", `/api/calendar/${"A".repeat(31)}%2F.ics`, 400],
    ["one dot too many", `/api/calendar/..${"A".repeat(30)}.ics`, 400],
    ["well formed, but nobody's", `/api/calendar/${"A".repeat(32)}.ics`, 404],
  ])("an address %s is refused", async (_name, path, status) => {
    const res = await t().agent().get(path);
    expectRefusal(res, status, path);
    if (status === 400) expect(res.json().message).toBe("This calendar address is not valid");
  });

  it("only its member makes, renews or revokes an address: a visitor gets 401 and nothing changes", async () => {
    const visitor = t().agent();
    for (const [method, url] of [
      ["GET", "/api/account/event-settings"],
      ["POST", "/api/account/calendar-feed"],
      ["DELETE", "/api/account/calendar-feed"],
    ] as const) {
      const before = await databaseDigest(t().db);
      expectRefusal(await visitor.request(method, url), 401, `${method} ${url}`);
      expect(await databaseDigest(t().db)).toBe(before);
    }
  });
});

describe("a member's reminder of events", () => {
  it("is an hour before unless they choose otherwise, and their choice is kept", async () => {
    const bea = await createUser(t(), { firstName: "Bea" });
    expect(ok<EventSettings>(await bea.agent.get("/api/account/event-settings"), 200)).toEqual({ reminder: "hour", calendarUrl: null });
    expect(ok<EventSettings>(await bea.agent.put("/api/account/event-reminder", { reminder: "day" }), 200)).toEqual({
      reminder: "day",
      calendarUrl: null,
    });
    expect(ok<EventSettings>(await bea.agent.get("/api/account/event-settings"), 200)).toEqual({ reminder: "day", calendarUrl: null });
    // The choice and the feed are kept apart: making an address keeps the reminder.
    const withFeed = ok<EventSettings>(await bea.agent.post("/api/account/calendar-feed"), 200);
    expect(withFeed.reminder).toBe("day");
    expect(ok<EventSettings>(await bea.agent.put("/api/account/event-reminder", { reminder: "none" }), 200)).toEqual({
      reminder: "none",
      calendarUrl: withFeed.calendarUrl,
    });
  });

  it.each([[{ reminder: "week" }], [{ reminder: null }], [{}], [{ reminder: "DAY" }]])(
    "a reminder of %j is refused and changes nothing",
    async (body) => {
      const cy = await createUser(t(), { firstName: "Cy" });
      ok(await cy.agent.put("/api/account/event-reminder", { reminder: "day" }), 200);
      const before = await databaseDigest(t().db);
      const res = await cy.agent.put("/api/account/event-reminder", body);
      expectRefusal(res, 400);
      expect(res.json().message).toBe("Reminder must be 'day', 'hour' or 'none'");
      expect(await databaseDigest(t().db)).toBe(before);
      expect(ok<EventSettings>(await cy.agent.get("/api/account/event-settings"), 200).reminder).toBe("day");
    },
  );

  it("a visitor may not set one", async () => {
    expectRefusal(await t().agent().put("/api/account/event-reminder", { reminder: "day" }), 401);
  });
});
