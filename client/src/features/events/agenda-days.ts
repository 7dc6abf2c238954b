import type { Occurrence } from "@contract/events";
import { addDays, firstDayOf } from "./event-times";

/** Occurrences by the viewer's day they start on, the days in order (the list comes by start already). */
export function byDay(occurrences: Occurrence[]): { day: string; occurrences: Occurrence[] }[] {
  const days = new Map<string, Occurrence[]>();
  for (const occurrence of occurrences) {
    const day = firstDayOf(occurrence);
    const list = days.get(day);
    if (list) list.push(occurrence);
    else days.set(day, [occurrence]);
  }
  return [...days].map(([day, list]) => ({ day, occurrences: list }));
}

/** Whether a day is today or tomorrow where the viewer is, to say so rather than its date. */
export function nearDay(day: string, today: string): "today" | "tomorrow" | null {
  if (day === today) return "today";
  if (day === addDays(today, 1)) return "tomorrow";
  return null;
}
