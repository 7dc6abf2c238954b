import { describe, expect, it } from "vitest";
import { type Planned, checkRecurrence, floating, plan } from "../../../server/services/events/recurrence";

const until = (local: string) => floating(local);
const instants = (planned: Planned[]) => planned.map((p) => p.startsAt.toISOString());

describe("repeating events keep their wall-clock time in their own zone", () => {
  it("a weekly service in São Paulo stays at 10:00 across the changes Brazil made in 2018 and 2019", () => {
    // Summer time began on 4 November 2018 (UTC-3 to UTC-2) and ended on 17 February 2019.
    const planned = plan(
      { startsLocal: "2018-10-28T10:00:00", endsLocal: "2018-10-28T11:30:00", recurrence: "FREQ=WEEKLY;BYDAY=SU", timeZone: "America/Sao_Paulo" },
      { after: null, until: until("2019-02-24T23:59:59") },
    );
    expect(planned.at(0)).toMatchObject({ startsLocal: "2018-10-28T10:00:00", endsLocal: "2018-10-28T11:30:00" });
    expect(planned.every((p) => p.startsLocal.endsWith("T10:00:00"))).toBe(true);
    const byDay = Object.fromEntries(planned.map((p) => [p.startsLocal.slice(0, 10), p.startsAt.toISOString()]));
    expect(byDay["2018-10-28"]).toBe("2018-10-28T13:00:00.000Z");
    expect(byDay["2018-11-04"]).toBe("2018-11-04T12:00:00.000Z");
    expect(byDay["2019-02-10"]).toBe("2019-02-10T12:00:00.000Z");
    expect(byDay["2019-02-17"]).toBe("2019-02-17T13:00:00.000Z");
    expect(planned.map((p) => p.endsAt.getTime() - p.startsAt.getTime()).every((ms) => ms === 90 * 60_000)).toBe(true);
  });

  it("a weekly meeting in London moves in UTC with both changes of the year, never on its own clock", () => {
    const planned = plan(
      { startsLocal: "2027-03-24T19:00:00", endsLocal: "2027-03-24T20:00:00", recurrence: "FREQ=WEEKLY;BYDAY=WE", timeZone: "Europe/London" },
      { after: null, until: until("2027-11-03T23:59:59") },
    );
    const byDay = Object.fromEntries(planned.map((p) => [p.startsLocal.slice(0, 10), p.startsAt.toISOString()]));
    expect(byDay["2027-03-24"]).toBe("2027-03-24T19:00:00.000Z");
    expect(byDay["2027-03-31"]).toBe("2027-03-31T18:00:00.000Z");
    // Back to GMT on 31 October.
    expect(byDay["2027-10-27"]).toBe("2027-10-27T18:00:00.000Z");
    expect(byDay["2027-11-03"]).toBe("2027-11-03T19:00:00.000Z");
  });

  it("the first Monday of each month, until a date, and a repeat that never happens is refused", () => {
    const planned = plan(
      {
        startsLocal: "2027-01-04T18:00:00",
        endsLocal: "2027-01-04T19:00:00",
        recurrence: "FREQ=MONTHLY;BYDAY=1MO;UNTIL=20270601",
        timeZone: "America/New_York",
      },
      { after: null, until: until("2028-01-01T00:00:00") },
    );
    expect(planned.map((p) => p.startsLocal.slice(0, 10))).toEqual(["2027-01-04", "2027-02-01", "2027-03-01", "2027-04-05", "2027-05-03"]);
    expect(instants(planned)).toContain("2027-03-01T23:00:00.000Z");
    expect(instants(planned)).toContain("2027-04-05T22:00:00.000Z");
    expect(() => checkRecurrence("FREQ=WEEKLY;BYDAY=MO;UNTIL=20260101", "2027-01-04T18:00:00", "UTC")).toThrow(/never happens/);
    for (const bad of [
      "FREQ=HOURLY",
      "FREQ=WEEKLY;BYDAY=XX",
      "FREQ=WEEKLY;COUNT=2;UNTIL=20270101",
      "BYDAY=MO",
      "FREQ=WEEKLY;FREQ=DAILY",
      "FREQ=DAILY;BYHOUR=9",
    ])
      expect(() => checkRecurrence(bad, "2027-01-04T18:00:00", "UTC"), bad).toThrow();
  });

  it("an all-day event keeps its dates: midnight to midnight in its zone", () => {
    const [christmas] = plan(
      { startsLocal: "2027-12-25T00:00:00", endsLocal: "2027-12-26T00:00:00", recurrence: null, timeZone: "America/Sao_Paulo" },
      { after: null, until: until("2027-12-26T00:00:00") },
    );
    expect(christmas).toMatchObject({ startsLocal: "2027-12-25T00:00:00", endsLocal: "2027-12-26T00:00:00" });
    expect(christmas!.startsAt.toISOString()).toBe("2027-12-25T03:00:00.000Z");
  });

  it("goes on from where it was written out, without repeating what came before", () => {
    const schedule = { startsLocal: "2027-01-01T08:00:00", endsLocal: "2027-01-01T09:00:00", recurrence: "FREQ=DAILY", timeZone: "UTC" };
    const first = plan(schedule, { after: null, until: until("2027-01-10T23:59:59") });
    const more = plan(schedule, { after: until("2027-01-10T23:59:59"), until: until("2027-01-15T23:59:59") });
    expect(first).toHaveLength(10);
    expect(more.map((p) => p.startsLocal.slice(0, 10))).toEqual(["2027-01-11", "2027-01-12", "2027-01-13", "2027-01-14", "2027-01-15"]);
  });
});
