import { z } from "zod";
import { BiblePassage, PassageQuery } from "./bible";
import { timeZone } from "./time-zones";

/** The verse of the day to bring: in a translation, for the day it is where the member is. */
export const VerseOfTheDayQuery = z.object({
  translation: PassageQuery.shape.translation,
  /**
   * Where the member is, as their device says (an IANA name). Without it, the zone they gave for
   * their prayer reminder, or else UTC.
   */
  timeZone: timeZone.optional(),
});
export type VerseOfTheDayQuery = z.input<typeof VerseOfTheDayQuery>;

export const VerseOfTheDay = z.object({
  /** The member's date the verse is for: "2026-11-29". */
  date: z.string(),
  /** Its passage in OSIS: "John.3.16", "Ps.23.1-Ps.23.3". */
  ref: z.string(),
  passage: BiblePassage,
});
export type VerseOfTheDay = z.infer<typeof VerseOfTheDay>;
