import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { BOOKS } from "../../contract/bible-books";
import { bookOfUsfm } from "../../bible/import/book-codes";
import { importCommand } from "../../bible/import/import-command";
import { importText } from "../../bible/import/import-text";
import { readOsis } from "../../bible/import/osis";
import { readUsfm } from "../../bible/import/usfm";
import { readUsfx } from "../../bible/import/usfx";
import { readBibleText } from "../../bible/text-file";
import { bibleChapter, biblePassage, bibleTranslations } from "../../server/services/bible/bible-library";

// A church adds a translation it holds a licence for from its OSIS, USFX or USFM files: the same
// few verses (Genesis 1:1-5 and John 3:16-17 of the World English Bible, with a heading, notes,
// cross references, Strong's numbers, words of Jesus and a two-verse range) give the same text in
// each, written as the file the site reads. The site is pointed at a folder of its own here, to
// serve such a partial text.

const served = await vi.hoisted(async () => {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  return mkdtempSync(join(tmpdir(), "koinonia-served-texts-"));
});
vi.mock("../../server/paths/project-paths", async (original) => ({
  ...(await original<typeof import("../../server/paths/project-paths")>()),
  BIBLE_TEXTS_DIR: served,
}));

const ROOT = path.join(import.meta.dirname, "../..");
const FIXTURES = path.join(import.meta.dirname, "fixtures");
const ABOUT = { code: "webx", name: "World English Bible (a few verses)", abbreviation: "WEBX", language: "en", licence: "Public domain." };
const ARGS = ["--code", "webx", "--name", ABOUT.name, "--abbreviation", "WEBX", "--language", "en", "--licence", "Public domain."];

const GENESIS_1 = [
  "In the beginning, God created the heavens and the earth.",
  "The earth was formless and empty. Darkness was on the surface of the deep and God’s Spirit was hovering over the surface of the waters.",
  "God said, “Let there be light,” and there was light.",
  "God saw the light, and saw that it was good. God divided the light from the darkness. God called the light “day”, and the darkness he called “night”. There was evening and there was morning, the first day.",
  "",
];
const JOHN_3_16_17 = [
  "For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish, but have eternal life.",
  "For God didn’t send his Son into the world to judge the world, but that the world should be saved through him.",
];

const folders: string[] = [];
function emptyFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "koinonia-import-"));
  folders.push(folder);
  return folder;
}
afterAll(() => {
  for (const folder of [...folders, served]) fs.rmSync(folder, { recursive: true, force: true });
});

const book = <Book extends { id: string }>(text: { books: Book[] }, id: string) => text.books.find((b) => b.id === id)!;

