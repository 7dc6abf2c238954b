import { BOOKS, type BookId } from "../../contract/bible-books";

// The 66 books by the 3-letter codes USFM and USFX name them with, in the order of BOOKS.
const USFM_CODES = (
  "GEN EXO LEV NUM DEU JOS JDG RUT 1SA 2SA 1KI 2KI 1CH 2CH EZR NEH EST JOB PSA PRO ECC SNG ISA JER LAM EZK DAN HOS JOL AMO OBA JON MIC " +
  "NAM HAB ZEP HAG ZEC MAL MAT MRK LUK JHN ACT ROM 1CO 2CO GAL EPH PHP COL 1TH 2TH 1TI 2TI TIT PHM HEB JAS 1PE 2PE 1JN 2JN 3JN JUD REV"
).split(" ");

const BY_USFM = new Map<string, BookId>(USFM_CODES.map((code, i) => [code, BOOKS[i]!.id]));
const BY_OSIS = new Map<string, BookId>(BOOKS.map((book) => [book.id.toLowerCase(), book.id]));

/** The book a USFM or USFX code names ("JHN" is John), or undefined for one outside the 66 (TOB, FRT, GLO). */
export function bookOfUsfm(code: string): BookId | undefined {
  return BY_USFM.get(code.toUpperCase());
}

/** The book an OSIS id names ("John", "1Cor"), or undefined for one outside the 66 (Tob, Sir). */
export function bookOfOsis(id: string): BookId | undefined {
  return BY_OSIS.get(id.toLowerCase());
}

/** A book's name in English, for a book the file does not name. */
export function englishName(id: BookId): string {
  return BOOKS.find((book) => book.id === id)!.sword;
}
