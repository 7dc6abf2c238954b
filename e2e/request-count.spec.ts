import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { entryKey, readManifest, staticClosure } from "../server/http/build-manifest";
import { connectThroughApi, createPostThroughApi, signUpThroughApi, someoneElseJoins } from "./helpers";

// A performance rule: the home page renders with a fixed number of API requests,
// however many posts the feed holds; per-post data comes with the feed, and /interactions
// and /comments are fetched only when someone opens them. And a visitor's landing page
// fetches its own code, not the sign-in page's nor the signed-in app's until asked for.

const STREAM = "/api/notifications/stream";

/** Every API request the page makes, as "METHOD /path?query", in order. */
function recordApiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith("/api/")) seen.push(`${req.method()} ${url.pathname}${url.search}`);
  });
  return seen;
}

/**
 * Resolves once no API request has been in flight for half a second. The live notification
 * stream stays open by design, so the page is never "network idle": it is left out.
 */
async function apiQuiet(page: Page): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const counts = (url: string) => new URL(url).pathname.startsWith("/api/") && !url.includes(STREAM);
  const start = (req: { url(): string }) => {
    if (counts(req.url())) {
      inFlight += 1;
      lastChange = Date.now();
    }
  };
  const end = (req: { url(): string }) => {
    if (counts(req.url())) {
      inFlight -= 1;
      lastChange = Date.now();
    }
  };
  page.on("request", start);
  page.on("requestfinished", end);
  page.on("requestfailed", end);
  try {
    await expect.poll(() => inFlight <= 0 && Date.now() - lastChange >= 500, { timeout: 10_000, intervals: [100] }).toBe(true);
  } finally {
    page.off("request", start);
    page.off("requestfinished", end);
    page.off("requestfailed", end);
  }
}

// What the home page asks for on first paint, whatever the feed holds: who is signed in,
// the bell's unread count and its live stream, the Messages link's unread count, the first feed page, the announcements my
// churches pinned above it (one list, however many churches and posts), the live prayer
// rooms, suggestions and connection requests (one query shared by both requests panels), and
// the site's settings, whose logo the header shows (read once for the page's life).
const HOME_REQUESTS = [
  "GET /api/announcements/pinned",
  "GET /api/auth/user",
  // The verse of the day, in the reader's translation, for today where the browser is; asked
  // once the feed is on screen.
  expect.stringMatching(/^GET \/api\/bible\/verse-of-the-day\?translation=web&timeZone=[\w%+-]+$/),
  "GET /api/connections/requests",
  // Today's devotions of my churches, for today where the browser is; asked once the feed is on screen.
  expect.stringMatching(/^GET \/api\/devotions\/today\?timeZone=[\w%+-]+$/),
  // The Upcoming card's next five events, asked once the feed is on screen.
  "GET /api/events/upcoming?limit=5",
  // The Messages link's badge, asked once the feed is on screen.
  "GET /api/messages/unread",
  "GET /api/notifications/count",
  `GET ${STREAM}`,
  // My reading plans, for today's reading (a card only if I follow one), asked once the feed is on screen.
  "GET /api/plans",
  "GET /api/posts/feed?limit=20",
  "GET /api/rooms",
  "GET /api/site",
  "GET /api/users/suggested",
];

async function loadHome(page: Page, expectedPosts: number): Promise<string[]> {
  await someoneElseJoins();
  const seen = recordApiRequests(page);
  await page.goto("/");
  await expect(page.getByRole("article")).toHaveCount(expectedPosts);
  await expect(page.getByRole("region", { name: "Suggested Connections" }).getByRole("listitem").first()).toBeVisible();
  await apiQuiet(page);
  return seen;
}

