import { describe, expect, it } from "vitest";
import type { VerseOfTheDay } from "../../../contract/bible-verse-of-the-day";
import { VERSES_OF_THE_DAY } from "../../../bible/verses-of-the-day";
import { biblePassage, bibleTranslations } from "../../../server/services/bible/bible-library";
import { verseOfTheDay } from "../../../server/services/bible/verse-of-the-day";
import { expectRefusal, ok } from "../../helpers/access";
import { createUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

// The verse of the day on the home page: one passage a date, the same for everyone whose
// calendar shows that date, turning at the member's own midnight, in the translation asked for.

// 02:00 on March 1 in UTC: still February 28 on the American west coast, March 1 in Kiribati.
const AT = Date.parse("2026-03-01T02:00:00Z");
const t = useTestApp({ logger: { level: "error" }, now: () => AT });

/** The list's passage for a date, by its place in a leap year (2024). */
const listedFor = (date: string) => {
  const start = Date.UTC(2024, 0, 1);
  const [, month, day] = date.split("-").map(Number);
  return VERSES_OF_THE_DAY[(Date.UTC(2024, month! - 1, day!) - start) / 86_400_000]!;
};

describe("the day's verse", () => {
  it("is the same for two members on the same day in the same zone, in the translation each asks for", async () => {
    const [ann, ben] = [await createUser(t()), await createUser(t())];
    const query = "/api/bible/verse-of-the-day?translation=web&timeZone=Europe/Lisbon";
    const annsDay = ok<VerseOfTheDay>(await ann.agent.get(query), 200);
    const bensDay = ok<VerseOfTheDay>(await ben.agent.get(query), 200);
    expect(bensDay).toEqual(annsDay);
    expect(annsDay.date).toBe("2026-03-01");
    expect(annsDay.ref).toBe(listedFor("2026-03-01"));
    expect(annsDay.passage).toEqual(biblePassage("web", annsDay.ref));
    expect(annsDay.passage.translation.abbreviation).toBe("WEB");

    const enEspañol = ok<VerseOfTheDay>(await ben.agent.get("/api/bible/verse-of-the-day?translation=rv1909&timeZone=Europe/Lisbon"), 200);
    expect(enEspañol.ref).toBe(annsDay.ref);
    expect(enEspañol.passage.translation.abbreviation).toBe("RV1909");
    expect(enEspañol.passage.verses[0]!.text).not.toBe(annsDay.passage.verses[0]!.text);
  });

  it("follows the member's zone: their device's, else their prayer reminder's, else UTC", async () => {
    const member = await createUser(t());
    const day = async (query = "") => ok<VerseOfTheDay>(await member.agent.get(`/api/bible/verse-of-the-day?translation=kjv${query}`), 200);

    expect((await day()).date).toBe("2026-03-01");
    const west = await day("&timeZone=America/Los_Angeles");
    expect(west).toMatchObject({ date: "2026-02-28", ref: listedFor("2026-02-28") });
    expect((await day("&timeZone=Pacific/Kiritimati")).date).toBe("2026-03-01");

    ok(await member.agent.put("/api/prayer/reminder", { enabled: false, time: "08:00", timeZone: "America/Los_Angeles" }), 200);
    expect(await day()).toEqual(west);
    // The device says where the member is now, whatever zone the reminder keeps.
    expect((await day("&timeZone=Asia/Tokyo")).date).toBe("2026-03-01");
    expect(west.ref).not.toBe((await day("&timeZone=Asia/Tokyo")).ref);
  });

  it("keeps a date's verse every year: February 29's only in a leap year, December 31's always the last", async () => {
    const member = await createUser(t());
    const on = async (iso: string) =>
      verseOfTheDay(t().db, () => Date.parse(iso), { viewerId: member.user.id, translation: "web", timeZone: "UTC" });
    expect(await on("2028-02-29T12:00:00Z")).toMatchObject({ date: "2028-02-29", ref: VERSES_OF_THE_DAY[59] });
    for (const year of [2026, 2027, 2028]) {
      expect(await on(`${year}-01-01T00:00:00Z`)).toMatchObject({ date: `${year}-01-01`, ref: VERSES_OF_THE_DAY[0] });
      expect(await on(`${year}-02-28T23:59:59Z`)).toMatchObject({ ref: VERSES_OF_THE_DAY[58] });
      expect(await on(`${year}-03-01T00:00:00Z`)).toMatchObject({ date: `${year}-03-01`, ref: VERSES_OF_THE_DAY[60] });
      expect(await on(`${year}-12-31T23:59:59Z`)).toMatchObject({ date: `${year}-12-31`, ref: VERSES_OF_THE_DAY[365] });
    }
  });
});

describe("the list", () => {
  const verses = (ref: string) => {
    const [from, to = from] = ref.split("-") as [string, string?];
    const [book, chapter, first] = from.split(".");
    const [lastBook, lastChapter, last] = to.split(".");
    return { book, chapter, lastBook, lastChapter, count: Number(last) - Number(first) + 1 };
  };

  it("has 366 passages, none twice and no verse in two, each of one to three verses within a chapter", () => {
    expect(VERSES_OF_THE_DAY).toHaveLength(366);
    expect(new Set(VERSES_OF_THE_DAY).size).toBe(366);
    const seen = new Map<string, string>();
    for (const ref of VERSES_OF_THE_DAY) {
      const { book, chapter, lastBook, lastChapter, count } = verses(ref);
      expect([lastBook, lastChapter], ref).toEqual([book, chapter]);
      expect(count, ref).toBeGreaterThanOrEqual(1);
      expect(count, ref).toBeLessThanOrEqual(3);
      for (const verse of biblePassage("kjv", ref).verses) {
        const key = `${verse.book}.${verse.chapter}.${verse.verse}`;
        expect(seen.get(key), `${ref} shares ${key}`).toBeUndefined();
        seen.set(key, ref);
      }
    }
  });

  it("is in every text the site carries (web, kjv and rv1909), each verse with its words", () => {
    const codes = bibleTranslations().map((translation) => translation.code);
    expect(codes).toEqual(expect.arrayContaining(["web", "kjv", "rv1909"]));
    for (const code of codes) {
      for (const ref of VERSES_OF_THE_DAY) {
        const passage = biblePassage(code, ref);
        expect(passage.verses.length, `${code} ${ref}`).toBe(verses(ref).count);
        for (const verse of passage.verses) expect(verse.text.trim(), `${code} ${ref}`).not.toBe("");
      }
    }
  });
});

describe("a query it cannot answer", () => {
  it("is refused with its reason, and a visitor is asked to sign in first", async () => {
    const member = await createUser(t());
    for (const [query, status, message] of [
      ["translation=nope", 404, "Translation not found"],
      ["translation=WEB!", 400, "translation must be a translation's code, such as web"],
      ["", 400, "translation must be a translation's code, such as web"],
      ["translation=web&timeZone=Mars/Olympus_Mons", 400, "Unknown time zone"],
      ["translation=web&timeZone=UTC%00", 400, "Unknown time zone"],
    ] as const) {
      const res = await member.agent.get(`/api/bible/verse-of-the-day?${query}`);
      expectRefusal(res, status, query);
      expect(res.json().message, query).toBe(message);
    }
    for (const query of ["translation=web", "translation=WEB!", ""]) {
      expectRefusal(await t().agent().get(`/api/bible/verse-of-the-day?${query}`), 401, query);
    }
  });
});
