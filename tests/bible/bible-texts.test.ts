import fs from "node:fs";
import path from "node:path";
import { bcv_parser } from "bible-passage-reference-parser/esm/bcv_parser.js";
import * as english from "bible-passage-reference-parser/esm/lang/en.js";
import { describe, expect, it } from "vitest";
import { BOOKS } from "../../contract/bible-books";
import { LANGUAGES } from "../../contract/languages";
import { readBibleText } from "../../bible/text-file";

// Every text Koinonia carries is whole: its 66 books in order, each chapter with every verse of
// the King James versification (as a reference parser that knows nothing of our files counts
// them), each verse with words, save the few a translation joins to the one before.
//
// Wholeness is checked for the texts the project ships only. A text a church adds with `npm run
// bible:import` may be a New Testament alone, or follow its own versification, and is what its
// files make it: any file in bible/texts is checked for its form (what it says it is, the 66 books
// in order, words without markup), so that a broken import is caught before the site serves it.

/** Chapters and their verse counts by book, from the reference parser's own versification. */
const canon = new bcv_parser(english).translation_info("kjv").chapters as Record<string, number[]>;

const TEXTS_DIR = path.join(import.meta.dirname, "../../bible/texts");

const TEXTS = {
  web: {
    language: "en",
    // Its module's own versification (NRSVA) has two verses more; and verses the translators
    // keep only in footnotes, or moved (Romans 16:25-27 to the end of chapter 14), are empty.
    extra: ["3John.1.15", "Rev.12.18"],
    joined: ["Luke.17.36", "Acts.8.37", "Acts.15.34", "Acts.24.7", "Rom.16.25", "Rom.16.26", "Rom.16.27", "3John.1.15", "Rev.12.18"],
  },
  kjv: { language: "en", extra: [], joined: [] },
  rv1909: {
    language: "es",
    extra: [],
    // Its own numbering joins these to a neighbour (Job 38-41, Jonah 1:17 and 2:1, and others).
    joined: [
      "Num.12.16",
      "Num.29.40",
      "1Sam.23.29",
      "2Sam.20.26",
      "2Chr.33.25",
      "Job.35.16",
      "Job.38.39",
      "Job.38.40",
      "Job.38.41",
      "Job.40.20",
      "Job.40.21",
      "Job.40.22",
      "Job.40.23",
      "Job.40.24",
      "Hos.11.12",
      "Jonah.1.17",
      "Acts.19.41",
      "2Cor.13.14",
    ],
  },
} as const;

const NAMES: Record<string, string[]> = { en: ["Genesis", "Hosea", "Revelation"], es: ["Génesis", "Oseas", "Apocalipsis"] };

describe.each(Object.entries(TEXTS))("the %s text", (code, { language, extra, joined }) => {
  const text = readBibleText(path.join(import.meta.dirname, `../../bible/texts/${code}.json.br`));

  it("says what it is and in which language", () => {
    expect(text.code).toBe(code);
    expect(text.language).toBe(language);
    expect(text.licence).toMatch(/public domain/i);
  });

  it("has the 66 books in their order, each chapter with every verse", () => {
    expect(text.books.map((book) => book.id)).toEqual(BOOKS.map((book) => book.id));
    for (const book of text.books) {
      const counts = book.chapters.map((chapter, i) => chapter.length - extra.filter((v) => v.startsWith(`${book.id}.${i + 1}.`)).length);
      expect(counts, book.id).toEqual(canon[book.id]);
    }
  });

  it("has words in every verse, but those it joins to another", () => {
    const empty = text.books.flatMap((book) =>
      book.chapters.flatMap((chapter, c) => chapter.flatMap((verse, v) => (verse === "" ? [`${book.id}.${c + 1}.${v + 1}`] : []))),
    );
    expect(empty).toEqual(joined);
  });

  it("holds the words only: no markup, notes, marks or doubled spaces, and no back matter run into a verse", () => {
    const odd = text.books.flatMap((book) => book.chapters.flat().filter((verse) => /[<>\\]|&\w+;|\s{2}|^\s|\s$/.test(verse)));
    expect(odd).toEqual([]);
    // The longest verse of the Bible (Esther 8:9) is about 90 words.
    const longest = Math.max(...text.books.flatMap((book) => book.chapters.flat().map((verse) => verse.length)));
    expect(longest).toBeLessThan(700);
  });

  it("names each book as the translation prints it", () => {
    const names = Object.fromEntries(text.books.map((book) => [book.id, book.name]));
    expect([names.Gen, names.Hos, names.Rev]).toEqual(NAMES[language]);
  });
});

describe.each(fs.readdirSync(TEXTS_DIR).filter((file) => file.endsWith(".json.br")))("%s, shipped or imported,", (file) => {
  const text = readBibleText(path.join(TEXTS_DIR, file));

  it("says what it is, in a language of the interface", () => {
    expect(`${text.code}.json.br`).toBe(file);
    for (const field of [text.name, text.abbreviation, text.licence]) expect(field.trim()).not.toBe("");
    expect(LANGUAGES).toContain(text.language);
  });

  it("has the 66 books in their order, each named, those it holds with verses in every chapter but skipped ones", () => {
    expect(text.books.map((book) => book.id)).toEqual(BOOKS.map((book) => book.id));
    for (const book of text.books) {
      expect(book.name.trim(), book.id).not.toBe("");
      for (const chapter of book.chapters) expect(chapter.every((verse) => typeof verse === "string")).toBe(true);
    }
    expect(text.books.some((book) => book.chapters.some((chapter) => chapter.some((verse) => verse !== "")))).toBe(true);
  });

  it("holds words only: no markup, notes or doubled spaces", () => {
    const odd = text.books.flatMap((book) => book.chapters.flat().filter((verse) => /[<>]|&\w+;|\s{2}|^\s|\s$/.test(verse)));
    expect(odd).toEqual([]);
  });
});

describe("a verse as its translation reads it", () => {
  const verse = (code: string, book: string, chapter: number, number: number) =>
    readBibleText(path.join(import.meta.dirname, `../../bible/texts/${code}.json.br`)).books.find((b) => b.id === book)!.chapters[chapter - 1]![
      number - 1
    ];
  it("two words marked side by side stay two words, and a chapter's first word is a word, not capitals", () => {
    expect(verse("rv1909", "Rom", 12, 1)).toMatch(/^Así que, hermanos, .* que es vuestro racional culto\.$/);
    expect(verse("rv1909", "Mal", 4, 2)).toContain("y en sus alas traerá salud");
  });

  it("John 3:16 in each", () => {
    expect(verse("kjv", "John", 3, 16)).toBe(
      "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.",
    );
    expect(verse("web", "John", 3, 16)).toBe(
      "For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish, but have eternal life.",
    );
    expect(verse("rv1909", "John", 3, 16)).toBe(
      "Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.",
    );
  });
});
