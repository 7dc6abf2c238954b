import { expect, type Page, test } from "@playwright/test";
import { newUser, signUpThroughApi, toastWith } from "./helpers";

// Where a member is signed in, as the settings page lists it: each browser names itself from
// its User-Agent, the one looking is "This device", and signing another out ends it there.

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

const sessionList = (page: Page) => page.getByRole("list", { name: "Your sessions" });

test("two browsers signed in as one member: each is 'This device' to itself, and one signs the other out", async ({ page, browser }) => {
  const me = await signUpThroughApi(page, newUser({ firstName: "Dorcas" }));
  const phoneContext = await browser.newContext({ userAgent: IPHONE_SAFARI });
  try {
    const phone = await phoneContext.newPage();
    await phone.goto("/auth");
    await phone.getByLabel("Email").fill(me.email);
    await phone.getByLabel("Password").fill(me.password);
    await phone.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(phone.getByRole("heading", { name: `Welcome, ${me.firstName}` })).toBeVisible({ timeout: 10_000 });

    await page.goto("/settings");
    const rows = sessionList(page).getByRole("listitem");
    await expect(rows).toHaveCount(2);
    const phoneRow = rows.filter({ hasText: "Safari on iPhone" });
    const thisRow = rows.filter({ hasText: "This device" });
    await expect(thisRow).toHaveCount(1);
    await expect(thisRow).not.toContainText("Safari on iPhone");
    await expect(thisRow).toContainText("Active now");
    await expect(thisRow.getByRole("button", { name: "Sign out" })).toHaveCount(0);
    await expect(phoneRow).not.toContainText("This device");
    await expect(phoneRow).toContainText(/Signed in .*ago.*Last active .*ago/);

    // The phone sees itself as "This device".
    await phone.goto("/settings");
    await expect(sessionList(phone).getByRole("listitem").filter({ hasText: "This device" })).toContainText("Safari on iPhone");

    await phoneRow.getByRole("button", { name: "Sign out" }).click();
    await expect(toastWith(page, "Safari on iPhone has been signed out.")).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(page.getByText("You are not signed in anywhere else.")).toBeVisible();

    // The phone's next page comes up signed out: the public landing page.
    await phone.goto("/");
    await expect(phone.getByRole("heading", { name: "Get Started Today" })).toBeVisible();
    await expect(phone.getByRole("button", { name: /^Account menu for/ })).toHaveCount(0);
    // And this browser is still signed in.
    await page.reload();
    await expect(sessionList(page).getByRole("listitem")).toHaveCount(1);
  } finally {
    await phoneContext.close();
  }
});

test("'Sign out of all other sessions' asks first, then leaves only this browser signed in", async ({ page, playwright, baseURL }) => {
  const me = await signUpThroughApi(page, newUser({ firstName: "Tabitha" }));
  const elsewhere = await Promise.all([0, 1].map(() => playwright.request.newContext({ baseURL, userAgent: IPHONE_SAFARI })));
  try {
    for (const api of elsewhere)
      expect((await api.post("/api/auth/login", { data: { email: me.email, password: me.password } })).status()).toBe(200);

    await page.goto("/settings");
    await expect(sessionList(page).getByRole("listitem")).toHaveCount(3);
    await page.getByRole("button", { name: "Sign out of all other sessions" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Sign out of all other sessions?" });
    await expect(dialog).toContainText("You will stay signed in on this device. The 2 other sessions will need to sign in again.");
    // Cancel changes nothing.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    for (const api of elsewhere) expect((await api.get("/api/auth/user")).status()).toBe(200);

    await page.getByRole("button", { name: "Sign out of all other sessions" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(toastWith(page, "Signed out of 2 other sessions.")).toBeVisible();
    await expect(sessionList(page).getByRole("listitem")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Sign out of all other sessions" })).toHaveCount(0);
    for (const api of elsewhere) expect((await api.get("/api/auth/user")).status()).toBe(401);
    expect((await page.request.get("/api/auth/user")).status()).toBe(200);
  } finally {
    await Promise.all(elsewhere.map((api) => api.dispose()));
  }
});
