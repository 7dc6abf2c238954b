import { expect, test, type Page } from "@playwright/test";
import {
  acceptConnection,
  apiActor,
  commentOn,
  createTextPost,
  holdRequests,
  prayFor,
  requestConnection,
  signUpThroughApi,
  toastWith,
} from "./helpers";

const bell = (page: Page) => page.getByRole("button", { name: /^Notifications/ });
const dropdown = (page: Page) => page.getByRole("menu");
const dropdownRows = (page: Page) => dropdown(page).locator("[data-notification-id]");
const pageRows = (page: Page) => page.getByRole("list", { name: "All notifications" }).locator("[data-notification-id]");
const markAllItem = (page: Page) => dropdown(page).getByRole("menuitem", { name: "Mark all as read" });
const markAllButton = (page: Page) => page.getByRole("button", { name: "Mark all as read" });

async function unreadCountFromServer(page: Page): Promise<number> {
  const res = await page.request.get("/api/notifications/count");
  return ((await res.json()) as { count: number }).count;
}

/** Signs the page up and has someone send it four notices: an accepted request, two comments, a prayer. */
async function withFourNotices(page: Page, playwright: Parameters<typeof apiActor>[0], baseURL: string | undefined) {
  await signUpThroughApi(page);
  const friend = await apiActor(playwright, baseURL, { firstName: "Phoebe", lastName: "Cenchreae" });
  await acceptConnection(friend.api, await requestConnection(page.request, friend.id));
  const postId = await createTextPost(page.request, "Thank you all for praying for Mum.");
  await commentOn(friend.api, postId, "So glad she is home.");
  await commentOn(friend.api, postId, "We will bring a meal on Friday.");
  await prayFor(friend.api, postId);
  await friend.api.dispose();
}

test.describe("mark all as read", () => {
  test("from the bell: the badge goes, every notice reads as read, here, on the page and after a reload", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await withFourNotices(page, playwright, baseURL);
    await page.goto("/groups");
    await expect(bell(page)).toHaveAccessibleName("Notifications, 4 unread");

    await bell(page).click();
    await expect(dropdownRows(page)).toHaveCount(4);
    for (let i = 0; i < 4; i += 1) await expect(dropdownRows(page).nth(i)).toContainText("Unread");
    await markAllItem(page).click();

    // The menu stays open, showing every notice read, and offers the action no more.
    await expect(dropdown(page)).toBeVisible();
    await expect(markAllItem(page)).toHaveCount(0);
    await expect(dropdown(page).getByText(/unread$/)).toHaveCount(0);
    for (let i = 0; i < 4; i += 1) await expect(dropdownRows(page).nth(i)).not.toContainText("Unread");
    await expect(page.getByTestId("notification-badge")).toHaveCount(0);
    await expect.poll(() => unreadCountFromServer(page)).toBe(0);
    await page.keyboard.press("Escape");
    await expect(dropdown(page)).toHaveCount(0);
    await expect(bell(page)).toHaveAccessibleName("Notifications");

    await page.goto("/notifications");
    await expect(pageRows(page)).toHaveCount(4);
    for (let i = 0; i < 4; i += 1) await expect(pageRows(page).nth(i)).not.toContainText("Unread");
    await expect(markAllButton(page)).toHaveCount(0);

    await page.reload();
    await expect(pageRows(page)).toHaveCount(4);
    for (let i = 0; i < 4; i += 1) await expect(pageRows(page).nth(i)).not.toContainText("Unread");
    await expect(bell(page)).toHaveAccessibleName("Notifications");
    await expect(page.getByTestId("notification-badge")).toHaveCount(0);
  });

  test("from the keyboard in the bell's menu: the menu stays open and the arrow keys go on working", async ({ page, playwright, baseURL }) => {
    await withFourNotices(page, playwright, baseURL);
    await page.goto("/groups");
    await expect(bell(page)).toHaveAccessibleName("Notifications, 4 unread");

    await bell(page).focus();
    await page.keyboard.press("Enter");
    await expect(dropdownRows(page)).toHaveCount(4);
    // The action comes after the notices: the first arrow press lands on the newest notice.
    await page.keyboard.press("ArrowDown");
    await expect(dropdownRows(page).first()).toBeFocused();
    await page.keyboard.press("End");
    await expect(markAllItem(page)).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(markAllItem(page)).toHaveCount(0);
    await expect(dropdown(page)).toBeVisible();
    await expect(page.getByTestId("notification-badge")).toHaveCount(0);
    for (let i = 0; i < 4; i += 1) await expect(dropdownRows(page).nth(i)).not.toContainText("Unread");
    // The action gone, focus stays in the menu, on the newest notice, and moves on from there.
    await expect(dropdownRows(page).first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(dropdownRows(page).nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(dropdownRows(page).first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dropdown(page)).toHaveCount(0);
    await expect(bell(page)).toBeFocused();
    await expect(bell(page)).toHaveAccessibleName("Notifications");
    await expect.poll(() => unreadCountFromServer(page)).toBe(0);
  });

  test("on the page, from the keyboard; a failure puts every notice back unread, with a toast", async ({ page, playwright, baseURL }) => {
    await withFourNotices(page, playwright, baseURL);
    // The first try fails on the server's side; the second goes through.
    let failures = 0;
    await page.route("**/api/notifications/read", async (route) => {
      if (route.request().method() !== "PUT" || failures > 0) return route.fallback();
      failures += 1;
      await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Something went wrong" }) });
    });
    const held = await holdRequests(page, /^\/api\/notifications\/read$/, (request) => request.method() === "PUT");

    await page.goto("/notifications");
    await expect(pageRows(page)).toHaveCount(4);
    // The page has its unread count too before the key is pressed, and the key goes to the button.
    await expect(bell(page)).toHaveAccessibleName("Notifications, 4 unread");
    await markAllButton(page).focus();
    await expect(markAllButton(page)).toBeFocused();
    await page.keyboard.press("Enter");

    // At once, before the server answers...
    await expect(bell(page)).toHaveAccessibleName("Notifications");
    for (let i = 0; i < 4; i += 1) await expect(pageRows(page).nth(i)).not.toContainText("Unread");
    // ...and back as it was when it fails.
    held.release();
    await expect(toastWith(page, "Something went wrong")).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName("Notifications, 4 unread");
    for (let i = 0; i < 4; i += 1) await expect(pageRows(page).nth(i)).toContainText("Unread");
    expect(await unreadCountFromServer(page)).toBe(4);

    await markAllButton(page).click();
    await expect(markAllButton(page)).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "All notifications marked as read" })).toHaveCount(1);
    await expect.poll(() => unreadCountFromServer(page)).toBe(0);
    await page.reload();
    await expect(pageRows(page)).toHaveCount(4);
    for (let i = 0; i < 4; i += 1) await expect(pageRows(page).nth(i)).not.toContainText("Unread");
    await expect(markAllButton(page)).toHaveCount(0);
  });
});
