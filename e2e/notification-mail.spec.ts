import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { apiActor, newUser, requestConnection, signUpThroughApi, toastWith, currentUserId } from "./helpers";
import { linkIn, waitForMail } from "./mail";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Confirms a new member's address as they would: with the link in the mail sent at sign-up. */
async function confirmAddress(api: APIRequestContext, email: string): Promise<void> {
  const welcome = await waitForMail(email, /confirm your email address/i);
  const token = new URL(linkIn(welcome, "/verify-email")).searchParams.get("token");
  const res = await api.post("/api/auth/email/verify", { data: { token } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The settings' choice for one kind of notice. */
const choice = (page: Page, kind: string) => page.getByRole("radiogroup", { name: kind });

test("a member chooses, per kind of notice, how often it is emailed, and the choices are kept", async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Email notifications" });
  await expect(section).toBeVisible();
  await expect(choice(page, "Connection requests").getByRole("radio", { name: "Immediately" })).toBeChecked();
  await expect(choice(page, "Comments").getByRole("radio", { name: "Daily digest" })).toBeChecked();
  await expect(choice(page, "Prayers").getByRole("radio", { name: "Daily digest" })).toBeChecked();
  await expect(choice(page, "Group invitations").getByRole("radio", { name: "Immediately" })).toBeChecked();

  await choice(page, "Comments").getByRole("radio", { name: "Immediately" }).click();
  await expect(toastWith(page, "We will email you about comments on your posts as they happen.")).toBeVisible();
  await choice(page, "Prayers").getByRole("radio", { name: "Off" }).click();
  await expect(toastWith(page, "We will not email you about prayers for your posts, and the requests you pray for.")).toBeVisible();

  await page.reload();
  await expect(choice(page, "Comments").getByRole("radio", { name: "Immediately" })).toBeChecked();
  await expect(choice(page, "Prayers").getByRole("radio", { name: "Off" })).toBeChecked();
  await expect(choice(page, "Connection requests").getByRole("radio", { name: "Immediately" })).toBeChecked();
});

test("a connection request is emailed at once, and its unsubscribe link works from a signed-out browser", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const ruth = await signUpThroughApi(page, newUser({ firstName: "Ruth", lastName: `Moab${unique()}` }));
  await confirmAddress(page.request, ruth.email);
  const sarah = await apiActor(playwright, baseURL, { firstName: "Sarah", lastName: `Miller${unique()}` });
  try {
    await requestConnection(sarah.api, await currentUserId(page));
    const mail = await waitForMail(ruth.email, `Sarah ${sarah.user.lastName} wants to connect with you`);
    expect(mail.text).toContain(`Sarah ${sarah.user.lastName} would like to connect with you.`);
    expect(mail.text).toContain(`See the request: ${baseURL}/`);
    const unsubscribe = linkIn(mail, "/api/mail/unsubscribe");
    expect(mail.headers["list-unsubscribe"]).toBe(`<${unsubscribe}>`);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    const signedOut = await browser.newContext();
    try {
      const visitor = await signedOut.newPage();
      await visitor.goto(unsubscribe);
      await expect(visitor).toHaveURL(/\/unsubscribe\?/);
      await expect(visitor.getByRole("heading", { name: "Unsubscribe" })).toBeVisible();
      await expect(visitor.getByText("Stop email about connection requests?")).toBeVisible();
      await visitor.getByRole("button", { name: "Unsubscribe" }).click();
      await expect(visitor.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
      await expect(visitor.getByText("We will no longer email you about connection requests.")).toBeVisible();
      // What is said next is where the screen reader is: the new heading has the focus.
      await expect(visitor.getByRole("heading", { name: "You are unsubscribed" })).toBeFocused();
    } finally {
      await signedOut.close();
    }

    await page.goto("/settings");
    await expect(choice(page, "Connection requests").getByRole("radio", { name: "Off" })).toBeChecked();
    await expect(choice(page, "Comments").getByRole("radio", { name: "Daily digest" })).toBeChecked();
  } finally {
    await sarah.api.dispose();
  }
});

test("an unsubscribe link that was changed is refused on the page, and nothing changes", async ({ page }) => {
  await signUpThroughApi(page);
  const id = await currentUserId(page);
  await page.goto(`/unsubscribe?u=${id}&k=all&s=${"A".repeat(43)}`);
  await expect(page.getByText("Stop all notification email?")).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This unsubscribe link is not valid." })).toBeVisible();

  await page.goto("/settings");
  await expect(choice(page, "Connection requests").getByRole("radio", { name: "Immediately" })).toBeChecked();
});
