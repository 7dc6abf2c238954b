import { expect, type APIRequestContext, type Page, test } from "@playwright/test";
import { expectNoHorizontalScroll, member, newUser, signUpThroughApi, tag } from "./helpers";

// Churches: creating one, inviting through a link and its QR code (a newcomer signs up on the
// way and lands in the church), joining by request, and the pages on a phone's width.

interface CreatedChurch {
  id: number;
  slug: string;
  name: string;
}

async function createChurchThroughApi(api: APIRequestContext, name: string, extra: Record<string, unknown> = {}): Promise<CreatedChurch> {
  const res = await api.post("/api/churches", { data: { name, ...extra } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as CreatedChurch;
}

/** The visible toast containing `text` (by its markup: a modal dialog hides the rest from the accessibility tree). */
const toastWith = (page: Page, text: string) => page.locator('[role="region"][aria-label^="Alerts"] li').filter({ hasText: text });

const FULL_DETAILS = {
  tradition: "Reformed Baptist",
  place: "Lisbon, Portugal",
  about:
    "A small congregation near the river. We read the Scriptures together, sing the psalms and share a meal after the morning service. Visitors are always welcome: come as you are.",
  address: "Rua da Esperança 12\n1200-001 Lisboa",
  website: "https://www.example.org/a-rather-long-path/that-should-wrap-on-small-screens",
  contactEmail: "welcome.desk.of.the.church@example.org",
  contactPhone: "+351 21 000 0000",
  serviceTimes: [
    { day: 0, time: "10:30", timeZone: "Europe/Lisbon", language: "Portuguese" },
    { day: 0, time: "18:00", timeZone: "Europe/Lisbon", language: "English" },
    { day: 3, time: "19:30", timeZone: "Europe/Lisbon", language: null },
  ],
};

test.describe("Churches", () => {
  test("a pastor creates a church and invites by link; a newcomer signs up through it and lands a member", async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signUpThroughApi(page, newUser({ firstName: "Miriam", lastName: "Pastor" }));
    await page.goto("/churches");
    await expect(page.getByRole("heading", { name: "Churches", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No church yet" })).toBeVisible();

    const name = `Grace Chapel ${tag()}`;
    await page.getByRole("button", { name: "Create a church" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create a church" });
    await dialog.getByLabel("Church name").fill(name);
    await dialog.getByLabel("Place").fill("Lisbon, Portugal");
    await dialog.getByLabel("Joining").selectOption("request");
    await dialog.getByRole("button", { name: "Create church" }).click();

    // Its page, at the address made from its name; the creator is its owner.
    await expect(page).toHaveURL(/\/churches\/grace-chapel-[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.getByText("Owner", { exact: true }).first()).toBeVisible();

    // Invite: a link, its QR code and the address itself.
    await page.getByRole("tab", { name: "Invite" }).click();
    await page.getByRole("button", { name: "Create link" }).click();
    await expect(toastWith(page, "Invitation link created")).toBeVisible();
    const qr = page.getByRole("img", { name: /^QR code for / });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((element) => element.tagName.toLowerCase())).toBe("svg");
    const link = await page.getByRole("textbox", { name: "Invitation link" }).inputValue();
    expect(link).toMatch(/\/join\/[A-Za-z0-9_-]{12}$/);

    // The print sheet: the church's name, a large code and the link.
    await page.getByRole("button", { name: /^Print the QR code for / }).click();
    const sheet = page.getByRole("dialog", { name });
    await expect(sheet.getByRole("img", { name: /^QR code for / })).toBeVisible();
    await expect(sheet).toContainText(link);
    await expect(sheet.getByRole("button", { name: "Print" })).toBeVisible();
    await sheet.getByRole("button", { name: "Close" }).click();
    await expect(sheet).toHaveCount(0);

    // A newcomer, signed out, opens the link.
    const context = await browser.newContext();
    try {
      const guest = await context.newPage();
      await guest.goto(new URL(link).pathname);
      await expect(guest.getByRole("heading", { name, level: 1 })).toBeVisible();
      await expect(guest.getByText("You are invited to join")).toBeVisible();
      await guest.getByRole("link", { name: "Create an account" }).click();
      await expect(guest).toHaveURL(/\/auth\?next=%2Fjoin%2F/);
      await guest.getByRole("tab", { name: "Sign Up" }).click();
      const newcomer = newUser({ firstName: "Timothy", lastName: "Lystra" });
      await guest.getByLabel("First Name").fill(newcomer.firstName);
      await guest.getByLabel("Last Name").fill(newcomer.lastName);
      await guest.getByLabel("Email").fill(newcomer.email);
      await guest.getByLabel("Password").fill(newcomer.password);
      await guest.getByRole("button", { name: "Create Account" }).click();

      // Back on the link signed in, they join without pressing again, and land on the church's page.
      await expect(guest).toHaveURL(/\/churches\/grace-chapel-[a-z0-9-]+$/, { timeout: 15_000 });
      await expect(guest.getByRole("heading", { name, level: 1 })).toBeVisible();
      await expect(guest.getByRole("button", { name: `Leave ${name}` })).toBeVisible();
      await expect(guest.getByRole("tab", { name: "Members" })).toBeVisible();
    } finally {
      await context.close();
    }

    // The pastor's directory lists them.
    await page.getByRole("tab", { name: "Members" }).click();
    const directory = page.getByRole("list", { name: "Members" });
    await expect(directory.getByRole("link", { name: "Timothy Lystra" })).toBeVisible();
    await expect(directory.getByRole("link", { name: "Miriam Pastor" })).toBeVisible();
  });

  test("a church that admits by request: a person asks, a leader admits, the person is a member", async ({ page, browser }) => {
    test.setTimeout(60_000);
    await signUpThroughApi(page, newUser({ firstName: "Lois", lastName: "Elder" }));
    const church = await createChurchThroughApi(page.request, `Hope Fellowship ${tag()}`, { joinMode: "request" });

    const seeker = await member(browser, { firstName: "Eunice", lastName: "Derbe" });
    try {
      await seeker.page.goto(`/churches/${church.slug}`);
      await expect(seeker.page.getByRole("heading", { name: church.name, level: 1 })).toBeVisible();
      await seeker.page.getByRole("button", { name: `Ask to join ${church.name}` }).click();
      await expect(seeker.page.getByText("Request sent")).toBeVisible();
      await expect(seeker.page.getByRole("button", { name: "Withdraw request" })).toBeVisible();

      // The leader sees the request, with its count, and admits.
      await page.goto(`/churches/${church.slug}`);
      const requestsTab = page.getByRole("tab", { name: /^Requests/ });
      await expect(requestsTab).toContainText("1");
      await requestsTab.click();
      const requests = page.getByRole("list", { name: "Requests to join" });
      await expect(requests.getByRole("link", { name: "Eunice Derbe" })).toBeVisible();
      await requests.getByRole("button", { name: "Admit Eunice Derbe" }).click();
      await expect(toastWith(page, "Eunice Derbe is now a member.")).toBeVisible();
      await expect(page.getByText("No one is waiting to join.")).toBeVisible();

      // The person's open page hears of it and shows them a member.
      await expect(seeker.page.getByRole("button", { name: `Leave ${church.name}` })).toBeVisible({ timeout: 10_000 });
      await expect(seeker.page.getByText("Request sent")).toHaveCount(0);
      await seeker.page.getByRole("tab", { name: "Members" }).click();
      await expect(seeker.page.getByRole("list", { name: "Members" }).getByRole("link", { name: "Eunice Derbe" })).toBeVisible();
    } finally {
      await seeker.close();
    }
  });

  test("a church by invitation only offers no Join; a link no longer valid says so", async ({ page, browser }) => {
    await signUpThroughApi(page);
    const owner = await member(browser, { firstName: "Priscilla", lastName: "Owner" });
    try {
      const church = await createChurchThroughApi(owner.page.request, `Upper Room ${tag()}`, { joinMode: "invitation" });
      await page.goto(`/churches/${church.slug}`);
      await expect(page.getByText("This church welcomes new members by invitation.")).toBeVisible();
      await expect(page.getByRole("button", { name: /^(Join|Ask to join)/ })).toHaveCount(0);

      // Opened by its id (as a notice links), the address becomes the church's own.
      await page.goto(`/churches/${church.id}`);
      await expect(page).toHaveURL(new RegExp(`/churches/${church.slug}$`));
      await expect(page.getByRole("heading", { name: church.name, level: 1 })).toBeVisible();
    } finally {
      await owner.close();
    }

    await page.goto("/join/AAAAAAAAAAAA");
    await expect(page.getByRole("heading", { name: "This invitation cannot be used" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("This invitation link is no longer valid");
  });

  test("the churches page and a church's page fit a 390 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpThroughApi(page, newUser({ firstName: "Phoebe", lastName: "Cenchreae" }));
    const church = await createChurchThroughApi(page.request, `Igreja Batista da Graça de Lisboa Oriental ${tag()}`, FULL_DETAILS);

    await page.goto("/churches");
    await expect(page.getByRole("region", { name: "My churches" }).getByRole("link", { name: church.name })).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.goto(`/churches/${church.slug}`);
    await expect(page.getByRole("heading", { name: church.name, level: 1 })).toBeVisible();
    await expect(page.getByText("Sunday").first()).toBeVisible();
    await expect(page.getByRole("link", { name: /^www\.example\.org/ })).toHaveAttribute("rel", "noopener noreferrer");
    await expectNoHorizontalScroll(page);

    for (const tab of ["Members", "Invite", "Manage"]) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tabpanel")).toBeVisible();
      if (tab === "Invite") {
        await page.getByRole("button", { name: "Create link" }).click();
        await expect(page.getByRole("img", { name: /^QR code for / })).toBeVisible();
      }
      if (tab === "Manage") await expect(page.getByLabel("Church name")).toHaveValue(church.name);
      await expectNoHorizontalScroll(page);
    }
  });
});
