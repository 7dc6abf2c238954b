import { type APIRequestContext, expect } from "@playwright/test";

// What the events specs share: a time zone the browser is put in, dates relative to today in
// it, the words the page writes for a date, and an event made through the API.

/** The browser's zone in the events specs: times typed into the form and read back are in it. */
export const ZONE = "Europe/Lisbon";

/** Today's date in ZONE, "2026-11-29". */
export function today(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
}

/** The plain date `days` after (or before) `date`. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The 10th of the month after today's: always in the next month's grid, a week clear of its edges. */
export function tenthOfNextMonth(): string {
  const [y, m] = today().split("-").map(Number) as [number, number];
  const next = new Date(Date.UTC(y, m, 10));
  return next.toISOString().slice(0, 10);
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** A date as the calendar's headings write it: "Sunday, December 6", with the year when it is not this one. */
export function longDate(date: string, locale = "en-US"): string {
  const year = date.slice(0, 4) !== today().slice(0, 4);
  const text = new Intl.DateTimeFormat(locale, {
    weekday: "long",
    month: "long",
    day: "numeric",
    ...(year && { year: "numeric" }),
    timeZone: "UTC",
  }).format(utc(date));
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** A month's heading in the month view: "December 2026". */
export const monthTitle = (date: string, locale = "en-US") =>
  new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(utc(date));

/** A weekday's name, as a repeat's words use it ("Sunday", "domingo"). */
export const weekdayName = (date: string, locale = "en-US", style: "long" | "short" = "long") =>
  new Intl.DateTimeFormat(locale, { weekday: style, timeZone: "UTC" }).format(utc(date));

/** A month's short name ("Dec"). */
export const shortMonth = (date: string, locale = "en-US") =>
  new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" }).format(utc(date));

export interface CreatedEvent {
  id: number;
  title: string;
  occurrences: { id: number }[];
}

/**
 * A member's own event (for their connections), through the API, on `date` from `start` to
 * `end` in ZONE; `extra` adds or overrides fields (recurrence, capacity, place, description).
 */
export async function createEventThroughApi(
  api: APIRequestContext,
  {
    title,
    date,
    start = "19:30",
    end = "20:30",
    ...extra
  }: { title: string; date: string; start?: string; end?: string } & Record<string, unknown>,
): Promise<CreatedEvent> {
  const res = await api.post("/api/events", {
    data: {
      title,
      startsAt: `${date}T${start}`,
      endsAt: `${date}T${end}`,
      allDay: false,
      timeZone: ZONE,
      host: { kind: "member" },
      ...extra,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as CreatedEvent;
}
