import { expect, test } from "@playwright/test";
import { expectNoHorizontalScroll, member, newUser, signUpThroughApi, tag, toastWith } from "./helpers";

// A church's devotions: its pastor writes today's on the church's page, and a member finds it on
// their home page (a phone's width) with its passage, and opens it.

test("a pastor writes today's devotion; a member reads it on the home page and opens it", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signUpThroughApi(page, newUser({ firstName: "Miriam", lastName: "Pastor" }));
  const name = `Grace Chapel ${tag()}`;
  const res = await page.request.post("/api/churches", { data: { name, joinMode: "open" } });
  expect(res.status(), await res.text()).toBe(201);
  const church = (await res.json()) as { slug: string };
  const anna = await member(browser, { firstName: "Anna", lastName: "Pew" });
  try {
    expect((await anna.page.request.post(`/api/churches/${church.slug}/join`)).status()).toBe(200);

    // The pastor writes it from the Devotions tab: the day is today's already.
    await page.goto(`/churches/${church.slug}`);
    await page.getByRole("tab", { name: "Devotions" }).click();
    const form = page.getByRole("form", { name: "Write a devotion" });
    await form.getByLabel("Title").fill("Strength for today");
    await form.getByLabel("Passage").fill("Isa.40.31");
    await form.getByLabel("Reflection").fill("Waiting is not idleness.\nSee also Psalm 27:14.");
    await form.getByLabel("Closing prayer").fill("Lord, renew our strength.");
    await form.getByRole("button", { name: "Save devotion" }).click();
    await expect(toastWith(page, "Success")).toContainText("The devotion is saved");
    await expect(page.getByRole("list", { name: "Devotions" }).getByRole("link", { name: /Strength for today/ })).toBeVisible();

    // The member, on a phone, finds it on the home page with the passage's words.
    await anna.page.setViewportSize({ width: 390, height: 844 });
    await anna.page.goto("/");
    const card = anna.page.getByRole("region", { name: "Today's devotion" }).filter({ visible: true });
    await expect(card.getByRole("heading", { name: "Strength for today" })).toBeVisible();
    await expect(card.getByText(/renew their strength/)).toBeVisible();
    await expect(card.getByRole("link", { name: "Read Isaiah 40:31 in the Bible" })).toHaveAttribute("href", "/bible/web/Isa/40?v=31");
    await expect(card.getByRole("link", { name: "Psalm 27:14" })).toBeVisible();
    await expect(card.getByText("Lord, renew our strength.")).toBeVisible();
    await expectNoHorizontalScroll(anna.page);

    // And opens it.
    await card.getByRole("link", { name: "Open the devotion" }).click();
    await expect(anna.page).toHaveURL(/\/devotions\/\d+$/);
    await expect(anna.page.getByRole("heading", { level: 1, name: "Strength for today" })).toBeVisible();
    await expect(anna.page.getByText(name)).toBeVisible();
    await expect(anna.page.getByRole("button", { name: "Edit" })).toHaveCount(0);
    await expectNoHorizontalScroll(anna.page);
  } finally {
    await anna.close();
  }
});
