import { describe, expect, it } from "vitest";
import { BOOK_IDS } from "../../../contract/bible-books";
import type { BibleSearchResults } from "../../../contract/bible-search";
import { expectRefusal, ok } from "../../helpers/access";
import { createUser, type SignedInUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

// Searching a translation of the Bible for words and phrases: verses in canonical order,
// grouped by book, a page at a time; words compared lower case and without accents.

const t = useTestApp({ logger: { level: "error" } });

const search = async (member: SignedInUser, q: string, translation = "web", cursor?: string) => {
  const query = new URLSearchParams({ q, translation, ...(cursor ? { cursor } : {}) });
  return ok<BibleSearchResults>(await member.agent.get(`/api/bible/search?${query}`), 200);
};

/** Each verse found as "Book chapter:verse". */
const places = (results: BibleSearchResults) =>
  results.books.flatMap(({ book, verses }) => verses.map((v) => `${book.id} ${v.chapter}:${v.verse}`));

describe("a search", () => {
  it("finds the verses holding a word, whatever its case, with the word to mark", async () => {
    const member = await createUser(t());
    const found = await search(member, "Shepherd");
    expect(found.translation).toEqual({ code: "web", name: expect.any(String), abbreviation: "WEB" });
    expect(found.words).toEqual(["shepherd"]);
    expect(places(found)).toContain("Ps 23:1");
    for (const { verses } of found.books) for (const { text } of verses) expect(text).toMatch(/\bshepherd\b/i);
    expect(found.total).toBe(places(found).length);
  });

  it("finds a phrase in quotes only with its words in that order; words without quotes anywhere in the verse", async () => {
    const member = await createUser(t());
    const phrase = await search(member, '"love one another"');
    expect(places(phrase)).toContain("John 13:34");
    expect(phrase.total).toBe(12);
    for (const { verses } of phrase.books) for (const { text } of verses) expect(text.toLowerCase()).toContain("love one another");

    expect((await search(member, '"another one love"')).total).toBe(0);
    // Without quotes, each word anywhere: "if you have love for one another" too.
    const words = await search(member, "another one love");
    expect(words.total).toBe(20);
    expect(places(words)).toContain("John 13:35");
    // Quotes as a phone types them.
    expect(places(await search(member, "“love one another”", "kjv"))).toEqual(places(await search(member, '"love one another"', "kjv")));
  });

  it("folds accents, so amo finds amó, and amó finds amo", async () => {
    const member = await createUser(t());
    const amo = await search(member, "amo", "rv1909");
    expect(amo.words).toEqual(["amo"]);
    expect(places(amo)).toContain("John 3:16"); // "de tal manera amó Dios al mundo"
    expect(places(amo)).toContain("Gen 24:27"); // "mi amo Abraham"
    expect(places(await search(member, "AMÓ", "rv1909"))).toEqual(places(amo));
    const phrase = await search(member, '"de tal manera amo Dios"', "rv1909");
    expect(places(phrase)).toEqual(["John 3:16"]);
    expect(phrase.books[0]!.book).toEqual({ id: "John", name: "Juan" });
  });

  it("groups the verses by book, the books in canonical order, each with its count", async () => {
    const member = await createUser(t());
    const found = await search(member, "love one another");
    expect(found.books.map(({ book, count }) => `${book.id} ${count}`)).toEqual([
      "John 4",
      "Rom 2",
      "Gal 1",
      "Eph 1",
      "1Thess 2",
      "2Thess 1",
      "Heb 1",
      "1Pet 2",
      "1John 5",
      "2John 1",
    ]);
    const john = found.books[0]!;
    expect(john.book).toEqual({ id: "John", name: "John" });
    expect(john.verses.map((v) => `${v.chapter}:${v.verse}`)).toEqual(["13:34", "13:35", "15:12", "15:17"]);
    expect(john.verses[0]!.text).toBe(
      "A new commandment I give to you, that you love one another. Just as I have loved you, you also love one another.",
    );
    const order = found.books.map(({ book }) => BOOK_IDS.indexOf(book.id));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("comes a hundred verses at a time, each page after the one before, to the last", async () => {
    const member = await createUser(t());
    const first = await search(member, "faith");
    expect(first.total).toBeGreaterThan(200);
    expect(places(first)).toHaveLength(100);
    expect(first.nextCursor).toBe(places(first).at(-1)!.replace(" ", ".").replace(":", "."));
    const seen = [...places(first)];
    let page = first;
    while (page.nextCursor) {
      page = await search(member, "faith", "web", page.nextCursor);
      expect(page.total).toBe(first.total);
      seen.push(...places(page));
    }
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen).size).toBe(first.total);
    // A book split across pages says how many verses it holds in all, on both.
    const counts = new Map<string, number>();
    for (const { book, count } of first.books) counts.set(book.id, count);
    const second = await search(member, "faith", "web", first.nextCursor!);
    const carried = second.books[0]!;
    expect(carried.book.id).toBe(first.books.at(-1)!.book.id);
    expect(counts.get(carried.book.id)).toBe(carried.count);
    expect(first.books.at(-1)!.verses.length + carried.verses.length).toBeLessThanOrEqual(carried.count);
  });

  it("that finds nothing says so", async () => {
    const member = await createUser(t());
    expect(await search(member, "xyzzy")).toMatchObject({ total: 0, books: [], nextCursor: null, words: ["xyzzy"] });
  });
});

describe("a search that cannot be made", () => {
  it("is a 400 or a 404 with its reason, and nothing else", async () => {
    const member = await createUser(t());
    for (const [query, status, message] of [
      ["translation=web", 400, "Type something to search for"],
      ["q=%20%20&translation=web", 400, "Type something to search for"],
      [`q=${"a".repeat(201)}&translation=web`, 400, "Search text must be at most 200 characters"],
      ["q=a%00b&translation=web", 400, "Search text must not contain control characters"],
      ["q=!!!%20%22%22&translation=web", 400, "Type a word to search for"],
      ["q=love", 400, "translation must be a translation's code, such as web"],
      ["q=love&translation=WEB!", 400, "translation must be a translation's code, such as web"],
      ["q=love&translation=nope", 404, "Translation not found"],
      ["q=love&translation=web&cursor=here", 400, "Invalid cursor"],
      ["q=love&translation=web&cursor=Jhn.3.16", 400, "Invalid cursor"],
    ] as const) {
      const res = await member.agent.get(`/api/bible/search?${query}`);
      expectRefusal(res, status, query);
      expect(res.json().message, query).toBe(message);
    }
    // 200 characters is allowed.
    await search(member, `love ${"a".repeat(195)}`);
  });

  it("asks a visitor to sign in", async () => {
    for (const path of ["/api/bible/search?q=love&translation=web", "/api/bible/search", "/api/bible/search?translation=nope"]) {
      expectRefusal(await t().agent().get(path), 401, path);
    }
  });
});
