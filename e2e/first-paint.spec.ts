import { expect, test, type Page } from "@playwright/test";
import { createPostThroughApi, signUpThroughApi, someoneElseJoins } from "./helpers";

// The performance rule for the home page's first paint: the first post card of the feed waits
// on at most three API requests (who is signed in and the feed itself; nothing else). The
// bell's count and live stream, suggestions and connection requests start only after it.

const MAX_REQUESTS_BEFORE_FEED = 3;

interface Timeline {
  /** Every API request the page started, with performance.now() at its start. */
  starts: { url: string; at: number }[];
  /** performance.now() when the feed's first post card entered the page, if it has. */
  firstCardAt: number | null;
}

/**
 * Records, inside the page and on its one clock, when each API request starts (fetch(),
 * EventSource, and anything else the browser's resource timing sees, such as the preload in
 * index.html) and when the first post card of the feed is added.
 */
async function recordTimeline(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const timeline: Timeline = { starts: [], firstCardAt: null };
    (window as unknown as { __timeline: Timeline }).__timeline = timeline;
    const note = (input: string | URL) => {
      const url = new URL(String(input), location.href);
      if (url.pathname.startsWith("/api/")) timeline.starts.push({ url: url.pathname + url.search, at: performance.now() });
    };

    const fetchBefore = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      note(input instanceof Request ? input.url : input);
      return fetchBefore(input, init);
    };
    const EventSourceBefore = window.EventSource;
    window.EventSource = class extends EventSourceBefore {
      constructor(url: string | URL, init?: EventSourceInit) {
        note(url);
        super(url, init);
      }
    };
    // Requests the page did not make through fetch() or EventSource (a <link rel=preload>).
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
        const url = new URL(entry.name);
        if (!url.pathname.startsWith("/api/")) continue;
        const path = url.pathname + url.search;
        if (!timeline.starts.some((s) => s.url === path && s.at <= entry.startTime + 1)) {
          timeline.starts.push({ url: path, at: entry.startTime });
        }
      }
    }).observe({ type: "resource", buffered: true });

    new MutationObserver((_records, observer) => {
      if (document.querySelector('section[aria-labelledby="feed-heading"] article')) {
        timeline.firstCardAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const readTimeline = (page: Page) => page.evaluate(() => (window as unknown as { __timeline: Timeline }).__timeline);

test("the feed's first card paints after at most three API requests; the side panels and the bell follow", async ({ page }) => {
  await someoneElseJoins();
  await signUpThroughApi(page);
  await createPostThroughApi(page, "Grace to you and peace: the first post");
  await createPostThroughApi(page, "Grace to you and peace: the second post");

  // The browser's own view of every API request, to check the page's record misses none.
  const seenByBrowser = new Set<string>();
  let feedRequests = 0;
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith("/api/")) seenByBrowser.add(url.pathname + url.search);
    if (url.pathname === "/api/posts/feed") feedRequests += 1;
  });
  await recordTimeline(page);

  await page.goto("/");
  const feed = page.getByRole("region", { name: "Your feed" });
  await expect(feed.getByRole("article").first()).toBeVisible();
  // What waited for the feed does follow it: the side panels fill in, the bell gets its count.
  await expect(page.getByRole("region", { name: "Suggested Connections" }).getByRole("listitem").first()).toBeVisible();
  await expect
    .poll(async () => (await readTimeline(page)).starts.map((s) => s.url))
    .toEqual(expect.arrayContaining(["/api/notifications/count", "/api/connections/requests", "/api/users/suggested"]));

  const { starts, firstCardAt } = await readTimeline(page);
  expect(firstCardAt, "the first card's time was recorded").not.toBeNull();
  // The page's record holds every request the browser saw.
  expect([...seenByBrowser].filter((url) => !starts.some((s) => s.url === url))).toEqual([]);

  const beforeFeed = [...new Set(starts.filter((s) => s.at <= firstCardAt!).map((s) => s.url))];
  expect(beforeFeed.length, `requests before the first card: ${beforeFeed.join(", ")}`).toBeLessThanOrEqual(MAX_REQUESTS_BEFORE_FEED);
  expect(beforeFeed).toEqual(expect.arrayContaining(["/api/auth/user", "/api/posts/feed?limit=20"]));
  for (const secondary of ["/api/notifications/count", "/api/notifications/stream", "/api/connections/requests", "/api/users/suggested"]) {
    expect(beforeFeed, `${secondary} must not hold up the feed`).not.toContain(secondary);
  }
  // index.html preloaded the first feed page (the server saw the session cookie), and the
  // feed took that answer: one request, started by the page's <link>, not a second fetch.
  expect(feedRequests).toBe(1);
  const feedTiming = await page.evaluate(() =>
    performance.getEntriesByType("resource").flatMap((entry) => {
      const timing = entry as PerformanceResourceTiming;
      return new URL(timing.name).pathname === "/api/posts/feed" ? [timing.initiatorType] : [];
    }),
  );
  expect(feedTiming).toEqual(["link"]);
});

test("on another page the bell and the panels' data do not wait for a feed", async ({ page }) => {
  await signUpThroughApi(page);
  const count = page.waitForRequest((req) => new URL(req.url()).pathname === "/api/notifications/count");
  await page.goto("/groups");
  await expect(page.getByRole("heading", { name: "My Groups" })).toBeVisible();
  await count;
  await expect(page.getByRole("button", { name: /^Notifications/ })).toBeEnabled();
});
