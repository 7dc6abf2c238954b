import { BOOKS } from "../../../contract/bible-books";
import { BIBLE_SEARCH_PAGE_SIZE, type BibleSearchResults } from "../../../contract/bible-search";
import { invalid } from "../../core/errors";
import { bibleChapter } from "./bible-library";

// Each translation's words are indexed in memory the first time someone searches it, and kept:
// a search is then a few lookups and a merge of sorted lists, with no database. An index costs
// some 4 to 5 MB beside its text (which the library holds for reading anyway) and about half a
// second of work to build, so it is built on first use, not at the start: a translation nobody
// searches costs nothing, and a process starts as quickly with three texts as with one.
// (`npm run bench:bible` prints what a fresh process pays for each.)

type Index = {
  translation: BibleSearchResults["translation"];
  books: { id: (typeof BOOKS)[number]["id"]; name: string }[];
  /** Where each book's verses start (and, last, where the last book's end). */
  bookStarts: Uint32Array;
  /** Per verse, in canonical order: its book (at `books`), chapter, verse and words. */
  book: Uint8Array;
  chapter: Uint8Array;
  verse: Uint8Array;
  text: string[];
  /** Each word's number, by its folded form. */
  vocabulary: Map<string, number>;
  /** Per word, the verses holding it, in order: word w's run from postingStarts[w] to postingStarts[w + 1] (one list for all, not one object a word). */
  postings: Numbers;
  postingStarts: Uint32Array;
  /** The verses' words as numbers, one verse after another: verse v's run from starts[v] to starts[v + 1]. */
  tokens: Numbers;
  starts: Uint32Array;
};

/** Whole numbers below a bound: two bytes each when the bound allows (a text has some 31,000 verses, 13,000 to 28,000 different words), else four. */
type Numbers = Uint16Array | Uint32Array;
const compact = (values: number[], bound: number): Numbers => (bound <= 0x10000 ? Uint16Array.from(values) : Uint32Array.from(values));

const indexes = new Map<string, Index>();

// A word is its letters and digits: punctuation and spaces part words, apostrophes and hyphens
// too (so "Lord" finds "LORD's", and "Lord's" is searched as the two words in order).
const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text, lower case and without accents ("Amó" is "amo", "á" is "a"). */
function foldedWords(text: string): string[] {
  return text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").match(WORD) ?? [];
}

const building = new Map<string, Promise<Index>>();

/** A translation's index, built on its first search (every search that comes meanwhile waits for the same one). */
function indexOf(code: string): Index | Promise<Index> {
  const built = indexes.get(code);
  if (built) return built;
  let started = building.get(code);
  if (!started) {
    started = build(code).finally(() => building.delete(code));
    building.set(code, started);
  }
  return started;
}

// Building takes a few hundred milliseconds of work: it gives way every few milliseconds, so
// that the requests of everyone else are not held up all that while.
const SLICE_MS = 5;
const giveWay = () => new Promise((resolve) => setImmediate(resolve));

async function build(code: string): Promise<Index> {
  // The library says "Translation not found" for a code it does not carry.
  const first = bibleChapter(code, BOOKS[0].id, 1);
  const books: Index["books"] = [];
  const bookStarts: number[] = [];
  const place: number[] = [];
  const text: string[] = [];
  const vocabulary = new Map<string, number>();
  const postings: number[][] = [];
  const tokens: number[] = [];
  const starts: number[] = [];
  let since = performance.now();
  for (const [at, { id }] of BOOKS.entries()) {
    const opening = at === 0 ? first : bibleChapter(code, id, 1);
    books.push({ id, name: opening.book.name });
    bookStarts.push(text.length);
    for (let chapter = 1; chapter <= opening.chapters; chapter++) {
      if (performance.now() - since > SLICE_MS) {
        await giveWay();
        since = performance.now();
      }
      const verses = chapter === 1 ? opening.verses : bibleChapter(code, id, chapter).verses;
      for (const [v, words] of verses.entries()) {
        const verse = text.length;
        place.push(at, chapter, v + 1);
        text.push(words);
        starts.push(tokens.length);
        for (const word of foldedWords(words)) {
          let id = vocabulary.get(word);
          if (id === undefined) {
            id = postings.length;
            vocabulary.set(word, id);
            postings.push([]);
          }
          tokens.push(id);
          const list = postings[id]!;
          if (list.at(-1) !== verse) list.push(verse);
        }
      }
    }
  }
  starts.push(tokens.length);
  bookStarts.push(text.length);
  const postingStarts = new Uint32Array(postings.length + 1);
  for (const [word, list] of postings.entries()) postingStarts[word + 1] = postingStarts[word]! + list.length;
  const index: Index = {
    translation: first.translation,
    books,
    bookStarts: Uint32Array.from(bookStarts),
    book: Uint8Array.from(place.filter((_, i) => i % 3 === 0)),
    chapter: Uint8Array.from(place.filter((_, i) => i % 3 === 1)),
    verse: Uint8Array.from(place.filter((_, i) => i % 3 === 2)),
    text,
    vocabulary,
    postings: compact(postings.flat(), text.length),
    postingStarts,
    tokens: compact(tokens, postings.length),
    starts: Uint32Array.from(starts),
  };
  indexes.set(code, index);
  return index;
}

