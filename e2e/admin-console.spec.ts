import { expect, test } from "@playwright/test";
import { createTextPost, member, signInAsAdmin, tag, toastWith } from "./helpers";

// The admin console beyond sign-ups and the site's settings: the members (found, filtered,
// their role changed from the list), the site's figures and the audit log, for the site's team.

test("an admin finds a new member, sees what is true of them, makes them a moderator from the list, and finds it in the audit log", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const admin = await signInAsAdmin(page);
  const surname = `Philippi${tag()}`;
  const lydia = await member(browser, { firstName: "Lydia", lastName: surname });
  try {
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Members" }).click();
    await page.getByRole("searchbox", { name: "Find a member by name or e-mail" }).fill(surname);
    const list = page.getByRole("list", { name: "Members" });
    const row = list.getByRole("listitem").filter({ hasText: lydia.user.email });
    await expect(row).toContainText(`Lydia ${surname}`);
    await expect(row).toContainText("New");
    await expect(row).toContainText("Unconfirmed");
    await expect(list.getByRole("listitem")).toHaveCount(1);
    // A filter her state fits keeps her; one it does not leaves nobody.
    await page.getByLabel("Show", { exact: true }).selectOption({ label: "E-mail not confirmed" });
    await expect(row).toBeVisible();
    await page.getByLabel("Show", { exact: true }).selectOption({ label: "Banned" });
    await expect(page.getByText("No member matches this search and filter.")).toBeVisible();
    await page.getByLabel("Show", { exact: true }).selectOption({ label: "All members" });

    const role = row.getByRole("combobox", { name: `Site role of Lydia ${surname}` });
    await expect(role).toHaveValue("member");
    await role.selectOption({ label: "Moderator" });
    await expect(toastWith(page, "Success")).toContainText(`Lydia ${surname} is now a moderator.`);
    await expect(role).toHaveValue("moderator");

    await page.getByRole("tab", { name: "Audit log" }).click();
    const log = page.getByRole("list", { name: "Audit log" });
    await expect(log.getByRole("listitem").first()).toContainText(
      `${admin.user.firstName} ${admin.user.lastName} appointed Lydia ${surname} a moderator`,
    );

    // Her name leads to her profile.
    await page.getByRole("tab", { name: "Members" }).click();
    await page.getByRole("searchbox", { name: "Find a member by name or e-mail" }).fill(surname);
    await page
      .getByRole("list", { name: "Members" })
      .getByRole("link", { name: `Lydia ${surname}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/profile/${lydia.id}$`));
  } finally {
    await page.request.put(`/api/moderation/roles/${lydia.id}`, { data: { role: "member" } });
    await lydia.close();
  }
});

test("the figures tab shows the site's members, storage and queues, and the last 7 days of posts and prayers", async ({ page }) => {
  await signInAsAdmin(page);
  await createTextPost(page.request, `Figures ${tag()}`);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Figures" }).click();
  const figures = page.getByRole("tabpanel", { name: "Figures" });
  for (const label of ["Members", "Active this week", "Storage used", "Mail waiting", "Notices waiting"]) {
    await expect(figures.getByRole("term").filter({ hasText: label })).toBeVisible();
  }
  const week = page.getByRole("table", { name: "The last 7 days" });
  await expect(week.getByRole("row")).toHaveCount(8);
  // Today is the last row, with the post just written.
  const today = week.getByRole("row").last();
  const posts = await today.getByRole("cell").first().textContent();
  expect(Number(posts?.trim())).toBeGreaterThanOrEqual(1);
});

test("a moderator has the console without the site's settings, and sees roles without changing them", async ({ page, browser }) => {
  await signInAsAdmin(page);
  const mo = await member(browser, { firstName: "Titus", lastName: `Crete${tag()}` });
  try {
    expect((await page.request.put(`/api/moderation/roles/${mo.id}`, { data: { role: "moderator" } })).status()).toBe(200);
    await mo.page.goto("/admin");
    const tabs = mo.page.getByRole("tablist", { name: "Admin" }).getByRole("tab");
    await expect(tabs).toHaveText(["Sign-ups", "Members", "Figures", "Audit log"]);
    await mo.page.getByRole("tab", { name: "Members" }).click();
    await mo.page.getByRole("searchbox", { name: "Find a member by name or e-mail" }).fill(mo.user.lastName);
    const row = mo.page.getByRole("list", { name: "Members" }).getByRole("listitem").filter({ hasText: mo.user.email });
    await expect(row.getByText("Moderator", { exact: true })).toBeVisible();
    await expect(mo.page.getByRole("combobox", { name: /^Site role of/ })).toHaveCount(0);
  } finally {
    await page.request.put(`/api/moderation/roles/${mo.id}`, { data: { role: "member" } });
    await mo.close();
  }
});
