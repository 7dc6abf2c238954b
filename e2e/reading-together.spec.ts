import { type Page, expect, test } from "@playwright/test";
import type { Language } from "../contract/languages";
import { apiActor, createGroupThroughApi, expectNoHorizontalScroll, joinGroupThroughApi, newUser, signUpThroughApi } from "./helpers";
import { expectAxeClean } from "./screens";

// A group reads a plan together: its admin starts the Gospels from the group's page, today's
// discussion opens in the group, the admin and a member each say they have read it, and the
// plan's page names who has. Then the card and the page on a 390 px phone in Spanish (dark)
// and Portuguese (light), the day's discussion written in the admin's language.

test.describe("reading a plan together", () => {
  test.use({ locale: "en-US" });

  test("the admin starts it in the group, the day's discussion opens, and each member shows they have read", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signUpThroughApi(page, newUser({ firstName: "Ada", lastName: "Admin" }));
    const group = await createGroupThroughApi(page.request, "Tuesday study");
    const mel = await apiActor(playwright, baseURL, { firstName: "Mel", lastName: "Member" });
    try {
      await joinGroupThroughApi(mel.api, group.id);
      await page.goto(`/groups/${group.id}`);
      const card = page.getByRole("region", { name: "Reading together" });
      await expect(card).toContainText("Choose a plan to read together");
      await card.getByLabel("Plan").selectOption({ label: "The Gospels in 30 days" });
      await card.getByRole("button", { name: "Read together" }).click();

      const plan = card.getByRole("region", { name: "The Gospels in 30 days" });
      await expect(plan).toContainText("Day 1 of 30");
      await expect(plan.getByRole("link", { name: "Matthew 1–5" })).toBeVisible();
      await expect(plan).toContainText("Nobody has read today's yet");
      // The day's discussion is in the group's feed, its passage a link.
      const discussion = page.getByRole("article").filter({ hasText: "The Gospels in 30 days: day 1 of 30" });
      await expect(discussion.getByRole("link", { name: "Matthew 1–5" })).toBeVisible();

      const read = plan.getByRole("button", { name: "I've read it" });
      await read.click();
      await expect(read).toHaveAttribute("aria-pressed", "true");
      await expect(plan).toContainText("1 has read today");

      // Mel reads too (elsewhere); Ada's page hears of it the next time it asks.
      const marked = await mel.api.put(`/api/plans/together/${await togetherId(page, group.id)}/days/1/read`);
      expect(marked.status(), await marked.text()).toBe(200);
      await plan.getByRole("link", { name: "Every day" }).click();
      await expect(page).toHaveURL(/\/plans\/together\/\d+$/);
      await expect(page.getByRole("heading", { name: "The Gospels in 30 days", level: 1 })).toBeVisible();
      await expect(page.getByText("Read together in Tuesday study")).toBeVisible();
      const readers = page.getByRole("region", { name: "Who has read today's" });
      await expect(readers).toContainText("2 have read today");
      await expect(readers.getByRole("link")).toHaveCount(2);
      await expect(readers.getByRole("link").first()).toHaveAccessibleName("Ada Admin");
      await expect(readers.getByRole("link").last()).toHaveAccessibleName("Mel Member");
      const today = page.locator('li[aria-current="date"]');
      await expect(today).toContainText("2 read");
      await expect(today.getByRole("checkbox", { name: "Day 1 read" })).toBeChecked();
      // Reading ahead: any day may be ticked off.
      await page.getByRole("checkbox", { name: "Day 2 read" }).click();
      await expect(page.getByRole("checkbox", { name: "Day 2 read" })).toBeChecked();
      await expect(page.getByText("You have read 2 of 30 days")).toBeVisible();
      await expectAxeClean(page, "the plan's page", "main");

      // The day's discussion opens from the plan.
      await today.getByRole("link", { name: "Discuss day 1" }).click();
      await expect(page).toHaveURL(/\/posts\/\d+$/);
      await expect(page.getByRole("article").first()).toContainText("Read it today, then tell one another here what spoke to you.");
    } finally {
      await mel.api.dispose();
    }
  });
});

async function togetherId(page: Page, groupId: number): Promise<number> {
  const res = await page.request.get(`/api/plans/together?groupId=${groupId}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { together: { id: number }[] }).together[0]!.id;
}

const PHONES: readonly { language: Language; locale: string; scheme: "dark" | "light"; words: Record<string, string> }[] = [
  {
    language: "es",
    locale: "es-MX",
    scheme: "dark",
    words: {
      card: "Leyendo juntos",
      plan: "Los Evangelios en 30 días",
      start: "Leer juntos",
      day: "Día 1 de 30",
      read: "Ya lo leí",
      oneRead: "1 ha leído hoy",
      post: "Los Evangelios en 30 días: día 1 de 30",
      passage: "Mateo 1–5",
      all: "Todos los días",
      heading: "Los Evangelios en 30 días",
    },
  },
  {
    language: "pt",
    locale: "pt-BR",
    scheme: "light",
    words: {
      card: "Lendo juntos",
      plan: "Os Evangelhos em 30 dias",
      start: "Ler juntos",
      day: "Dia 1 de 30",
      read: "Já li",
      oneRead: "1 leu hoje",
      post: "Os Evangelhos em 30 dias: dia 1 de 30",
      passage: "Mateus 1–5",
      all: "Todos os dias",
      heading: "Os Evangelhos em 30 dias",
    },
  },
];

for (const { language, locale, scheme, words } of PHONES) {
  test(`on a 390 px phone in ${language}, ${scheme}: the group's card, the day's discussion and the plan's page`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: scheme, reducedMotion: "reduce", locale });
    const page = await context.newPage();
    try {
      await signUpThroughApi(page, newUser({ firstName: "Lidia" }));
      const chosen = await page.request.put("/api/account/language", { data: { language } });
      expect(chosen.status(), await chosen.text()).toBe(200);
      const group = await createGroupThroughApi(page.request, "Estudio");
      await page.goto(`/groups/${group.id}`);
      const card = page.getByRole("region", { name: words.card! });
      await card.getByRole("combobox").selectOption({ label: words.plan! });
      await card.getByRole("button", { name: words.start! }).click();
      const plan = card.getByRole("region", { name: words.plan! });
      await expect(plan).toContainText(words.day!);
      await plan.getByRole("button", { name: words.read! }).click();
      await expect(plan).toContainText(words.oneRead!);
      await expect(page.getByRole("article").filter({ hasText: words.post! })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectAxeClean(page, "the group's page", "main");
      await card.screenshot({ path: `/tmp/reading-together-card-${language}-${scheme}.png` });

      await plan.getByRole("link", { name: words.all! }).click();
      await expect(page.getByRole("heading", { name: words.heading!, level: 1 })).toBeVisible();
      await expect(page.locator('li[aria-current="date"]').getByRole("link", { name: words.passage! })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectAxeClean(page, "the plan's page", "main");
      await page.screenshot({ path: `/tmp/reading-together-page-${language}-${scheme}.png` });
    } finally {
      await context.close();
    }
  });
}
