import { describe, expect, it } from "vitest";
import type { BibleChapter, BiblePassage, BibleTranslation } from "../../../contract/bible";
import { expectRefusal, ok } from "../../helpers/access";
import { createUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

// The Bible as a member reads it: the translations the site carries, a chapter with the ones
// on either side, and a passage to show beside a reference; a visitor is asked to sign in.

const t = useTestApp({ logger: { level: "error" } });

describe("the translations", () => {
  it("are at least the World English Bible, the King James Version and the Reina-Valera 1909, in order of their codes, each with its language and licence", async () => {
    const member = await createUser(t());
    const list = ok<BibleTranslation[]>(await member.agent.get("/api/bible/translations"), 200);
    // A church may have imported more of its own.
    expect(list.map(({ code, abbreviation, language }) => ({ code, abbreviation, language }))).toEqual(
      expect.arrayContaining([
        { code: "kjv", abbreviation: "KJV", language: "en" },
        { code: "rv1909", abbreviation: "RV1909", language: "es" },
        { code: "web", abbreviation: "WEB", language: "en" },
      ]),
    );
    expect(list.map((translation) => translation.code)).toEqual(list.map((translation) => translation.code).sort());
    for (const translation of list) expect(translation.licence).toMatch(/public domain/i);
  });
});

describe("a chapter", () => {
  it("comes with its verses in order, and the chapters on either side, across books", async () => {
    const member = await createUser(t());
    const psalm = ok<BibleChapter>(await member.agent.get("/api/bible/kjv/Ps/23"), 200);
    expect(psalm).toMatchObject({ book: { id: "Ps", name: "Psalms" }, chapter: 23, chapters: 150, previous: { book: "Ps", chapter: 22 } });
    expect(psalm.verses).toHaveLength(6);
    expect(psalm.verses[0]).toBe("The LORD is my shepherd; I shall not want.");

    const juan = ok<BibleChapter>(await member.agent.get("/api/bible/rv1909/John/1"), 200);
    expect(juan.book.name).toBe("Juan");
    expect(juan.previous).toEqual({ book: "Luke", chapter: 24 });
    expect(ok<BibleChapter>(await member.agent.get("/api/bible/web/Gen/1"), 200).previous).toBeNull();
    expect(ok<BibleChapter>(await member.agent.get("/api/bible/web/Rev/22"), 200).next).toBeNull();
    expect(ok<BibleChapter>(await member.agent.get("/api/bible/web/Mal/4"), 200).next).toEqual({ book: "Matt", chapter: 1 });
  });

  it("that is not there is a 404; an address that is no address a 400, with its reason", async () => {
    const member = await createUser(t());
    for (const [path, status, message] of [
      ["/api/bible/nope/John/3", 404, "Translation not found"],
      ["/api/bible/web/Obad/2", 404, "Chapter not found"],
      ["/api/bible/web/Jhn/3", 400, "book must be a book's OSIS id, such as John or 1Cor"],
      ["/api/bible/web/John/0", 400, "chapter must be at least 1"],
      ["/api/bible/web/John/x", 400, "chapter must be a number"],
      ["/api/bible/WEB!/John/3", 400, "translation must be a translation's code, such as web"],
    ] as const) {
      const res = await member.agent.get(path);
      expectRefusal(res, status, path);
      expect(res.json().message, path).toBe(message);
    }
  });
});

describe("a passage", () => {
  it("is its verses, across a chapter's end, each with its place", async () => {
    const member = await createUser(t());
    const one = ok<BiblePassage>(await member.agent.get("/api/bible/passage?ref=John.3.16&translation=rv1909"), 200);
    expect(one.verses).toEqual([
      {
        book: "John",
        bookName: "Juan",
        chapter: 3,
        verse: 16,
        text: "Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.",
      },
    ]);
    const across = ok<BiblePassage>(await member.agent.get("/api/bible/passage?ref=Ps.22.31-Ps.23.2&translation=kjv"), 200);
    expect(across.verses.map((v) => `${v.chapter}:${v.verse}`)).toEqual(["22:31", "23:1", "23:2"]);
  });

  it("is refused when it is no passage, runs backwards, is too long or is not there", async () => {
    const member = await createUser(t());
    for (const [query, status, message] of [
      ["ref=John 3:16&translation=web", 400, "ref must be a passage in OSIS, such as John.3.16 or Rom.8.28-Rom.8.39"],
      ["ref=John.3.16", 400, "translation must be a translation's code, such as web"],
      ["ref=John.3.18-John.3.16&translation=web", 400, "A passage must end after it starts"],
      ["ref=Ps.1.1-Ps.150.6&translation=web", 400, "A passage holds at most 200 verses"],
      ["ref=John.30.1&translation=web", 404, "Passage not found"],
      ["ref=Jhn.3.16&translation=web", 404, "Passage not found"],
    ] as const) {
      const res = await member.agent.get(`/api/bible/passage?${query.replace(/ /g, "%20")}`);
      expectRefusal(res, status, query);
      expect(res.json().message, query).toBe(message);
    }
  });
});

it("asks a visitor to sign in", async () => {
  for (const path of ["/api/bible/translations", "/api/bible/web/John/3", "/api/bible/passage?ref=John.3.16&translation=web"]) {
    expectRefusal(await t().agent().get(path), 401, path);
  }
});