/**
 * What `q` asks for: each "phrase in quotes" as its words in order, each other word on its own
 * (a word the folding splits, as "Lord's", is its parts in order). Curly quotes count, as
 * phones type them; a quote left open runs to the end.
 */
function termsOf(q: string): string[][] {
  const terms: string[][] = [];
  for (const [, phrase, word] of q.matchAll(/["“”„]([^"“”„]*)["“”„]?|([^\s"“”„]+)/g)) {
    const words = foldedWords(phrase ?? word ?? "");
    if (words.length > 0) terms.push(words);
  }
  return terms;
}

/** Verse numbers in order: a word's list as the index holds it, or a narrowing of lists. */
type Verses = Numbers | number[];

/** Where `verse` is, or would go, in `list`, looking from `from` on: a gallop, then halving (quick when the lists differ much in length, and when they do not). */
function seek(list: Verses, verse: number, from = 0): number {
  let low = from;
  let step = 1;
  while (low + step < list.length && list[low + step]! < verse) {
    low += step;
    step *= 2;
  }
  let high = Math.min(low + step, list.length);
  while (low < high) {
    const mid = (low + high) >> 1;
    if (list[mid]! < verse) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The verses in every one of `lists`, in order. */
function intersect(lists: Numbers[]): Verses {
  const [shortest, ...others] = [...lists].sort((a, b) => a.length - b.length);
  if (others.length === 0) return shortest!;
  const at = others.map(() => 0);
  const found: number[] = [];
  outer: for (const verse of shortest!) {
    for (const [i, list] of others.entries()) {
      const j = seek(list, verse, at[i]);
      at[i] = j;
      if (j === list.length) break outer;
      if (list[j] !== verse) continue outer;
    }
    found.push(verse);
  }
  return found;
}

/** Whether verse `v` holds the words `ids` one after another. */
function holdsPhrase(index: Index, v: number, ids: number[]): boolean {
  const end = index.starts[v + 1]! - ids.length;
  for (let at = index.starts[v]!; at <= end; at++) {
    let k = 0;
    while (k < ids.length && index.tokens[at + k] === ids[k]) k++;
    if (k === ids.length) return true;
  }
  return false;
}

/** The first of `matches` after the verse `cursor` names ("John.13.34"). */
function startAfter(index: Index, matches: Verses, cursor: string): number {
  const [bookId, chapter, verse] = cursor.split(".") as [string, string, string];
  const key = [BOOKS.findIndex((book) => book.id === bookId), Number(chapter), Number(verse)] as const;
  let low = 0;
  let high = matches.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const v = matches[mid]!;
    const order = index.book[v]! - key[0] || index.chapter[v]! - key[1] || index.verse[v]! - key[2];
    if (order <= 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The verses of a translation that hold every word of `q` (each phrase's words in order,
 * compared lower case and without accents), a page at a time, grouped by book in canonical order.
 */
export async function searchBible(code: string, q: string, cursor?: string): Promise<BibleSearchResults> {
  const terms = termsOf(q);
  if (terms.length === 0) throw invalid("Type a word to search for");
  const index = await indexOf(code);
  const words = [...new Set(terms.flat())];
  const ids = words.map((word) => index.vocabulary.get(word));
  let matches: Verses = [];
  if (ids.every((id) => id !== undefined)) {
    matches = intersect(ids.map((id) => index.postings.subarray(index.postingStarts[id]!, index.postingStarts[id! + 1]!)));
    for (const phrase of terms.filter((term) => term.length > 1)) {
      const phraseIds = phrase.map((word) => index.vocabulary.get(word)!);
      matches = matches.filter((v) => holdsPhrase(index, v, phraseIds));
    }
  }
  // A book's verses are all together, so the verses found in it lie between two places in the list.
  const countIn = (book: number) => seek(matches, index.bookStarts[book + 1]!) - seek(matches, index.bookStarts[book]!);

  const from = cursor ? startAfter(index, matches, cursor) : 0;
  const page = matches.slice(from, from + BIBLE_SEARCH_PAGE_SIZE);
  const books: BibleSearchResults["books"] = [];
  for (const v of page) {
    const at = index.book[v]!;
    let group = books.at(-1);
    if (group?.book.id !== index.books[at]!.id) {
      group = { book: index.books[at]!, count: countIn(at), verses: [] };
      books.push(group);
    }
    group.verses.push({ chapter: index.chapter[v]!, verse: index.verse[v]!, text: index.text[v]! });
  }
  const last = page.at(-1);
  const more = from + page.length < matches.length && last !== undefined;
  return {
    translation: index.translation,
    total: matches.length,
    words,
    books,
    nextCursor: more ? `${index.books[index.book[last]!]!.id}.${index.chapter[last]}.${index.verse[last]}` : null,
  };
}
