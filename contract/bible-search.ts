import { z } from "zod";
import { BOOK_IDS } from "./bible-books";
import { BibleTranslation, ChapterParams } from "./bible";
import { oneLine } from "./text";

/** Verses a page of Bible search results holds at most; the next page follows `nextCursor`. */
export const BIBLE_SEARCH_PAGE_SIZE = 100;
const MAX_BIBLE_SEARCH_LENGTH = 200;

const BOOK_SET = new Set<string>(BOOK_IDS);

/**
 * GET /api/bible/search?q=&translation=&cursor=: verses holding every word of `q` (a phrase in
 * quotes, its words in that order), in canonical order. `cursor` is the last verse of the page
 * before, in OSIS ("John.13.34").
 */
export const BibleSearchQuery = z.object({
  q: z
    .string({ error: (issue) => (issue.input === undefined ? "Type something to search for" : "Search text must be text") })
    .trim()
    .check(...oneLine("Search text"))
    .min(1, "Type something to search for")
    .max(MAX_BIBLE_SEARCH_LENGTH, `Search text must be at most ${MAX_BIBLE_SEARCH_LENGTH} characters`),
  translation: ChapterParams.shape.translation,
  cursor: z
    .string({ error: "Invalid cursor" })
    .regex(/^[1-3]?[A-Za-z]+\.\d{1,3}\.\d{1,3}$/, "Invalid cursor")
    .refine((cursor) => BOOK_SET.has(cursor.split(".")[0]!), "Invalid cursor")
    .optional(),
});
export type BibleSearchQuery = z.input<typeof BibleSearchQuery>;

/** The verses found in one book (on this page), and how many the book holds in all. */
const BookFound = z.object({
  book: z.object({ id: z.enum(BOOK_IDS), name: z.string() }),
  count: z.number(),
  verses: z.array(z.object({ chapter: z.number(), verse: z.number(), text: z.string() })),
});

/**
 * A page of verses found, grouped by book in canonical order (a book may go on into the next
 * page), with how many verses were found in all and the words to mark in them (lower case,
 * without accents: a verse's word is marked when it reads the same folded so).
 */
export const BibleSearchResults = z.object({
  translation: BibleTranslation.pick({ code: true, name: true, abbreviation: true }),
  total: z.number(),
  words: z.array(z.string()),
  books: z.array(BookFound),
  nextCursor: z.string().nullable(),
});
export type BibleSearchResults = z.infer<typeof BibleSearchResults>;
