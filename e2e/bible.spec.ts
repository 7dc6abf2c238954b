import { expect, type Page, test } from "@playwright/test";
import type { Language } from "../contract/languages";
import { apiActor, type ApiActor, expectNoHorizontalScroll, signInThroughApi, signUpThroughApi } from "./helpers";
import { looks, expectAxeClean } from "./screens";

// The Bible reader: a chapter with the verses its address marks, the chapters on either side,
// another book, chapter or translation chosen, the reader's own language's text, and where it
// was left. Then its screen on a 390 px phone in every language and both themes, and on a
// desktop: nothing scrolls sideways, no tab of the phone's tab bar has its name cut, and axe
// (WCAG 2 A and AA, contrast among them) finds nothing.

const LANGUAGES: readonly { language: Language; locale: string; heading: string; words: string }[] = [
  { language: "en", locale: "en-US", heading: "John 3", words: "For God so loved the world" },
  { language: "es", locale: "es-MX", heading: "Juan 3", words: "Porque de tal manera amó Dios al mundo" },
  // No Portuguese text is carried yet: Portuguese readers read the World English Bible.
  { language: "pt", locale: "pt-BR", heading: "John 3", words: "For God so loved the world" },
];

const marked = (page: Page) => page.locator("mark");

async function chooseLanguage(page: Page, language: Language): Promise<void> {
  const chosen = await page.request.put("/api/account/language", { data: { language } });
  expect(chosen.ok(), await chosen.text()).toBe(true);
}

/** Nothing wider than the screen, every name in the phone's tab bar shown whole, and no link or picker cut or off the screen. */
async function expectFits(page: Page): Promise<void> {
  await expectNoHorizontalScroll(page);
  const { tabs, controls } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const shown = (element: HTMLElement) => element.getBoundingClientRect().width > 1;
    return {
      tabs: [...document.querySelectorAll<HTMLElement>("nav")]
        .filter((nav) => getComputedStyle(nav).position === "fixed")
        .flatMap((nav) => [...nav.querySelectorAll<HTMLElement>("a > span:last-child")])
        .filter((name) => shown(name) && name.scrollWidth > name.clientWidth)
        .map((name) => name.textContent),
      controls: [...document.querySelectorAll<HTMLElement>("main a[href], main select, main button")]
        .filter((control) => shown(control))
        .filter((control) => control.scrollWidth > control.clientWidth + 1 || control.getBoundingClientRect().right > width + 1)
        .map((control) => control.textContent),
    };
  });
  expect(tabs, "names cut in the tab bar").toEqual([]);
  expect(controls, "links and pickers cut or off the screen").toEqual([]);
}

