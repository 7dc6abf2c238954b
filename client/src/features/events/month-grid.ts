import type { Occurrence } from "@contract/events";
import { formatLocale, locale } from "@/lib/i18n";
import { addDays, firstDayOf, lastDayOf, weekdayOf } from "./event-times";

type WeekInfo = { firstDay: number };
type LocaleWithWeek = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/**
 * The day a week starts on where the viewer is, 0 for Sunday or 1 for Monday: the browser's
 * own word for its locale where it has one, else Monday in Spanish and Sunday otherwise.
 */
export function firstWeekday(): number {
  try {
    const info = new Intl.Locale(formatLocale()) as LocaleWithWeek;
    const week = info.getWeekInfo?.() ?? info.weekInfo;
    if (week) return week.firstDay % 7;
  } catch {
    // An odd locale tag: the simple rule.
  }
  return locale.get() === "es" ? 1 : 0;
}

/** The first of the month a date is in. */
export const monthOf = (date: string): string => `${date.slice(0, 7)}-01`;

/** The first of the month `months` after (or before) the one given. */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split("-").map(Number);
  const index = y! * 12 + (m! - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

/** The weeks a month's grid shows, whole weeks from the one its first day is in to the one its last day is in. */
export function monthWeeks(month: string, weekStart: number): string[][] {
  const first = addDays(month, -((weekdayOf(month) - weekStart + 7) % 7));
  const last = addDays(addMonths(month, 1), -1);
  const weeks: string[][] = [];
  for (let day = first; day <= last; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(day, i)));
  }
  return weeks;
}

/** Each day's occurrences: one lasting several days is on each of them. */
export function occurrencesByDay(occurrences: Occurrence[]): Map<string, Occurrence[]> {
  const days = new Map<string, Occurrence[]>();
  for (const occurrence of occurrences) {
    const last = lastDayOf(occurrence);
    // No more than six weeks of one, whatever its dates say.
    for (let day = firstDayOf(occurrence), n = 0; day <= last && n < 42; day = addDays(day, 1), n++) {
      const list = days.get(day);
      if (list) list.push(occurrence);
      else days.set(day, [occurrence]);
    }
  }
  // All-day ones first on each day, then by start.
  for (const list of days.values()) list.sort((a, b) => Number(b.allDay) - Number(a.allDay) || a.startsAt.localeCompare(b.startsAt));
  return days;
}
