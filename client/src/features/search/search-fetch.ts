import type { SearchResults, SearchType } from "@contract/search";
import { throwIfNotOk } from "@/lib/api";

export type SearchSort = "best" | "newest";
export type ResultsOf<T extends SearchType> = Extract<SearchResults, { type: T }>;

// Keys: ["/api/search", type, text, sort] for a results page, with "preview" last for the
// search box's few. Fetched with a query string, never by joining the key.
export const SEARCH_PREFIX = ["/api/search"] as const;

/** GET /api/search: one page of one kind. */
export async function fetchResults<T extends SearchType>(
  params: { q: string; type: T; sort?: SearchSort; cursor?: string; limit: number },
  signal: AbortSignal,
): Promise<ResultsOf<T>> {
  const query = new URLSearchParams({ q: params.q, type: params.type, limit: String(params.limit) });
  if (params.sort) query.set("sort", params.sort);
  if (params.cursor) query.set("cursor", params.cursor);
  const res = await fetch(`/api/search?${query}`, { credentials: "include", signal });
  await throwIfNotOk(res);
  return (await res.json()) as ResultsOf<T>;
}
