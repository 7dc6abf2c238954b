import { expect, test } from "@playwright/test";
import { confirmAddress, newUser, signInAsAdmin, signUpThroughApi, toastWith } from "./helpers";

// A member invites someone to a site that takes new members by invitation, from their settings.
// Every spec shares one server, and this one makes the site invitation-only: it runs with the
// site settings spec, after all others, and puts the site back as it found it.

test("a member makes an invitation link; a newcomer opens it, sees who invited them, signs up and is in", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const { registration } = (await (await admin.request.get("/api/site")).json()) as { registration: string };

  // The member signs up while the site is open, and confirms their address: only then may they invite.
  const member = await signUpThroughApi(page, newUser({ firstName: "Priscilla", lastName: "Corinth" }));
  await confirmAddress(page.request, member.email);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const newcomer = newUser({ firstName: "Apollos", lastName: "Alexandria" });
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();

  try {
    expect((await admin.request.put("/api/site", { data: { registration: "invitation" } })).status()).toBe(200);

    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Invite people" });
    await expect(section).toContainText("New members join this site by invitation.");
    await section.getByRole("button", { name: "Create a link" }).click();
    await expect(toastWith(page, "Success")).toContainText("Invitation link created");
    const invitation = section.getByRole("list", { name: "Your invitations" }).getByRole("listitem");
    await expect(invitation).toHaveCount(1);
    await expect(invitation).toContainText("Waiting");
    await invitation.getByRole("button", { name: "Copy link" }).click();
    await expect(toastWith(page, "Link copied")).toBeVisible();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toBe(await invitation.getByLabel("Invitation link").inputValue());
    expect(url).toMatch(/\/auth\?tab=sign-up&invitation=[A-Za-z0-9_-]{12}$/);

    // The newcomer opens the link: the sign-up form says who invited them.
    await visitor.goto(url);
    await expect(visitor.getByText("Priscilla Corinth invited you to join")).toBeVisible();
    await visitor.getByLabel("First Name").fill(newcomer.firstName);
    await visitor.getByLabel("Last Name").fill(newcomer.lastName);
    await visitor.getByLabel("Email").fill(newcomer.email);
    await visitor.getByLabel("Password").fill(newcomer.password);
    await visitor.getByRole("button", { name: "Create Account" }).click();
    await expect(visitor.getByRole("heading", { name: "Welcome, Apollos" })).toBeVisible({ timeout: 10_000 });

    // The member sees who joined with it; the link no longer works for anyone else.
    await page.reload();
    await expect(invitation).toContainText("Joined");
    await expect(invitation.getByRole("link", { name: "Apollos Alexandria" })).toHaveAttribute("href", /^\/profile\/\d+$/);
    await expect(invitation.getByRole("button", { name: "Copy link" })).toHaveCount(0);
  } finally {
    expect((await admin.request.put("/api/site", { data: { registration } })).status()).toBe(200);
    await adminContext.close();
    await visitorContext.close();
  }
});
