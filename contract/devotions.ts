import { z } from "zod";
import { PassageQuery } from "./bible";
import { PublicUser } from "./users";
import { multiLine, titleText } from "./text";
import { timeZone } from "./time-zones";
import { VerseRef } from "./verse-refs";

// Devotions: a passage, a reflection and a prayer that a church's leaders write for a day, for
// the church's members.

export const MAX_DEVOTION_TITLE = 120;
export const MAX_DEVOTION_REFLECTION = 5000;
export const MAX_DEVOTION_PRAYER = 2000;

/** A calendar day, as the church reads it: 2026-04-05. */
const day = z
  .string({ error: "Date must be a day such as 2026-04-05" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be a day such as 2026-04-05")
  .refine((v) => {
    const at = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(v) && v >= "2000-01-01" && v <= "2999-12-31";
  }, "Date must be a day such as 2026-04-05");

const title = titleText(MAX_DEVOTION_TITLE);

const reflection = z
  .string({ error: "Please write the reflection" })
  .trim()
  .min(1, "Please write the reflection")
  .check(...multiLine("Reflection"))
  .max(MAX_DEVOTION_REFLECTION, `Reflection must be at most ${MAX_DEVOTION_REFLECTION} characters`);

const prayer = z
  .string({ error: "Please write the closing prayer" })
  .trim()
  .min(1, "Please write the closing prayer")
  .check(...multiLine("Prayer"))
  .max(MAX_DEVOTION_PRAYER, `Prayer must be at most ${MAX_DEVOTION_PRAYER} characters`);

/** The passage it reads, in OSIS, as the Bible reader takes it (John.3.16, Rom.8.28-Rom.8.39). */
const passage = PassageQuery.shape.ref;

export const CreateDevotionBody = z.object({ day, title, passage, reflection, prayer });
export type CreateDevotionBody = z.input<typeof CreateDevotionBody>;

/** A leader's change: only the fields sent change. */
export const UpdateDevotionBody = z
  .object({
    day: day.optional(),
    title: title.optional(),
    passage: passage.optional(),
    reflection: reflection.optional(),
    prayer: prayer.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), "Nothing to change");
export type UpdateDevotionBody = z.input<typeof UpdateDevotionBody>;

/** A page of a church's devotions: `cursor` is the day of the last one already shown. */
export const DevotionArchiveQuery = z.object({ cursor: day.optional() });

/** Today's devotions where the member is: today as the zone's calendar reads it (UTC if none is given). */
export const TodayQuery = z.object({ timeZone: timeZone.default("UTC") });

export const Devotion = z.object({
  id: z.number(),
  church: z.object({ id: z.number(), slug: z.string(), name: z.string() }),
  /** The leader who wrote it, as far as the reader is shown them. */
  author: PublicUser.nullable(),
  day: z.string(),
  title: z.string(),
  passage: z.string(),
  reflection: z.string(),
  reflectionVerses: z.array(VerseRef),
  prayer: z.string(),
  prayerVerses: z.array(VerseRef),
  /** The reader leads its church: they may change it and take it down. */
  canEdit: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type Devotion = z.infer<typeof Devotion>;
