import { useInfiniteQuery } from "@tanstack/react-query";
import type { BibleSearchResults } from "@contract/bible-search";
import { throwIfNotOk } from "@/lib/api";

/** GET /api/bible/search: one page of the verses found. */
async function fetchBibleResults(q: string, translation: string, cursor: string | undefined, signal: AbortSignal): Promise<BibleSearchResults> {
  const query = new URLSearchParams({ q, translation });
  if (cursor) query.set("cursor", cursor);
  const res = await fetch(`/api/bible/search?${query}`, { credentials: "include", signal });
  await throwIfNotOk(res);
  return (await res.json()) as BibleSearchResults;
}

/** The verses of a translation that hold `q`, a page at a time ("Load more" follows `nextCursor`). */
export function useBibleSearch(q: string, translation: string) {
  return useInfiniteQuery({
    // The Bible's words do not change while the app runs: a search is fetched once.
    queryKey: ["/api/bible/search", translation, q] as const,
    queryFn: ({ pageParam, signal }) => fetchBibleResults(q, translation, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: q !== "",
  });
}
