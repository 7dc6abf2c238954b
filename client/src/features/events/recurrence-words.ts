import { count, i18n, params } from "@/lib/i18n";
import { dateFormat, utcDate, wallClockIn, weekdayOf } from "./event-times";

// A repeat rule in words, for the rules the event form makes and the common ones besides
// (every day, every week or few weeks on some days, monthly on a day or the nth weekday,
// yearly); anything else is simply "Repeats".
const messages = i18n("events/recurrence-words", {
  repeats: "Repeats",
  daily: "Every day",
  everyNDays: params<{ n: number }>("Every {n} days"),
  weekly: params<{ days: string }>("Every week on {days}"),
  everyNWeeks: params<{ n: number; days: string }>("Every {n} weeks on {days}"),
  monthlyDay: params<{ day: number }>("Every month on day {day}"),
  monthlyNth: params<{ nth: string; day: string }>("Every month on the {nth} {day}"),
  yearly: params<{ date: string }>("Every year on {date}"),
  until: params<{ rule: string; date: string }>("{rule}, until {date}"),
  times: params<{ rule: string; times: string }>("{rule}, {times}"),
  timesCount: count({ one: "once", other: "{count} times" }),
  // Ordinals before a weekday. Portuguese makes them agree with it ("na primeira segunda-feira",
  // "no primeiro domingo"): Saturday and Sunday have their own.
  nth1: "first",
  nth2: "second",
  nth3: "third",
  nth4: "fourth",
  nth5: "fifth",
  nthLast: "last",
  nth1Weekend: "first",
  nth2Weekend: "second",
  nth3Weekend: "third",
  nth4Weekend: "fourth",
  nth5Weekend: "fifth",
  nthLastWeekend: "last",
});

/** RFC 5545's two-letter weekdays, Sunday first (as Date's getUTCDay counts them). */
export const RRULE_DAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;

/** A weekday's full name, 0 for Sunday ("domingo", "segunda-feira"). */
export function weekdayName(day: number, style: "long" | "short" = "long"): string {
  // 2024-01-07 was a Sunday.
  return dateFormat({ weekday: style, timeZone: "UTC" }).format(utcDate(`2024-01-${String(7 + day).padStart(2, "0")}`));
}

/** A rule's parts by name: "FREQ=WEEKLY;BYDAY=SU" → { FREQ: "WEEKLY", BYDAY: "SU" }. */
export function ruleParts(rule: string): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of rule
    .replace(/^RRULE:/i, "")
    .toUpperCase()
    .split(";")) {
    const [name, value] = part.split("=");
    if (name && value !== undefined) parts[name] = value;
  }
  return parts;
}

/** The rule without its end (UNTIL or COUNT), to tell which of the form's choices it is. */
export const ruleWithoutEnd = (rule: string): string =>
  rule
    .toUpperCase()
    .split(";")
    .filter((part) => !/^(UNTIL|COUNT)=/.test(part))
    .join(";");

const ordinalKeys = {
  weekday: { 1: "nth1", 2: "nth2", 3: "nth3", 4: "nth4", 5: "nth5", [-1]: "nthLast" },
  weekend: { 1: "nth1Weekend", 2: "nth2Weekend", 3: "nth3Weekend", 4: "nth4Weekend", 5: "nth5Weekend", [-1]: "nthLastWeekend" },
} as const;

function listOf(items: string[]): string {
  return new Intl.ListFormat(dateFormat({}).resolvedOptions().locale, { type: "conjunction" }).format(items);
}

/** The rule's own words, without its end; null when it is not one of the common kinds. */
function describeRepeat(parts: Record<string, string>, start: string): string | null {
  const t = messages.get();
  const interval = Number(parts.INTERVAL ?? "1");
  if (!Number.isInteger(interval) || interval < 1) return null;
  const extra = Object.keys(parts).filter((name) => !["FREQ", "INTERVAL", "BYDAY", "BYMONTHDAY", "UNTIL", "COUNT", "WKST"].includes(name));
  if (extra.length > 0) return null;
  const startDay = weekdayOf(start);
  switch (parts.FREQ) {
    case "DAILY":
      if (parts.BYDAY || parts.BYMONTHDAY) return null;
      return interval === 1 ? t.daily : t.everyNDays({ n: interval });
    case "WEEKLY": {
      if (parts.BYMONTHDAY) return null;
      const codes = parts.BYDAY ? parts.BYDAY.split(",") : [RRULE_DAYS[startDay]];
      const days = codes.map((code) => RRULE_DAYS.indexOf(code as (typeof RRULE_DAYS)[number]));
      if (days.some((day) => day < 0)) return null;
      const names = listOf(days.sort((a, b) => a - b).map((day) => weekdayName(day)));
      return interval === 1 ? t.weekly({ days: names }) : t.everyNWeeks({ n: interval, days: names });
    }
    case "MONTHLY": {
      if (interval !== 1) return null;
      if (parts.BYMONTHDAY && !parts.BYDAY) {
        const day = Number(parts.BYMONTHDAY);
        return Number.isInteger(day) && day >= 1 && day <= 31 ? t.monthlyDay({ day }) : null;
      }
      if (parts.BYDAY && !parts.BYMONTHDAY) {
        const match = /^([+-]?\d)(SU|MO|TU|WE|TH|FR|SA)$/.exec(parts.BYDAY);
        if (!match) return null;
        const nth = Number(match[1]) as keyof typeof ordinalKeys.weekday;
        const day = RRULE_DAYS.indexOf(match[2] as (typeof RRULE_DAYS)[number]);
        const keys = day === 0 || day === 6 ? ordinalKeys.weekend : ordinalKeys.weekday;
        if (!(nth in keys)) return null;
        return t.monthlyNth({ nth: t[keys[nth]], day: weekdayName(day) });
      }
      if (parts.BYDAY || parts.BYMONTHDAY) return null;
      return t.monthlyDay({ day: utcDate(start).getUTCDate() });
    }
    case "YEARLY":
      if (interval !== 1 || parts.BYDAY || parts.BYMONTHDAY) return null;
      return t.yearly({ date: dateFormat({ month: "long", day: "numeric", timeZone: "UTC" }).format(utcDate(start)) });
    default:
      return null;
  }
}

/** "20270601T000000Z" (or "20270601") as the date it is in the event's zone. */
export function untilDate(until: string, timeZone: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/.exec(until);
  if (!match) return null;
  const [, y, m, d, hh, mm, ss, zulu] = match;
  const date = `${y}-${m}-${d}`;
  if (hh === undefined || !zulu) return date;
  return wallClockIn(new Date(`${date}T${hh}:${mm}:${ss}Z`), timeZone).slice(0, 10);
}

/**
 * A repeat rule in words: "Every week on Sunday", "Every month on the first Monday, until
 * June 1, 2027". `start` is the event's first date, which a rule may leave the day to.
 */
export function describeRecurrence(rule: string, start: string, timeZone: string): string {
  const t = messages.get();
  const parts = ruleParts(rule);
  const words = describeRepeat(parts, start.slice(0, 10));
  if (!words) return t.repeats;
  if (parts.UNTIL) {
    const date = untilDate(parts.UNTIL, timeZone);
    if (!date) return words;
    return t.until({ rule: words, date: dateFormat({ month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(utcDate(date)) });
  }
  const times = Number(parts.COUNT);
  if (parts.COUNT && Number.isInteger(times) && times > 0) return t.times({ rule: words, times: t.timesCount(times) });
  return words;
}

/** Keeps the describer's words loaded with the component that shows them. */
export const recurrenceMessages = messages;
