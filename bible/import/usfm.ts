import { bookOfUsfm } from "./book-codes";
import { BookCollector, ImportError, type ImportedFile, verseNumbers } from "./collected";
import { BODY, breaksLine, markerName, NOT_WORDS, NOTES } from "./markers";

// A USFM file (Paratext's format, and what most translations are kept in): one book or several,
// each from its \id line; \c and \v number the chapters and verses; paragraph markers (\p, \q1)
// carry the words on, heading markers (\s1, \d) carry text that is no verse's; notes (\f … \f*,
// \x … \x*) are skipped whole; character styles (\wj … \wj*, \w word|strong="H430"\w*) are taken
// away with their attributes, their words kept.

// A marker: \p, \s1, \+w, \w*, \qt-s, or the \* that ends a milestone's attributes.
const MARKER = /\\(\*|\+?[A-Za-z][A-Za-z0-9]*(?:-[se])?\*?)/g;

type Paragraph = "words" | "skip" | "id" | "name" | "toc";

export function readUsfm(source: string, file: string): ImportedFile {
  let line = 1;
  const books = new BookCollector(() => `${file}, line ${line}`);
  const skipped = new Set<string>();
  const fail = (message: string) => new ImportError(`${file}, line ${line}: ${message}`);
  const text = source.replace(/^\uFEFF/, "");
  if (!/^\s*\\id\s/.test(text)) throw fail("a USFM file begins with its book's \\id line (\\id GEN): is it a USFM file?");

  let paragraph: Paragraph = "skip";
  let gathered = "";
  let tocName: string | undefined;
  // In a book outside the 66 (TOB, FRT): its verses are passed over.
  let bookSkipped = false;
  let chapter: number | undefined;
  let wantsNumber: "c" | "v" | undefined;
  // Character styles open in this paragraph; after a "|" in one come its attributes, not words.
  let styles: string[] = [];
  let inAttributes = false;

  const endParagraph = () => {
    if (paragraph === "id") startBook(gathered.trim().split(/\s+/)[0] ?? "");
    else if (paragraph === "name") books.nameBook(gathered);
    else if (paragraph === "toc") tocName ??= gathered;
    gathered = "";
    styles = [];
    inAttributes = false;
  };
  const endBook = () => {
    if (tocName !== undefined) books.nameBook(tocName);
    tocName = undefined;
    books.endBook();
  };
  const startBook = (code: string) => {
    endBook();
    chapter = undefined;
    const id = bookOfUsfm(code);
    bookSkipped = !id;
    if (id) books.startBook(id);
    else skipped.add(code || "a book with no code");
  };

  /** The chapter or verse number that follows \c or \v, and the words after it. */
  const takeNumber = (piece: string): string => {
    const at = /^\s*(\S+)/.exec(piece);
    if (!at) throw fail(`\\${wantsNumber} is not followed by its number`);
    const written = at[1]!;
    if (wantsNumber === "c") {
      if (!/^\d+$/.test(written) || Number(written) === 0) throw fail(`\\c is followed by "${written}", not a chapter number`);
      books.endVerse();
      chapter = Number(written);
      paragraph = "skip";
    } else {
      const numbers = verseNumbers(written);
      if (!numbers) throw fail(`\\v is followed by "${written}", not a verse number`);
      books.endVerse();
      if (!bookSkipped) {
        if (chapter === undefined) throw fail(`verse ${written} comes before any chapter (\\c)`);
        if (numbers.first > 0) books.startVerse(chapter, numbers.first, numbers.last);
      }
      paragraph = "words";
    }
    wantsNumber = undefined;
    return piece.slice(at[0].length);
  };

  const takeText = (raw: string) => {
    let piece = raw.replace(/~/g, " ").replace(/\/\//g, " ");
    if (wantsNumber) piece = takeNumber(piece);
    if (styles.length && !inAttributes && piece.includes("|")) {
      piece = piece.slice(0, piece.indexOf("|"));
      inAttributes = true;
    } else if (inAttributes) {
      piece = "";
    }
    if (paragraph === "words") books.add(piece);
    else if (paragraph !== "skip") gathered += piece;
  };

  let at = 0;
  const advance = (to: number) => {
    for (let i = text.indexOf("\n", at); i !== -1 && i < to; i = text.indexOf("\n", i + 1)) line++;
    at = to;
  };
  for (const marker of text.matchAll(MARKER)) {
    if (marker.index < at) continue; // Inside a note or a milestone already passed over.
    const before = text.slice(at, marker.index);
    advance(marker.index);
    takeText(before);
    const raw = marker[1]!;
    let end = marker.index + marker[0].length;

    if (raw === "*") {
      inAttributes = false;
    } else if (/-[se]\*?$/.test(raw)) {
      // A milestone (\qt-s |who="Jesus"\*, \zaln-s …\*): marks a span, holds no words; its
      // attributes run to the \* that ends it.
      const next = raw.endsWith("*") ? -1 : text.indexOf("\\", end);
      if (next !== -1 && text[next + 1] === "*") end = next + 2;
    } else if (raw.endsWith("*")) {
      const name = raw.slice(0, -1).replace(/^\+/, "");
      const open = styles.lastIndexOf(name);
      if (open !== -1) styles = styles.slice(0, open);
      inAttributes = false;
    } else {
      const name = markerName(raw);
      const bare = raw.replace(/^\+/, "");
      // One space after an opening marker belongs to the marker.
      if (/\s/.test(text[end] ?? "")) end++;
      if (NOTES.has(name)) {
        const closing = new RegExp(`\\\\\\+?${bare}\\*`, "g");
        closing.lastIndex = end;
        const found = closing.exec(text);
        if (!found) throw fail(`\\${bare} is never closed by \\${bare}*`);
        end = found.index + found[0].length;
      } else if (name === "c" || name === "v") {
        // A verse goes on in its paragraph; a chapter, or a verse after a line such as \h, starts anew.
        if (name === "c" || paragraph !== "words") endParagraph();
        wantsNumber = name;
      } else if (NOT_WORDS.has(name) || BODY.has(name)) {
        if (breaksLine(name)) books.add(" ");
        endParagraph();
        paragraph = name === "id" ? "id" : name === "h" ? "name" : raw === "toc2" ? "toc" : BODY.has(name) ? "words" : "skip";
      } else {
        // A character style, known or a project's own (\zxx): its words are kept.
        if (breaksLine(name)) books.add(" ");
        styles.push(bare);
        inAttributes = false;
      }
    }
    advance(end);
  }
  takeText(text.slice(at));
  if (wantsNumber) throw fail(`\\${wantsNumber} is not followed by its number`);
  endParagraph();
  endBook();
  return { books: books.finish(), skipped: [...skipped] };
}
