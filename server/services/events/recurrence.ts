import { TZDate } from "@date-fns/tz";
import rrule from "rrule";
import { invalid } from "../../core/errors";

// Times of events are wall-clock times in the event's zone. A repeat is worked out in those
// wall-clock times ("every Sunday at 10:00"), and only then is each occurrence placed in time
// in its zone, so that 10:00 stays 10:00 on both sides of a daylight-saving change. Wall-clock
// times travel as "floating" Dates: their UTC fields are the wall clock (rrule works so too).

// rrule ships CommonJS without named exports for Node's ESM loader.
const { RRule } = rrule;

/** A wall-clock time, "2026-12-06T10:00:00" (as a `timestamp without time zone` column reads). */
export type LocalTime = string;

/** How far ahead a repeating event's occurrences are written out; a daily task moves it on. */
export const HORIZON_DAYS = 400;
/** The most occurrences written for one event at once: a daily repeat for more than two years. */
const MAX_OCCURRENCES = 800;

const DAY_MS = 86_400_000;

export const floating = (local: LocalTime): Date => new Date(`${local.length === 10 ? `${local}T00:00:00` : local.padEnd(19, ":00")}Z`);
export const localOf = (d: Date): LocalTime => d.toISOString().slice(0, 19);

/** The instant a wall-clock time names in `zone` (a time skipped by a change moves forward, as clocks do). */
export function instantIn(local: Date, zone: string): Date {
  const at = new TZDate(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), local.getUTCHours(), local.getUTCMinutes(), 0, zone);
  return new Date(at.getTime());
}

