import { z } from "zod";

/** A zone the runtime knows by its IANA name (America/Sao_Paulo, Europe/London). */
function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A time zone by its IANA name, as service times, reminders and events are written in. */
export const timeZone = z.string({ error: "Time zone must be text" }).max(64, "Unknown time zone").refine(isTimeZone, "Unknown time zone");
