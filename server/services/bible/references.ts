import { bcv_parser } from "bible-passage-reference-parser/esm/bcv_parser.js";
import * as en from "bible-passage-reference-parser/esm/lang/en.js";
import * as es from "bible-passage-reference-parser/esm/lang/es.js";
import * as pt from "bible-passage-reference-parser/esm/lang/pt.js";

/** A Bible reference found in some words: where it is (UTF-16 offsets, end excluded) and what it names, as OSIS ("John.3.16-John.3.18"). */
export type FoundReference = { start: number; end: number; osis: string };

// Written words are not queries: a book named alone ("John said"), a book with no chapter, or a
// chapter that does not exist is no reference; each passage of a sequence is a reference of its
// own ("Ps 23 and Isa 53:5" are two links); "1 Cor 13" keeps its number. Books are matched as written, capitals
// included, so "am 5" or "is 2" in a sentence is not Amos or Isaiah.
const OPTIONS = {
  book_alone_strategy: "ignore",
  book_sequence_strategy: "ignore",
  invalid_passage_strategy: "ignore",
  invalid_sequence_strategy: "ignore",
  passage_existence_strategy: "bcv",
  captive_end_digits_strategy: "delete",
  osis_compaction_strategy: "bcv",
  sequence_combination_strategy: "separate",
  versification_system: "kjv",
  case_sensitive: "books",
  testaments: "on",
} as const;

// Each language's parser knows its own books' names and abbreviations.
const parsers = { en, es, pt };
export type Language = keyof typeof parsers;
const LANGUAGES: Language[] = ["en", "es", "pt"];
const made = new Map<Language, bcv_parser>();
function parser(language: Language): bcv_parser {
  let found = made.get(language);
  if (!found) {
    found = new bcv_parser(parsers[language]).set_options(OPTIONS);
    made.set(language, found);
  }
  return found;
}

// Abbreviations that are also everyday words before a number ("Is 2 enough?", "Am 3 minutes
// late"): taken as a book only with a chapter and verse ("Is 53:5"), or spelled out.
const AMBIGUOUS = /^(is|am|so|ex|ac|at|da|do|el|et|he|la|le|me|mi|no|os|ru|tu|un)\s*\d+$/i;

// The parser costs some 40 to 90 µs each time it is called, more the more words it is given. So
// it is given only where a reference may be: a number right after a word that can end a book's
// name (checked once per word, then remembered), with the words of the name before it
// (capitalised words, their ordinal, the small words between: "1 Corinthians", "Song of
// Solomon", "Cantares de los Cantares"), and the chapters and verses that follow. A post with no
// number costs nothing; "at 10:30" or "3 of us" nearly nothing.
const NUMBERS = /\d+(?:\s*[:.,\-–—]\s*\d+)*[a-z]?/g;
const BOOK_ROOM = 30;
// A word of a book's name before its last: capitalised, an ordinal, or a small joining word.
const NAME_WORD = /^(?:\p{Lu}\S*|[1-3]|of|the|de|del|la|las|los|dos|das|do|da)$/u;
// Last words of names that the parser takes only whole ("Song of Solomon", "Hechos de los Apóstoles").
const NAME_ENDINGS = ["Solomon", "Apóstoles", "Apóstolos"];
// Numbers this close after a reference carry on its sequence ("Ps 23 and 24").
const SEQUENCE_GAP = 8;

const endsName = new Map<string, Language[]>(NAME_ENDINGS.map((word) => [word, LANGUAGES]));

/** The languages in which a word can end a book's name ("Psalm": English; "Corintios", after its number: Spanish); none for most words. */
function languagesEnding(word: string): Language[] {
  let known = endsName.get(word);
  if (known === undefined) {
    known = LANGUAGES.filter(
      (language) => parser(language).parse(`${word} 1`).osis() !== "" || parser(language).parse(`1 ${word} 1`).osis() !== "",
    );
    // Remembered for every word seen before a number; forgotten wholesale should the list grow large.
    if (endsName.size > 20_000) endsName.clear();
    endsName.set(word, known);
  }
  return known;
}

/** Where the name before a number starts, and the languages it may be in, when the word before the number may end one; else undefined. */
function nameStart(words: string, at: number): { start: number; languages: Language[] } | undefined {
  const from = Math.max(0, at - BOOK_ROOM);
  // The words before the number, each without the punctuation that opens it ("(1", "“Jn").
  const tokens = [...words.slice(from, at).matchAll(/[^\p{L}\p{N}\s]*(\S+)/gu)].map((t) => ({
    word: t[1]!,
    start: from + t.index + t[0].length - t[1]!.length,
  }));
  // The last runs into the number when there is no space ("Jn3:16").
  const head = tokens.at(-1);
  const languages = head ? languagesEnding(head.word) : [];
  if (!head || languages.length === 0) return undefined;
  let first = tokens.length - 1;
  while (first > 0 && tokens.length - first < 4 && NAME_WORD.test(tokens[first - 1]!.word)) first--;
  return { start: tokens[first]!.start, languages };
}

/** The stretches of some words where a reference may be, in order, none overlapping. */
function stretches(words: string): { start: number; end: number; languages: Language[] }[] {
  const found: { start: number; end: number; languages: Language[] }[] = [];
  for (const match of words.matchAll(NUMBERS)) {
    const end = match.index + match[0].length;
    const last = found.at(-1);
    if (last && match.index - last.end <= SEQUENCE_GAP) {
      last.end = end;
      continue;
    }
    const name = nameStart(words, match.index);
    if (name) found.push({ ...name, end });
  }
  return found;
}

