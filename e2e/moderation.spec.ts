import { expect, test, type Page } from "@playwright/test";
import {
  member,
  postWith,
  tag,
  acceptConnection,
  apiActor,
  createPostThroughApi,
  createTextPost,
  reportThroughApi,
  requestConnection,
  signInAsAdmin,
  signUpThroughApi,
  toastWith,
} from "./helpers";

// The moderators' page: reports in context, acting on them, the audit log and its undo, the
// team; and what the people concerned see.

const accountMenu = (page: Page) => page.getByRole("button", { name: /^Account menu for/ });

/** The notices on /notifications. */
async function expectNotice(page: Page, text: string | RegExp): Promise<void> {
  await page.goto("/notifications");
  await expect(page.getByRole("main").getByText(text).first()).toBeVisible();
}

test("the moderation page does not exist for members, and their menu has no link to it", async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto("/moderation");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await accountMenu(page).click();
  await expect(page.getByRole("menuitem", { name: "Settings" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Moderation" })).toHaveCount(0);
});

test("an admin appoints a moderator, who removes a reported post with a reason; author and reporter are told, and the admin undoes it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await signInAsAdmin(page);
  const moderator = await member(browser, { firstName: "Titus", lastName: `Crete${tag()}` });
  const author = await member(browser, { firstName: "Elymas", lastName: `Paphos${tag()}` });
  const reporter = await member(browser, { firstName: "Sergius", lastName: `Paulus${tag()}` });
  try {
    await acceptConnection(author.page.request, await requestConnection(reporter.page.request, author.id));
    const post = await createPostThroughApi(author.page, `Come and buy my amulets ${tag()}`);

    // The admin makes Titus a moderator from his profile.
    await page.goto(`/profile/${moderator.id}`);
    await page.getByRole("button", { name: /^More options for Titus/ }).click();
    await page.getByRole("menuitem", { name: "Make moderator" }).click();
    await expect(toastWith(page, "is now a moderator")).toBeVisible();

    // The reporter reports it through the app.
    await reporter.page.goto("/");
    await postWith(reporter.page, post.content).getByRole("button", { name: "Post options" }).click();
    await reporter.page.getByRole("menuitem", { name: "Report post" }).click();
    const report = reporter.page.getByRole("dialog", { name: "Report post" });
    await report.getByRole("radio", { name: "Spam" }).check();
    await report.getByRole("textbox", { name: /^Details/ }).fill("Selling charms to the church.");
    await report.getByRole("button", { name: "Send report" }).click();
    await expect(toastWith(reporter.page, "Report sent")).toBeVisible();

    // The moderator finds the page in the menu, and the report in context.
    const mod = moderator.page;
    await mod.goto("/");
    await accountMenu(mod).click();
    await mod.getByRole("menuitem", { name: "Moderation" }).click();
    await expect(mod.getByRole("heading", { name: "Moderation", level: 1 })).toBeVisible();
    const group = mod.getByRole("article", { name: `Post by ${author.user.firstName} ${author.user.lastName}` });
    await expect(group).toContainText(post.content);
    await expect(group).toContainText(`${reporter.user.firstName} ${reporter.user.lastName}`);
    await expect(group).toContainText("Spam");
    await expect(group).toContainText("Selling charms to the church.");
    await expect(group).toContainText("1 report");

    await group.getByRole("button", { name: "Remove" }).click();
    const remove = mod.getByRole("dialog", { name: "Remove this post?" });
    await remove.getByRole("button", { name: "Remove" }).click();
    await expect(remove.getByText("Give a reason")).toBeVisible();
    await remove.getByRole("textbox", { name: "Reason" }).fill("Selling things is not what this place is for.");
    await remove.getByRole("button", { name: "Remove" }).click();
    await expect(toastWith(mod, "Post removed")).toBeVisible();
    await expect(group).toHaveCount(0);

    // The author still sees it, marked, and is told why; the reporter is told it was handled.
    await author.page.goto("/");
    await expect(postWith(author.page, post.content)).toContainText("Removed by a moderator. Only you can see this.");
    await expectNotice(author.page, "Your post was removed");
    await expect(author.page.getByRole("main")).toContainText("Selling things is not what this place is for.");
    await expectNotice(reporter.page, "Report handled");
    await reporter.page.goto("/");
    await expect(postWith(reporter.page, post.content)).toHaveCount(0);

    // The admin undoes it from the audit log: it shows again to its readers, unmarked.
    await page.goto("/moderation");
    await page.getByRole("tab", { name: "Audit log" }).click();
    const log = page.getByRole("list", { name: "Audit log" });
    const entry = log.getByRole("listitem").filter({
      hasText: `${moderator.user.firstName} ${moderator.user.lastName} removed a post by ${author.user.firstName} ${author.user.lastName}`,
    });
    await expect(entry).toContainText("Selling things is not what this place is for.");
    await entry.getByRole("button", { name: /^Undo/ }).click();
    await page.getByRole("alertdialog", { name: "Undo this action?" }).getByRole("button", { name: "Undo" }).click();
    await expect(toastWith(page, "Action undone")).toBeVisible();
    await expect(entry).toContainText(`Undone by ${admin.user.firstName} ${admin.user.lastName}`);
    await expect(entry.getByRole("button", { name: /^Undo/ })).toHaveCount(0);

    await reporter.page.goto("/");
    await expect(postWith(reporter.page, post.content)).toBeVisible();
    await author.page.goto("/");
    await expect(postWith(author.page, post.content)).toBeVisible();
    await expect(postWith(author.page, post.content)).not.toContainText("Removed by a moderator");

    // The team lists Titus; the admin stands him down, and his menu loses the link.
    await page.getByRole("tab", { name: "Team" }).click();
    const team = page.getByRole("list", { name: "Team" });
    await expect(team.getByRole("listitem").filter({ hasText: `${admin.user.firstName} ${admin.user.lastName}` })).toContainText("Admin");
    await team.getByRole("button", { name: `Stand down ${moderator.user.firstName} ${moderator.user.lastName}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Stand down" }).click();
    await expect(toastWith(page, "is no longer a moderator")).toBeVisible();
    await expect(team.getByText(moderator.user.lastName)).toHaveCount(0);
    await mod.goto("/moderation");
    await expect(mod.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  } finally {
    await Promise.all([moderator.close(), author.close(), reporter.close()]);
  }
});

test("a suspension is asked for in days, and a banned member's sign-in says why", async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const target = await member(browser, { firstName: "Simon", lastName: `Magus${tag()}` });
  const reporter = await apiActor(playwright, baseURL, { firstName: "Peter", lastName: `Samaria${tag()}` });
  try {
    const res = await reporter.api.post("/api/reports", {
      data: { targetType: "user", targetId: target.id, reason: "other", details: "Offers money for gifts." },
    });
    expect(res.status(), await res.text()).toBe(201);

    await page.goto("/moderation");
    const group = page.getByRole("article", { name: `Person: ${target.user.firstName} ${target.user.lastName}` });
    await expect(group).toContainText("Offers money for gifts.");
    await expect(group.getByRole("button", { name: "Remove" })).toHaveCount(0);

    await group.getByRole("button", { name: "Suspend" }).click();
    const suspend = page.getByRole("dialog", { name: `Suspend ${target.user.firstName} ${target.user.lastName}?` });
    await suspend.getByRole("textbox", { name: "Reason" }).fill("Trying to buy a gift of God.");
    await suspend.getByRole("spinbutton", { name: "Days" }).fill("0");
    await suspend.getByRole("button", { name: "Suspend" }).click();
    await expect(suspend.getByText("A suspension lasts at least 1 day")).toBeVisible();
    await expect(suspend.getByRole("spinbutton", { name: "Days" })).toBeFocused();
    await page.keyboard.press("Escape");

    await group.getByRole("button", { name: "Ban" }).click();
    const ban = page.getByRole("dialog", { name: `Ban ${target.user.firstName} ${target.user.lastName}?` });
    await ban.getByRole("textbox", { name: "Reason" }).fill("Thy money perish with thee.");
    await ban.getByRole("button", { name: "Ban" }).click();
    await expect(toastWith(page, `Banned ${target.user.firstName} ${target.user.lastName}`)).toBeVisible();
    await expect(group).toHaveCount(0);

    // Every session of theirs ended; signing in again is refused, with the reason, in the form.
    await target.page.context().clearCookies();
    await target.page.goto("/auth");
    await target.page.getByLabel("Email").fill(target.user.email);
    await target.page.getByLabel("Password").fill(target.user.password);
    await target.page.getByRole("button", { name: "Sign In" }).click();
    await expect(target.page.getByRole("alert").filter({ hasText: "This account has been banned: Thy money perish with thee." })).toBeVisible();
    await expect(target.page.getByRole("button", { name: "Sign In" })).toBeEnabled();
  } finally {
    await reporter.api.dispose();
    await target.close();
  }
});

test("a moderator sees Moderation in the top navigation with how many reports wait, kept up to date while open; a member never sees it", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  await signInAsAdmin(page);
  const author = await apiActor(playwright, baseURL, { firstName: "Demetrius", lastName: `Silversmith${tag()}` });
  const reporters = [
    await apiActor(playwright, baseURL, { firstName: "Gaius", lastName: `Macedonia${tag()}` }),
    await apiActor(playwright, baseURL, { firstName: "Aristarchus", lastName: `Macedonia${tag()}` }),
  ];
  const someone = await member(browser, { firstName: "Alexander", lastName: `Ephesus${tag()}` });
  try {
    for (const reporter of reporters) await acceptConnection(author.api, await requestConnection(reporter.api, author.id));
    const postId = await createTextPost(author.api, `Great is Artemis of the Ephesians ${tag()}`);
    await reportThroughApi(reporters[0]!.api, { targetType: "post", targetId: postId });

    // Other tests file reports at the same time: the count is at least this report, and it
    // follows every new one while the page is open.
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const moderation = nav.getByRole("link", { name: /^Moderation, \d+ reports? waiting$/ });
    await expect(moderation).toBeVisible();
    const badge = moderation.getByTestId("reports-waiting-badge");
    const shown = async () => Number(await badge.textContent());
    const before = await shown();
    expect(before).toBeGreaterThanOrEqual(1);

    // Another report while the page is open: the count follows without a reload.
    await reportThroughApi(reporters[1]!.api, { targetType: "post", targetId: postId });
    await expect.poll(shown).toBeGreaterThan(before);
    await moderation.click();
    await expect(page).toHaveURL(/\/moderation$/);
    await expect(page.getByRole("heading", { name: "Moderation" }).first()).toBeVisible();

    await someone.page.goto("/");
    const theirNav = someone.page.getByRole("navigation", { name: "Main" });
    await expect(theirNav.getByRole("link", { name: "Groups" })).toBeVisible();
    await expect(theirNav.getByRole("link", { name: /^Moderation/ })).toHaveCount(0);
  } finally {
    for (const actor of [author, ...reporters]) await actor.api.dispose();
    await someone.close();
  }
});
