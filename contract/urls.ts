import { FEED_PAGE_SIZE } from "./limits";

// URLs the client asks and the server names too (no schemas here: the client's first chunk
// imports this file, and must not carry zod along).

/**
 * A page of the home feed (keyset: the cursor is the last post's id). The server preloads the
 * first page in a signed-in home page's index.html, so both build it here, byte for byte.
 */
export function feedUrl(cursor: number | null): string {
  const params = new URLSearchParams({ limit: String(FEED_PAGE_SIZE) });
  if (cursor !== null) params.set("cursor", String(cursor));
  return `/api/posts/feed?${params}`;
}
