import { expect, test } from "@playwright/test";
import { expectNoHorizontalScroll, signUpThroughApi } from "./helpers";
import { expectAxeClean } from "./screens";

// The search page's Bible tab: the verses of the reader's translation that hold the words,
// grouped by book, the words marked, each verse opening the reader there.

test.describe("searching the Bible", () => {
  test.use({ locale: "en-US" });

  test("finds “love one another” grouped by book, John 13:34 under John, and opens it in the reader", async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto("/search");
    await page.getByRole("searchbox", { name: "Search for" }).fill("love one another");
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("tab", { name: "Bible" }).click();
    await expect(page).toHaveURL(/\/search\?q=love\+one\+another&type=bible$/);
    await expect(page.getByRole("tab", { name: "Bible" })).toHaveAttribute("aria-selected", "true");

    await expect(page.getByText("20 verses in World English Bible")).toBeVisible();
    const books = page.getByRole("list", { name: "Verses found" }).getByRole("region");
    await expect(books.getByRole("heading", { level: 2 })).toHaveText([
      "John",
      "Romans",
      "Galatians",
      "Ephesians",
      "1 Thessalonians",
      "2 Thessalonians",
      "Hebrews",
      "1 Peter",
      "1 John",
      "2 John",
    ]);
    const john = page.getByRole("region", { name: "John", exact: true });
    await expect(john.getByText("4 verses")).toBeVisible();
    const verse = john.getByRole("link", { name: /^John 13:34 A new commandment I give to you/ });
    await expect(verse).toHaveAttribute("href", "/bible/web/John/13?v=34");
    // The words searched for are marked, whole words only ("loved" is not).
    await expect(verse.locator("mark")).toHaveText(["love", "one", "another", "love", "one", "another"]);
    await expectAxeClean(page, "the Bible tab");

    await verse.click();
    await expect(page).toHaveURL("/bible/web/John/13?v=34");
    await expect(page.getByRole("heading", { name: "John 13", level: 1 })).toBeVisible();
    await expect(page.locator("mark")).toHaveText(/^34\s*A new commandment I give to you/);
  });

  test("a phrase in quotes keeps its order, a phone fits the tabs, and a Spanish reader searches the Reina-Valera without accents", async ({
    page,
  }) => {
    await signUpThroughApi(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/search?${new URLSearchParams({ q: '"love one another"', type: "bible" })}`);
    await expect(page.getByText("12 verses in World English Bible")).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.goto(`/search?${new URLSearchParams({ q: '"another one love"', type: "bible" })}`);
    await expect(page.getByText('No verses in World English Bible hold “"another one love"”')).toBeVisible();

    const chosen = await page.request.put("/api/account/language", { data: { language: "es" } });
    expect(chosen.ok(), await chosen.text()).toBe(true);
    await page.goto(`/search?${new URLSearchParams({ q: "de tal manera amo", type: "bible" })}`);
    await expect(page.getByRole("tab", { name: "Biblia" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("1 versículo en Reina-Valera 1909")).toBeVisible();
    const juan = page.getByRole("region", { name: "Juan", exact: true });
    const verse = juan.getByRole("link", { name: /^Juan 3:16 Porque de tal manera amó Dios al mundo/ });
    await expect(verse).toHaveAttribute("href", "/bible/rv1909/John/3?v=16");
    await expect(verse.locator("mark")).toHaveText(["de", "tal", "manera", "amó"]);
    await expectNoHorizontalScroll(page);
  });
});
