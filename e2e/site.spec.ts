import { expect, test, type Page } from "@playwright/test";
import type { SiteSettings } from "../contract/site";
import { newUser, signInAsAdmin, signUpThroughApi, toastWith, type TestUser } from "./helpers";

// What the site says of itself and who may join it: the admin page's Site and Sign-ups tabs,
// the sign-up form as the site has it (its welcome, its rules, a wait for approval), and the
// terms and privacy pages. Every spec shares one server, so what a test changes of the site it
// puts back at once, and sign-up modes that would refuse other specs' newcomers (closed, by
// invitation) are tried against a stand-in answer for GET /api/site instead.

const RULES = "Be kind to one another.\nPray for one another.\nNo selling.";
const WELCOME = "Peace be with you! This is the home of the saints at Joppa.";

/** The site's settings as they are now, to put back what a test changes. */
async function siteNow(page: Page): Promise<SiteSettings> {
  const res = await page.request.get("/api/site");
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as SiteSettings;
}

/** An admin puts settings back through the API (the page's context is the admin's). */
async function putBack(page: Page, settings: Partial<Omit<SiteSettings, "homeChurch">>): Promise<void> {
  const res = await page.request.put("/api/site", { data: settings });
  expect(res.status(), await res.text()).toBe(200);
}

async function fillSignUp(page: Page, user: TestUser): Promise<void> {
  await page.getByLabel("First Name").fill(user.firstName);
  await page.getByLabel("Last Name").fill(user.lastName);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
}