test("the home page makes the same fourteen requests with 30 posts as with 1, and none per post", async ({ page, browser }) => {
  test.setTimeout(60_000);
  // A feed of 30 posts: 15 of mine and 15 of a connection's, interleaved.
  await signUpThroughApi(page);
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await signUpThroughApi(friend);
  await connectThroughApi(friend, page);
  for (let i = 1; i <= 15; i += 1) {
    await createPostThroughApi(friend, `Friend's post #${i}`);
    await createPostThroughApi(page, `My post #${i}`);
  }
  await friendContext.close();

  const seen = await loadHome(page, 20);
  expect([...seen].sort()).toEqual(HOME_REQUESTS);
  expect(seen.filter((r) => /\/interactions|\/comments|\/api\/posts\/\d+$/.test(r))).toEqual([]);

  // Opening one post's comments makes exactly one request, for that post.
  const first = page.getByRole("article").first();
  const before = seen.length;
  await first.getByRole("button", { name: /^Comment/ }).click();
  await expect(first.getByPlaceholder("Write a comment...")).toBeVisible();
  await apiQuiet(page);
  const opened = seen.slice(before);
  expect(opened).toHaveLength(1);
  expect(opened[0]).toMatch(/^GET \/api\/posts\/\d+\/comments$/);

  // Closing and reopening uses what was loaded.
  await first.getByRole("button", { name: /^Comment/ }).click();
  await first.getByRole("button", { name: /^Comment/ }).click();
  await expect(first.getByPlaceholder("Write a comment...")).toBeVisible();
  await apiQuiet(page);
  expect(seen.slice(before)).toHaveLength(1);

  // Praying is one write, and nothing is read back.
  await first.getByRole("button", { name: /^Prayer/ }).click();
  await expect(first.getByRole("button", { name: /^Prayer/ })).toHaveText(/Prayer\s*1/);
  await apiQuiet(page);
  expect(seen.slice(before + 1)).toEqual([expect.stringMatching(/^POST \/api\/posts\/\d+\/interact$/)]);

  // The next page is one more feed request, with the cursor.
  const beforeScroll = seen.length;
  await page.getByRole("article").last().scrollIntoViewIfNeeded();
  await expect(page.getByRole("article")).toHaveCount(30);
  await apiQuiet(page);
  expect(seen.slice(beforeScroll)).toEqual([expect.stringMatching(/^GET \/api\/posts\/feed\?limit=20&cursor=\d+$/)]);
});

test("with one post the home page makes the same requests", async ({ page }) => {
  await signUpThroughApi(page);
  await createPostThroughApi(page, "Just one post");
  const seen = await loadHome(page, 1);
  expect([...seen].sort()).toEqual(HOME_REQUESTS);
});

test("opening a post from the feed reads the cache the feed seeded: no request for it", async ({ page }) => {
  await signUpThroughApi(page);
  const post = await createPostThroughApi(page, "Open me from the feed");
  await loadHome(page, 1);
  const seen = recordApiRequests(page);
  // The post's time is its link.
  await page.getByRole("article").locator(`a[href="/posts/${post.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/posts/${post.id}$`));
  await expect(page.getByRole("article")).toContainText(post.content);
  await apiQuiet(page);
  expect(seen.filter((r) => r.includes(`/api/posts/${post.id}`))).toEqual([]);
});

/** The built files (URL paths) that the entry and `lazy` (source paths) load before running. */
function firstLoad(lazy: string[]): Set<string> {
  const manifest = readManifest(path.join(import.meta.dirname, "../dist/client"));
  const chunks = staticClosure(manifest, [entryKey(manifest), ...lazy]);
  return new Set([...chunks].map((key) => `/${manifest[key]!.file}`));
}

test("a visitor's landing page fetches its own code only, and the sign-in page's once a pointer reaches for Sign In", async ({ page }) => {
  const landing = firstLoad(["src/signed-out-app.tsx", "src/pages/landing.tsx"]);
  const signInOnly = [...firstLoad(["src/signed-out-app.tsx", "src/pages/auth.tsx"])].filter((file) => !landing.has(file));
  const memberOnly = [...firstLoad(["src/signed-in-app.tsx", "src/pages/home.tsx"])].filter((file) => !landing.has(file));
  expect(signInOnly.length, "the sign-in page has code of its own").toBeGreaterThan(0);

  const scripts: string[] = [];
  const fetched: string[] = [];
  const script = (url: string) => {
    const { pathname } = new URL(url);
    return pathname.endsWith(".js") ? [pathname] : [];
  };
  page.on("request", (request) => scripts.push(...script(request.url())));
  page.on("requestfinished", (request) => fetched.push(...script(request.url())));
  // Half a second without a request after the load, and then an idle moment of the page's own:
  // what the page leaves for when it is idle has started by then.
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(scripts.filter((file) => signInOnly.includes(file))).toEqual([]);
  expect(scripts.filter((file) => memberOnly.includes(file))).toEqual([]);
  expect(scripts).toEqual(expect.arrayContaining([...landing]));

  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).hover();
  await expect.poll(() => signInOnly.filter((file) => !fetched.includes(file))).toEqual([]);

  // The sign-in page it leads to finds that code in the browser's cache.
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  const fromNetwork = await page.evaluate(
    (files) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => files.includes(new URL(entry.name).pathname) && (entry as PerformanceResourceTiming).transferSize > 0)
        .map((entry) => new URL(entry.name).pathname),
    signInOnly,
  );
  expect(fromNetwork).toEqual([]);
});
