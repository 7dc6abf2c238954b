import fs from "node:fs";
import zlib from "node:zlib";
import type { BookId } from "../contract/bible-books";

/**
 * A translation as Koinonia carries it (bible/texts/<code>.json.br, Brotli-compressed JSON):
 * what it is, and its books in canonical order, each a list of chapters, each a list of its
 * verses' words ("" for a verse the translation joins to the one before).
 */
export type BibleText = {
  code: string;
  name: string;
  abbreviation: string;
  /** The interface language whose readers it is for: "en", "es" or "pt". */
  language: string;
  licence: string;
  books: { id: BookId; name: string; chapters: string[][] }[];
};

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** A verse's words from its OSIS markup, as read aloud: no notes, headings, Strong's numbers or paragraph marks. */
export function plainVerse(osis: string): string {
  return (
    osis
      // A footnote sits between two words as often as after one: it leaves a space.
      .replace(/<note\b[^>]*\/>/g, " ")
      .replace(/<note\b[^>]*>[\s\S]*?<\/note>/g, " ")
      .replace(/<title\b[^>]*>[\s\S]*?<\/title>/g, "")
      // Two words marked side by side are two words, even with no space between their marks.
      .replace(/(<\/(?:w|transChange)>)(?=<(?:w|transChange)\b)/g, "$1 ")
      .replace(/<[^>]+>/g, "")
      .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]!)
      .replace(/¶/g, "")
      // A USFM character mark a module left in its text ("\\nd LORD\\+nd*"): its words stay.
      .replace(/\\\+?[a-z]+\d*\*/g, "")
      .replace(/\\\+?[a-z]+\d*\s/g, "")
      .replace(/\s+/g, " ")
      .replace(/\s+([,.;:!?])/g, "$1")
      .trim()
  );
}

export function writeBibleText(file: string, text: BibleText): { json: number; packed: number } {
  const json = Buffer.from(JSON.stringify(text));
  const packed = zlib.brotliCompressSync(json, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length },
  });
  fs.writeFileSync(file, packed);
  return { json: json.length, packed: packed.length };
}

export function readBibleText(file: string): BibleText {
  return JSON.parse(zlib.brotliDecompressSync(fs.readFileSync(file)).toString("utf8")) as BibleText;
}
