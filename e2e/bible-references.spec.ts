import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { createPostThroughApi, expectNoHorizontalScroll, postWith, signUpThroughApi } from "./helpers";

// A Bible reference in a post is a link: pressed, it shows the passage beside it in the
// reader's translation, and leads on to the reader with the verses marked. A Spanish reader
// reads the same reference in the Reina-Valera.

const POST = "Romans 8:28 held me this week. Praying for you all.";

test.describe("a reference in a post", () => {
  test.describe.configure({ timeout: 60_000 });

  test("shows its passage in a popover, then opens the reader at it", async ({ page }) => {
    await signUpThroughApi(page);
    await createPostThroughApi(page, POST);
    await page.goto("/");
    const post = postWith(page, "held me this week");
    const reference = post.getByRole("link", { name: "Romans 8:28" });
    await expect(reference).toHaveAttribute("href", "/bible/web/Rom/8?v=28");

    await reference.click();
    const popover = page.getByRole("dialog", { name: /Romans 8:28/ });
    await expect(popover).toContainText("We know that all things work together for good for those who love God");
    await expect(popover).toContainText("WEB");
    expect((await new AxeBuilder({ page }).include("[role=dialog]").analyze()).violations).toEqual([]);

    // Escape closes it and gives the focus back to the reference.
    await page.keyboard.press("Escape");
    await expect(popover).toBeHidden();
    await expect(reference).toBeFocused();

    await reference.press("Enter");
    await popover.getByRole("link", { name: "Open in the Bible" }).click();
    await expect(page).toHaveURL(/\/bible\/web\/Rom\/8\?v=28$/);
    await expect(page.getByText("We know that all things work together for good")).toBeVisible();
  });

  test("in Spanish, on a phone in the dark, reads the Reina-Valera", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: "dark", locale: "es-MX" });
    const page = await context.newPage();
    await signUpThroughApi(page);
    const said = await page.request.put("/api/account/language", { data: { language: "es" } });
    expect(said.ok(), await said.text()).toBe(true);
    await createPostThroughApi(page, POST);
    await page.goto("/");
    const reference = postWith(page, "held me this week").getByRole("link", { name: "Romans 8:28" });
    await expect(reference).toHaveAttribute("href", "/bible/rv1909/Rom/8?v=28");
    await reference.click();
    const popover = page.getByRole("dialog", { name: /Romanos 8:28/ });
    await expect(popover).toContainText("Y sabemos que á los que á Dios aman, todas las cosas les ayudan á bien");
    await expect(popover.getByRole("link", { name: "Abrir en la Biblia" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath("reference-popover-es-dark.png") });
    await context.close();
  });
});
