import fs from "node:fs";
import path from "node:path";
import { BOOKS, type BookId } from "../../../contract/bible-books";
import { type BibleChapter, type BiblePassage, type BibleTranslation, MAX_PASSAGE_VERSES } from "../../../contract/bible";
import { type BibleText, readBibleText } from "../../../bible/text-file";
import { DomainError, invalid, notFound } from "../../core/errors";
import { BIBLE_TEXTS_DIR } from "../../paths/project-paths";

// The translations are read from their files once, when first asked for, and kept in memory:
// a chapter or a passage is then a lookup, with no database and no disk (about 5 MB a text).

const texts = new Map<string, BibleText>();

let known: string[] | undefined;

/** The codes of the texts the site carries (one file each), listed once. */
function codes(): string[] {
  known ??= fs
    .readdirSync(BIBLE_TEXTS_DIR)
    .filter((file) => file.endsWith(".json.br"))
    .map((file) => file.slice(0, -".json.br".length))
    .sort();
  return known;
}

function textOf(code: string): BibleText {
  let text = texts.get(code);
  if (!text) {
    if (!codes().includes(code)) throw notFound("Translation not found");
    text = readBibleText(path.join(BIBLE_TEXTS_DIR, `${code}.json.br`));
    texts.set(code, text);
  }
  return text;
}

const about = ({ code, name, abbreviation, language, licence }: BibleText): BibleTranslation => ({ code, name, abbreviation, language, licence });

/** Every translation the site carries, in order of their codes. */
export function bibleTranslations(): BibleTranslation[] {
  return codes().map((code) => about(textOf(code)));
}

const BOOK_INDEX = new Map<string, number>(BOOKS.map((book, i) => [book.id, i]));

/**
 * The nearest chapter with verses before (step -1) or after (step 1) a chapter, across books: a
 * text a church imports may lack books (a New Testament alone) or chapters, which are no place to go.
 */
function nearChapter(text: BibleText, book: number, chapter: number, step: 1 | -1): { book: number; chapter: number } | undefined {
  for (let b = book, c = chapter + step; b >= 0 && b < text.books.length; ) {
    const chapters = text.books[b]!.chapters;
    if (c >= 1 && c <= chapters.length) {
      if (chapters[c - 1]!.length) return { book: b, chapter: c };
      c += step;
    } else {
      b += step;
      c = step === 1 ? 1 : (text.books[b]?.chapters.length ?? 0);
    }
  }
  return undefined;
}

/** A chapter to read, with the chapters on either side (across books). */
export function bibleChapter(code: string, bookId: BookId, chapter: number): BibleChapter {
  const text = textOf(code);
  const at = BOOK_INDEX.get(bookId)!;
  const book = text.books[at]!;
  const verses = book.chapters[chapter - 1];
  if (!verses?.length) throw notFound("Chapter not found");
  const previous = nearChapter(text, at, chapter, -1);
  const next = nearChapter(text, at, chapter, 1);
  return {
    translation: { code: text.code, name: text.name, abbreviation: text.abbreviation },
    book: { id: book.id, name: book.name },
    chapter,
    chapters: book.chapters.length,
    verses,
    previous: previous ? { book: text.books[previous.book]!.id, chapter: previous.chapter } : null,
    next: next ? { book: text.books[next.book]!.id, chapter: next.chapter } : null,
  };
}

type Point = { book: number; chapter: number; verse: number };

function point(osis: string, text: BibleText): Point {
  const [bookId, chapter, verse] = osis.split(".") as [string, string, string];
  const book = BOOK_INDEX.get(bookId);
  const found = book === undefined ? undefined : text.books[book]?.chapters[Number(chapter) - 1]?.[Number(verse) - 1];
  if (book === undefined || found === undefined) throw notFound("Passage not found");
  return { book, chapter: Number(chapter), verse: Number(verse) };
}

const before = (a: Point, b: Point) => a.book - b.book || a.chapter - b.chapter || a.verse - b.verse;

/** The verses of a passage (its OSIS: "John.3.16" or "Rom.8.28-Rom.8.39"), at most MAX_PASSAGE_VERSES. */
export function biblePassage(code: string, ref: string): BiblePassage {
  const text = textOf(code);
  const [first, last = first] = ref.split("-") as [string, string?];
  const from = point(first, text);
  const to = point(last, text);
  if (before(to, from) < 0) throw invalid("A passage must end after it starts");
  const verses: BiblePassage["verses"] = [];
  for (let at = from; before(at, to) <= 0; ) {
    const book = text.books[at.book]!;
    const words = book.chapters[at.chapter - 1]![at.verse - 1]!;
    if (verses.length === MAX_PASSAGE_VERSES) throw invalid(`A passage holds at most ${MAX_PASSAGE_VERSES} verses`);
    verses.push({ book: book.id, bookName: book.name, chapter: at.chapter, verse: at.verse, text: words });
    const chapter = book.chapters[at.chapter - 1]!;
    if (at.verse < chapter.length) at = { ...at, verse: at.verse + 1 };
    else {
      // On to the next chapter the text has (past the last, the walk is over).
      const next = nearChapter(text, at.book, at.chapter, 1);
      at = next ? { ...next, verse: 1 } : { book: text.books.length, chapter: 1, verse: 1 };
    }
  }
  return { ref, translation: { code: text.code, name: text.name, abbreviation: text.abbreviation }, verses };
}

/** The names a translation gives its books, by OSIS id: how its readers name a passage. */
export function bookNamesOf(code: string): Record<string, string> {
  return Object.fromEntries(textOf(code).books.map((book) => [book.id, book.name]));
}

/**
 * A passage a leader writes (into a devotion, a plan's day) must be one the reader can show: in
 * the Bible (checked in the World English Bible, which holds all 66 books) and not too long.
 */
export function assertPassage(passage: string) {
  try {
    biblePassage("web", passage);
  } catch (err) {
    if (err instanceof DomainError && err.refusal === "not-found") throw invalid("That passage is not in the Bible");
    throw err;
  }
}
