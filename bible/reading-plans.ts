import { bcv_parser } from "bible-passage-reference-parser/esm/bcv_parser.js";
import * as english from "bible-passage-reference-parser/esm/lang/en.js";
import { BOOKS, type BookId } from "../contract/bible-books";
import { MAX_PASSAGE_VERSES } from "../contract/bible";
import type { BuiltInPlanKey } from "../contract/reading-plan-keys";

// The built-in reading plans, worked out once when this module loads (a few thousand numbers).
// Each day holds whole chapters, as many as make the days about even in verses, and never none;
// a day's chapters of one book are one passage, cut where it would pass what `biblePassage`
// shows at once. Verse counts are the King James versification every text the site ships keeps.

/** A day's readings: passages in OSIS, such as "Gen.1.1-Gen.3.24". */
export type PlanDay = readonly string[];

type Chapter = { book: BookId; chapter: number; verses: number };

const VERSES = new bcv_parser(english).translation_info("kjv").chapters as Record<string, number[]>;

function chaptersOf(books: readonly BookId[]): Chapter[] {
  return books.flatMap((book) => VERSES[book]!.map((verses, i) => ({ book, chapter: i + 1, verses })));
}

/** Splits chapters in order into `days` runs of about the same number of verses, none empty. */
function splitEvenly(chapters: Chapter[], days: number): Chapter[][] {
  const total = chapters.reduce((sum, c) => sum + c.verses, 0);
  const runs: Chapter[][] = [];
  let at = 0;
  let read = 0;
  for (let day = 0; day < days; day++) {
    const run: Chapter[] = [];
    const target = (total * (day + 1)) / days;
    const last = day === days - 1;
    // A chapter joins the day while its middle falls before the day's share ends, as long as
    // every day after still has a chapter left for it.
    while (at < chapters.length - (days - day - 1)) {
      const next = chapters[at]!;
      if (!last && run.length > 0 && read + next.verses / 2 > target) break;
      run.push(next);
      read += next.verses;
      at++;
    }
    runs.push(run);
  }
  return runs;
}

/** A day's chapters as passages: one a run of chapters of one book, cut before it passes MAX_PASSAGE_VERSES. */
function passagesOf(run: Chapter[]): string[] {
  const passages: string[] = [];
  let first: Chapter | undefined;
  let last: Chapter | undefined;
  let verses = 0;
  const close = () => {
    if (first && last) passages.push(`${first.book}.${first.chapter}.1-${last.book}.${last.chapter}.${last.verses}`);
  };
  for (const chapter of run) {
    if (!first || chapter.book !== first.book || verses + chapter.verses > MAX_PASSAGE_VERSES) {
      close();
      first = chapter;
      verses = 0;
    }
    last = chapter;
    verses += chapter.verses;
  }
  close();
  return passages;
}

const ids = (from: BookId, to: BookId): BookId[] => {
  const all = BOOKS.map((book) => book.id);
  return all.slice(all.indexOf(from), all.indexOf(to) + 1);
};

const plan = (books: BookId[], days: number): PlanDay[] => splitEvenly(chaptersOf(books), days).map(passagesOf);

/** A psalm or few each day, then one chapter of Proverbs (31 of them: one a day for a month). */
function psalmsAndProverbs(): PlanDay[] {
  const psalms = splitEvenly(chaptersOf(["Ps"]), 31);
  return psalms.map((run, day) => [...passagesOf(run), ...passagesOf([{ book: "Prov", chapter: day + 1, verses: VERSES.Prov![day]! }])]);
}

export const READING_PLANS: Readonly<Record<BuiltInPlanKey, readonly PlanDay[]>> = {
  "bible-in-a-year": plan(ids("Gen", "Rev"), 365),
  "new-testament-90-days": plan(ids("Matt", "Rev"), 90),
  "psalms-and-proverbs-31-days": psalmsAndProverbs(),
  "gospels-30-days": plan(ids("Matt", "John"), 30),
};
