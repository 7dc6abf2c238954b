// `npm run bible:texts`: makes the Bible texts Koinonia carries (bible/texts/<code>.json.br) from
// the public-domain SWORD modules Debian packages, so anyone can make them again:
//
//   apt-get install libsword-utils sword-text-web sword-text-kjv sword-text-sparv
//   npm run bible:texts
//
// Each module is exported verse by verse with mod2imp (libsword-utils), its markup taken away
// (footnotes, headings and Strong's numbers are not the text), and the 66 books of the
// Protestant canon kept, in their order. The result is one JSON per translation, compressed
// with Brotli: { code, name, abbreviation, language, licence, books: [{ id, name, chapters }] },
// `chapters` a list of chapters, each a list of its verses' words. bible/README.md says where
// each came from and under what licence.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { BOOKS } from "../../contract/bible-books";
import { type BibleText, plainVerse, writeBibleText } from "../../bible/text-file";

/** `openingCapitals`: the module prints each chapter's first word in capitals ("EN el principio"), which the reader shows as a word. */
type Source = Omit<BibleText, "books"> & { module: string; openingCapitals?: boolean };

const SOURCES: Source[] = [
  {
    code: "web",
    module: "engWEB2015eb",
    name: "World English Bible",
    abbreviation: "WEB",
    language: "en",
    licence: 'Public domain. "World English Bible" is a trademark of eBible.org.',
  },
  {
    code: "kjv",
    module: "engKJV2006eb",
    name: "King James Version",
    abbreviation: "KJV",
    language: "en",
    licence: "Public domain outside the United Kingdom; in the United Kingdom the rights are vested in the Crown.",
  },
  {
    code: "rv1909",
    module: "spaRV1909eb",
    name: "Reina-Valera 1909",
    abbreviation: "RV1909",
    language: "es",
    licence: "Public domain.",
    openingCapitals: true,
  },
];

const OUT = path.join(import.meta.dirname, "../../bible/texts");

// A book's opening: its OSIS id, then the short name the translation prints for it. Found
// anywhere in the module, since a book's opening can sit in the entry of another (a
// deuterocanonical book the Protestant numbering has no room for opens in the next book's).
const BOOK_OPENING = /<div\b(?=[^>]*\bsID=)(?=[^>]*\btype="book")[^>]*\bosisID="([^"]+)"[^>]*\/>\s*<milestone n="([^"]+)" type="x-usfm-h"\/>/g;
// What follows the last verse of a book in its entry (the end of the book, and after the last
// book the module's back matter, its glossary) is not the verse.
const BOOK_END = /<div\b(?=[^>]*\beID=)(?=[^>]*\btype="book")[^>]*>|<div\b[^>]*\btype="(?:back|glossary)"/;

/** The module's verses, by the SWORD name of their book (name -> chapter -> verse -> words), and its books' names by OSIS id. */
function readModule(module: string): { verses: Map<string, string[][]>; bookNames: Map<string, string> } {
  const imp = execFileSync("mod2imp", [module], { maxBuffer: 256 * 1024 * 1024, encoding: "utf8" });
  const verses = new Map<string, string[][]>();
  const bookNames = new Map<string, string>();
  for (const [, id, name] of imp.matchAll(BOOK_OPENING)) if (!bookNames.has(id!)) bookNames.set(id!, name!);
  const entries = imp.split(/^\$\$\$/m).slice(1);
  for (const entry of entries) {
    const newline = entry.indexOf("\n");
    const key = entry.slice(0, newline).trim();
    const body = entry.slice(newline + 1);
    const at = /^(.+) (\d+):(\d+)$/.exec(key);
    if (!at) continue;
    const [, book, chapter, verse] = at as unknown as [string, string, string, string];
    if (verse === "0") continue;
    const chapters = verses.get(book) ?? [];
    verses.set(book, chapters);
    const index = Number(chapter) - 1;
    const chapterVerses = chapters[index] ?? [];
    chapters[index] = chapterVerses;
    chapterVerses[Number(verse) - 1] = plainVerse(body.split(BOOK_END)[0]!);
  }
  return { verses, bookNames };
}

/** "ASÍ que" -> "Así que": a chapter's first word, printed in capitals, as a word. */
const openingAsWritten = (verse: string) =>
  verse.replace(/^(\p{Lu})(\p{Lu}+)(?=[\s,;:.!?]|$)/u, (_, first: string, rest: string) => first + rest.toLocaleLowerCase("es"));

function build(source: Source): BibleText {
  const { verses, bookNames } = readModule(source.module);
  const books = BOOKS.map((book) => {
    const chapters = verses.get(book.sword);
    if (!chapters) throw new Error(`${source.module} has no ${book.sword}`);
    // A verse the translation leaves out (joined to the one before) is an empty string.
    const words = chapters.map((c) => Array.from(c, (v) => v ?? ""));
    if (source.openingCapitals) for (const chapter of words) if (chapter[0]) chapter[0] = openingAsWritten(chapter[0]);
    return { id: book.id, name: bookNames.get(book.id) ?? book.sword, chapters: words };
  });
  const { module: _module, openingCapitals: _capitals, ...about } = source;
  return { ...about, books };
}

fs.mkdirSync(OUT, { recursive: true });
for (const source of SOURCES) {
  const text = build(source);
  const { json, packed } = writeBibleText(path.join(OUT, `${source.code}.json.br`), text);
  const verses = text.books.reduce((n, b) => n + b.chapters.reduce((m, c) => m + c.length, 0), 0);
  console.log(`${source.code}: ${verses} verses, ${(json / 1e6).toFixed(2)} MB as JSON, ${(packed / 1e6).toFixed(2)} MB compressed`);
}
