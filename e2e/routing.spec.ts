import { expect, test } from "@playwright/test";
import { apiActor, holdNavigation, signUpThroughApi, toastWith } from "./helpers";

test.describe("routing", () => {
  test("an unknown path shows 'Page Not Found' to a visitor", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });

  test("an unknown path shows 'Page Not Found' to a signed-in user, inside the app", async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Notifications" })).toBeVisible();
  });

  test("a protected page, signed out, says so and then ends on the sign-in screen", async ({ page }) => {
    const login = await holdNavigation(page, /^\/api\/login$/);
    await page.goto("/groups");
    // The app's first load on a cold, busy machine (the whole suite at once) can outlast an
    // expect's usual wait before the toast is there to see.
    const toast = toastWith(page, "Unauthorized").filter({ hasText: "You are logged out. Logging in again..." });
    await expect(toast).toBeVisible({ timeout: 15_000 });
    login.release();
    await expect(page).toHaveURL(/\/auth\?next=%2Fgroups$/);
    await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
  });

  // One test each: every redirect waits out the toast's delay, so seven in one test would
  // spend most of a slow machine's time budget waiting.
  for (const path of ["/profile", "/profile/1", "/debug", "/demo", "/notifications", "/posts/1", "/groups/1"]) {
    test(`${path} redirects a visitor to sign in, keeping the way back`, async ({ page }) => {
      await page.goto(path);
      // Two page loads and the toast's deliberate delay: more than one expect's usual wait.
      await expect(page).toHaveURL(new RegExp(`/auth\\?next=${encodeURIComponent(path)}$`), { timeout: 15_000 });
    });
  }

  test("/debug shows the current location", async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto("/debug?verse=john-3-16#top");
    await expect(page.getByRole("heading", { name: "Debug" })).toBeVisible();
    await expect(page.getByTestId("location-pathname")).toHaveText("/debug");
    await expect(page.getByTestId("location-search")).toHaveText("?verse=john-3-16");
    await expect(page.getByTestId("location-hash")).toHaveText("#top");

    await page.evaluate(() => {
      window.location.hash = "#bottom";
    });
    await expect(page.getByTestId("location-hash")).toHaveText("#bottom");
  });

  test("the top navigation reaches each page and marks the current one", async ({ page }) => {
    const user = await signUpThroughApi(page);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "Profile" }).click();
    // The user's own profile: their name, and the owner's Edit Profile (profile.spec.ts has the rest).
    await expect(page.getByRole("heading", { level: 1, name: `${user.firstName} ${user.lastName}` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "Groups" }).click();
    await expect(page.getByRole("heading", { name: "My Groups" })).toBeVisible();

    await nav.getByRole("link", { name: "Debug" }).click();
    await expect(page.getByTestId("location-pathname")).toHaveText("/debug");

    await nav.getByRole("link", { name: "Home" }).click();
    await expect(page.getByRole("heading", { name: `Welcome, ${user.firstName}` })).toBeVisible();
  });

  test("/profile/<own id> is the user's own profile; /demo has its frame", async ({ page }) => {
    await signUpThroughApi(page);
    const me = (await (await page.request.get("/api/auth/user")).json()) as { id: number };
    await page.goto(`/profile/${me.id}`);
    await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
    const profileTab = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile" });
    await expect(profileTab).toHaveAttribute("aria-current", "page");
    await page.goto("/demo");
    await expect(page.getByRole("heading", { name: "Family Demo" })).toBeVisible();
  });

  test("the Profile tab is not marked current on someone else's profile", async ({ page, playwright, baseURL }) => {
    await signUpThroughApi(page);
    const other = await apiActor(playwright, baseURL);
    await page.goto(`/profile/${other.id}`);
    await expect(page.getByRole("heading", { level: 1, name: `${other.user.firstName} ${other.user.lastName}` })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Profile" })).not.toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    await other.api.dispose();
  });
});
