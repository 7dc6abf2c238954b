// A reading plan's days are the member's own: a date is the calendar day where they are, and
// days between dates are counted on the calendar, whatever the clocks did in between.

const formats = new Map<string, Intl.DateTimeFormat>();

/** The date ("2031-01-15") it is at instant `at` in the time zone `zone`. */
export function localDate(at: number | Date, zone: string): string {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" });
    formats.set(zone, format);
  }
  return format.format(at);
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** Calendar days from `from` to `to` (negative when `to` is before). */
export const daysBetween = (from: string, to: string) => Math.round(dayNumber(to) - dayNumber(from));

/** The date `days` calendar days after `date`. */
export const addDays = (date: string, days: number) => new Date((dayNumber(date) + days) * 86_400_000).toISOString().slice(0, 10);

/** Whether "2031-02-30" and the like name a day the calendar has. */
export const isRealDate = (date: string) => !Number.isNaN(dayNumber(date)) && addDays(date, 0) === date;

const asTime = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
const asMinute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export { asMinute, asTime };
