import { expect, test } from "@playwright/test";
import {
  apiActor,
  createGroupThroughApi,
  expectNoHorizontalScroll,
  joinGroupThroughApi,
  reportThroughApi,
  signInAsAdmin,
  signUpThroughApi,
} from "./helpers";

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

  test("the moderation page fits", async ({ page, playwright, baseURL }) => {
    await signInAsAdmin(page);
    const reported = await apiActor(playwright, baseURL, { firstName: "Bartholomew", lastName: `Nathanaelson${Date.now()}` });
    const reporter = await apiActor(playwright, baseURL, { firstName: "Philip", lastName: "Bethsaida" });
    try {
      await reportThroughApi(reporter.api, { targetType: "user", targetId: reported.id });
      await page.goto("/moderation");
      await expect(page.getByRole("article", { name: `Person: ${reported.user.firstName} ${reported.user.lastName}` })).toBeVisible();
      await expectNoHorizontalScroll(page);
    } finally {
      await reported.api.dispose();
      await reporter.api.dispose();
    }
  });

  test("the blocked list in Settings fits", async ({ page, playwright, baseURL }) => {
    await signUpThroughApi(page);
    const blocked = await apiActor(playwright, baseURL, { firstName: "Bartholomew", lastName: `Nathanaelson${Date.now()}` });
    try {
      expect((await page.request.post(`/api/users/${blocked.id}/block`)).ok()).toBe(true);
      await page.goto("/settings");
      await expect(page.getByRole("region", { name: "Blocked and muted" }).getByText(blocked.user.lastName)).toBeVisible();
      await expectNoHorizontalScroll(page);
    } finally {
      await blocked.api.dispose();
    }
  });

  test("a group's member actions fit", async ({ page, playwright, baseURL }) => {
    await signUpThroughApi(page);
    const member = await apiActor(playwright, baseURL, { firstName: "Philip", lastName: "Bethsaida" });
    try {
      // Make admin, Remove and Ban wrap inside the dialog rather than run off its edge.
      const group = await createGroupThroughApi(page.request, `Phone group ${Date.now()}`);
      await joinGroupThroughApi(member.api, group.id);
      await page.goto(`/groups/${group.id}?manage`);
      const manage = page.getByRole("dialog", { name: "Manage Group" });
      await manage.getByRole("tab", { name: "Members" }).click();
      await expect(manage.getByRole("button", { name: /^Remove and ban Philip/ })).toBeInViewport();
      const fits = await manage.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth);
      expect(fits).toBe(true);
    } finally {
      await member.api.dispose();
    }
  });
});
