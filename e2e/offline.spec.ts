import { expect, test, type Page, type Request } from "@playwright/test";
import { apiActor, signUpThroughApi, toastWith } from "./helpers";

// Offline the app says so, and what people do meanwhile waits, says it waits, and is sent
// once the browser is back online: nothing acknowledged is lost.

const offlineNotice = (page: Page) => page.getByRole("status").filter({ hasText: "You are offline" });
const composer = (page: Page) => page.getByRole("region", { name: "Share with your Community" });
const postBox = (page: Page) => composer(page).getByPlaceholder("What's on your heart today?");

/**
 * Follows the page's requests from now on. `settled` resolves once each of `paths` has been
 * answered and nothing else is in flight (the live stream aside: it stays open by design), so
 * that going offline then leaves nothing half-loaded.
 */
function followRequests(page: Page) {
  const inFlight = new Set<Request>();
  const answered = new Set<string>();
  page.on("request", (request) => {
    if (!request.url().includes("/api/notifications/stream")) inFlight.add(request);
  });
  const end = (request: Request) => {
    inFlight.delete(request);
    answered.add(new URL(request.url()).pathname);
  };
  page.on("requestfinished", end);
  page.on("requestfailed", end);
  return {
    settled: (paths: string[]) =>
      expect
        .poll(() => paths.filter((path) => !answered.has(path)).concat(inFlight.size ? ["(in flight)"] : []), { timeout: 20_000 })
        .toEqual([]),
  };
}

// What the home page asks for once its feed is on screen: the verse of the day, today's
// devotions, the next events, the Messages badge and the reading plans.
const HOME_SIDE_REQUESTS = ["/api/bible/verse-of-the-day", "/api/devotions/today", "/api/events/upcoming", "/api/messages/unread", "/api/plans"];

test("'You are offline' shows while the browser is offline, for visitors and members, and goes once back online", async ({ page, context }) => {
  await page.goto("/auth");
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
  await expect(offlineNotice(page)).toHaveCount(0);
  await context.setOffline(true);
  await expect(offlineNotice(page)).toBeVisible();
  await context.setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0);

  await signUpThroughApi(page);
  const requests = followRequests(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
  // The page has finished loading (its side cards too): nothing of it waits on the connection.
  await expect(page.getByLabel("Loading suggestions")).toHaveCount(0);
  await expect(page.getByLabel("Loading connection requests")).toHaveCount(0);
  await requests.settled(HOME_SIDE_REQUESTS);
  await expect(offlineNotice(page)).toHaveCount(0);
  await context.setOffline(true);
  await expect(offlineNotice(page)).toBeVisible();
  await expect(offlineNotice(page)).toContainText("Some things may not load until you are back online.");
  await context.setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0);
});

test("a post shared offline says it will send when back online, is sent once online, and appears once", async ({ page, context }) => {
  await signUpThroughApi(page);
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/posts") sent.push(request.postData() ?? "");
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
  // The outbox's code comes once the page's own requests are done: a member who goes offline
  // after the page has settled can share; on a busy machine that is later than the heading.
  await page.waitForLoadState("networkidle");

  const content = `Shared on the train ${Date.now().toString(36)}`;
  await postBox(page).fill(content);
  await context.setOffline(true);
  await composer(page).getByRole("button", { name: "Share", exact: true }).click();

  // Not a spinner: it says what will happen, and nothing can be sent twice meanwhile.
  const waiting = composer(page).getByRole("button", { name: "Will send when you are back online" });
  await expect(waiting).toBeVisible();
  await expect(waiting).toBeDisabled();
  await expect(offlineNotice(page)).toContainText("1 action is waiting. Will send when you are back online.");
  expect(sent).toEqual([]);

  await context.setOffline(false);
  await expect(toastWith(page, "Post Created")).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: content })).toHaveCount(1);
  await expect(postBox(page)).toHaveValue("");
  await expect(composer(page).getByRole("button", { name: "Share", exact: true })).toBeVisible();
  await expect(offlineNotice(page)).toHaveCount(0);
  expect(sent).toHaveLength(1);

  // The server has it, once.
  const feed = (await (await page.request.get("/api/posts/feed?limit=20")).json()) as { content: string }[];
  expect(feed.filter((post) => post.content === content)).toHaveLength(1);
});

test("a page whose code cannot load offline says so, keeps the app's frame, and loads by itself once online", async ({ page, context }) => {
  await signUpThroughApi(page);
  const loads: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();

  await context.setOffline(true);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Groups" }).click();
  const card = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "This page could not be loaded" }) });
  await expect(card).toContainText("You are offline. The page will load when you are back online.");
  await expect(card.getByRole("button", { name: "Retry" })).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();
  await expect(nav.getByRole("link", { name: "Home" })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole("heading", { name: "My Groups" })).toBeVisible();
  await expect(card).toBeHidden();
  // Never reloaded: offline a reload would show the browser's own error page.
  expect(loads).toHaveLength(1);
});

test("data asked for offline waits, the notice says the page will finish loading, and it does once online", async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const me = await signUpThroughApi(page);
  const other = await apiActor(playwright, baseURL, { firstName: "Priscilla", lastName: "Corinth" });
  // The profile page's code is loaded (own profile), so only its data waits.
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: `${me.firstName} ${me.lastName}` })).toBeVisible();

  await context.setOffline(true);
  await page.evaluate((id) => window.history.pushState(null, "", `/profile/${id}`), other.id);
  await expect(offlineNotice(page)).toContainText("The page will finish loading when you are back online.");
  await expect(page.getByRole("heading", { level: 1, name: "Priscilla Corinth" })).toBeHidden();

  await context.setOffline(false);
  await expect(page.getByRole("heading", { level: 1, name: "Priscilla Corinth" })).toBeVisible();
  await expect(offlineNotice(page)).toHaveCount(0);
  await other.api.dispose();
});

test("menus whose code cannot load keep their buttons and leave the page up; they load once the browser is back online", async ({
  page,
  context,
}) => {
  await signUpThroughApi(page);
  // Code refused while the browser says it is online looks like code gone after a deploy, for
  // which the page reloads itself once (a reload that may come at any moment, even after the
  // press below). That has tests of its own; here it is marked as just done, so the page stays.
  await page.addInitScript(() => sessionStorage.setItem("koinonia:reloaded-for-new-code", String(Date.now())));
  const menuCode = /\/assets\/(notification-menu|user-menu-dropdown)-[^/]*\.js$/;
  let refused = 0;
  await page.route(menuCode, (route) => {
    refused += 1;
    return route.abort("internetdisconnected");
  });
  await page.goto("/");
  await expect.poll(() => refused).toBeGreaterThan(0);
  // The page and its frame stay: a menu is not worth the page.
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
  const bell = page.getByRole("button", { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  await expect(page.getByRole("heading", { name: "This page could not be loaded" })).toHaveCount(0);

  await page.unroute(menuCode);
  await context.setOffline(true);
  await context.setOffline(false);
  await bell.click();
  await expect(page.getByRole("menu")).toBeVisible();
});
