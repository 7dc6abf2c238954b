import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { readManifest } from "../server/http/build-manifest";
import { newUser, signUpThroughApi } from "./helpers";

// A page whose code cannot be loaded or rendered never blanks the app: the page's place shows
// a card with Retry, inside the app's frame. Code that is gone after a deploy reloads the page
// once (the new index.html names the new chunks), and never loops.

/** The built file (its URL path) of a source module, from the build's manifest. */
function chunkOf(source: string): string {
  const manifest = readManifest(path.join(import.meta.dirname, "../dist/client"));
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is not in the build's manifest`);
  return `/${chunk.file}`;
}

/** Answers requests for `file` with a 404 while `gone()` says so, as a server after a deploy does. */
async function removeChunk(page: Page, file: string, gone: () => boolean = () => true): Promise<void> {
  await page.route(
    (url) => url.pathname === file,
    (route) => (gone() ? route.fulfill({ status: 404, contentType: "application/json", body: '{"message":"Not found"}' }) : route.fallback()),
  );
}

/** How many times the page has been loaded (the first load included) since this was called. */
function countPageLoads(page: Page): () => number {
  let loads = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const cardWith = (page: Page, title: string) => page.getByRole("alert").filter({ has: page.getByRole("heading", { name: title }) });

test("a page whose code is gone after a deploy reloads once, then offers Retry inside the app, which loads it", async ({ page }) => {
  await signUpThroughApi(page);
  let gone = true;
  await removeChunk(page, chunkOf("src/pages/groups.tsx"), () => gone);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();

  const loads = countPageLoads(page);
  await mainNav(page).getByRole("link", { name: "Groups" }).click();
  const card = cardWith(page, "This page could not be loaded");
  await expect(card).toBeVisible();
  await expect(card).toContainText("Please check your connection and try again.");
  // Reloaded once for the new code; still missing, the card shows instead of another reload.
  expect(loads()).toBe(1);
  await expect(page).toHaveURL(/\/groups$/);
  // The app's frame stays: its navigation still works.
  await expect(mainNav(page).getByRole("link", { name: "Home" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Notifications" })).toBeVisible();

  gone = false;
  await card.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("heading", { name: "My Groups" })).toBeVisible();
  await expect(card).toBeHidden();
  expect(loads()).toBe(1);
});

test("Retry while the code is still missing reloads the page for it once more, and does not loop", async ({ page }) => {
  await signUpThroughApi(page);
  await removeChunk(page, chunkOf("src/pages/groups.tsx"));
  const loads = countPageLoads(page);
  await page.goto("/groups");
  const card = cardWith(page, "This page could not be loaded");
  await expect(card).toBeVisible();
  // The first load and the one reload.
  expect(loads()).toBe(2);

  await card.getByRole("button", { name: "Retry" }).click();
  await expect.poll(loads).toBe(3);
  await expect(card).toBeVisible();
  // It settles on the card: no further reloads.
  await page.waitForTimeout(1500);
  expect(loads()).toBe(3);
  await expect(card).toBeVisible();
});

test("moving to another page after a failed one shows that page; back again, the failed one is tried afresh", async ({ page }) => {
  await signUpThroughApi(page);
  let gone = true;
  await removeChunk(page, chunkOf("src/pages/groups.tsx"), () => gone);
  await page.goto("/groups");
  const card = cardWith(page, "This page could not be loaded");
  await expect(card).toBeVisible();

  await mainNav(page).getByRole("link", { name: "Home" }).click();
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
  await expect(card).toBeHidden();

  gone = false;
  await mainNav(page).getByRole("link", { name: "Groups" }).click();
  await expect(page.getByRole("heading", { name: "My Groups" })).toBeVisible();
});

test("a page that fails to render shows the card in the app's frame, logs the error, and Retry renders it again", async ({ page }) => {
  await signUpThroughApi(page);
  // An answer the page cannot render (a list was expected).
  let broken = true;
  await page.route(
    (url) => url.pathname === "/api/groups/my",
    (route) => (broken ? route.fulfill({ json: { unexpected: true } }) : route.fallback()),
  );
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const loads = countPageLoads(page);
  await page.goto("/groups");

  const card = cardWith(page, "Something went wrong");
  await expect(card).toBeVisible();
  await expect(card).toContainText("Something went wrong while showing this page. Please try again.");
  await expect(mainNav(page).getByRole("link", { name: "Home" })).toBeVisible();
  await expect.poll(() => errors.join("\n")).toContain("is not a function");
  // A render error is not a missing chunk: no reload.
  expect(loads()).toBe(1);

  broken = false;
  await card.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("heading", { name: "No Groups Yet" })).toBeVisible();
  await expect(card).toBeHidden();
});

test("the signed-out app's code gone: one reload, then a full-page card whose Retry brings the sign-in page", async ({ page }) => {
  let gone = true;
  await removeChunk(page, chunkOf("src/signed-out-app.tsx"), () => gone);
  const loads = countPageLoads(page);
  await page.goto("/auth");
  const card = cardWith(page, "This page could not be loaded");
  await expect(card).toBeVisible();
  expect(loads()).toBe(2);

  gone = false;
  await card.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
  expect(loads()).toBe(2);
});

/** The toasts' code is gone: how often the page asked for it, and how often the page loaded. */
async function withoutToasterCode(page: Page): Promise<{ asked: () => number; loads: () => number }> {
  const toaster = chunkOf("src/components/ui/toaster.tsx");
  let asked = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === toaster) asked += 1;
  });
  await removeChunk(page, toaster);
  return { asked: () => asked, loads: countPageLoads(page) };
}

test("code Vite fails to preload (the toasts', fetched when idle) reloads the page once, never twice", async ({ page }) => {
  const { asked, loads } = await withoutToasterCode(page);
  await page.goto("/auth");
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
  await expect.poll(loads).toBe(2);
  // After the reload the toasts' code is missing again; the page stays as it is.
  await expect.poll(asked).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(1500);
  expect(loads()).toBe(2);
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
});

test("a toast whose code cannot be loaded leaves the page as it is", async ({ page }) => {
  const { asked, loads } = await withoutToasterCode(page);
  await page.goto("/auth");
  // Its preloading failed: the one reload for new code, whose own preloading fails too.
  await expect.poll(loads).toBe(2);
  await expect.poll(asked).toBe(2);

  await page.getByLabel("Email").fill(newUser().email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  // The refusal's toast asks for its code, which fails: the form stays, usable.
  await expect.poll(asked).toBe(3);
  await page.waitForTimeout(1000);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
  await expect(page.getByLabel("Email")).toBeEnabled();
});
