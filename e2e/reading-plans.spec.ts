import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { expectNoHorizontalScroll, newUser, signUpThroughApi } from "./helpers";

// A member on a phone, in the dark, starts "The Gospels in 30 days" from the reader's link,
// marks today's reading, sees their streak begin and today's reading on the home page, and
// opens a passage of the plan in the reader.

test("on a 390 px phone in the dark: start the Gospels in 30 days, mark today read, see the streak, open a passage", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    colorScheme: "dark",
    reducedMotion: "reduce",
    locale: "en-US",
  });
  const page = await context.newPage();
  try {
    await signUpThroughApi(page, newUser({ firstName: "Lydia" }));

    // The way there: from the reader.
    await page.goto("/bible/web/John/1");
    await page.getByRole("link", { name: "Reading plans" }).click();
    await expect(page).toHaveURL(/\/plans$/);
    await expect(page.getByRole("heading", { name: "Reading plans", level: 1 })).toBeVisible();

    await page.getByRole("button", { name: "Start this plan: The Gospels in 30 days" }).click();
    const mine = page.getByRole("region", { name: "My plans" });
    await expect(mine.getByRole("heading", { name: "The Gospels in 30 days" })).toBeVisible();
    await expect(mine).toContainText("Today: day 1 of 30");
    await expect(mine.getByRole("link", { name: "Matthew 1–5" })).toBeVisible();
    await expect(mine.getByTestId("plan-streak")).toHaveText("0 days in a row");

    await mine.getByRole("button", { name: "Mark today read" }).click();
    await expect(mine).toContainText("Today's reading is done");
    await expect(mine.getByTestId("plan-streak")).toHaveText("1 day in a row");
    await expect(mine.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
    await expectNoHorizontalScroll(page);
    const { violations } = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await page.screenshot({ path: "/tmp/reading-plans-phone-dark.png", fullPage: true });

    // The plan's days: today's ticked and marked as today.
    await mine.getByRole("link", { name: "See every day" }).click();
    await expect(page).toHaveURL(/\/plans\/gospels-30-days$/);
    const today = page.locator('li[aria-current="date"]');
    await expect(today).toContainText("Day 1");
    await expect(today.getByRole("checkbox", { name: "Day 1 read" })).toBeChecked();
    await page.getByRole("checkbox", { name: "Day 2 read" }).click();
    await expect(page.getByRole("checkbox", { name: "Day 2 read" })).toBeChecked();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: "/tmp/reading-plan-days-phone-dark.png" });

    // A passage opens the reader there.
    await today.getByRole("link", { name: "Matthew 1–5" }).click();
    await expect(page).toHaveURL(/\/bible\/web\/Matt\/1\?v=1$/);
    await expect(page.getByRole("heading", { name: "Matthew 1", level: 1 })).toBeVisible();

    // Home: today's reading, under the composer on a phone.
    await page.goto("/");
    const card = page.getByRole("region", { name: "Today's reading" });
    await expect(card).toBeVisible();
    await expect(card).toContainText("The Gospels in 30 days, day 1 of 30");
    await expect(card).toContainText("Done for today");
    await page.screenshot({ path: "/tmp/reading-plans-home-phone-dark.png" });
  } finally {
    await context.close();
  }
});
