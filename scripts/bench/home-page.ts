// A signed-in member's whole first load of the home page, as one unit: every API request the
// page makes before it is complete, in the order a browser makes them.
//   1. GET /api/auth/user: index.html preloads it, and the router waits for it before the
//      home page mounts at all.
//   2. GET /api/posts/feed?limit=20: the first feed page. Everything else waits for it
//      (client/src/lib/feed-first.ts: the secondary requests start once the feed has painted).
//   3. Then together: GET /api/notifications/count (the bell), GET /api/users/suggested,
//      GET /api/connections/requests (one query shared by both requests panels), and
//      GET /api/posts/:id/updates for each feed post with updates (at the seed, none has any).
// e2e/request-count.spec.ts pins the same list in a real browser.
// The live stream (GET /api/notifications/stream) also opens in step 3 but is left out: it
// never ends, so it has no time to add to a page's, and what it holds is an open socket, not
// work per page load; `npm run bench:events` measures it. The browser's wait for a paint
// between steps 2 and 3 is left out too: it is the browser's time, not the server's.
import { percentile } from "./app-processes";
import { rawHttpClient } from "./raw-http";

export const HOME_FEED_PATH = "/api/posts/feed?limit=20";
const SECONDARY_PATHS = ["/api/notifications/count", "/api/users/suggested", "/api/connections/requests"];

export type HomePageResult = {
  title: string;
  "pages/s": number;
  "req/s": number;
  "requests per page": number;
  "p50 ms": number;
  "p99 ms": number;
  "max ms": number;
  errors: number;
  non2xx: number;
  /** Each request's own p50 and p99 in ms within the counted pages, to show which one a page waits on. */
  byRequest: Record<string, string>;
};

type Client = ReturnType<typeof rawHttpClient>;
type Outcome = { requests: number; non2xx: number; timings: [string, number][] };

/** Loads one home page as the member with `cookie`; throws when a request fails outright. */
export async function loadHomePage(client: Client, cookie: string): Promise<Outcome> {
  const headers = { cookie };
  const timings: [string, number][] = [];
  const get = async (path: string) => {
    const started = performance.now();
    const response = await client.request({ method: "GET", path, headers });
    timings.push([path.replace(/\?.*$/, "").replace(/\/\d+\//, "/:id/"), performance.now() - started]);
    return response;
  };
  const user = await get("/api/auth/user");
  const feed = await get(HOME_FEED_PATH);
  // Only a feed with an update in it is parsed: parsing every page would be the load
  // generator's work, taken from the same two cores as the server's.
  const updates =
    feed.status === 200 && /"updateCount":[1-9]/.test(feed.body.toString("latin1"))
      ? (JSON.parse(feed.body.toString("utf8")) as { id: number; updateCount: number }[])
          .filter((post) => post.updateCount > 0)
          .map((post) => `/api/posts/${post.id}/updates`)
      : [];
  const rest = await Promise.all([...SECONDARY_PATHS, ...updates].map(get));
  const statuses = [user.status, feed.status, ...rest.map((r) => r.status)];
  return { requests: statuses.length, non2xx: statuses.filter((s) => s < 200 || s >= 300).length, timings };
}

const ms = (x: number) => Math.round(x * 10) / 10;

/** The counted pages' figures, gathered as they complete. */
function tally() {
  const latencies: number[] = [];
  const byPath = new Map<string, number[]>();
  let requests = 0;
  let non2xx = 0;
  return {
    add(latency: number, outcome: Outcome) {
      latencies.push(latency);
      requests += outcome.requests;
      non2xx += outcome.non2xx;
      for (const [path, ms] of outcome.timings) {
        const all = byPath.get(path);
        if (all) all.push(ms);
        else byPath.set(path, [ms]);
      }
    },
    summarize(title: string, seconds: number, errors: number): HomePageResult {
      const byRequest = Object.fromEntries(
        [...byPath].map(([path, all]) => {
          const sorted = all.sort((a, b) => a - b);
          return [path, `p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}`];
        }),
      );
      return { ...summarize(title, latencies, requests, seconds, errors, non2xx), byRequest };
    },
  };
}

function summarize(
  title: string,
  latencies: number[],
  requests: number,
  seconds: number,
  errors: number,
  non2xx: number,
): Omit<HomePageResult, "byRequest"> {
  const sorted = latencies.sort((a, b) => a - b);
  return {
    title,
    "pages/s": Math.round(sorted.length / seconds),
    "req/s": Math.round(requests / seconds),
    "requests per page": sorted.length ? Math.round((requests / sorted.length) * 10) / 10 : NaN,
    "p50 ms": ms(percentile(sorted, 50)),
    "p99 ms": ms(percentile(sorted, 99)),
    "max ms": ms(sorted.at(-1) ?? NaN),
    errors,
    non2xx,
  };
}

/**
 * As many home pages as the server will serve: `members` people at a time, each loading a
 * home page as the next of `cookies` as soon as their last one is complete (a closed loop,
 * as autocannon's connections are). Counts the pages completed in `durationS` after
 * `warmupS` uncounted seconds.
 */
export async function homePagesAtSaturation(options: {
  title: string;
  port: number;
  cookies: string[];
  members: number;
  durationS: number;
  warmupS?: number;
}): Promise<HomePageResult> {
  const client = rawHttpClient("127.0.0.1", options.port);
  const started = performance.now();
  const measuredFrom = started + (options.warmupS ?? 0) * 1000;
  const until = measuredFrom + options.durationS * 1000;
  const counted = tally();
  let errors = 0;
  let turn = 0;
  const member = async () => {
    while (performance.now() < until) {
      const cookie = options.cookies[turn++ % options.cookies.length]!;
      const begun = performance.now();
      try {
        const outcome = await loadHomePage(client, cookie);
        // A page counts where it ends, so the window holds what the server finished in it.
        const ended = performance.now();
        if (ended < measuredFrom || ended > until) continue;
        counted.add(ended - begun, outcome);
      } catch {
        if (performance.now() >= measuredFrom) errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: options.members }, member));
  client.close();
  return counted.summarize(options.title, options.durationS, errors);
}

/**
 * Home pages at a fixed offered rate, evenly spaced, each timed from the instant it was due
 * (not from when the load generator got to it), as fixed-rate.ts does for single requests.
 */
export async function homePagesAtFixedRate(options: {
  title: string;
  port: number;
  cookies: string[];
  rate: number;
  durationS: number;
  warmupS?: number;
}): Promise<HomePageResult> {
  const client = rawHttpClient("127.0.0.1", options.port);
  const warmup = Math.round(options.rate * (options.warmupS ?? 0));
  const total = warmup + Math.round(options.rate * options.durationS);
  const interval = 1000 / options.rate;
  const started = performance.now();
  const measuredFrom = started + warmup * interval;
  const counted = tally();
  const pending: Promise<void>[] = [];
  let errors = 0;
  const load = async (due: number, cookie: string) => {
    const measured = due >= measuredFrom;
    try {
      const outcome = await loadHomePage(client, cookie);
      if (measured) counted.add(performance.now() - due, outcome);
    } catch {
      if (measured) errors++;
    }
  };
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    while (sent < total && started + sent * interval <= now) {
      pending.push(load(started + sent * interval, options.cookies[sent % options.cookies.length]!));
      sent++;
    }
    const wait = started + sent * interval - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, Math.max(0, wait - 0.2)));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - measuredFrom) / 1000;
  client.close();
  return counted.summarize(options.title, elapsed, errors);
}
