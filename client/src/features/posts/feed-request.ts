import { FEED_PAGE_SIZE } from "@contract/limits";
import { apiRequest } from "@/lib/api";

/** The URL of a page of the home feed (keyset: the cursor is the last post's id). */
export function feedUrl(cursor: number | null): string {
  const params = new URLSearchParams({ limit: String(FEED_PAGE_SIZE) });
  if (cursor !== null) params.set("cursor", String(cursor));
  return `/api/posts/feed?${params}`;
}

let early: Promise<Response> | undefined;

/**
 * Sends the first feed page's request at once, while the home page's code is still loading
 * (the router calls it); the feed query takes the answer instead of asking again.
 */
export function startFirstFeedPage(): void {
  early ??= apiRequest("GET", feedUrl(null));
  // Whoever takes it handles a failure; until then it is not an unhandled rejection.
  early.catch(() => {});
}

/** The early first page's response, once: later loads of the first page ask afresh. */
export function takeFirstFeedPage(): Promise<Response> | undefined {
  const response = early;
  early = undefined;
  return response;
}
