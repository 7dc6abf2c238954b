import fs from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContextOptions, expect, type Page, test } from "@playwright/test";
import type { BiblePassage } from "../contract/bible";
import { VERSES_OF_THE_DAY } from "../bible/verses-of-the-day";
import { createPostThroughApi, expectNoHorizontalScroll, newUser, postWith, signUpThroughApi } from "./helpers";
import { looks, expectAxeClean } from "./screens";

// The verse of the day on the home page: today's passage where the member is, in the reader's
// translation, its place a link into the reader, and Share putting it into the composer for the
// member to send with words of their own. Beside the feed on a desktop; under the composer on a
// phone, where the side columns come only after the feed. English and Spanish, light and dark.

// Fourteen hours ahead of UTC: for most of the day its date is not the server's, so the card
// shows the day where the member is, or this fails. The browser and the member's account agree.
const ZONE = "Pacific/Kiritimati";

type Words = Record<string, Record<string, string>>;
const es = (part: string): Words => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `../client/src/locales/es/${part}.json`), "utf8"));
const SPANISH = { card: es("bible")["bible/verse-of-the-day-card"]!, composer: es("posts")["posts/composer"]!, feed: es("posts")["posts/feed"]! };

/** Today's passage from the list, for the date it is now in ZONE. */
function todaysRef(): string {
  const [month, day] = new Intl.DateTimeFormat("en-US", { timeZone: ZONE, month: "numeric", day: "numeric" })
    .formatToParts(new Date())
    .filter((part) => part.type === "month" || part.type === "day")
    .map((part) => Number(part.value));
  // Its place in a leap year: February 29 keeps a place of its own.
  return VERSES_OF_THE_DAY[(Date.UTC(2024, month! - 1, day!) - Date.UTC(2024, 0, 1)) / 86_400_000]!;
}

/** A member signed up in a browser in ZONE, whose account gives ZONE too, in `language`. */
async function memberIn(browser: Browser, language: "en" | "es", options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext({
    timezoneId: ZONE,
    reducedMotion: "reduce",
    locale: language === "es" ? "es-MX" : "en-US",
    ...options,
  });
  const page = await context.newPage();
  await signUpThroughApi(page, newUser({ firstName: language === "es" ? "Priscila" : "Lydia" }));
  const said = await page.request.put("/api/account/language", { data: { language } });
  expect(said.ok(), await said.text()).toBe(true);
  const zone = await page.request.put("/api/prayer/reminder", { data: { enabled: false, time: "08:00", timeZone: ZONE } });
  expect(zone.ok(), await zone.text()).toBe(true);
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(ZONE);
  // A feed with a post in it, to see where the card stands beside it.
  await createPostThroughApi(page, "Grace and peace to you all");
  return page;
}

/** Today's passage in `translation`, and how the card names its place ("John 3:16", "Salmos 23:1-3"). */
async function expected(page: Page, translation: string) {
  const ref = todaysRef();
  const res = await page.request.get(`/api/bible/passage?${new URLSearchParams({ ref, translation })}`);
  expect(res.ok(), await res.text()).toBe(true);
  const passage = (await res.json()) as BiblePassage;
  const first = passage.verses[0]!;
  const last = passage.verses.at(-1)!;
  const more = last === first ? "" : `-${last.verse}`;
  return {
    ref,
    passage,
    text: passage.verses.map((verse) => verse.text).join(" "),
    reference: `${first.bookName} ${first.chapter}:${first.verse}${more}`,
    href: `/bible/${translation}/${first.book}/${first.chapter}?v=${first.verse}${more}`,
  };
}