async function signIn(page: Page, user: TestUser): Promise<void> {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("an admin asks for approval and rules; a newcomer accepts the rules and waits, and signs in once admitted from /admin", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  const before = await siteNow(page);
  const newcomer = newUser({ firstName: "Tabitha", lastName: "Joppa" });
  const context = await browser.newContext();
  const visitor = await context.newPage();

  // The admin's Site tab: sign-ups by approval, rules and a welcome, ready to save.
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin", level: 1 })).toBeVisible();
  await page.getByRole("tab", { name: "Site" }).click();
  await page.getByRole("combobox", { name: "Sign-ups" }).selectOption({ label: "By approval" });
  await expect(page.getByText("a moderator or admin admits each new member before they can sign in")).toBeVisible();
  await page.getByLabel("Welcome text").fill(WELCOME);
  await page.getByLabel("Rules", { exact: true }).fill(RULES);
  // The newcomer, sent straight to the Sign Up tab (its code loaded before the site changes).
  await visitor.goto("/auth?tab=sign-up");
  await expect(visitor.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  await expect(visitor.getByLabel("First Name")).toBeVisible();

  // Other specs sign people up on this server meanwhile: the site is as the admin sets it for
  // as short a time as the newcomer's sign-up takes, and is put back even should a step fail.
  try {
    const saved = page.waitForResponse((res) => res.url().endsWith("/api/site") && res.request().method() === "PUT");
    await page.getByRole("button", { name: "Save changes" }).click();
    expect((await saved).status()).toBe(200);
    await expect(toastWith(page, "Success")).toContainText("The site's settings are saved.");

    // The sign-up form as the site now has it: the welcome, and rules to accept.
    await visitor.reload();
    await expect(visitor.getByText(WELCOME)).toBeVisible();
    await expect(visitor.getByText("An admin looks at each sign-up here")).toBeVisible();
    await fillSignUp(visitor, newcomer);
    await visitor.getByRole("button", { name: "Create Account" }).click();
    await expect(visitor.getByText("Please accept the site's rules")).toBeVisible();
    await expect(visitor.getByLabel("I accept the rules")).toHaveAttribute("aria-invalid", "true");
    await visitor.getByText("Read the rules").click();
    await expect(visitor.getByRole("region", { name: "The site's rules" })).toContainText("Pray for one another.");
    await visitor.getByLabel("I accept the rules").check();
    await visitor.getByRole("button", { name: "Create Account" }).click();
    await expect(visitor.getByRole("heading", { name: "Waiting for approval" })).toBeVisible();
  } finally {
    await putBack(page, { registration: before.registration, rules: before.rules, welcome: before.welcome });
  }
  await expect(page.getByRole("button", { name: "Save changes" })).toBeDisabled();

  // No session: the card says they wait, in place of the form.
  await expect(visitor.getByText("An admin will look at your sign-up soon")).toBeVisible();
  await expect(visitor.getByRole("button", { name: "Create Account" })).toHaveCount(0);
  expect((await visitor.request.get("/api/auth/user")).status()).toBe(401);

  // Until admitted, signing in is refused with the reason, in the form.
  await signIn(visitor, newcomer);
  await expect(visitor.locator("form").getByRole("alert")).toContainText("waiting for an admin's approval");

  // The admin admits them from the Sign-ups tab.
  await page.goto("/admin");
  const row = page.getByRole("list", { name: "Sign-ups waiting" }).getByRole("listitem").filter({ hasText: newcomer.email });
  await expect(row).toContainText("Tabitha Joppa");
  await row.getByRole("button", { name: "Admit Tabitha Joppa" }).click();
  await expect(toastWith(page, "Success")).toContainText("Tabitha Joppa is admitted");
  await expect(row).toHaveCount(0);

  // Now they sign in.
  await signIn(visitor, newcomer);
  await expect(visitor.getByRole("heading", { name: "Welcome, Tabitha" })).toBeVisible({ timeout: 10_000 });
  await context.close();
});

test("a declined sign-up is asked about first, and leaves the list", async ({ page, browser }) => {
  await signInAsAdmin(page);
  const before = await siteNow(page);
  const newcomer = newUser({ firstName: "Simon", lastName: "Tanner" });
  const context = await browser.newContext();
  const api = context.request;
  try {
    await putBack(page, { registration: "approval" });
    const res = await api.post("/api/auth/register", { data: newcomer });
    expect(res.status(), await res.text()).toBe(202);
  } finally {
    await putBack(page, { registration: before.registration });
  }
  await page.goto("/admin");
  const row = page.getByRole("listitem").filter({ hasText: newcomer.email });
  await row.getByRole("button", { name: "Decline Simon Tanner" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Decline Simon Tanner's sign-up?" });
  await expect(dialog).toContainText("Their account is deleted");
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(toastWith(page, "Success")).toContainText("Simon Tanner's sign-up is declined");
  await expect(row).toHaveCount(0);
  // The account is gone: signing in fails as for anyone unknown.
  expect((await api.post("/api/auth/login", { data: { email: newcomer.email, password: newcomer.password } })).status()).toBe(401);
  await context.close();
});

test("the admin page is the team's: a member finds the same refusal as on the moderation page, and no link to it", async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).first().getByRole("link", { name: "Admin" })).toHaveCount(0);
  await page.getByRole("button", { name: /^Account menu for/ }).click();
  await expect(page.getByRole("menuitem", { name: "Settings" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Admin" })).toHaveCount(0);
});

test("the admin finds Admin beside Moderation, and a visitor is sent to sign in from /admin", async ({ page, browser }) => {
  await signInAsAdmin(page);
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" }).first();
  await nav.getByRole("link", { name: "Admin" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(nav.getByRole("link", { name: "Admin" })).toHaveAttribute("aria-current", "page");

  const visitor = await browser.newPage();
  await visitor.goto("/admin");
  await expect(visitor).toHaveURL(/\/auth\?next=%2Fadmin$/);
  await visitor.close();
});

test("the terms and privacy pages show the site's text as written, to visitors and members, or say there is none", async ({ page, browser }) => {
  await signInAsAdmin(page);
  const before = await siteNow(page);
  const visitor = await browser.newPage();
  try {
    await putBack(page, { terms: "1. Be truthful.\n2. Be kind.", privacy: null });
    await visitor.goto("/terms");
    await expect(visitor.getByRole("heading", { name: "Terms", level: 1 })).toBeVisible();
    const text = visitor.getByText("1. Be truthful.");
    await expect(text).toBeVisible();
    // Its line breaks kept.
    expect(await text.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe("pre-wrap");
    expect(await text.textContent()).toBe("1. Be truthful.\n2. Be kind.");

    await visitor.goto("/privacy");
    await expect(visitor.getByRole("heading", { name: "Privacy policy", level: 1 })).toBeVisible();
    await expect(visitor.getByRole("heading", { name: "No privacy policy yet" })).toBeVisible();

    // Signed in, the same page inside the app.
    await page.goto("/terms");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("main").getByText("2. Be kind.")).toBeVisible();
  } finally {
    await putBack(page, { terms: before.terms, privacy: before.privacy });
    await visitor.close();
  }
});

// Modes that would turn away other specs' newcomers are tried against a stand-in answer.
async function standInSite(page: Page, settings: Partial<SiteSettings>): Promise<void> {
  const site: SiteSettings = {
    name: "Koinonia",
    logoUrl: null,
    welcome: null,
    registration: "open",
    rules: null,
    terms: null,
    privacy: null,
    homeChurch: null,
    ...settings,
  };
  await page.route("**/api/site", (route) => route.fulfill({ json: site }));
}

test("closed sign-ups: the Sign Up tab says so instead of the form", async ({ page }) => {
  await standInSite(page, { registration: "closed" });
  await page.goto("/auth?tab=sign-up");
  await expect(page.getByRole("heading", { name: "Sign-ups are closed" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Account" })).toHaveCount(0);
  // Signing in is as ever.
  await page.getByRole("tab", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
});

test("sign-ups by invitation: the form only for someone who came by a church's link, and it sends the link's code", async ({ page }) => {
  await standInSite(page, { registration: "invitation", terms: "Our terms", privacy: "Our privacy" });
  await page.goto("/auth?tab=sign-up");
  await expect(page.getByRole("heading", { name: "Sign-ups are by invitation" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Account" })).toHaveCount(0);

  const code = "AbCdEf012_-x";
  await page.goto(`/auth?next=${encodeURIComponent(`/join/${code}`)}&tab=sign-up`);
  await expect(page.getByRole("link", { name: "Terms (opens in a new tab)" })).toHaveAttribute("href", "/terms");
  await expect(page.getByRole("link", { name: "Privacy policy (opens in a new tab)" })).toHaveAttribute("target", "_blank");
  await fillSignUp(page, newUser());
  // The server's answer is not what this tests: the body sent is.
  let sent: Record<string, unknown> | undefined;
  await page.route("**/api/auth/register", (route) => {
    sent = route.request().postDataJSON() as Record<string, unknown>;
    return route.fulfill({ status: 404, json: { message: "This invitation link is no longer valid." } });
  });
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(toastWith(page, "Authentication Failed")).toContainText("This invitation link is no longer valid.");
  expect(sent).toMatchObject({ invitation: code });
  expect(sent).not.toHaveProperty("acceptRules");
});
