import { z } from "zod";
import { Id } from "./common";
import { Post } from "./posts";
import { PrayerUpdate } from "./prayer";

/** One request on my prayer list: what I committed to pray for, with its newest update. */
export const PrayerListItem = z.object({
  post: Post,
  addedAt: z.string(),
  /** When I last said "Amen" for it in "Pray now", if ever. */
  lastPrayedAt: z.string().nullable(),
  latestUpdate: PrayerUpdate.nullable(),
});
export type PrayerListItem = z.infer<typeof PrayerListItem>;

/**
 * "Pray now": the next request to pray for, with its updates, or null when there is none
 * left; `skip` names requests already passed over in this walk.
 */
export const PrayNextQuery = z.object({
  skip: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, "skip must be up to 100 ids, separated by commas")
    .transform((s) => s.split(",").map(Number))
    .optional(),
});
export const PrayNext = z.object({ post: Post.nullable(), updates: z.array(PrayerUpdate) });
export type PrayNext = z.infer<typeof PrayNext>;

export const AmenBody = z.object({ postId: Id });
export const AmenResult = z.object({ prayerCount: z.number() });

/** The daily reminder of my prayer list: on or off, at a local time of day. */
export const PrayerReminder = z.object({
  enabled: z.boolean({ error: "enabled must be true or false" }),
  time: z.string({ error: "time is required" }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, "time must be HH:MM, 24-hour"),
  timeZone: z
    .string({ error: "timeZone is required" })
    .max(64, "timeZone is too long")
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, "timeZone must be an IANA time zone, such as Europe/Lisbon"),
});
export type PrayerReminder = z.infer<typeof PrayerReminder>;
