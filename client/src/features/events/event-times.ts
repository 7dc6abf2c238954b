import type { Occurrence } from "@contract/events";
import { formatLocale } from "@/lib/i18n";

// Times are shown in the viewer's zone (the browser's), except an all-day event's dates, which
// are the same everywhere: a Christmas Eve service is on the 24th wherever it is read. Plain
// dates ("2026-12-24") are worked on as UTC midnights, so no zone can shift them.

const formats = new Map<string, Intl.DateTimeFormat>();

/** A formatter in the interface's locale, made once per set of options (building one is slow). */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = formatLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** The browser's zone, which the viewer's times are shown in. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A plain date as the instant of its UTC midnight, to format with timeZone "UTC". */
export const utcDate = (date: string): Date => new Date(`${date.slice(0, 10)}T00:00:00Z`);

/** The plain date `days` after (or before) `date`. */
export function addDays(date: string, days: number): string {
  const at = utcDate(date);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The day of the week of a plain date: 0 for Sunday to 6 for Saturday. */
export const weekdayOf = (date: string): number => utcDate(date).getUTCDay();

/** The wall-clock date and time ("2026-12-06T10:00") an instant is in a zone. */
export function wallClockIn(instant: Date, timeZone: string): string {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** Today's date where the viewer is. */
export const today = (): string => wallClockIn(new Date(), viewerTimeZone()).slice(0, 10);

/** The viewer's date an occurrence starts on (an all-day one: its own first date). */
export function firstDayOf(occurrence: Occurrence): string {
  if (occurrence.allDay) return occurrence.localStart.slice(0, 10);
  return wallClockIn(new Date(occurrence.startsAt), viewerTimeZone()).slice(0, 10);
}

/** The viewer's date an occurrence ends on: one ending at midnight ends the day before. */
export function lastDayOf(occurrence: Occurrence): string {
  const first = firstDayOf(occurrence);
  const last = occurrence.allDay
    ? occurrence.localEnd.slice(0, 10)
    : wallClockIn(new Date(Date.parse(occurrence.endsAt) - 1), viewerTimeZone()).slice(0, 10);
  if (last < first) return first;
  return last;
}

const thisYear = () => today().slice(0, 4);

/** Spanish and Portuguese write weekdays and months in lower case; a date that starts a line takes a capital. */
const capitalized = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** "Sun, Dec 6" (with the year when it is not this one), of a plain date. */
export function shortDate(date: string): string {
  const year = date.slice(0, 4) !== thisYear();
  return capitalized(
    dateFormat({ weekday: "short", month: "short", day: "numeric", ...(year && { year: "numeric" }), timeZone: "UTC" }).format(utcDate(date)),
  );
}

/** "Sunday, December 6" (and the year when it is not this one), of a plain date. */
export function longDate(date: string): string {
  const year = date.slice(0, 4) !== thisYear();
  return capitalized(
    dateFormat({ weekday: "long", month: "long", day: "numeric", ...(year && { year: "numeric" }), timeZone: "UTC" }).format(utcDate(date)),
  );
}

/** "10:00 – 11:30" in a zone; when the end falls on another day, both dates too. */
function timeRangeIn(occurrence: Occurrence, timeZone: string): string {
  const start = new Date(occurrence.startsAt);
  const end = new Date(occurrence.endsAt);
  const sameDay = wallClockIn(start, timeZone).slice(0, 10) === wallClockIn(new Date(end.getTime() - 1), timeZone).slice(0, 10);
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { hour: "numeric", minute: "2-digit", timeZone }
    : { month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone };
  return dateFormat(options).formatRange(start, end);
}

/** An occurrence's hours where the viewer is ("10:00 – 11:30"); an all-day one's is null. */
export function viewerTimes(occurrence: Occurrence): string | null {
  return occurrence.allDay ? null : timeRangeIn(occurrence, viewerTimeZone());
}

/** Its start time alone where the viewer is ("10:00"), for a crowded calendar cell. */
export function viewerStartTime(occurrence: Occurrence): string {
  return dateFormat({ hour: "numeric", minute: "2-digit", timeZone: viewerTimeZone() }).format(new Date(occurrence.startsAt));
}

/**
 * When an occurrence is, in full, where the viewer is: "Sun, Dec 6, 10:00 – 11:30"; an
 * all-day one, its dates as written: "Thu, Dec 24" or "Fri, Jun 5 – Sun, Jun 7".
 */
export function fullWhen(occurrence: Occurrence): string {
  if (occurrence.allDay) {
    const first = occurrence.localStart.slice(0, 10);
    const last = occurrence.localEnd.slice(0, 10);
    if (last <= first) return longDate(first);
    const year = first.slice(0, 4) !== thisYear() || last.slice(0, 4) !== thisYear();
    return capitalized(
      dateFormat({ weekday: "short", month: "short", day: "numeric", ...(year && { year: "numeric" }), timeZone: "UTC" }).formatRange(
        utcDate(first),
        utcDate(last),
      ),
    );
  }
  const zone = viewerTimeZone();
  const start = new Date(occurrence.startsAt);
  const year = wallClockIn(start, zone).slice(0, 4) !== thisYear();
  return capitalized(
    dateFormat({
      weekday: "short",
      month: "short",
      day: "numeric",
      ...(year && { year: "numeric" }),
      hour: "numeric",
      minute: "2-digit",
      timeZone: zone,
    }).formatRange(start, new Date(occurrence.endsAt)),
  );
}

/**
 * The occurrence's own hours where it takes place, when they read differently where the
 * viewer is ("10:00 – 11:30" and "Brasília Standard Time"); null when they read the same, or
 * for an all-day event.
 */
export function eventZoneTimes(occurrence: Occurrence): { times: string; zone: string } | null {
  if (occurrence.allDay) return null;
  const viewer = viewerTimeZone();
  const start = new Date(occurrence.startsAt);
  const end = new Date(occurrence.endsAt);
  const same =
    wallClockIn(start, viewer) === wallClockIn(start, occurrence.timeZone) && wallClockIn(end, viewer) === wallClockIn(end, occurrence.timeZone);
  if (same) return null;
  return { times: timeRangeIn(occurrence, occurrence.timeZone), zone: zoneName(occurrence.timeZone, start) };
}

/** A zone's name as people say it ("Brasília Standard Time"), at a given moment (summer or winter time). */
export function zoneName(timeZone: string, at = new Date()): string {
  const part = dateFormat({ timeZone, timeZoneName: "long" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}

/** A month's short name and a day's number, for an occurrence's date block. */
export function dateBlock(date: string): { month: string; day: string; weekday: string } {
  const at = utcDate(date);
  return {
    month: dateFormat({ month: "short", timeZone: "UTC" }).format(at),
    day: String(at.getUTCDate()),
    weekday: dateFormat({ weekday: "short", timeZone: "UTC" }).format(at),
  };
}
