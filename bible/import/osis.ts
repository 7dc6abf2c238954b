import { plainVerse } from "../text-file";
import { bookOfOsis } from "./book-codes";
import { BookCollector, type ImportedFile } from "./collected";
import { type XmlToken, xmlTokens } from "./xml";

// An OSIS file (the form SWORD modules and many Bible societies' exports take): books are
// <div type="book" osisID="Gen">, verses either contain their words (<verse osisID="Gen.1.1">…
// </verse>) or are milestones around them (<verse sID="Gen.1.1" osisID="Gen.1.1"/> … <verse
// eID="Gen.1.1"/>). A verse's markup is gathered as it comes and read with plainVerse, the same
// reading the texts Koinonia carries were made with: notes, titles and tags go, words stay.

/** A tag as plainVerse reads it: its name only (no namespace, no attributes, which it never needs). */
function bareTag(token: XmlToken): string {
  if (token.kind === "close") return `</${token.name}>`;
  if (token.kind === "open") return `<${token.name}${token.empty ? "/" : ""}>`;
  // plainVerse decodes the named entities itself; a numbered one is a character, unless it is markup.
  return token.raw.replace(/&#(x[0-9a-f]+|\d+);/gi, (whole, code: string) => {
    const point = code[0] === "x" || code[0] === "X" ? Number.parseInt(code.slice(1), 16) : Number(code);
    if (!(point > 0 && point <= 0x10ffff)) return whole;
    const character = String.fromCodePoint(point);
    return character === "<" ? "&lt;" : character === ">" ? "&gt;" : character === "&" ? "&amp;" : character;
  });
}

/** "Gen.1.1" as its book, chapter and verse; a work's prefix ("KJV:Gen.1.1") and a part ("!a") set aside. */
function osisPoint(ref: string): { book: string; chapter: number; verse: number } | undefined {
  const at = /^(?:[^:]*:)?([1-4]?[A-Za-z]+)\.(\d+)\.(\d+)(?:!.*)?$/.exec(ref);
  return at ? { book: at[1]!, chapter: Number(at[2]), verse: Number(at[3]) } : undefined;
}

export function readOsis(source: string, file: string): ImportedFile {
  let line = 1;
  const books = new BookCollector(() => `${file}, line ${line}`, plainVerse);
  const skipped = new Set<string>();
  let bookDepth: number | undefined;
  let depth = 0;
  // The book's name: its first title, before its first chapter.
  let nameWanted = false;
  let title: string[] | undefined;

  /** A verse begins: "Gen.1.1", or "Gen.1.4 Gen.1.5" for two the translation gives as one. */
  const startVerse = (osisId: string, raw: string) => {
    books.endVerse();
    const refs = osisId.trim().split(/\s+/);
    const first = osisPoint(refs[0]!);
    if (!first) throw books.error(`a verse with no osisID such as Gen.1.1: ${raw}`);
    const id = bookOfOsis(first.book);
    if (!id) {
      skipped.add(first.book);
      return;
    }
    // Verse 0 is a psalm's title in some files: not a verse.
    if (first.chapter === 0 || first.verse === 0) return;
    if (books.bookId !== id) throw books.error(`${first.book}.${first.chapter}.${first.verse} is outside its book's <div type="book">`);
    const last = osisPoint(refs.at(-1)!);
    const sameChapter = last && last.book === first.book && last.chapter === first.chapter && last.verse >= first.verse;
    books.startVerse(first.chapter, first.verse, sameChapter ? last.verse : first.verse);
  };

  for (const token of xmlTokens(source, file, "osis")) {
    line = token.line;
    const tag = token.kind === "text" ? undefined : token.name;
    if (token.kind === "open" && !token.empty) depth++;

    // A book is a <div type="book"> holding it, or two milestones around it (sID, then eID).
    if (token.kind === "open" && token.name === "div" && token.attributes.type === "book") {
      books.endBook();
      nameWanted = false;
      if (token.attributes.eID !== undefined) continue;
      const osisId = token.attributes.osisID ?? "";
      const id = bookOfOsis(osisId);
      if (id) books.startBook(id);
      else skipped.add(osisId || "a book with no osisID");
      bookDepth = token.empty ? undefined : depth;
      nameWanted = id !== undefined;
      continue;
    }
    if (token.kind === "close" && token.name === "div" && depth === bookDepth) {
      books.endBook();
      bookDepth = undefined;
      nameWanted = false;
    }

    if (nameWanted && token.kind === "open" && token.name === "title") {
      if (token.attributes.short) {
        books.nameBook(token.attributes.short);
        nameWanted = false;
      } else if (!token.empty) title = [];
    } else if (title && token.kind === "close" && token.name === "title") {
      books.nameBook(plainVerse(title.join("")));
      title = undefined;
      nameWanted = false;
    } else if (title) {
      title.push(bareTag(token));
    }

    // A verse or a chapter ends at its closing tag or at its milestone's end (eID).
    const ends = token.kind === "close" || (token.kind === "open" && token.attributes.eID !== undefined);
    if (tag === "verse" && !ends && token.kind === "open") {
      nameWanted = false;
      startVerse(token.attributes.osisID ?? token.attributes.sID ?? "", token.raw);
    } else if (ends && (tag === "verse" || tag === "chapter")) {
      books.endVerse();
    } else if (tag === "chapter") {
      nameWanted = false;
    } else if (books.inVerse) {
      books.add(bareTag(token));
    }

    if (token.kind === "close") depth--;
  }
  return { books: books.finish(), skipped: [...skipped] };
}
