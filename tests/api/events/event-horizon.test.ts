import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { quietContext } from "../../../server/core/context";
import { queryRows } from "../../../server/db/client";
import { extendHorizons } from "../../../server/services/events/event-horizon";
import { createUser } from "../../helpers/factories";
import { makeEvent } from "../../helpers/events";
import { DAY_MS, movableClock } from "../../helpers/prayer";
import { useTestApp } from "../../helpers/test-app";

const clock = movableClock();
const t = useTestApp({ now: clock.now });

const occurrences = (eventId: number) =>
  queryRows<{ day: string; n: number }>(
    t().db,
    sql`select to_char(original_start, 'YYYY-MM-DD') as day, count(*)::int as n from event_occurrences
      where event_id = ${eventId}::int group by 1 order by 1`,
  );

describe("a repeating event with no end", () => {
  it("is written out a little over a year ahead, and on as time passes, each gathering once however many processes do it", async () => {
    clock.heldAt = Date.parse("2027-01-04T12:00:00Z");
    try {
      const ann = await createUser(t());
      const event = await makeEvent(ann, { recurrence: "FREQ=WEEKLY;BYDAY=MO", startsAt: "2027-01-04T19:00", endsAt: "2027-01-04T20:00" });
      const first = await occurrences(event.id);
      expect(first[0]!.day).toBe("2027-01-04");
      expect(first.at(-1)!.day).toBe("2028-02-07");
      // Nothing is due yet: the horizon is written more than a month ahead.
      expect(await extendHorizons(quietContext(t().db, { now: clock.now }))).toBe(0);

      clock.heldAt += 100 * DAY_MS;
      const context = quietContext(t().db, { now: clock.now });
      const added = await Promise.all([extendHorizons(context), extendHorizons(context)]);
      expect(added[0]! + added[1]!).toBeGreaterThan(10);
      const after = await occurrences(event.id);
      expect(after.every((o) => o.n === 1)).toBe(true);
      expect(after.at(-1)!.day).toBe("2028-05-15");
      expect(after).toHaveLength(first.length + added[0]! + added[1]!);
    } finally {
      clock.heldAt = null;
    }
  });

  it("keeps a gathering under way when the series' time changes: the day has one, and the rest move", async () => {
    clock.heldAt = Date.parse("2027-03-08T12:00:00Z");
    try {
      const ann = await createUser(t());
      const event = await makeEvent(ann, {
        recurrence: "FREQ=WEEKLY;COUNT=4",
        timeZone: "UTC",
        startsAt: "2027-03-01T19:00",
        endsAt: "2027-03-01T20:00",
      });
      // The second meeting has begun when its organiser moves the series to 21:00.
      clock.heldAt = Date.parse("2027-03-08T19:30:00Z");
      const patched = await ann.agent.patch(`/api/events/${event.id}`, {
        startsAt: "2027-03-01T21:00",
        endsAt: "2027-03-01T22:00",
        allDay: false,
      });
      expect(patched.statusCode, patched.body).toBe(200);
      const days = await queryRows<{ start: string }>(
        t().db,
        sql`select to_char(starts_local, 'YYYY-MM-DD HH24:MI') as start from event_occurrences where event_id = ${event.id}::int order by starts_at`,
      );
      expect(days.map((d) => d.start)).toEqual(["2027-03-01 19:00", "2027-03-08 19:00", "2027-03-15 21:00", "2027-03-22 21:00"]);
    } finally {
      clock.heldAt = null;
    }
  });
});
