import { expect, test } from "@playwright/test";
import { expectNoHorizontalScroll, signUpThroughApi } from "./helpers";

test.use({ viewport: { width: 360, height: 740 } });

test.describe("phone layout (360 px)", () => {
  test("landing page fits without sideways scrolling", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Get Started Today" })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test("sign-in/sign-up card fits without sideways scrolling", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test("home page fits, and the whole navigation is reachable with accessible names", async ({ page }) => {
    const user = await signUpThroughApi(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: `Welcome, ${user.firstName}` })).toBeVisible();
    await expectNoHorizontalScroll(page);

    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Profile", "Groups", "Debug"]) {
      await expect(nav.getByRole("link", { name })).toBeInViewport();
    }
    await expect(page.getByRole("button", { name: "Notifications" })).toBeInViewport();
    await expect(page.getByRole("button", { name: /Account menu/ })).toBeInViewport();

    await nav.getByRole("link", { name: "Groups" }).click();
    await expect(page.getByRole("heading", { name: "My Groups" })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
