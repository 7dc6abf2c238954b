import fs from "node:fs";
import path from "node:path";
import { BOOKS } from "../../contract/bible-books";
import type { BibleText } from "../text-file";
import { englishName } from "./book-codes";
import { ImportError, type ImportedBook, type ImportedFile } from "./collected";
import { readOsis } from "./osis";
import { readUsfm } from "./usfm";
import { readUsfx } from "./usfx";

export const IMPORT_FORMATS = ["osis", "usfx", "usfm"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

const READERS: Record<ImportFormat, { read: (source: string, file: string) => ImportedFile; extensions: string[] }> = {
  osis: { read: readOsis, extensions: [".xml", ".osis"] },
  usfx: { read: readUsfx, extensions: [".xml", ".usfx"] },
  usfm: { read: readUsfm, extensions: [".usfm", ".sfm"] },
};

/** The file given, or the files in the folder given that are in the format (by their endings), in the order of their names. */
function sourceFiles(format: ImportFormat, input: string): string[] {
  if (!fs.statSync(input).isDirectory()) return [input];
  const { extensions } = READERS[format];
  const files = fs
    .readdirSync(input)
    .filter((name) => extensions.some((extension) => name.toLowerCase().endsWith(extension)))
    .sort()
    .map((name) => path.join(input, name));
  if (!files.length) throw new ImportError(`${input} holds no ${extensions.join(" or ")} files`);
  return files;
}

/**
 * A translation from its files: the books they hold among the 66, in their canonical order, each
 * with the name the files give it (else its English name); a book they do not hold is there with
 * no chapters, so that every text has the 66 in the same places. `skipped` names the books the
 * files have besides (the deuterocanon, front matter), which the texts do not carry.
 */
export function importText(format: ImportFormat, input: string, about: Omit<BibleText, "books">): { text: BibleText; skipped: string[] } {
  const found = new Map<string, { book: ImportedBook; file: string }>();
  const skipped = new Set<string>();
  for (const file of sourceFiles(format, input)) {
    const name = path.basename(file);
    const { books, skipped: besides } = READERS[format].read(fs.readFileSync(file, "utf8"), name);
    for (const book of books) {
      const before = found.get(book.id);
      if (before) throw new ImportError(`${book.id} is in both ${before.file} and ${name}`);
      found.set(book.id, { book, file: name });
    }
    for (const code of besides) skipped.add(code);
  }
  const books = BOOKS.map(({ id }) => {
    const book = found.get(id)?.book;
    return { id, name: book?.name ?? englishName(id), chapters: book?.chapters ?? [] };
  });
  if (!books.some((book) => book.chapters.some((chapter) => chapter.length))) {
    const others = skipped.size ? ` (only ${[...skipped].join(", ")}, which are not among them)` : "";
    throw new ImportError(`${input} holds no verse of the 66 books${others}: is it in ${format.toUpperCase()}?`);
  }
  return { text: { ...about, books }, skipped: [...skipped] };
}
