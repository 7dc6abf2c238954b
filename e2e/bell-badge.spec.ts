import { expect, test } from "@playwright/test";
import { signUpThroughApi } from "./helpers";

// The unread badge sits beside the bell, never over it: "99+" at the widest still leaves the bell to be seen.

for (const width of [1280, 390]) {
  test(`at ${width} px the '99+' badge leaves the bell uncovered`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signUpThroughApi(page);
    // 150 unread, from the count the bell polls (no live stream to bring another).
    await page.route("**/api/notifications/stream", (route) => route.abort());
    await page.route("**/api/notifications/count", (route) =>
      route.fulfill({ contentType: "application/json", body: JSON.stringify({ count: 150 }) }),
    );
    await page.goto("/");
    const bell = page.getByRole("button", { name: "Notifications, 99+ unread" });
    const badge = page.getByTestId("notification-badge");
    await expect(badge).toHaveText("99+");
    await expect(bell).toBeVisible();
    // Measured in one go: the bell's stand-in gives way to the menu's own button once its code loads.
    const boxes = await page.evaluate(() => {
      const badge = document.querySelector('[data-testid="notification-badge"]')!;
      const icon = badge.closest("button")!.querySelector("svg")!;
      const account = [...document.querySelectorAll("button")].find((b) => b.textContent?.includes("Account menu"))!;
      const box = (el: Element) => el.getBoundingClientRect().toJSON() as { left: number; right: number; top: number; bottom: number };
      return { pill: box(badge), icon: box(icon), account: box(account) };
    });
    const { pill, icon, account } = boxes;
    const overlaps = pill.left < icon.right && icon.left < pill.right && pill.top < icon.bottom && icon.top < pill.bottom;
    expect(overlaps, JSON.stringify(boxes)).toBe(false);
    // And it stays on the page, clear of the account menu beside it.
    expect(pill.right).toBeLessThanOrEqual(account.left + 2);
    expect(pill.top).toBeGreaterThanOrEqual(0);
  });
}
