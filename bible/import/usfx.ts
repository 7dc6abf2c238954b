import { bookOfUsfm } from "./book-codes";
import { BookCollector, type ImportedFile, verseNumbers } from "./collected";
import { breaksLine, markerName, NOT_WORDS, NOTES } from "./markers";
import { xmlTokens } from "./xml";

// A USFX file (USFM as XML, as eBible.org publishes its translations): <book id="GEN">, a
// milestone <c id="1"/> per chapter, and <v id="1"/> … <ve/> around each verse's words (or a
// <v id="1">…</v> holding them). Elements are named after USFM's markers (<s>, <f>, <x>, <wj>),
// and a paragraph may say which one it stands for (<p sfm="ip">): the same lists as USFM's tell
// what is words and what is not.

/** Whether an element holds no words of a verse: a note, a heading, a title, an introduction. */
function holdsNoWords(name: string, attributes: Record<string, string>): boolean {
  if (name === "languageCode" || name === "generated") return true;
  const marker = markerName(attributes.sfm ?? attributes.style ?? name);
  return NOTES.has(marker) || NOT_WORDS.has(marker);
}

export function readUsfx(source: string, file: string): ImportedFile {
  let line = 1;
  const books = new BookCollector(() => `${file}, line ${line}`);
  const skipped = new Set<string>();
  let bookSkipped = false;
  let chapter: number | undefined;
  // The open elements, each with whether its text is words (a note's or a heading's is not).
  const open: { name: string; note: boolean; noWords: boolean }[] = [];
  let name: string | undefined;
  let tocName: string | undefined;
  let gathering: "name" | "toc" | undefined;

  for (const token of xmlTokens(source, file, "usfx")) {
    line = token.line;
    if (token.kind === "text") {
      if (gathering === "name") name = (name ?? "") + token.text;
      else if (gathering === "toc") tocName = (tocName ?? "") + token.text;
      else if (!open.some((element) => element.noWords)) books.add(token.text);
      continue;
    }
    if (token.kind === "close") {
      const element = open.pop()!;
      if (breaksLine(markerName(element.name))) books.add(" ");
      if (element.name === "book") {
        if (name !== undefined) books.nameBook(name);
        if (tocName !== undefined) books.nameBook(tocName);
        books.endBook();
      } else if (element.name === "v" || element.name === "c") {
        books.endVerse();
      } else if (element.name === "h" || element.name === "toc") {
        gathering = undefined;
      }
      continue;
    }

    const { name: element, attributes } = token;
    if (element === "book") {
      books.endBook();
      const code = attributes.id ?? "";
      const id = bookOfUsfm(code);
      bookSkipped = !id;
      chapter = undefined;
      name = undefined;
      tocName = undefined;
      if (id) books.startBook(id);
      else skipped.add(code || "a book with no id");
    } else if (element === "c") {
      const written = attributes.id ?? "";
      if (!/^\d+$/.test(written) || Number(written) === 0) throw books.error(`<c id="${written}"> is no chapter number`);
      books.endVerse();
      chapter = Number(written);
    } else if (element === "v") {
      const written = attributes.id ?? "";
      const numbers = verseNumbers(written);
      if (!numbers) throw books.error(`<v id="${written}"> is no verse number`);
      books.endVerse();
      if (!bookSkipped) {
        if (chapter === undefined) throw books.error(`verse ${written} comes before any chapter (<c>)`);
        if (numbers.first > 0) books.startVerse(chapter, numbers.first, numbers.last);
      }
      // A verse that starts in a psalm's title (<d>) makes the rest of it words.
      for (const around of open) if (!around.note) around.noWords = false;
    } else if (element === "ve") {
      books.endVerse();
    } else if (element === "h" && !token.empty) {
      gathering = "name";
    } else if (element === "toc" && attributes.level === "2" && !token.empty) {
      gathering = "toc";
    }
    if (breaksLine(markerName(attributes.sfm ?? element))) books.add(" ");
    if (!token.empty) open.push({ name: element, note: NOTES.has(markerName(element)), noWords: holdsNoWords(element, attributes) });
  }
  return { books: books.finish(), skipped: [...skipped] };
}
