import { expect, test, type Page } from "@playwright/test";
import { expectNoHorizontalScroll, signUpThroughApi } from "./helpers";

const FAMILY = [
  { name: "David Thompson", first: "David", role: "Father" },
  { name: "Sarah Thompson", first: "Sarah", role: "Mother" },
  { name: "Emily Thompson", first: "Emily", role: "Daughter" },
  { name: "Joshua Thompson", first: "Joshua", role: "Son" },
];

function picker(page: Page) {
  return page.getByRole("group", { name: "Choose a family member" });
}

function suggestions(page: Page, first: string) {
  return page.getByRole("list", { name: `Suggested connections for ${first}` }).getByRole("listitem");
}

function requests(page: Page, first: string) {
  return page.getByRole("list", { name: `Pending requests for ${first}` }).getByRole("listitem");
}

test.describe("family demo", () => {
  test("shows the four members, the first chosen, and each member's suggestions and requests", async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto("/demo");
    await expect(page.getByRole("heading", { name: "Family Demo", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Family Demo/);

    const members = picker(page).getByRole("button");
    await expect(members).toHaveCount(4);
    for (const [i, member] of FAMILY.entries()) {
      await expect(members.nth(i)).toContainText(member.name);
      await expect(members.nth(i)).toContainText(member.role);
    }
    await expect(members.nth(0)).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("region", { name: "Suggested Connections" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Pending Requests" })).toBeVisible();

    for (const member of FAMILY) {
      const button = picker(page).getByRole("button", { name: new RegExp(member.name) });
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(picker(page).locator('[aria-pressed="true"]')).toHaveCount(1);
      await expect(page.getByText(`Viewing as ${member.name}`)).toBeVisible();

      await expect(suggestions(page, member.first).first()).toBeVisible();
      expect(await suggestions(page, member.first).count()).toBeGreaterThan(0);
      await expect(suggestions(page, member.first).first()).toContainText(/mutual connection/);
      // A member is never suggested to themselves.
      await expect(suggestions(page, member.first).filter({ hasText: member.name })).toHaveCount(0);

      await expect(requests(page, member.first).first()).toBeVisible();
      expect(await requests(page, member.first).count()).toBeGreaterThan(0);
    }

    // Emily's requests come from Daniel Brooks and from her brother.
    await picker(page)
      .getByRole("button", { name: /Emily Thompson/ })
      .click();
    const emily = requests(page, "Emily");
    await expect(emily).toHaveCount(2);
    await expect(emily.filter({ hasText: "Daniel Brooks" })).toHaveCount(1);
    await expect(emily.filter({ hasText: "Joshua Thompson" })).toHaveCount(1);
    await expect(emily.first()).toContainText("Grace Community Church");

    // Read-only: nothing on the page can act on the member's behalf.
    for (const name of [/^Accept/, /^Decline/, /^Connect/]) {
      await expect(page.getByRole("button", { name })).toHaveCount(0);
    }
  });

  test("fits a 360 px phone", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signUpThroughApi(page);
    await page.goto("/demo");
    await expect(suggestions(page, "David").first()).toBeVisible();
    await expect(requests(page, "David").first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await picker(page)
      .getByRole("button", { name: /Joshua Thompson/ })
      .click();
    await expect(requests(page, "Joshua").first()).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test("shows skeletons while loading and the server's message when a list fails", async ({ page }) => {
    await signUpThroughApi(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/demo/users/*/suggested", async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Suggestions are resting" }) });
    });
    await page.route("**/api/demo/users/*/requests", (route) =>
      route.fulfill({ status: 404, contentType: "application/json", body: JSON.stringify({ message: "Demo family member not found" }) }),
    );
    await page.goto("/demo");
    await expect(page.getByRole("status", { name: "Loading suggestions" })).toBeVisible();
    await expect(page.getByText("Error loading requests: Demo family member not found")).toBeVisible();
    release();
    await expect(page.getByText("Error loading suggestions: Suggestions are resting")).toBeVisible();
    await expect(page.getByRole("status", { name: "Loading suggestions" })).toHaveCount(0);
  });
});
