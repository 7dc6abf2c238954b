import { TZDate } from "@date-fns/tz";
import type { VerseOfTheDay } from "../../../contract/bible-verse-of-the-day";
import { VERSES_OF_THE_DAY } from "../../../bible/verses-of-the-day";
import type { Clock } from "../../core/clock";
import type { Db } from "../../db/client";
import { eq } from "drizzle-orm";
import { prayerReminders } from "../../db/schema";
import { biblePassage } from "./bible-library";

// Every member whose calendar shows the same date reads the same verse, and the verse turns at
// their midnight, not the server's. The list has a place for each day of a leap year: a date
// has the same place every year, and February 29's is passed over when there is none.

/** How many days of a leap year come before each month's first. */
const DAYS_BEFORE_MONTH = [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335];

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** The verse of the day for the calendar date `month`/`day` (1-based), whatever the year. */
function verseOfTheDayRef(month: number, day: number): string {
  return VERSES_OF_THE_DAY[DAYS_BEFORE_MONTH[month - 1]! + day - 1]!;
}

/** The zone the member gave for their prayer reminder, if they did. */
async function reminderZone(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ timeZone: prayerReminders.timeZone }).from(prayerReminders).where(eq(prayerReminders.userId, userId));
  return row?.timeZone ?? "UTC";
}

/**
 * Today's verse for a member, in `translation`: today where they are, which is `timeZone` when
 * their device says it, else the zone they gave for their prayer reminder (the one place the site
 * keeps a member's zone), else UTC.
 */
export async function verseOfTheDay(
  db: Db,
  now: Clock,
  { viewerId, translation, timeZone }: { viewerId: number; translation: string; timeZone?: string },
): Promise<VerseOfTheDay> {
  const zone = timeZone ?? (await reminderZone(db, viewerId));
  const today = new TZDate(now(), zone);
  const month = today.getMonth() + 1;
  const day = today.getDate();
  const ref = verseOfTheDayRef(month, day);
  return { date: `${today.getFullYear()}-${twoDigits(month)}-${twoDigits(day)}`, ref, passage: biblePassage(translation, ref) };
}
