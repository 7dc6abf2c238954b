import { describe, expect, it } from "vitest";
import { bookNamesOf } from "../../../server/services/bible/bible-library";
import { type Language, findReferences, readByParser, readQuickly } from "../../../server/services/bible/references";

// References in what members write become links: the passage each names, and where it is.

const osis = (words: string) => findReferences(words).map((r) => r.osis);
const written = (words: string) => findReferences(words).map((r) => words.slice(r.start, r.end));

describe("found", () => {
  it("in English, abbreviated or spelled out, verses, ranges and whole chapters", () => {
    expect(osis("Reading Jn 3:16 tonight")).toEqual(["John.3.16"]);
    expect(osis("Romans 8:28-39 carried me")).toEqual(["Rom.8.28-Rom.8.39"]);
    expect(osis("1 Cor 13 at the wedding")).toEqual(["1Cor.13.1-1Cor.13.13"]);
    expect(osis("Psalm 23 and Isaiah 53:5")).toEqual(["Ps.23.1-Ps.23.6", "Isa.53.5"]);
    expect(written("Pray over Phil 4:6-7, friends")).toEqual(["Phil 4:6-7"]);
  });

  it("in Spanish", () => {
    expect(osis("Leímos Juan 3:16-18 en el grupo")).toEqual(["John.3.16-John.3.18"]);
    expect(osis("Sal 23 para esta noche")).toEqual(["Ps.23.1-Ps.23.6"]);
    expect(osis("Romanos 8:28")).toEqual(["Rom.8.28"]);
  });

  it("in Portuguese", () => {
    expect(osis("Hoje li Sl 23 com a família")).toEqual(["Ps.23.1-Ps.23.6"]);
    expect(osis("João 3:16 é a minha esperança")).toEqual(["John.3.16"]);
    expect(osis("Leia Rm 8:28-39")).toEqual(["Rom.8.28-Rom.8.39"]);
  });

  it("with names of several words, an ordinal, a sequence, or punctuation around them", () => {
    expect(written("(1 Cor 13:4-7)")).toEqual(["1 Cor 13:4-7"]);
    expect(osis("“Jn3:16”")).toEqual(["John.3.16"]);
    expect(osis("Song of Solomon 2:4")).toEqual(["Song.2.4"]);
    expect(osis("Hechos de los Apóstoles 2:38")).toEqual(["Acts.2.38"]);
    expect(osis("Atos dos Apóstolos 2:38")).toEqual(["Acts.2.38"]);
    expect(osis("2 Timoteo 1:7")).toEqual(["2Tim.1.7"]);
    expect(osis("I Corinthians 13")).toEqual(["1Cor.13.1-1Cor.13.13"]);
    expect(osis("Psalm 23 and 24")).toEqual(["Ps.23.1-Ps.24.10"]);
  });

  it("in any of the three in the same words, English first where they differ", () => {
    expect(osis("Mi versículo: John 3:16, y esta noche Sal 23")).toEqual(["John.3.16", "Ps.23.1-Ps.23.6"]);
    expect(osis("Jo 3:16")).toEqual(["John.3.16"]);
    // A number before a book that has none is not that book: 1 Re is 1 Kings (Reyes, Reis).
    expect(osis("Leia 1 Re 3:16")).toEqual(["1Kgs.3.16"]);
  });
});

describe("not found", () => {
  it("a book named alone, everyday words before a number, or a passage that does not exist", () => {
    expect(osis("John said he would come at 5")).toEqual([]);
    expect(osis("Is 2 enough for the potluck?")).toEqual([]);
    expect(osis("I am 5 minutes late")).toEqual([]);
    expect(osis("Job 2 went well, thanks")).toEqual(["Job.2.1-Job.2.13"]);
    expect(osis("Genesis 51:3 and John 22:1")).toEqual([]);
    expect(osis("Call me at 3:16 today")).toEqual([]);
    expect(osis("See you at 10:30 on Sunday, 3 of us")).toEqual([]);
    // Books are matched as written: a lowercase "sal" is a verb.
    expect(osis("sal 2 horas antes")).toEqual([]);
  });
});

describe("the quick path for a name and a chapter, a verse or verses of one chapter", () => {
  // Every book's name in each language, and the abbreviations members write most.
  const NAMES: Record<Language, string[]> = {
    en: [
      ...Object.values(bookNamesOf("web")),
      ...Object.values(bookNamesOf("kjv")),
      "Jn",
      "Rom",
      "Ps",
      "Psalm",
      "Mt",
      "Gen",
      "1 Cor",
      "I Corinthians",
      "Phil",
      "Rev",
      "Pastor John",
      "Is",
      "Jude",
      "Obadiah",
    ],
    es: [...Object.values(bookNamesOf("rv1909")), "Juan", "Sal", "Ro", "Mt", "Gn", "1 Co", "Hechos de los Apóstoles", "Apocalipsis"],
    pt: [
      "Gênesis",
      "Êxodo",
      "Salmos",
      "Sl",
      "Provérbios",
      "Isaías",
      "Mateus",
      "Marcos",
      "Lucas",
      "João",
      "Jo",
      "Atos",
      "Romanos",
      "Rm",
      "1 Coríntios",
      "Gálatas",
      "Efésios",
      "Filipenses",
      "Hebreus",
      "Tiago",
      "Apocalipse",
      "Atos dos Apóstolos",
      "Judas",
    ],
  };
  // Chapters and verses in range and just past it, ranges forward, backward and of one verse.
  const NUMBERS = [
    "1",
    "2",
    "3",
    "50",
    "150",
    "151",
    "1:1",
    "3:16",
    "3:36",
    "3:37",
    "8:28",
    "23:6",
    "119:176",
    "150:6",
    "1:1-2",
    "3:16-18",
    "8:28-39",
    "2:1-1",
    "3:3-3",
    "1:1-200",
    "0",
    "3:0",
  ];

  it("reads each exactly as the parser does, and takes most of them", () => {
    let quick = 0;
    let found = 0;
    for (const language of Object.keys(NAMES) as Language[]) {
      for (const name of new Set(NAMES[language])) {
        for (const numbers of NUMBERS) {
          const part = `${name} ${numbers}`;
          const byParser = readByParser(language, part);
          const read = readQuickly(language, part);
          if (byParser.some((r) => r.osis)) found++;
          if (read === null) continue;
          quick++;
          expect(read, `${language}: ${part}`).toEqual(byParser);
        }
      }
    }
    expect(quick / found).toBeGreaterThan(0.6);
  });

  it("leaves to the parser what it does not take: a sequence, a range across chapters, a book of one chapter", () => {
    expect(readQuickly("en", "Romans 8:28")).toEqual([{ osis: "Rom.8.28", indices: [0, 11] }]);
    for (const part of ["Psalm 23 and 24", "John 3:16,18", "Genesis 1-3", "Jude 5", "Romans 8:28–39", "John 3:16a"]) {
      expect(readQuickly("en", part), part).toBeNull();
    }
  });
});
