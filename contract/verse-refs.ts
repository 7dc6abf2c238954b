import { z } from "zod";

/**
 * A Bible reference in what someone wrote, found by the server when it was written: where it
 * is in the words (UTF-16 offsets, `end` excluded) and the passage it names, in OSIS.
 */
export const VerseRef = z.object({ start: z.number(), end: z.number(), osis: z.string() });
export type VerseRef = z.infer<typeof VerseRef>;
