import type { ServiceTime } from "@contract/churches";

// A service's day and time are the church's own, kept as a weekday and "HH:MM" in a named zone;
// they are written here in the reader's language through Intl, never converted to the reader's
// zone (a Sunday service at 10:00 in Lisbon is "Sunday 10:00", wherever one reads it).

const DAY_MS = 86_400_000;
/** 1 January 2023 was a Sunday: day 0, as getDay() counts. */
const A_SUNDAY = Date.UTC(2023, 0, 1);

/** "Sunday", "domingo": the weekday's name in `locale`. */
export function dayName(day: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(new Date(A_SUNDAY + day * DAY_MS));
}

/** "10:30 AM", "10:30": a time of day as `locale` writes it. */
export function timeOfDay(time: string, locale: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
    new Date(A_SUNDAY + (hours * 60 + minutes) * 60_000),
  );
}

/** "Sao Paulo" for "America/Sao_Paulo": the zone's city, as its name spells it. */
export const zoneCity = (zone: string): string => (zone.split("/").pop() ?? zone).replace(/_/g, " ");

/** "Western European Time", "hora de Europa occidental": the zone's name in `locale`, else its city. */
export function zoneName(zone: string, locale: string): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "longGeneric" }).formatToParts(new Date());
    return parts.find((part) => part.type === "timeZoneName")?.value ?? zoneCity(zone);
  } catch {
    return zoneCity(zone);
  }
}

/** Services in the week's order, Sunday first, then by time. */
export function byWeek(times: readonly ServiceTime[]): ServiceTime[] {
  return [...times].sort((a, b) => a.day - b.day || a.time.localeCompare(b.time));
}