/** A find the words do not bear out: an everyday word before a number, or a number before a book that has none ("1 Re 3:16" is not Revelation). */
function doubtful(words: string, start: number, end: number, osis: string): boolean {
  const written = words.slice(start, end);
  const numbered = /^\d/.test(written) || /(?:^|\s)\d\s*$/.test(words.slice(Math.max(0, start - 3), start));
  return (AMBIGUOUS.test(written) && !written.includes(":")) || (numbered && !/^\d/.test(osis));
}

/** What the parser reads in a stretch: each passage, as OSIS, and where it is in the stretch. */
type Read = { osis: string; indices: [number, number] };

/** The stretch as the parser reads it. */
export const readByParser = (language: Language, part: string): Read[] =>
  parser(language)
    .parse(part)
    .osis_and_indices()
    .map(({ osis, indices }: { osis: string; indices: unknown[] }) => ({ osis, indices: [indices[0] as number, indices[1] as number] }));

// Even a few words cost the parser 70 to 130 µs, a fifth of the time a post takes to be written
// (measured in `npm run bench:compare`), and most references are a name and a chapter, a verse,
// or verses of one chapter ("Psalm 23", "Romans 8:28", "Jn 3:16-18"). Those are read here: the
// book is the one the parser found for that name once (remembered per language, as the words
// that end names are), and the numbers are checked against the chapters and verses the parser
// itself counts. Anything else (a sequence, a range across chapters, a book of one chapter, a
// number out of range, another separator) is the parser's. A test reads every book's names in
// each shape both ways and expects the same answer.
const SIMPLE = /^(.*\S)\s+(\d{1,3})(?::(\d{1,3})(?:-(\d{1,3}))?)?$/u;
// A name the quick path takes: words, with at most an ordinal first ("1 Cor", "Song of Solomon").
const PLAIN_NAME = /^(?:[1-3]\s*)?[^\d:]+$/u;
const WHOLE_CHAPTER = /^([1-3]?[A-Za-z]+)\.1(?:\.1-\1\.1\.\d+)?$/;
const VERSE_COUNTS = new bcv_parser(en).translation_info("kjv").chapters as Record<string, number[]>;
type NamedBook = { book: string; chapters: number[]; start: number } | null;
const namedBooks = new Map<Language, Map<string, NamedBook>>(LANGUAGES.map((language) => [language, new Map()]));

/** The book a name names in a language, and where in the name the parser starts it; null when the quick path does not take it. */
function namedBook(language: Language, name: string): NamedBook {
  const known = namedBooks.get(language)!;
  let found = known.get(name);
  if (found === undefined) {
    found = null;
    const read = PLAIN_NAME.test(name) ? readByParser(language, `${name} 1`) : [];
    const whole = read.length === 1 && read[0]!.indices[1] === name.length + 2 ? WHOLE_CHAPTER.exec(read[0]!.osis) : null;
    const chapters = whole ? VERSE_COUNTS[whole[1]!] : undefined;
    if (whole && chapters && chapters.length > 1) found = { book: whole[1]!, chapters, start: read[0]!.indices[0] };
    // Forgotten wholesale should the list grow large.
    if (known.size > 20_000) known.clear();
    known.set(name, found);
  }
  return found;
}

/** The stretch read without the parser when it is a name and a chapter, a verse or verses of one chapter; else null. */
export function readQuickly(language: Language, part: string): Read[] | null {
  const match = SIMPLE.exec(part);
  if (!match) return null;
  const named = namedBook(language, match[1]!);
  if (!named) return null;
  const { book, chapters, start } = named;
  const chapter = Number(match[2]);
  const verses = chapters[chapter - 1];
  if (chapter < 1 || verses === undefined) return null;
  const indices: [number, number] = [start, part.length];
  if (match[3] === undefined) return [{ osis: `${book}.${chapter}.1-${book}.${chapter}.${verses}`, indices }];
  const first = Number(match[3]);
  const last = match[4] === undefined ? first : Number(match[4]);
  if (first < 1 || last < first || last > verses || (match[4] !== undefined && last === first)) return null;
  const from = `${book}.${chapter}.${first}`;
  return [{ osis: last === first ? from : `${from}-${book}.${chapter}.${last}`, indices }];
}

/**
 * The references in some words, in their order: for each, its place in the words and the
 * passage it names. Each stretch where one may be is read in English, else Spanish, else
 * Portuguese (those whose books its name may be): members quote every one of them whatever the language of the page, and the three
 * differ only on a handful of two-letter abbreviations ("Jo 3" is John in English and
 * Portuguese), where English is taken. Overlapping finds keep the first.
 */
export function findReferences(words: string): FoundReference[] {
  const found: FoundReference[] = [];
  for (const stretch of stretches(words)) {
    const part = words.slice(stretch.start, stretch.end);
    for (const language of stretch.languages) {
      const before = found.length;
      for (const { osis, indices } of readQuickly(language, part) ?? readByParser(language, part)) {
        const start = stretch.start + indices[0];
        const end = stretch.start + indices[1];
        if (!osis || doubtful(words, start, end, osis)) continue;
        if (found.some((f) => start < f.end && f.start < end)) continue;
        found.push({ start, end, osis });
      }
      if (found.length > before) break;
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
