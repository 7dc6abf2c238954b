import { expect, type Page, test } from "@playwright/test";
import { signUpThroughApi } from "./helpers";

// Koinonia installs as an app: a web manifest with its icons, and a service worker that keeps
// the app's shell, so that opened without a connection it says it is offline instead of the
// browser's error page, and carries on by itself once back online.

// The rest of the suite blocks service workers (a first visit); here they are the subject.
test.use({ serviceWorkers: "allow" });

const offlineNotice = (page: Page) => page.getByRole("status").filter({ hasText: "You are offline" });

/** Width and height from a PNG's header (its IHDR chunk). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits until the service worker is active and answers this page's requests. */
async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe("activated");
}

test("the page links a web manifest whose name, colours and icons a browser can install the app from", async ({ page }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute("content", "#1e1b4b");

  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: "Koinonia",
    short_name: "Koinonia",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#1e1b4b",
    background_color: "#1e1b4b",
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`).sort()).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);

  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    const [width, height] = icon.sizes.split("x").map(Number);
    expect(pngSize(await image.body())).toEqual({ width, height });
  }

  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  const image = await page.request.get(touchIcon!);
  expect(image.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await image.body())).toEqual({ width: 180, height: 180 });
});

test("the service worker registers and answers the page's requests after a reload", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: /sign in/i }).first()).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe("/");

  await page.reload();
  await controlledByWorker(page);
  const worker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(new URL(worker!).pathname).toBe("/sw.js");
});

test("offline, a member's pages still open: the app's shell says it is offline, and the page loads by itself once back online", async ({
  page,
  context,
}, testInfo) => {
  const me = await signUpThroughApi(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: `Welcome, ${me.firstName}` })).toBeVisible();
  await controlledByWorker(page);

  await context.setOffline(true);
  await page.reload();
  // The app, not the browser's error page: its own title, its notice, what waits and why.
  await expect(page).toHaveTitle(/Koinonia/);
  await expect(offlineNotice(page)).toContainText("The page will finish loading when you are back online.");
  await expect(page.getByText("Waiting for the connection...")).toBeVisible();
  // Nobody can say offline who is signed in: a member is not shown the visitors' pages.
  await expect(page.getByRole("link", { name: /sign in/i })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("offline-home.png") });

  await context.setOffline(false);
  await expect(page.getByRole("heading", { name: `Welcome, ${me.firstName}` })).toBeVisible();
  await expect(offlineNotice(page)).toHaveCount(0);

  // Another page, opened offline by its address: the same shell, then the page itself.
  await context.setOffline(true);
  await page.goto("/groups");
  await expect(offlineNotice(page)).toContainText("The page will finish loading when you are back online.");
  await page.screenshot({ path: testInfo.outputPath("offline-groups.png") });
  await context.setOffline(false);
  await expect(page.getByRole("heading", { name: "My Groups" })).toBeVisible();
  await expect(offlineNotice(page)).toHaveCount(0);
});

test("the API is never answered from the service worker's cache, nor its pages with the app's shell", async ({ page, context }) => {
  await signUpThroughApi(page);
  await page.goto("/");
  await controlledByWorker(page);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain("/index.html");
  expect(cached.filter((url) => url.startsWith("/api/"))).toEqual([]);

  await context.setOffline(true);
  const status = await page.evaluate(() =>
    fetch("/api/auth/user").then(
      (res) => res.status,
      () => "failed",
    ),
  );
  expect(status).toBe("failed");
  // A page the server writes itself is not the app: offline it is not answered with the shell.
  await expect(page.goto("/api/logout")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(false);
});
