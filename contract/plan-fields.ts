import { z } from "zod";
import { timeZone } from "./time-zones";

// What a member's own plans and the plans read together share: a day's number, a time of day,
// and where a plan starts.

/** A day of a plan, in a path (/days/12/read). */
export const planDay = z.coerce
  .number({ error: "day must be a number" })
  .int("day must be a whole number")
  .min(1, "day must be at least 1")
  .max(10_000, "day is past the plan's end");

export const Time = z.string({ error: "time must be HH:MM, 24-hour" }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, "time must be HH:MM, 24-hour");

const LocalDate = z.string({ error: "startOn must be a date, YYYY-MM-DD" }).regex(/^\d{4}-\d{2}-\d{2}$/, "startOn must be a date, YYYY-MM-DD");

/** Where a plan starts: on a day (today where it is read, unless chosen), in a zone (UTC unless given). */
export const planStart = {
  startOn: LocalDate.optional(),
  /** Where it is read: its days, and a reminder's time, are that zone's. */
  timeZone: timeZone.optional(),
};
