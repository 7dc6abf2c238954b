import type { BookId } from "../../contract/bible-books";

/** What is wrong with the command's arguments or with a file it reads, said so that whoever runs it can fix it. */
export class ImportError extends Error {}

/** A book as a file gives it: its name there, if it has one, and its chapters of verses. */
export type ImportedBook = { id: BookId; name?: string; chapters: string[][] };

/** What a file holds: its books among the 66, and the codes of those it has besides (TOB, FRT, Sir). */
export type ImportedFile = { books: ImportedBook[]; skipped: string[] };

/** A verse's words as read aloud: one space between words, none before a stop. */
function tidyWords(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/\s+([,.;:!?])/g, "$1")
    .trim();
}

/** A verse number as a file writes it: "16", or a range the translation gives as one verse ("4-5"). */
export function verseNumbers(written: string): { first: number; last: number } | undefined {
  const at = /^(\d+)[a-z]?(?:[-\u2010-\u2013](\d+)[a-z]?)?$/.exec(written.trim());
  if (!at) return undefined;
  const first = Number(at[1]);
  const last = at[2] === undefined ? first : Number(at[2]);
  return last < first ? undefined : { first, last };
}

type Gathered = { id: BookId; name?: string; chapters: (string | undefined)[][] };

/**
 * A file's books, gathered as its reader meets them: a book, then in it a verse at a time, whose
 * words come in pieces (`add`) until it ends. A verse that gives a range ("4-5") keeps its words on
 * the first and leaves the others "", as the texts mark a verse joined to the one before; so does
 * a verse the file skips (Acts 8:37 in many modern translations).
 */
export class BookCollector {
  private readonly books = new Map<BookId, Gathered>();
  private book: Gathered | undefined;
  private verse: { chapter: number; first: number; last: number; pieces: string[] } | undefined;

  /** `words` turns a verse's gathered pieces into its words (markup taken away, spaces tidied). */
  constructor(
    private readonly where: () => string,
    private readonly words: (pieces: string) => string = tidyWords,
  ) {}

  startBook(id: BookId): void {
    this.endVerse();
    if (this.books.has(id)) throw this.error(`${id} is given twice`);
    this.book = { id, chapters: [] };
    this.books.set(id, this.book);
  }

  /** Book names come before its text; the first one found is the one kept. */
  nameBook(name: string): void {
    const tidy = tidyWords(name);
    if (this.book && tidy && this.book.name === undefined) this.book.name = tidy;
  }

  /** The book being read, if any. */
  get bookId(): BookId | undefined {
    return this.book?.id;
  }

  endBook(): void {
    this.endVerse();
    this.book = undefined;
  }

  startVerse(chapter: number, first: number, last: number): void {
    this.endVerse();
    if (!this.book) throw this.error(`verse ${first} comes before any book`);
    this.verse = { chapter, first, last, pieces: [] };
  }

  get inVerse(): boolean {
    return this.verse !== undefined;
  }

  add(piece: string): void {
    this.verse?.pieces.push(piece);
  }

  endVerse(): void {
    const verse = this.verse;
    if (!verse || !this.book) return;
    this.verse = undefined;
    const chapter = this.book.chapters[verse.chapter - 1] ?? [];
    this.book.chapters[verse.chapter - 1] = chapter;
    for (let n = verse.first; n <= verse.last; n++) {
      if (chapter[n - 1] !== undefined) throw this.error(`${this.book.id} ${verse.chapter}:${n} is given twice`);
      chapter[n - 1] = n === verse.first ? this.words(verse.pieces.join("")) : "";
    }
  }

  /** The books in the order the file gives them, a chapter the file skips left empty. */
  finish(): ImportedBook[] {
    this.endBook();
    return [...this.books.values()].map(({ id, name, chapters }) => ({
      id,
      ...(name === undefined ? {} : { name }),
      chapters: Array.from(chapters, (verses) => Array.from(verses ?? [], (words) => words ?? "")),
    }));
  }

  error(message: string): ImportError {
    return new ImportError(`${this.where()}: ${message}`);
  }
}