describe("a translation's files", () => {
  const osis = importText("osis", path.join(FIXTURES, "osis.xml"), ABOUT);
  const usfx = importText("usfx", path.join(FIXTURES, "usfx.xml"), ABOUT);
  const usfm = importText("usfm", path.join(FIXTURES, "usfm"), ABOUT);

  it("give the same text in OSIS, USFX and USFM", () => {
    expect(usfx.text).toEqual(osis.text);
    expect(usfm.text).toEqual(osis.text);
  });

  it("keep the words only: no heading, footnote, cross reference, Strong's number or style; a range's words on its first verse", () => {
    const genesis = book(usfm.text, "Gen");
    expect(genesis).toEqual({ id: "Gen", name: "Genesis", chapters: [GENESIS_1] });
    const john = book(usfm.text, "John");
    expect(john.name).toBe("John");
    // Chapters and verses the files do not have are there empty, so every verse keeps its place.
    expect(john.chapters.slice(0, 2)).toEqual([[], []]);
    expect(john.chapters[2]).toEqual([...Array(15).fill(""), ...JOHN_3_16_17]);
  });

  it("have the 66 books in their order, those they lack with their English name and no chapters", () => {
    expect(osis.text.books.map((b) => b.id)).toEqual(BOOKS.map((b) => b.id));
    expect(osis.text.books.filter((b) => b.chapters.length).map((b) => b.id)).toEqual(["Gen", "John"]);
    expect(book(osis.text, "1Sam")).toEqual({ id: "1Sam", name: "I Samuel", chapters: [] });
    expect(osis.text).toMatchObject(ABOUT);
  });

  it("pass over the books outside the 66, and say which", () => {
    expect(osis.skipped).toEqual(["Tob"]);
    expect(usfm.skipped).toEqual(["FRT"]);
    expect(usfx.skipped).toEqual([]);
  });

  it("name each book as the file does: USFM's \\h, USFX's <h>, an OSIS book's short title or else its title", () => {
    expect(readUsfm("\\id PSA\n\\h Salmos\n\\toc2 Sl\n\\c 1\n\\p\n\\v 1 Bem-aventurado o homem", "ps.usfm").books[0]!.name).toBe("Salmos");
    expect(readUsfm("\\id PSA\n\\toc2 Salmos\n\\c 1\n\\p\n\\v 1 Bem-aventurado o homem", "ps.usfm").books[0]!.name).toBe("Salmos");
    expect(readUsfx('<usfx><book id="PSA"><h>Salmos</h><c id="1"/><p><v id="1"/>Bem-aventurado</p></book></usfx>', "ps.xml").books[0]!.name).toBe(
      "Salmos",
    );
    const osisBook = (title: string) =>
      readOsis(
        `<osis><div type="book" osisID="Ps">${title}<chapter osisID="Ps.1"><verse osisID="Ps.1.1">Bem</verse></chapter></div></osis>`,
        "ps.xml",
      ).books[0]!.name;
    expect(osisBook('<title type="main" short="Salmos">O Livro dos Salmos</title>')).toBe("Salmos");
    expect(osisBook("<title>Salmos</title>")).toBe("Salmos");
    expect(osisBook("")).toBeUndefined();
  });

  it("name the books by USFM's codes, all 66", () => {
    const codes =
      "GEN EXO LEV NUM DEU JOS JDG RUT 1SA 2SA 1KI 2KI 1CH 2CH EZR NEH EST JOB PSA PRO ECC SNG ISA JER LAM EZK DAN HOS JOL AMO OBA JON MIC NAM HAB ZEP HAG ZEC MAL " +
      "MAT MRK LUK JHN ACT ROM 1CO 2CO GAL EPH PHP COL 1TH 2TH 1TI 2TI TIT PHM HEB JAS 1PE 2PE 1JN 2JN 3JN JUD REV";
    expect(codes.split(" ").map((code) => bookOfUsfm(code))).toEqual(BOOKS.map((b) => b.id));
    expect(["TOB", "FRT", "GLO", "XXA"].map((code) => bookOfUsfm(code))).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe("npm run bible:import", () => {
  const run = (args: string[], out = emptyFolder()) => ({ out, said: importCommand([...args, "--out", out], FIXTURES) });

  it("writes the text where the site reads it, as readBibleText reads it back", () => {
    for (const [format, input] of [
      ["osis", "osis.xml"],
      ["usfx", "usfx.xml"],
      ["usfm", "usfm"],
      ["usfm", "usfm/01-GEN.usfm"],
    ]) {
      const { out, said } = run(["--format", format!, ...ARGS, input!]);
      expect(fs.readdirSync(out)).toEqual(["webx.json.br"]);
      const text = readBibleText(path.join(out, "webx.json.br"));
      expect(text).toMatchObject(ABOUT);
      expect(text.books).toHaveLength(66);
      expect(book(text, "Gen")).toEqual({ id: "Gen", name: "Genesis", chapters: [GENESIS_1] });
      expect(said.at(-1)).toMatch(/^Written to .*webx\.json\.br \(0\.\d\d MB\)\. Restart the server to list it\.$/);
    }
    const { said } = run(["--format", "usfm", ...ARGS, "usfm"]);
    expect(said[0]).toBe("webx: World English Bible (a few verses) (WEBX, en), 22 verses in 2 of the 66 books.");
    expect(said[1]).toMatch(/^Not in the files, so without chapters: Exod, Lev, .*, Luke, Acts, .*, Rev\.$/);
    expect(said[2]).toBe("Left out, not among the 66 books: FRT.");
  });

  it("replaces a text already there only when asked to", () => {
    const out = emptyFolder();
    run(["--format", "usfm", ...ARGS, "usfm/01-GEN.usfm"], out);
    const before = fs.readFileSync(path.join(out, "webx.json.br"));
    expect(() => run(["--format", "osis", ...ARGS, "osis.xml"], out)).toThrow(/webx\.json\.br already exists: add --replace to replace it/);
    expect(fs.readFileSync(path.join(out, "webx.json.br"))).toEqual(before);
    run(["--format", "osis", ...ARGS, "--replace", "osis.xml"], out);
    expect(book(readBibleText(path.join(out, "webx.json.br")), "John").chapters).toHaveLength(3);
  });

  it("refuses arguments it cannot use, saying why and how to call it, and writes nothing", () => {
    const cases: [string[], RegExp][] = [
      [[...ARGS, "osis.xml"], /--format must be osis, usfx, usfm\n/],
      [["--format", "zefania", ...ARGS, "osis.xml"], /--format must be osis, usfx, usfm, not "zefania"/],
      [["--format", "osis", ...ARGS.slice(2), "osis.xml"], /--code must be 2 to 20 small letters, digits or hyphens, such as nvi\n/],
      [["--format", "osis", ...ARGS, "--code", "NVI!", "osis.xml"], /--code must be .*, not "NVI!"/],
      [["--format", "osis", ...ARGS, "--name", " ", "osis.xml"], /--name is needed: the translation's name/],
      [["--format", "osis", ...ARGS, "--language", "fr", "osis.xml"], /--language must be en, es, pt, not "fr"/],
      [["--format", "osis", ...ARGS], /give one file or folder to import\n/],
      [["--format", "osis", ...ARGS, "osis.xml", "usfx.xml"], /give one file or folder to import, not 2/],
      [["--format", "osis", ...ARGS, "nowhere.xml"], /nowhere\.xml does not exist/],
      [["--format", "osis", ...ARGS, "--colour", "red", "osis.xml"], /Unknown option '--colour'/],
    ];
    for (const [args, message] of cases) {
      const out = emptyFolder();
      expect(() => run(args, out), args.join(" ")).toThrow(message);
      expect(() => run(args, out)).toThrow(/Usage: npm run bible:import -- --format osis\|usfx\|usfm/);
      expect(fs.readdirSync(out), args.join(" ")).toEqual([]);
    }
    // Every problem at once, not one a run.
    expect(() => run(["--format", "x", "osis.xml"])).toThrow(
      /--format[\s\S]*--code[\s\S]*--name[\s\S]*--abbreviation[\s\S]*--licence[\s\S]*--language/,
    );
  });

  it("refuses a broken file or one in another format, with the line where it goes wrong, and writes nothing", () => {
    const broken = emptyFolder();
    const osis = fs.readFileSync(path.join(FIXTURES, "osis.xml"), "utf8");
    const write = (name: string, content: string) => {
      fs.writeFileSync(path.join(broken, name), content);
      return path.join(broken, name);
    };
    const cases: [string, string, RegExp][] = [
      [
        "osis",
        write("cut.xml", osis.slice(0, osis.indexOf('<verse osisID="Gen.1.3"'))),
        /cut\.xml, line 18: the file ends before <p> \(opened on line 17\) is closed: is it cut short\?/,
      ],
      [
        "osis",
        write("cut-in-a-tag.xml", osis.slice(0, osis.indexOf("Gen.1.3"))),
        /cut-in-a-tag\.xml, line 18: a < that starts no tag \(is the file cut short\?\)/,
      ],
      ["osis", path.join(FIXTURES, "usfx.xml"), /usfx\.xml, line 3: the file's root element is <usfx>, not <osis>: is it in another format\?/],
      ["usfx", path.join(FIXTURES, "usfm/01-GEN.usfm"), /01-GEN\.usfm, line 1: text before the root element: is it an XML file\?/],
      ["usfm", path.join(FIXTURES, "osis.xml"), /osis\.xml, line 1: a USFM file begins with its book's \\id line/],
      [
        "usfm",
        write("no-chapter.usfm", "\\id GEN\n\\p\n\\v 1 In the beginning"),
        /no-chapter\.usfm, line 3: verse 1 comes before any chapter \(\\c\)/,
      ],
      [
        "usfm",
        write("open-note.usfm", "\\id GEN\n\\c 1\n\\p\n\\v 1 In the beginning\\f + \\ft a note"),
        /open-note\.usfm, line 4: \\f is never closed by \\f\*/,
      ],
      ["usfm", write("twice.usfm", "\\id GEN\n\\c 1\n\\p\n\\v 1 In the beginning\n\\v 1 again"), /twice\.usfm, line 5: Gen 1:1 is given twice/],
      [
        "usfm",
        write("bad-verse.usfm", "\\id GEN\n\\c 1\n\\p\n\\v one In the beginning"),
        /bad-verse\.usfm, line 4: \\v is followed by "one", not a verse number/,
      ],
      [
        "usfx",
        write("bad-chapter.xml", '<usfx><book id="GEN"><c id="x"/></book></usfx>'),
        /bad-chapter\.xml, line 1: <c id="x"> is no chapter number/,
      ],
      [
        "usfm",
        write("apocrypha.usfm", "\\id TOB\n\\c 1\n\\p\n\\v 1 Tobit"),
        /apocrypha\.usfm holds no verse of the 66 books \(only TOB, which are not among them\)/,
      ],
      ["usfm", emptyFolder(), /holds no \.usfm or \.sfm files/],
    ];
    for (const [format, input, message] of cases) {
      const out = emptyFolder();
      expect(() => run(["--format", format, ...ARGS, input], out), input).toThrow(message);
      expect(fs.readdirSync(out), input).toEqual([]);
    }
  });

  it("as a command, exits with 1 and says why on stderr, or with 0 and says what it wrote", () => {
    const command = (args: string[]) =>
      spawnSync(process.execPath, ["--import", "tsx", "scripts/bible/import.ts", ...args], {
        cwd: ROOT,
        encoding: "utf8",
        env: { ...process.env, INIT_CWD: FIXTURES },
      });
    const out = emptyFolder();
    const refused = command(["--format", "osis", ...ARGS, "--out", out]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^give one file or folder to import\n\nUsage: npm run bible:import/);
    expect(fs.readdirSync(out)).toEqual([]);

    const done = command(["--format", "usfx", ...ARGS, "--out", out, "usfx.xml"]);
    expect(done.stderr).toBe("");
    expect(done.status).toBe(0);
    expect(done.stdout).toMatch(/^webx: World English Bible \(a few verses\) \(WEBX, en\), 22 verses in 2 of the 66 books\.\n/);
    expect(fs.readdirSync(out)).toEqual(["webx.json.br"]);
  });
});

describe("a text that lacks books and chapters, as the site serves it", () => {
  importCommand(["--format", "usfm", ...ARGS, "--out", served, "usfm"], FIXTURES);

  it("is listed with the others in its folder", () => {
    expect(bibleTranslations()).toEqual([{ code: "webx", name: ABOUT.name, abbreviation: "WEBX", language: "en", licence: "Public domain." }]);
  });

  it("leads from a chapter to the nearest ones it has, over books and chapters it lacks", () => {
    expect(bibleChapter("webx", "Gen", 1)).toMatchObject({ chapters: 1, verses: GENESIS_1, previous: null, next: { book: "John", chapter: 3 } });
    expect(bibleChapter("webx", "John", 3)).toMatchObject({ chapters: 3, previous: { book: "Gen", chapter: 1 }, next: null });
  });

  it("has no chapter where it lacks the book or the chapter", () => {
    for (const [id, chapter] of [
      ["Exod", 1],
      ["Rev", 22],
      ["John", 1],
      ["John", 4],
    ] as const) {
      expect(() => bibleChapter("webx", id, chapter), `${id} ${chapter}`).toThrow(
        expect.objectContaining({ refusal: "not-found", message: "Chapter not found" }),
      );
    }
  });

  it("gives a passage's verses across the books it lacks", () => {
    const passage = biblePassage("webx", "Gen.1.4-John.3.16");
    expect(passage.verses.map((v) => `${v.book}.${v.chapter}.${v.verse}`)).toEqual([
      "Gen.1.4",
      "Gen.1.5",
      ...Array.from({ length: 16 }, (_, i) => `John.3.${i + 1}`),
    ]);
    expect(passage.verses.at(-1)!.text).toBe(JOHN_3_16_17[0]);
    expect(() => biblePassage("webx", "Matt.1.1")).toThrow(expect.objectContaining({ refusal: "not-found", message: "Passage not found" }));
    expect(biblePassage("webx", "John.3.17-John.3.17").verses).toHaveLength(1);
  });
});
