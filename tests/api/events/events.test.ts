import { describe, expect, it } from "vitest";
import type { CalendarPage, EventDetail, Occurrence } from "../../../contract/events";
import { ok } from "../../helpers/access";
import { connect, createUser } from "../../helpers/factories";
import { makeEvent, occurrencePath, rsvp } from "../../helpers/events";
import { useTestApp } from "../../helpers/test-app";

const t = useTestApp({ logger: { level: "error" } });

describe("events", () => {
  it("a weekly event is written out as occurrences that keep their wall-clock time", async () => {
    const ann = await createUser(t(), { firstName: "Ann" });
    const event = await makeEvent(ann, {
      recurrence: "FREQ=WEEKLY;BYDAY=WE;COUNT=4",
      timeZone: "Europe/London",
      startsAt: "2027-03-17T19:00",
      endsAt: "2027-03-17T20:00",
    });
    expect(event).toMatchObject({
      title: "Wednesday prayer meeting",
      canManage: true,
      host: { kind: "member" },
      recurrence: "FREQ=WEEKLY;BYDAY=WE;COUNT=4",
    });
    expect(event.occurrences.map((o) => [o.localStart, o.startsAt])).toEqual([
      ["2027-03-17T19:00", "2027-03-17T19:00:00.000Z"],
      ["2027-03-24T19:00", "2027-03-24T19:00:00.000Z"],
      // London moves to summer time on 28 March: 19:00 there is 18:00 UTC.
      ["2027-03-31T19:00", "2027-03-31T18:00:00.000Z"],
      ["2027-04-07T19:00", "2027-04-07T18:00:00.000Z"],
    ]);
    const page = ok<CalendarPage>(await ann.agent.get("/api/events/calendar?from=2027-03-01&to=2027-04-01&timeZone=Europe/London"), 200);
    expect(page.occurrences).toHaveLength(3);

    const bob = await createUser(t(), { firstName: "Bob" });
    expect((await bob.agent.get(`/api/events/${event.id}`)).statusCode).toBe(404);
    await connect(t(), ann, bob);
    const seen = ok<EventDetail>(await bob.agent.get(`/api/events/${event.id}`), 200);
    expect(seen.canManage).toBe(false);
    const first = seen.occurrences[0]!;
    const answered = ok<Occurrence>(await rsvp(bob, first, "going", 1), 200);
    expect(answered).toMatchObject({ goingCount: 2, myRsvp: { answer: "going", guests: 1, waitlisted: false } });
    const ics = await bob.agent.get(`/api/events/${event.id}/event.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain("RRULE:FREQ=WEEKLY;BYDAY=WE;COUNT=4");
    expect(ok(await bob.agent.get(`${occurrencePath(first)}/attendees`), 200)).toMatchObject({ counts: { going: 1 } });
  });
});
