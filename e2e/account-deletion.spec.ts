import { expect, test } from "@playwright/test";
import { createTextPost, signUpThroughApi, toastWith } from "./helpers";
import { waitForMail } from "./mail";

// A member deletes their account from Settings: the password and the typed word DELETE, then
// they are on the landing page, signed out, with a receipt in their inbox, and their password
// no longer signs anyone in.

test("a member deletes their account from Settings and lands signed out", async ({ page }) => {
  const user = await signUpThroughApi(page);
  await createTextPost(page.request, "My last words here");

  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Delete account" });
  await expect(section.getByText("This cannot be undone.")).toBeVisible();
  await section.getByRole("button", { name: "Delete Account" }).click();

  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(dialog).toContainText(`We will send a confirmation to ${user.email}.`);
  await expect(dialog.getByLabel("Password")).toBeFocused();
  const confirm = dialog.getByRole("button", { name: "Delete Account" });
  await expect(confirm).toBeDisabled();

  // A wrong password is said under its field, and nothing is deleted.
  await dialog.getByLabel("Password").fill("not my password");
  await dialog.getByLabel("Type DELETE to confirm").fill("DELET");
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog.getByText("Incorrect password")).toBeVisible();
  await expect(dialog.getByLabel("Password")).toBeFocused();

  await dialog.getByLabel("Password").fill(user.password);
  await confirm.click();

  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { name: "Get Started Today" })).toBeVisible();
  await expect(toastWith(page, "Your account has been deleted.")).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);

  const mail = await waitForMail(user.email, "Your Koinonia account has been deleted");
  expect(mail.text).toContain(`Goodbye, ${user.firstName}`);

  await page.goto("/auth");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(toastWith(page, "Invalid email or password")).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});
