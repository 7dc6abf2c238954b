import { feedUrl } from "@contract/urls";
import { apiRequest } from "@/lib/api";

let early: Promise<Response> | undefined;

/**
 * Sends the first feed page's request at once, while the home page's code is still loading
 * (the router calls it); the feed query takes the answer instead of asking again. When the
 * server saw a session, index.html has already preloaded this URL and the browser hands
 * that answer over (same URL, same credentials mode) instead of asking twice.
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