test("beside the feed, today's verse where the member is; its place opens the reader, and Share puts it in a post", async ({ browser }) => {
  const page = await memberIn(browser, "en", { viewport: { width: 1280, height: 900 } });
  try {
    const today = await expected(page, "web");
    await page.goto("/");
    const card = page.getByRole("region", { name: "Verse of the Day" });
    await expect(card).toBeVisible();
    await expect(card).toContainText(today.passage.verses[0]!.text);
    await expect(card.getByRole("link", { name: today.reference })).toHaveAttribute("href", today.href);
    await expect(card.getByText("WEB", { exact: true })).toBeVisible();
    // In the side column: beside the feed, not above it.
    const feed = page.getByRole("region", { name: "Your feed" });
    expect((await card.boundingBox())!.x).toBeGreaterThan((await feed.boundingBox())!.x + 200);
    expect(await card.locator("blockquote").evaluate((quote) => getComputedStyle(quote).fontFamily)).toMatch(/serif/i);
    expect(await card.locator("blockquote").evaluate((quote) => getComputedStyle(quote).fontFamily)).not.toMatch(/sans-serif/i);
    expect(await looks(page)).toBe("light");
    await expectAxeClean(page, "the card, light", 'section[aria-labelledby="verse-of-the-day-title"]');
    await page.screenshot({ path: "/tmp/verse-of-the-day-desktop.png" });

    // Share: the composer holds the verse, the member adds a word and sends it.
    const composer = page.getByRole("region", { name: "Share with your Community" });
    await card.getByRole("button", { name: `Share ${today.reference} in a post` }).click();
    const post = composer.getByLabel("Your post");
    const shared = `“${today.text}” — ${today.reference} (WEB)`;
    await expect(post).toHaveValue(shared);
    await expect(post).toBeFocused();
    await post.press("End");
    await post.pressSequentially(" Amen!");
    await composer.getByRole("button", { name: "Share", exact: true }).click();
    await expect(postWith(page, today.reference)).toContainText(`${shared} Amen!`);
    await expect(post).toHaveValue("");

    // The place opens the reader at the passage.
    await card.getByRole("link", { name: today.reference }).click();
    await expect(page).toHaveURL(today.href);
  } finally {
    await page.context().close();
  }
});

test("in Spanish on a 390 px phone, in the dark: the Reina-Valera's words under the composer, shared in them", async ({ browser }) => {
  const page = await memberIn(browser, "es", { viewport: { width: 390, height: 844 }, colorScheme: "dark" });
  try {
    const today = await expected(page, "rv1909");
    await page.goto("/");
    const card = page.getByRole("region", { name: SPANISH.card.title });
    await expect(card).toBeVisible();
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(today.passage.verses[0]!.text);
    await expect(card.getByRole("link", { name: today.reference })).toHaveAttribute("href", today.href);
    await expect(card.getByText("RV1909", { exact: true })).toBeVisible();
    // Under the composer, before the posts: on a phone the side columns come after the whole feed.
    const composer = page.getByRole("region", { name: SPANISH.composer.heading });
    const below = async (lower: typeof card, upper: typeof card) =>
      expect((await lower.boundingBox())!.y).toBeGreaterThan((await upper.boundingBox())!.y);
    await below(card, composer);
    await below(page.getByRole("region", { name: SPANISH.feed.yourFeed }), card);
    expect(await looks(page)).toBe("dark");
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page, "the card, dark, 390 px", 'section[aria-labelledby="verse-of-the-day-narrow-title"]');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: "/tmp/verse-of-the-day-phone-es-dark.png" });

    await card.getByRole("button", { name: SPANISH.card.shareVerse!.replace("{reference}", today.reference) }).click();
    const post = composer.getByLabel(SPANISH.composer.yourPost!);
    const shared = `«${today.text}» — ${today.reference} (RV1909)`;
    await expect(post).toHaveValue(shared);
    await composer.getByRole("button", { name: SPANISH.composer.share, exact: true }).click();
    await expect(postWith(page, today.reference)).toContainText(shared);
    await page.screenshot({ path: "/tmp/verse-of-the-day-phone-es-dark-shared.png", fullPage: true });
  } finally {
    await page.context().close();
  }
});

test("on a desktop in the dark, the card reads clearly", async ({ browser }) => {
  const page = await memberIn(browser, "en", { viewport: { width: 1280, height: 900 }, colorScheme: "dark" });
  try {
    const today = await expected(page, "web");
    await page.goto("/");
    const card = page.getByRole("region", { name: "Verse of the Day" });
    await expect(card.getByRole("link", { name: today.reference })).toBeVisible();
    expect(await looks(page)).toBe("dark");
    await expectAxeClean(page, "the card, dark", 'section[aria-labelledby="verse-of-the-day-title"]');
    await page.screenshot({ path: "/tmp/verse-of-the-day-desktop-dark.png" });
  } finally {
    await page.context().close();
  }
});
