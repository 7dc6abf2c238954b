import { formatLocale } from "@/lib/i18n";

// Times are written in the interface's locale (12 or 24 hours as its people write them).
const formats = new Map<string, Intl.DateTimeFormat>();

/** A formatter for the options, made once per locale (building one is slow). */
function format(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = formatLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formats.set(key, made);
  }
  return made;
}

const TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };

/** The day a date falls on where the reader is, as "2026-05-04", to tell one day from the next. */
export const localDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/** The time a message was sent, as its bubble shows it: "9:41 AM". */
export const messageTime = (date: string): string => format(TIME).format(new Date(date));

/** The full date and time, for a tooltip and for screen readers. */
export const fullMessageTime = (date: string): string => format({ dateStyle: "full", timeStyle: "short" }).format(new Date(date));

/** A day's heading among the messages: "Monday, May 4" (with the year when it is not this one). */
export function dayHeading(date: string): string {
  const at = new Date(date);
  const thisYear = at.getFullYear() === new Date().getFullYear();
  return format({ weekday: "long", month: "long", day: "numeric", ...(thisYear ? {} : { year: "numeric" }) }).format(at);
}

/** When a conversation last moved, as the list shows it: the time today, the weekday this week, else the date. */
export function listTime(date: string): string {
  const at = new Date(date);
  const now = new Date();
  if (localDay(at) === localDay(now)) return format(TIME).format(at);
  const days = (now.getTime() - at.getTime()) / 86_400_000;
  if (days < 6) return format({ weekday: "short" }).format(at);
  return format({ month: "short", day: "numeric", ...(at.getFullYear() === now.getFullYear() ? {} : { year: "numeric" }) }).format(at);
}
