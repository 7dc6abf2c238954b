import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client";
import { writeOccurrences } from "../services/events/occurrences";
import { localOf, wallClockIn } from "../services/events/recurrence";

// The demo community's own gatherings, in Nashville's zone: a weekly prayer meeting, the youth
// group's Friday night, a monthly food pantry, and a one-off picnic; some of the people going.

const ZONE = "America/Chicago";
const DAY = 86_400_000;

type DemoEvent = {
  organiser: string;
  title: string;
  description: string;
  /** Days from today (in Nashville) to the first gathering, its start time and length in hours. */
  inDays: number;
  at: string;
  hours: number;
  recurrence: string | null;
  place: string;
  going: string[];
};

// biome-ignore format: one gathering per entry reads as a table
const DEMO_EVENTS: DemoEvent[] = [
  { organiser: "james", title: "Wednesday night prayer meeting", description: "An hour of prayer for our church, our city and the nations. Come as you are.", inDays: 2, at: "19:00", hours: 1, recurrence: "FREQ=WEEKLY;BYDAY=WE", place: "Grace Community Church, fellowship hall", going: ["david", "sarah", "maria", "ruth"] },
  { organiser: "daniel", title: "Youth group night", description: "Games, worship and a study in Acts. Pizza at 6:30.", inDays: 4, at: "18:30", hours: 2.5, recurrence: "FREQ=WEEKLY;BYDAY=FR", place: "Grace Community Church, youth room", going: ["joshua", "rachel"] },
  { organiser: "peter", title: "Food pantry Saturday", description: "Sorting and handing out groceries with New Hope's neighbours. Gloves provided.", inDays: 5, at: "09:00", hours: 3, recurrence: "FREQ=MONTHLY;BYDAY=1SA", place: "New Hope Fellowship, 410 Elm Street", going: ["samuel", "david"] },
  { organiser: "sarah", title: "Church family picnic", description: "Bring a dish to share and a chair. Games for the kids after lunch.", inDays: 12, at: "12:00", hours: 3, recurrence: null, place: "Centennial Park, Nashville", going: ["david", "emily", "joshua", "james", "maria"] },
];

/** Seeds the demo events, in the seed's transaction; `idOf` names the demo people by key. */
export async function seedDemoEvents(tx: Db, now: number, idOf: (key: string) => number): Promise<void> {
  const today = wallClockIn(new Date(now), ZONE);
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  for (const e of DEMO_EVENTS) {
    const [hours, minutes] = e.at.split(":").map(Number) as [number, number];
    const start = new Date(midnight + e.inDays * DAY + (hours * 60 + minutes) * 60_000);
    const end = new Date(start.getTime() + e.hours * 3_600_000);
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into events (created_by, title, description, time_zone, starts_local, ends_local, recurrence, occurrences_until, place)
        values (${idOf(e.organiser)}::int, ${e.title}, ${e.description}, ${ZONE}, ${localOf(start)}::timestamp, ${localOf(end)}::timestamp,
          ${e.recurrence}, ${localOf(end)}::timestamp, ${e.place})
        returning id`,
    );
    const id = row!.id;
    await writeOccurrences(tx, { id, startsLocal: localOf(start), endsLocal: localOf(end), recurrence: e.recurrence, timeZone: ZONE }, now);
    // The first gathering's answers: going, each with a place (no capacity).
    const people = e.going.map(idOf);
    await tx.execute(sql`insert into event_rsvps (occurrence_id, user_id, answer)
      select o.id, u, 'going' from (select id from event_occurrences where event_id = ${id}::int order by starts_at limit 1) o,
        unnest(${sql.param(people)}::int[]) u`);
    await tx.execute(sql`update event_occurrences set going_count = ${people.length}::int
      where id = (select id from event_occurrences where event_id = ${id}::int order by starts_at limit 1)`);
  }
}
