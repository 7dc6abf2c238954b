import { expect, test, type Page } from "@playwright/test";
import { INVALID_LINK, RESET_REQUESTED } from "../contract/account-credentials";
import { newUser, signUpThroughApi, toastWith, type TestUser } from "./helpers";
import { linkIn, waitForMail } from "./mail";

const RESET_SUBJECT = "Reset your Koinonia password";

/** A member who has an account but is not signed in on this page. */
async function existingMember(page: Page): Promise<TestUser> {
  const context = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    return await signUpThroughApi(await context.newPage(), newUser({ firstName: "Tabitha", lastName: "Joppa" }));
  } finally {
    await context.close();
  }
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

test("a member who forgot the password gets a link by mail, chooses a new one and signs in with it", async ({ page }) => {
  const member = await existingMember(page);

  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { name: "Forgot your password?", level: 1 })).toBeVisible();
  await page.getByLabel("Email").fill(member.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expect(page.getByText(RESET_REQUESTED)).toBeVisible();

  const link = linkIn(await waitForMail(member.email, RESET_SUBJECT), "/reset-password");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password", level: 1 })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("songs in the night");
  await page.getByLabel("Confirm new password").fill("songs in the nite");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("The two passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("songs in the night");
  await page.getByRole("button", { name: "Set new password" }).click();

  await expect(page).toHaveURL(/\/auth\?reset=done$/);
  await expect(page.getByRole("status").filter({ hasText: "Your password has been changed. Sign in with your new password." })).toBeVisible();
  await signIn(page, member.email, member.password);
  await expect(toastWith(page, "Invalid email or password")).toBeVisible();
  await signIn(page, member.email, "songs in the night");
  await expect(page.getByRole("heading", { name: `Welcome, ${member.firstName}` })).toBeVisible({ timeout: 10_000 });

  const told = await waitForMail(member.email, "Your password was changed");
  expect(told.text).toContain("The password of your Koinonia account was just changed.");

  // The link worked once.
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("another night song");
  await page.getByLabel("Confirm new password").fill("another night song");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();
  await expect(page.getByText(INVALID_LINK)).toBeVisible();
  await page.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?", level: 1 })).toBeVisible();
});

test("changing the password in Settings keeps this browser signed in and signs the others out", async ({ page, browser, baseURL }) => {
  const member = await signUpThroughApi(page, newUser({ firstName: "Eunice", lastName: "Lystra" }));
  const other = await browser.newContext({ baseURL });
  try {
    const elsewhere = await other.newPage();
    expect((await elsewhere.request.post("/api/auth/login", { data: { email: member.email, password: member.password } })).status()).toBe(200);
    await elsewhere.goto("/");
    await expect(elsewhere.getByRole("heading", { name: `Welcome, ${member.firstName}` })).toBeVisible({ timeout: 10_000 });

    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Password" });
    await section.getByLabel("Current password").fill("not my password");
    await section.getByLabel("New password", { exact: true }).fill("a lamp unto my feet");
    await section.getByLabel("Confirm new password").fill("a lamp unto my feet");
    await section.getByRole("button", { name: "Change password" }).click();
    await expect(section.getByText("Your current password is incorrect")).toBeVisible();
    await expect(section.getByLabel("Current password")).toBeFocused();

    await section.getByLabel("Current password").fill(member.password);
    await section.getByRole("button", { name: "Change password" }).click();
    await expect(toastWith(page, "You are now signed out everywhere else.")).toBeVisible();
    await expect(section.getByLabel("Current password")).toHaveValue("");

    // This browser is still in; the other one is out.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await elsewhere.reload();
    await expect(elsewhere.getByRole("heading", { name: "Get Started Today" })).toBeVisible();
    await waitForMail(member.email, "Your password was changed");
  } finally {
    await other.close();
  }
});
