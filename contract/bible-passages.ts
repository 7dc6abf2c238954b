// Kept apart from the wire schemas (zod): the plan pages and the server's day discussions name
// passages with it, and neither needs the schema library for that.

import type { Language } from "./languages";

/**
 * The text each interface language opens on until the reader picks another. Portuguese readers
 * get the World English Bible until a Portuguese text is carried.
 */
export const TRANSLATION_BY_LANGUAGE: Readonly<Record<Language, string>> = { en: "web", es: "rv1909", pt: "web" };

/** Book names by OSIS id ("Gen", "1Cor"), in whatever language the reader reads. */
export type BookNames = Readonly<Record<string, string>>;

/**
 * A passage in OSIS ("Gen.1.1-Gen.3.24") as readers name it: whole chapters as "Genesis 1–3",
 * anything else with its verses ("John 3:16–4:2"), the book as `names` calls it. Without verse
 * counts, a range from a chapter's first verse is taken for whole chapters only when the plan
 * it comes from reads whole chapters (`wholeChapters`); else it keeps its verses ("John 12:1-11").
 */
export function passageLabel(names: BookNames, osis: string, wholeChapters = true): string {
  const [first, last = first] = osis.split("-") as [string, string?];
  const [book = "", chapter, verse] = first.split(".");
  const [lastBook, lastChapter, lastVerse] = last.split(".");
  const name = names[book] ?? book;
  if (lastBook !== book) return `${name} ${chapter}:${verse}–${names[lastBook ?? ""] ?? lastBook} ${lastChapter}:${lastVerse}`;
  // A plan's passages are whole chapters: from the first verse to a chapter's last.
  if (wholeChapters && verse === "1" && lastChapter !== chapter) return `${name} ${chapter}–${lastChapter}`;
  if (wholeChapters && verse === "1" && last !== first) return `${name} ${chapter}`;
  if (lastChapter !== chapter) return `${name} ${chapter}:${verse}–${lastChapter}:${lastVerse}`;
  return last === first ? `${name} ${chapter}:${verse}` : `${name} ${chapter}:${verse}-${lastVerse}`;
}
