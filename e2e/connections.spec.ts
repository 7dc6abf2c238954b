import { expect, test, type Page } from "@playwright/test";
import {
  catchLoginRedirect,
  createPostThroughApi,
  newUser,
  requestConnectionThroughApi,
  signUpThroughApi,
  toastWith,
  type TestUser,
} from "./helpers";

// The home page's connection panels: suggestions, requests, and what a failure shows.

const unique = () => Math.random().toString(36).slice(2, 8);
/** A person with a last name no one else has, so their rows are easy to find. */
const person = (firstName: string) => newUser({ firstName, lastName: `Tester${unique()}` });
const fullName = (user: TestUser) => `${user.firstName} ${user.lastName}`;

/** The left column's requests panel (the one every screen size shows). */
const requestsPanel = (page: Page) =>
  page.getByRole("complementary", { name: "Your community" }).getByRole("region", { name: "Connection Requests" });
const suggestionsPanel = (page: Page) => page.getByRole("region", { name: "Suggested Connections" });

test("two people connect: request from suggestions, accept in the panel, the feed shows the new connection's post", async ({ page, browser }) => {
  // Aquila (this page) posts something; Priscilla (another browser) joins after him.
  const aquila = await signUpThroughApi(page, person("Aquila"));
  const post = await createPostThroughApi(page, `Greetings from Corinth ${unique()}`);
  const priscillaContext = await browser.newContext();
  const priscillaPage = await priscillaContext.newPage();
  const priscilla = await signUpThroughApi(priscillaPage, person("Priscilla"));

  // Aquila finds her among his suggestions (the newest members are suggested) and connects.
  await page.goto("/");
  const connect = suggestionsPanel(page).getByRole("button", { name: `Connect with ${fullName(priscilla)}` });
  await connect.click();
  await expect(toastWith(page, "Connection Request Sent")).toBeVisible();
  await expect(suggestionsPanel(page).getByRole("button", { name: `Requested connection with ${fullName(priscilla)}` })).toBeDisabled();

  // Priscilla sees the request; her feed is empty until she accepts.
  await priscillaPage.goto("/");
  await expect(priscillaPage.getByRole("heading", { name: "Welcome to your community feed" })).toBeVisible();
  const panel = requestsPanel(priscillaPage);
  await expect(panel.getByRole("link", { name: fullName(aquila) })).toBeVisible();
  // Marks this document: a reload would lose it.
  await priscillaPage.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  await panel.getByRole("button", { name: `Accept ${fullName(aquila)}` }).click();
  await expect(toastWith(priscillaPage, "Connection Accepted")).toContainText("You are now connected!");
  await expect(panel.getByText("No pending requests right now.")).toBeVisible();
  // Without a reload, his post is in her feed.
  await expect(priscillaPage.getByRole("article").filter({ hasText: post.content })).toBeVisible();
  expect(await priscillaPage.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  // And they are connected for the server too.
  const connections = await (await priscillaPage.request.get("/api/connections")).json();
  expect(connections.map((c: { user: { lastName: string } }) => c.user.lastName)).toContain(aquila.lastName);
  await priscillaContext.close();
});

test("declining a request removes it and says 'Connection Declined'", async ({ page, browser }) => {
  await signUpThroughApi(page, person("Lydia"));
  const simonContext = await browser.newContext();
  const simonPage = await simonContext.newPage();
  const simon = await signUpThroughApi(simonPage, person("Simon"));
  await requestConnectionThroughApi(simonPage, page);
  await simonContext.close();

  await page.goto("/");
  const panel = requestsPanel(page);
  await expect(panel.getByRole("link", { name: fullName(simon) })).toBeVisible();
  await panel.getByRole("button", { name: `Decline ${fullName(simon)}` }).click();
  await expect(toastWith(page, "Connection Declined")).toBeVisible();
  await expect(panel.getByRole("link", { name: fullName(simon) })).toHaveCount(0);
  await page.reload();
  await expect(requestsPanel(page).getByText("No pending requests right now.")).toBeVisible();
  const connections = await (await page.request.get("/api/connections")).json();
  expect(connections).toEqual([]);
});

test("two skeleton rows show while requests load, three while suggestions load", async ({ page }) => {
  await signUpThroughApi(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/(connections\/requests|users\/suggested)$/, async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto("/");
  const requests = page.getByRole("status", { name: "Loading connection requests" });
  const suggestions = page.getByRole("status", { name: "Loading suggestions" });
  await expect(requests).toHaveCount(1);
  await expect(requests.locator(":scope > div")).toHaveCount(2);
  await expect(suggestions.locator(":scope > div")).toHaveCount(3);
  release();
  await expect(requests).toHaveCount(0);
  await expect(suggestions).toHaveCount(0);
});

test("a failed suggestions load says 'Error loading suggestions: ' and the message, and 'Try again' loads them", async ({ page }) => {
  await signUpThroughApi(page);
  await page.route("**/api/users/suggested", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Something went wrong" }) }),
  );
  await page.goto("/");
  const panel = suggestionsPanel(page);
  await expect(panel).toContainText("Error loading suggestions: Something went wrong");

  await page.unroute("**/api/users/suggested");
  await panel.getByRole("button", { name: "Try again" }).click();
  await expect(panel).not.toContainText("Error loading suggestions");
  await expect(panel.getByRole("listitem").first().or(panel.getByText("No suggestions right now."))).toBeVisible();
});

test("mutual connections are counted on a suggestion", async ({ page, browser }) => {
  // Me -> Andrew, Andrew -> Peter: Peter is suggested to me with one mutual connection.
  await signUpThroughApi(page);
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [andrewPage, peterPage] = await Promise.all(contexts.map((c) => c.newPage()));
  await signUpThroughApi(andrewPage!);
  const peter = await signUpThroughApi(peterPage!, person("Peter"));
  for (const [from, to] of [
    [page, andrewPage!],
    [andrewPage!, peterPage!],
  ] as const) {
    const id = await requestConnectionThroughApi(from, to);
    const res = await to.request.put(`/api/connections/${id}`, { data: { status: "accepted" } });
    expect(res.ok()).toBe(true);
  }
  await Promise.all(contexts.map((c) => c.close()));
  await page.goto("/");
  const row = suggestionsPanel(page)
    .getByRole("listitem")
    .filter({ hasText: fullName(peter) });
  await expect(row).toContainText("1 mutual connection");
  await expect(row).not.toContainText("1 mutual connections");
});

test("signed out while connecting: 'Unauthorized', then the login path after 500 ms", async ({ page }) => {
  await signUpThroughApi(page);
  await page.route("**/api/connections", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 401, contentType: "application/json", body: JSON.stringify({ message: "Unauthorized" }) })
      : route.fallback(),
  );
  // Catch the login navigation, so the page (and its toast) stays put to be read.
  const login = await catchLoginRedirect(page);
  await page.goto("/");
  await suggestionsPanel(page)
    .getByRole("button", { name: /^Connect with/ })
    .first()
    .click();
  const clickedAt = Date.now();
  await expect(toastWith(page, "Unauthorized")).toContainText("You are logged out. Logging in again...");
  const loginUrl = await login.requested;
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(400);
  expect(loginUrl.searchParams.get("next")).toBe("/");
});