/** The wall-clock time in `zone` at an instant, as a floating Date. */
export function wallClockIn(instant: Date, zone: string): Date {
  const at = new TZDate(instant.getTime(), zone);
  return new Date(Date.UTC(at.getFullYear(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes(), at.getSeconds()));
}

// What a repeat may say: the common parts of RFC 5545, each once, nothing finer than a day
// (an event that repeats every hour is not a gathering).
const WEEKDAY = "(?:[+-]?(?:[1-9]|[1-4]\\d|5[0-3]))?(?:MO|TU|WE|TH|FR|SA|SU)";
const SIGNED = (max: number) => `[+-]?(?:${Array.from({ length: max }, (_, i) => i + 1).join("|")})`;
const list = (item: string) => new RegExp(`^${item}(?:,${item})*$`);
const PARTS: Record<string, RegExp> = {
  FREQ: /^(?:DAILY|WEEKLY|MONTHLY|YEARLY)$/,
  INTERVAL: /^(?:[1-9]|[1-9]\d)$/,
  COUNT: /^(?:[1-9]\d{0,2})$/,
  UNTIL: /^\d{8}(?:T\d{6}Z?)?$/,
  BYDAY: list(WEEKDAY),
  BYMONTHDAY: list(SIGNED(31)),
  BYMONTH: list("(?:[1-9]|1[0-2])"),
  BYSETPOS: list(SIGNED(366)),
  WKST: /^(?:MO|TU|WE|TH|FR|SA|SU)$/,
};

/** An UNTIL that names a real day (and time): 20270230 or T250000 do not. */
function realUntil(value: string): boolean {
  const [y, m, d] = [value.slice(0, 4), value.slice(4, 6), value.slice(6, 8)].map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  const dayOk = day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
  const [h, mi, s] = [value.slice(9, 11), value.slice(11, 13), value.slice(13, 15)].map((v) => Number(v || 0)) as [number, number, number];
  return dayOk && h < 24 && mi < 60 && s < 60;
}

const REPEAT_HELP = "Repeat must be a recurrence rule, such as FREQ=WEEKLY;BYDAY=SU";

/** The rule's parts, checked: a 400 for anything it may not say. */
function partsOf(rule: string): Map<string, string> {
  const parts = new Map<string, string>();
  for (const piece of rule.split(";")) {
    const [key, value, extra] = piece.split("=");
    if (!key || value === undefined || extra !== undefined || !PARTS[key]) throw invalid(REPEAT_HELP);
    if (parts.has(key)) throw invalid(`Repeat names ${key} twice`);
    if (!PARTS[key].test(value) || (key === "UNTIL" && !realUntil(value))) throw invalid(`Repeat has a ${key} it cannot use`);
    parts.set(key, value);
  }
  if (!parts.has("FREQ")) throw invalid("Repeat must say how often (FREQ=DAILY, WEEKLY, MONTHLY or YEARLY)");
  if (parts.has("COUNT") && parts.has("UNTIL")) throw invalid("Repeat may end after a number of times or on a date, not both");
  if (parts.has("BYSETPOS") && !parts.has("BYDAY")) throw invalid("Repeat's BYSETPOS needs BYDAY");
  return parts;
}

/** UNTIL as a wall-clock time in `zone`: a date is the end of that day there; a UTC time is read in the zone. */
function untilOf(value: string, zone: string): Date {
  const date = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
  if (value.length === 8) return new Date(`${date}T23:59:59Z`);
  const time = `${value.slice(9, 11)}:${value.slice(11, 13)}:${value.slice(13, 15)}`;
  const wall = new Date(`${date}T${time}Z`);
  return value.endsWith("Z") ? wallClockIn(wall, zone) : wall;
}

/** The rule, for rrule, starting at the floating `start`. */
function ruleFrom(rule: string, start: Date, zone: string) {
  const parts = partsOf(rule);
  const until = parts.get("UNTIL");
  parts.delete("UNTIL");
  const options = RRule.parseString([...parts].map(([k, v]) => `${k}=${v}`).join(";"));
  return new RRule({ ...options, dtstart: start, until: until ? untilOf(until, zone) : null });
}

/** Checks a rule (a 400 naming what is wrong) and that it gives at least one occurrence. */
export function checkRecurrence(rule: string, start: LocalTime, zone: string): void {
  const first = ruleFrom(rule, floating(start), zone).after(new Date(floating(start).getTime() - 1), true);
  if (!first) throw invalid("This repeat never happens: check its end and its days");
}

/** One gathering as the repeat (or the single event) puts it: its wall-clock start, which names it for good. */
export type Planned = { originalStart: LocalTime; startsLocal: LocalTime; endsLocal: LocalTime; startsAt: Date; endsAt: Date };

/**
 * The occurrences of an event after `after` (a floating wall-clock time, not included; null
 * for from its first) through `until`, passing over the first `skip` of them, at most
 * MAX_OCCURRENCES: each keeps the first one's length, and is placed in time in its zone.
 */
export function plan(
  { startsLocal, endsLocal, recurrence, timeZone }: { startsLocal: LocalTime; endsLocal: LocalTime; recurrence: string | null; timeZone: string },
  { after, until, skip = 0 }: { after: Date | null; until: Date; skip?: number },
): Planned[] {
  const start = floating(startsLocal);
  const length = floating(endsLocal).getTime() - start.getTime();
  const from = after ?? new Date(start.getTime() - 1);
  const single = start > from && skip === 0 ? [start] : [];
  const starts = recurrence
    ? ruleFrom(recurrence, start, timeZone)
        .between(from, until, false, (_, i) => i < skip + MAX_OCCURRENCES)
        .slice(skip)
    : single;
  return starts.map((s) => {
    const e = new Date(s.getTime() + length);
    return {
      originalStart: localOf(s),
      startsLocal: localOf(s),
      endsLocal: localOf(e),
      startsAt: instantIn(s, timeZone),
      endsAt: instantIn(e, timeZone),
    };
  });
}

/** How far a repeating event is written out at `now`: HORIZON_DAYS ahead, in its zone's wall clock. */
export const horizonAt = (now: number, zone: string): Date => new Date(wallClockIn(new Date(now), zone).getTime() + HORIZON_DAYS * DAY_MS);

/**
 * The rule as a calendar file says it beside a DTSTART in the event's zone: an UNTIL must then
 * be in UTC, so a date or a wall-clock UNTIL becomes the instant it names there.
 */
export function calendarRule(rule: string, zone: string, allDay: boolean): string {
  const parts = partsOf(rule);
  const until = parts.get("UNTIL");
  if (until && !allDay) {
    const instant = instantIn(untilOf(until, zone), zone);
    parts.set("UNTIL", `${instant.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`);
  } else if (until && allDay) parts.set("UNTIL", until.slice(0, 8));
  return [...parts].map(([k, v]) => `${k}=${v}`).join(";");
}
