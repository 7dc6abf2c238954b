import type { Occurrence } from "@contract/events";
import { formatLocale } from "@/lib/i18n";

// The events feature words an occurrence's times more fully; features do not import each other,
// so what a found event needs is here in small. A timed occurrence reads in the viewer's zone
// (the browser's); an all-day one's dates are as written, the same wherever they are read, so
// they are formatted as UTC midnights, which no zone can shift.

type When = Pick<Occurrence, "allDay" | "startsAt" | "endsAt" | "localStart" | "localEnd">;

const plainDate = (local: string) => new Date(`${local.slice(0, 10)}T00:00:00Z`);

/** Spanish and Portuguese write weekdays in lower case; the date starts a line, so takes a capital. */
const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** When an occurrence is: "Sun, Dec 6, 10:00 – 11:30 AM" where the viewer is; all day, "Thu, Dec 24" or "Fri, Jun 5 – Sun, Jun 7". */
export function occurrenceWhen(occurrence: When): string {
  const thisYear = new Date().getFullYear();
  if (occurrence.allDay) {
    const first = plainDate(occurrence.localStart);
    const last = plainDate(occurrence.localEnd);
    const year = first.getUTCFullYear() !== thisYear || last.getUTCFullYear() !== thisYear;
    const format = new Intl.DateTimeFormat(formatLocale(), {
      weekday: "short",
      month: "short",
      day: "numeric",
      ...(year && { year: "numeric" }),
      timeZone: "UTC",
    });
    return capitalized(last > first ? format.formatRange(first, last) : format.format(first));
  }
  const start = new Date(occurrence.startsAt);
  const format = new Intl.DateTimeFormat(formatLocale(), {
    weekday: "short",
    month: "short",
    day: "numeric",
    ...(start.getFullYear() !== thisYear && { year: "numeric" }),
    hour: "numeric",
    minute: "2-digit",
  });
  return capitalized(format.formatRange(start, new Date(occurrence.endsAt)));
}

/** The page of the occurrence found (the event's page, on that date). */
export const occurrenceHref = (occurrence: Pick<Occurrence, "eventId" | "id">) => `/events/${occurrence.eventId}?occurrence=${occurrence.id}`;

/** The church's or group's name the event belongs to; none for a member's own. */
export const hostName = (occurrence: Pick<Occurrence, "host">) => (occurrence.host.kind === "member" ? null : occurrence.host.name);