test("a failed answer says 'Failed to respond to connection request'", async ({ page, browser }) => {
  await signUpThroughApi(page);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  const asker = await signUpThroughApi(other, person("Tabitha"));
  await requestConnectionThroughApi(other, page);
  await otherContext.close();
  await page.route(/\/api\/connections\/\d+$/, (route) => route.fulfill({ status: 500, body: "" }));
  await page.goto("/");
  await requestsPanel(page)
    .getByRole("button", { name: `Accept ${fullName(asker)}` })
    .click();
  await expect(toastWith(page, "Error")).toContainText("Failed to respond to connection request");
  await expect(requestsPanel(page).getByRole("link", { name: fullName(asker) })).toBeVisible();
});

test.describe("phone (360 px)", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the feed comes first; a notice above it leads to waiting requests", async ({ page, browser }) => {
    await signUpThroughApi(page);
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    const asker = await signUpThroughApi(other, person("Dorcas"));
    await requestConnectionThroughApi(other, page);
    await otherContext.close();

    await page.goto("/");
    const composer = page.getByRole("region", { name: "Share with your Community" });
    await expect(composer).toBeInViewport();
    const notice = page.getByRole("button", { name: /1 person wants to connect with you/ });
    await notice.click();
    const panel = requestsPanel(page);
    await expect(panel.getByRole("link", { name: fullName(asker) })).toBeInViewport();
    // The right column's copy of the panel stays out of the way on a phone.
    await expect(page.getByRole("region", { name: "Connection Requests" })).toHaveCount(1);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
});
