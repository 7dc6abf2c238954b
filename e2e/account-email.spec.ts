import { expect, test } from "@playwright/test";
import { newUser, signUpThroughApi, signUpThroughUi, toastWith, uniqueEmail } from "./helpers";
import { linkIn, mailsTo, waitForMail } from "./mail";

test("a new member confirms the address from the welcome mail, after asking for it again, and the banner goes", async ({ page }) => {
  const member = await signUpThroughUi(page, newUser({ firstName: "Priscilla", lastName: "Corinth" }));
  const banner = page.getByRole("region", { name: "Email confirmation" });
  await expect(banner).toContainText(`Please confirm your email address: open the link we sent to ${member.email}.`);
  const welcome = await waitForMail(member.email, "Welcome to Koinonia: please confirm your email address");
  expect(welcome.text).toContain("Welcome to Koinonia, Priscilla!");

  // A new link replaces the first.
  await banner.getByRole("button", { name: "Resend email" }).click();
  await expect(toastWith(page, `We sent a new link to ${member.email}.`)).toBeVisible();
  const resent = await waitForMail(member.email, "Confirm your email address");

  await page.goto(linkIn(welcome, "/verify-email"));
  await expect(page.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();
  await page.goto(linkIn(resent, "/verify-email"));
  await expect(page.getByRole("heading", { name: "Email address confirmed" })).toBeVisible();
  await expect(page.getByText(`Thank you: ${member.email} is confirmed.`)).toBeVisible();
  await page.getByRole("link", { name: "Continue to Koinonia" }).click();
  await expect(page.getByRole("heading", { name: `Welcome, ${member.firstName}` })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: `Welcome, ${member.firstName}` })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test("a confirmation link opened signed out confirms the address and offers to sign in", async ({ page, browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const member = await signUpThroughApi(await context.newPage());
  await context.close();
  await page.goto(linkIn(await waitForMail(member.email, "Welcome to Koinonia: please confirm your email address"), "/verify-email"));
  await expect(page.getByRole("heading", { name: "Email address confirmed" })).toBeVisible();
  await page.getByRole("link", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
});

test("changing the address in Settings takes effect when the new address confirms it; the old one is told, and can take it back", async ({
  page,
  browser,
}) => {
  const member = await signUpThroughApi(page, newUser({ firstName: "Apollos", lastName: "Alexandria" }));
  const next = uniqueEmail("apollos.new");
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Email address" });
  await expect(section.getByText(member.email, { exact: true })).toBeVisible();
  await expect(section.getByText("Not confirmed")).toBeVisible();

  // A change waiting for its link can be called off: that link then no longer works.
  const mistaken = uniqueEmail("apollos.typo");
  await section.getByRole("button", { name: "Change email" }).click();
  await section.getByLabel("New email address").fill(mistaken);
  await section.getByLabel("Current password").fill(member.password);
  await section.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(section).toContainText(`Waiting for confirmation of ${mistaken}.`);
  const unwanted = await waitForMail(mistaken, "Confirm your new email address");
  await waitForMail(member.email, "Your email address is being changed");
  await section.getByRole("button", { name: "Cancel change" }).click();
  await expect(toastWith(page, "Your email address stays as it is. The link we sent no longer works.")).toBeVisible();
  await expect(section).not.toContainText("Waiting for confirmation");
  await expect(section.getByRole("button", { name: "Change email" })).toBeFocused();
  await page.goto(linkIn(unwanted, "/verify-email"));
  await expect(page.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();
  await page.goto("/settings");
  await expect(section.getByText(member.email, { exact: true })).toBeVisible();

  await section.getByRole("button", { name: "Change email" }).click();
  await expect(section.getByLabel("New email address")).toBeFocused();
  await section.getByLabel("New email address").fill(next);
  await section.getByLabel("Current password").fill("not my password");
  await section.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(section.getByText("Your current password is incorrect")).toBeVisible();
  await expect(section.getByLabel("Current password")).toBeFocused();
  await section.getByLabel("Current password").fill(member.password);
  await section.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(toastWith(page, `We sent a link to ${next}. Your address changes when you open it.`)).toBeVisible();
  await expect(section).toContainText(`Waiting for confirmation of ${next}.`);
  await expect(section.getByRole("button", { name: "Change email" })).toBeFocused();

  await expect
    .poll(async () => (await mailsTo(member.email)).filter((m) => m.text.includes(`asked to change its email address to ${next}`)).length)
    .toBe(1);
  const confirm = await waitForMail(next, "Confirm your new email address");
  await page.goto(linkIn(confirm, "/verify-email"));
  await expect(page.getByRole("heading", { name: "Email address changed" })).toBeVisible();
  await expect(page.getByText(`Your account now uses ${next}. Sign in with it from now on.`)).toBeVisible();

  await page.goto("/settings");
  await expect(section.getByText(next, { exact: true })).toBeVisible();
  await expect(section.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(section).not.toContainText("Waiting for confirmation");
  await page.getByRole("button", { name: /^Account menu for/ }).click();
  await expect(page.getByRole("menu").getByText(next)).toBeVisible();
  // Once made, the change is told to the old address, with the way back.
  const changed = await waitForMail(member.email, "Your Koinonia email address was changed");
  expect(changed.text).toContain(`Your Koinonia account now uses ${next}.`);
  expect(changed.text).toContain("Restore my email address: ");
  const toOld = await mailsTo(member.email);
  expect(toOld.map((m) => m.subject)).toEqual([
    "Welcome to Koinonia: please confirm your email address",
    "Your email address is being changed",
    "Your email address is being changed",
    "Your Koinonia email address was changed",
  ]);
  // The welcome's confirmation, and the way back once the change was made; nothing that could redo it.
  expect(toOld.filter((m) => m.text.includes("/verify-email")).map((m) => m.subject)).toEqual([
    "Welcome to Koinonia: please confirm your email address",
    "Your Koinonia email address was changed",
  ]);

  // Had it not been the owner: the way back, opened signed out, puts the old address back and
  // ends every session, this one too.
  const restorer = await browser.newContext();
  const restorePage = await restorer.newPage();
  await restorePage.goto(linkIn(changed, "/verify-email"));
  await expect(restorePage.getByRole("heading", { name: "Email address restored" })).toBeVisible();
  await expect(restorePage.getByText(`Your account uses ${member.email} again`)).toBeVisible();
  await expect(restorePage.getByRole("link", { name: "Reset your password" })).toHaveAttribute("href", "/forgot-password");
  await restorer.close();
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/auth/);
});
