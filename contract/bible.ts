import { z } from "zod";
import { BOOK_IDS } from "./bible-books";

/** Verses one passage (a popover, a reading) brings at most. */
export const MAX_PASSAGE_VERSES = 200;

/** A translation the site carries. */
export const BibleTranslation = z.object({
  code: z.string(),
  name: z.string(),
  abbreviation: z.string(),
  /** The interface language whose readers it is for. */
  language: z.string(),
  licence: z.string(),
});
export type BibleTranslation = z.infer<typeof BibleTranslation>;

const TranslationCode = z
  .string({ error: "translation must be a translation's code, such as web" })
  .regex(/^[a-z0-9-]{2,20}$/, "translation must be a translation's code, such as web");

/** A chapter's address: /api/bible/web/John/3. */
export const ChapterParams = z.object({
  translation: TranslationCode,
  book: z.enum(BOOK_IDS, { error: "book must be a book's OSIS id, such as John or 1Cor" }),
  chapter: z.coerce
    .number({ error: "chapter must be a number" })
    .int("chapter must be a whole number")
    .min(1, "chapter must be at least 1")
    .max(150, "chapter must be at most 150"),
});
export type ChapterParams = z.input<typeof ChapterParams>;

const ChapterRef = z.object({ book: z.enum(BOOK_IDS), chapter: z.number() });

/** A chapter to read: its verses in order (verse n is `verses[n - 1]`; "" where the translation joins a verse to the one before). */
export const BibleChapter = z.object({
  translation: BibleTranslation.pick({ code: true, name: true, abbreviation: true }),
  book: z.object({ id: z.enum(BOOK_IDS), name: z.string() }),
  chapter: z.number(),
  chapters: z.number(),
  verses: z.array(z.string()),
  previous: ChapterRef.nullable(),
  next: ChapterRef.nullable(),
});
export type BibleChapter = z.infer<typeof BibleChapter>;

const BAD_REFERENCE = "ref must be a passage in OSIS, such as John.3.16 or Rom.8.28-Rom.8.39";
// Book.chapter.verse, or a range of two of them.
const OSIS_POINT = "[1-3]?[A-Za-z]+\\.\\d{1,3}\\.\\d{1,3}";

/** A passage to show (a reference's popover): its OSIS, in a translation. */
export const PassageQuery = z.object({
  ref: z.string({ error: BAD_REFERENCE }).regex(new RegExp(`^${OSIS_POINT}(-${OSIS_POINT})?$`), BAD_REFERENCE),
  translation: TranslationCode,
});
export type PassageQuery = z.input<typeof PassageQuery>;

export const BiblePassage = z.object({
  ref: z.string(),
  translation: BibleTranslation.pick({ code: true, name: true, abbreviation: true }),
  verses: z.array(z.object({ book: z.enum(BOOK_IDS), bookName: z.string(), chapter: z.number(), verse: z.number(), text: z.string() })),
});
export type BiblePassage = z.infer<typeof BiblePassage>;