test.describe("the Bible reader", () => {
  test.use({ locale: "en-US" });

  test("shows a chapter with the verses its address marks, in view", async ({ page }) => {
    await signUpThroughApi(page);
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto("/bible/web/John/3?v=16");
    await expect(page.getByRole("heading", { name: "John 3", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle("John 3 · Koinonia");
    await expect(marked(page)).toHaveCount(1);
    await expect(marked(page)).toHaveText(/^16\s*For God so loved the world, that he gave his only born Son/);
    await expect(marked(page)).toBeInViewport();
    // Verse 1 is far above, out of view: the page moved to verse 16.
    await expect(page.getByText("Now there was a man of the Pharisees named Nicodemus")).not.toBeInViewport();
    await expect(page.getByText("World English Bible (WEB). Public domain.")).toBeVisible();

    await page.goto("/bible/web/John/3?v=16-18");
    await expect(marked(page)).toHaveCount(3);
    await expect(marked(page).nth(2)).toContainText("He who believes in him is not judged.");
  });

  test("moves to the next chapter, and reads it in another translation, which then stays the reader's", async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto("/bible/web/John/3?v=16");
    await expect(marked(page)).toBeVisible();
    await page.getByRole("link", { name: "Next chapter: John 4" }).click();
    await expect(page).toHaveURL(/\/bible\/web\/John\/4$/);
    await expect(page.getByRole("heading", { name: "John 4", level: 1 })).toBeVisible();
    await expect(marked(page)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Previous chapter: John 3" })).toBeVisible();

    await page.getByRole("combobox", { name: "Translation" }).selectOption({ label: "King James Version" });
    await expect(page).toHaveURL(/\/bible\/kjv\/John\/4$/);
    await expect(page.getByText("When therefore the Lord knew how the Pharisees had heard that Jesus made and baptized")).toBeVisible();
    await expect(page.getByText("King James Version (KJV). Public domain outside the United Kingdom")).toBeVisible();

    // Across books: Malachi's last chapter leads to Matthew's first.
    await page.goto("/bible/kjv/Mal/4");
    await page.getByRole("link", { name: "Next chapter: Matthew 1" }).click();
    await expect(page.getByRole("heading", { name: "Matthew 1", level: 1 })).toBeVisible();

    // The Bible opens again where it was left, in the translation chosen.
    await page.goto("/bible");
    await expect(page).toHaveURL(/\/bible\/kjv\/Matt\/1$/);
    await expect(page.getByText("The book of the generation of Jesus Christ")).toBeVisible();
  });

  test("opens another book at its first chapter, and another chapter of it", async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto("/bible");
    await expect(page).toHaveURL(/\/bible\/web\/John\/1$/);
    await expect(page.getByText("In the beginning was the Word")).toBeVisible();
    await page.getByRole("combobox", { name: "Book" }).selectOption({ label: "Psalms" });
    await expect(page).toHaveURL(/\/bible\/web\/Ps\/1$/);
    await expect(page.getByRole("heading", { name: "Psalms 1", level: 1 })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Chapter" }).locator("option")).toHaveCount(150);
    await page.getByRole("combobox", { name: "Chapter" }).selectOption("23");
    await expect(page).toHaveURL(/\/bible\/web\/Ps\/23$/);
    await expect(page.getByText("Yahweh is my shepherd; I shall lack nothing.")).toBeVisible();
  });

  test("in Spanish, opens in the Reina-Valera 1909", async ({ page }) => {
    await signUpThroughApi(page);
    await chooseLanguage(page, "es");
    await page.goto("/bible");
    await expect(page).toHaveURL(/\/bible\/rv1909\/John\/1$/);
    await expect(page.getByRole("heading", { name: "Juan 1", level: 1 })).toBeVisible();
    await page.getByRole("combobox", { name: "Capítulo" }).selectOption("3");
    await expect(page.getByRole("heading", { name: "Juan 3", level: 1 })).toBeVisible();
    await expect(page.getByText("Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito")).toBeVisible();
    await expect(page.getByRole("link", { name: "Capítulo siguiente: Juan 4" })).toBeVisible();
    await expect(page.getByText("Reina-Valera 1909 (RV1909). Public domain.")).toBeVisible();
  });

  test("an address that names no chapter is not found", async ({ page }) => {
    await signUpThroughApi(page);
    for (const path of ["/bible/nope/John/3", "/bible/web/Obad/2", "/bible/web/Jhn/3", "/bible/web/John/x"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Chapter not found", level: 1 }), path).toBeVisible();
    }
    await page.getByRole("link", { name: "Open the Bible" }).click();
    await expect(page.getByRole("heading", { name: "John 1", level: 1 })).toBeVisible();
  });

  test("is in the header's navigation, and on a phone in the account menu", async ({ page }) => {
    await signUpThroughApi(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Bible" }).click();
    await expect(page.getByRole("heading", { name: "John 1", level: 1 })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Bible" })).toHaveAttribute("aria-current", "page");

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Bible" })).toBeHidden();
    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Bible" }).click();
    await expect(page.getByRole("heading", { name: "John 1", level: 1 })).toBeVisible();
  });
});

test.describe("the Bible reader's screen", () => {
  let reader: ApiActor;
  test.beforeAll(async ({ playwright, baseURL }) => {
    reader = await apiActor(playwright, baseURL, { firstName: "Timothy", lastName: "Lystra" });
  });
  test.afterAll(async () => {
    await reader?.api.dispose();
  });

  for (const { language, locale, heading, words } of LANGUAGES) {
    for (const colorScheme of ["light", "dark"] as const) {
      test(`${language}, ${colorScheme}, 390 px wide`, async ({ browser }) => {
        const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 }, colorScheme, reducedMotion: "reduce" });
        const page = await context.newPage();
        try {
          await signInThroughApi(page, reader.user);
          await chooseLanguage(page, language);
          await page.goto("/bible");
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading.replace("3", "1"));
          await page.goto(`${new URL(page.url()).pathname.replace(/1$/, "3")}?v=16-18`);
          await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
          await expect(marked(page).first()).toContainText(words);
          await expect(marked(page).first()).toBeInViewport();
          expect(await looks(page)).toBe(colorScheme);
          await expectFits(page);
          await expectAxeClean(page, `${language}, ${colorScheme}, 390 px`);
          // Long names on either side: "1 Tessalonicenses 5" and "2 Thessalonians 2", "1 Tesalonicenses 5" and "2 Tesalonicenses 2".
          await page.goto(new URL(page.url()).pathname.replace(/John\/3$/, "2Thess/1"));
          await expect(page.getByRole("navigation", { name: /^(Chapters|Capítulos)$/ }).getByRole("link")).toHaveCount(2);
          await expectFits(page);
        } finally {
          await context.close();
        }
      });
    }
  }

  for (const colorScheme of ["light", "dark"] as const) {
    test(`on a desktop, ${colorScheme}`, async ({ page }) => {
      await signInThroughApi(page, reader.user);
      await chooseLanguage(page, "en");
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto("/bible/web/Ps/119?v=105");
      await expect(marked(page)).toContainText("Your word is a lamp to my feet");
      await expect(marked(page)).toBeInViewport();
      expect(await looks(page)).toBe(colorScheme);
      await expectFits(page);
      await expectAxeClean(page, `desktop, ${colorScheme}`);
    });
  }
});
