import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ChapterParams } from "../../contract/bible";
import { LANGUAGES } from "../../contract/languages";
import { writeBibleText } from "../text-file";
import { ImportError } from "./collected";
import { IMPORT_FORMATS, type ImportFormat, importText } from "./import-text";

const USAGE = [
  "Usage: npm run bible:import -- --format osis|usfx|usfm --code <code> --name <name> --abbreviation <abbreviation>",
  "         --language en|es|pt --licence <licence> [--out <folder>] [--replace] <file or folder>",
  "  <file or folder>: an OSIS or USFX .xml file; USFM: one .usfm/.sfm file, or a folder of them (one a book).",
  "  --code: the translation's address (/bible/<code>/John/3), 2 to 20 small letters, digits or hyphens.",
  "  --language: the interface language whose readers it is for.",
  "  --out: where to write <code>.json.br (bible/texts unless given); --replace: replace a text already there.",
].join("\n");

/** The folder the site reads its texts from. */
const TEXTS = path.join(import.meta.dirname, "../texts");

/**
 * `npm run bible:import`: reads a translation a church holds a licence for from its OSIS, USFX or
 * USFM files and writes it where the site reads its texts, as bible/texts/<code>.json.br. Every
 * argument is checked, and the whole text read, before anything is written; nothing is replaced
 * unless asked. Returns what to tell whoever ran it; throws an ImportError saying what is wrong.
 * Paths are taken from `cwd` (npm runs scripts from the project's folder, not the caller's).
 */
export function importCommand(args: string[], cwd: string): string[] {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    throw new ImportError(`${(error as Error).message}\n\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) return [USAGE];

  const problems: string[] = [];
  const required = (option: "name" | "abbreviation" | "licence", what: string) => {
    const value = values[option]?.trim();
    if (!value) problems.push(`--${option} is needed: ${what}`);
    return value ?? "";
  };
  const format = values.format as ImportFormat | undefined;
  if (!format || !IMPORT_FORMATS.includes(format)) {
    problems.push(`--format must be ${IMPORT_FORMATS.join(", ")}${values.format === undefined ? "" : `, not "${values.format}"`}`);
  }
  const code = values.code ?? "";
  if (!ChapterParams.shape.translation.safeParse(code).success) {
    problems.push(`--code must be 2 to 20 small letters, digits or hyphens, such as nvi${values.code === undefined ? "" : `, not "${code}"`}`);
  }
  const name = required("name", 'the translation\'s name, such as "Nova Versão Internacional"');
  const abbreviation = required("abbreviation", "its short name, such as NVI");
  const licence = required("licence", "the licence under which the church holds it, as readers will see it");
  const language = values.language ?? "";
  if (!(LANGUAGES as readonly string[]).includes(language)) {
    problems.push(`--language must be ${LANGUAGES.join(", ")}${values.language === undefined ? "" : `, not "${language}"`}`);
  }
  const input = positionals.length === 1 ? path.resolve(cwd, positionals[0]!) : undefined;
  if (positionals.length !== 1) problems.push(`give one file or folder to import${positionals.length ? `, not ${positionals.length}` : ""}`);
  else if (!fs.existsSync(input!)) problems.push(`${positionals[0]} does not exist`);
  const out = values.out === undefined ? TEXTS : path.resolve(cwd, values.out);
  const file = path.join(out, `${code}.json.br`);
  if (!problems.length && fs.existsSync(file) && !values.replace) problems.push(`${file} already exists: add --replace to replace it`);
  if (problems.length) throw new ImportError(`${problems.join("\n")}\n\n${USAGE}`);

  const { text, skipped } = importText(format!, input!, { code, name, abbreviation, language, licence });
  fs.mkdirSync(out, { recursive: true });
  // Written beside and then renamed: a server starting meanwhile never reads half a file.
  const partial = `${file}.partial`;
  const { packed } = writeBibleText(partial, text);
  fs.renameSync(partial, file);

  const present = text.books.filter((book) => book.chapters.length);
  const absent = text.books.filter((book) => !book.chapters.length);
  const verses = present.reduce((n, book) => n + book.chapters.reduce((m, chapter) => m + chapter.length, 0), 0);
  return [
    `${code}: ${name} (${abbreviation}, ${language}), ${verses} verses in ${present.length} of the 66 books.`,
    ...(absent.length ? [`Not in the files, so without chapters: ${absent.map((book) => book.id).join(", ")}.`] : []),
    ...(skipped.length ? [`Left out, not among the 66 books: ${skipped.join(", ")}.`] : []),
    `Written to ${path.relative(cwd, file) || file} (${(packed / 1e6).toFixed(2)} MB). Restart the server to list it.`,
  ];
}

function parse(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: {
      format: { type: "string" },
      code: { type: "string" },
      name: { type: "string" },
      abbreviation: { type: "string" },
      language: { type: "string" },
      licence: { type: "string" },
      out: { type: "string" },
      replace: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
}
