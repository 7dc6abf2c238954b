import { expect, test } from "@playwright/test";
import type { Language } from "../contract/languages";
import { expectNoHorizontalScroll, member, newUser, signUpThroughApi, tag, toastWith } from "./helpers";
import { expectAxeClean } from "./screens";

// A church's own reading plan: its pastor writes one day by day from the church's Devotions
// tab (the passages written as anywhere, one day refused until it names a passage), a member
// finds it there, starts it, reads day 1 with its note, and the pastor changes it. Then the
// editor and the plan's page on a 390 px phone in Spanish (dark) and Portuguese (light).

async function churchOf(page: import("@playwright/test").Page, name: string) {
  const res = await page.request.post("/api/churches", { data: { name, joinMode: "open" } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { slug: string };
}

test.describe("a church's own reading plan", () => {
  test.use({ locale: "en-US" });

  test("the pastor writes it day by day, a member starts it and reads the day's note, the pastor changes it", async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signUpThroughApi(page, newUser({ firstName: "Miriam", lastName: "Pastor" }));
    const church = await churchOf(page, `Grace Chapel ${tag()}`);
    const anna = await member(browser, { firstName: "Anna", lastName: "Pew" });
    try {
      expect((await anna.page.request.post(`/api/churches/${church.slug}/join`)).status()).toBe(200);

      await page.goto(`/churches/${church.slug}`);
      await page.getByRole("tab", { name: "Devotions" }).click();
      const card = page.getByRole("region", { name: "Our reading plans" });
      await card.getByRole("link", { name: "Write a reading plan" }).click();
      await expect(page).toHaveURL(new RegExp(`/churches/${church.slug}/plans/new$`));
      const form = page.getByRole("form", { name: "Write a reading plan" });
      await form.getByLabel("Title").fill("Walking to the cross");
      await form.getByLabel("What it reads (optional)").fill("Three days on the road to Jerusalem.");
      const day = (n: number) => form.getByRole("group", { name: `Day ${n}` });
      await day(1).getByLabel("Passages").fill("Mark 8:27-38");
      await day(1).getByLabel("A note for the day (optional)").fill("Who do you say I am?");
      await form.getByRole("button", { name: "Add a day" }).click();
      await day(2).getByLabel("Passages").fill("the road goes on");
      await form.getByRole("button", { name: "Add a day" }).click();
      await day(3).getByLabel("Passages").fill("Salmo 51");
      await form.getByRole("button", { name: "Save the plan" }).click();
      // Day 2 names no passage: the refusal shows under it, and it has the focus.
      const passages2 = day(2).getByLabel("Passages");
      await expect(day(2)).toContainText("No Bible passage found");
      await expect(passages2).toBeFocused();
      await passages2.fill("John 12:1-11; Ps 23");
      await expectAxeClean(page, "the plan's editor", "main");
      await form.getByRole("button", { name: "Save the plan" }).click();
      await expect(toastWith(page, "The reading plan is saved")).toBeVisible();
      await expect(page).toHaveURL(/\/plans\/church-\d+$/);
      await expect(page.getByRole("heading", { level: 1, name: "Walking to the cross" })).toBeVisible();
      const key = page.url().split("/").pop()!;

      // Anna finds it on the church's page and starts it from its page.
      await anna.page.goto(`/churches/${church.slug}`);
      await anna.page.getByRole("tab", { name: "Devotions" }).click();
      const hers = anna.page.getByRole("region", { name: "Our reading plans" });
      await expect(hers.getByRole("link", { name: "Write a reading plan" })).toHaveCount(0);
      await expect(hers).toContainText("3 days");
      await anna.page.screenshot({ path: "/tmp/church-plans-tab-member.png" });
      await hers.getByRole("link", { name: "Walking to the cross" }).click();
      await expect(anna.page.getByRole("link", { name: /^From Grace Chapel/ })).toBeVisible();
      await expect(anna.page.getByRole("link", { name: "Change the plan" })).toHaveCount(0);
      await anna.page.getByRole("button", { name: "Start this plan: Walking to the cross" }).click();
      const today = anna.page.locator('li[aria-current="date"]');
      await expect(today).toContainText("Who do you say I am?");
      await expect(today.getByRole("link", { name: "Mark 8:27-38" })).toBeVisible();
      await today.getByRole("checkbox", { name: "Day 1 read" }).click();
      await expect(today.getByRole("checkbox", { name: "Day 1 read" })).toBeChecked();
      const day2 = anna.page.getByRole("listitem").filter({ hasText: "Day 2" });
      await expect(day2.getByRole("link", { name: "John 12:1-11" })).toBeVisible();
      await expect(day2.getByRole("link", { name: "Psalms 23:1-6" })).toBeVisible();
      await expectAxeClean(anna.page, "a church plan's page", "main");

      // The pastor changes its title from the plan's page; Anna's list shows the new one.
      await page.getByRole("link", { name: "Change the plan" }).click();
      const editing = page.getByRole("form", { name: "Change the reading plan" });
      await expect(editing.getByRole("group", { name: "Day 2" }).getByLabel("Passages")).toHaveValue("John 12:1-11; Ps 23");
      await editing.getByLabel("Title").fill("To the cross");
      await editing.getByRole("button", { name: "Save the plan" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "To the cross" })).toBeVisible();
      await anna.page.goto("/plans");
      await expect(anna.page.getByRole("region", { name: "My plans" }).getByRole("link", { name: "To the cross" })).toHaveAttribute(
        "href",
        `/plans/${key}`,
      );
    } finally {
      await anna.close();
    }
  });
});

