import { bcv_parser } from "bible-passage-reference-parser/esm/bcv_parser.js";
import * as english from "bible-passage-reference-parser/esm/lang/en.js";
import { describe, expect, it } from "vitest";
import { BOOKS } from "../../contract/bible-books";
import { MAX_PASSAGE_VERSES } from "../../contract/bible";
import { BUILT_IN_PLAN_KEYS } from "../../contract/reading-plan-keys";
import { READING_PLANS } from "../../bible/reading-plans";
import { biblePassage } from "../../server/services/bible/bible-library";

// Each built-in plan reads its books once, in order, every chapter whole, in the number of days
// it promises, none of them empty; every passage is one the reader shows in every text carried.

const canon = new bcv_parser(english).translation_info("kjv").chapters as Record<string, number[]>;
const ids = BOOKS.map((book) => book.id);
const between = (from: string, to: string) => ids.slice(ids.indexOf(from as never), ids.indexOf(to as never) + 1);
const chaptersOf = (books: string[]) => books.flatMap((book) => canon[book]!.map((_, i) => `${book}.${i + 1}`));

/** The chapters a passage reads whole ("Gen.1.1-Gen.3.24": Gen.1, Gen.2, Gen.3), failing on a part of one. */
function wholeChapters(passage: string): string[] {
  const [first, last] = passage.split("-") as [string, string];
  const [book, from, start] = first.split(".");
  const [lastBook, to, end] = last.split(".");
  expect(lastBook, passage).toBe(book);
  expect(start, passage).toBe("1");
  expect(Number(end), passage).toBe(canon[book!]![Number(to) - 1]);
  return Array.from({ length: Number(to) - Number(from) + 1 }, (_, i) => `${book}.${Number(from) + i}`);
}

const PLANS = {
  "bible-in-a-year": { days: 365, chapters: chaptersOf(between("Gen", "Rev")) },
  "new-testament-90-days": { days: 90, chapters: chaptersOf(between("Matt", "Rev")) },
  "gospels-30-days": { days: 30, chapters: chaptersOf(between("Matt", "John")) },
  "psalms-and-proverbs-31-days": { days: 31, chapters: [...chaptersOf(["Ps"]), ...chaptersOf(["Prov"])] },
} as const;

describe.each(Object.entries(PLANS))("the plan %s", (key, { days, chapters }) => {
  const plan = READING_PLANS[key as keyof typeof READING_PLANS];

  it("has its number of days, none empty", () => {
    expect(plan).toHaveLength(days);
    for (const [i, day] of plan.entries()) expect(day.length, `day ${i + 1}`).toBeGreaterThan(0);
  });

  it("reads every chapter of its books once, whole and in order", () => {
    const read = plan.flatMap((day) => day.flatMap(wholeChapters));
    if (key === "psalms-and-proverbs-31-days") {
      // A few psalms, then the day's chapter of Proverbs: each book in order on its own.
      expect(read.filter((c) => c.startsWith("Ps."))).toEqual(chapters.filter((c) => c.startsWith("Ps.")));
      expect(read.filter((c) => c.startsWith("Prov."))).toEqual(chapters.filter((c) => c.startsWith("Prov.")));
      for (const [i, day] of plan.entries()) expect(day.at(-1)).toBe(`Prov.${i + 1}.1-Prov.${i + 1}.${canon.Prov![i]}`);
    } else expect(read).toEqual(chapters);
  });

  it("has days of about the same length", () => {
    const verses = plan.map((day) =>
      day.flatMap(wholeChapters).reduce((sum, c) => sum + canon[c.split(".")[0]!]![Number(c.split(".")[1]) - 1]!, 0),
    );
    const average = verses.reduce((a, b) => a + b, 0) / verses.length;
    // A day is whole chapters, and one long chapter (Psalm 119) is a day of its own.
    for (const n of verses) expect(n).toBeLessThan(Math.max(average * 2.2, 180));
  });

  it("has passages the reader shows, in every text", () => {
    for (const day of plan)
      for (const passage of day)
        for (const text of ["web", "kjv", "rv1909"]) expect(biblePassage(text, passage).verses.length).toBeLessThanOrEqual(MAX_PASSAGE_VERSES);
  });
});

it("every built-in key has a plan", () => {
  expect(Object.keys(READING_PLANS).sort()).toEqual([...BUILT_IN_PLAN_KEYS].sort());
});