const PHONES: readonly { language: Language; locale: string; scheme: "dark" | "light"; words: Record<string, string> }[] = [
  {
    language: "es",
    locale: "es-MX",
    scheme: "dark",
    words: {
      tab: "Devocionales",
      write: "Escribir un plan de lectura",
      title: "Título",
      passages: "Pasajes",
      save: "Guardar el plan",
      day: "Día 1",
    },
  },
  {
    language: "pt",
    locale: "pt-BR",
    scheme: "light",
    words: {
      tab: "Devocionais",
      write: "Escrever um plano de leitura",
      title: "Título",
      passages: "Passagens",
      save: "Salvar o plano",
      day: "Dia 1",
    },
  },
];

for (const { language, locale, scheme, words } of PHONES) {
  test(`on a 390 px phone in ${language}, ${scheme}: writing a church's plan and its page`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: scheme, reducedMotion: "reduce", locale });
    const page = await context.newPage();
    try {
      await signUpThroughApi(page, newUser({ firstName: "Lidia" }));
      const chosen = await page.request.put("/api/account/language", { data: { language } });
      expect(chosen.status(), await chosen.text()).toBe(200);
      const church = await churchOf(page, `Iglesia ${tag()}`);
      await page.goto(`/churches/${church.slug}`);
      await page.getByRole("tab", { name: words.tab! }).click();
      await page.getByRole("link", { name: words.write! }).click();
      const form = page.getByRole("form", { name: words.write! });
      await form.getByLabel(words.title!).fill("Cuaresma");
      await form
        .getByRole("group", { name: words.day! })
        .getByLabel(words.passages!)
        .fill(language === "es" ? "Juan 3:16-18" : "João 3:16-18");
      await expectNoHorizontalScroll(page);
      await expectAxeClean(page, "the plan's editor", "main");
      await page.screenshot({ path: `/tmp/church-plan-editor-${language}-${scheme}.png`, fullPage: true });
      await form.getByRole("button", { name: words.save! }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Cuaresma" })).toBeVisible();
      await expect(page.getByRole("link", { name: language === "es" ? "Juan 3:16-18" : "João 3:16-18" })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectAxeClean(page, "a church plan's page", "main");
      await page.screenshot({ path: `/tmp/church-plan-page-${language}-${scheme}.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });
}
