import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { SEARCH_PREVIEW_SIZE } from "@contract/limits";
import type { SearchType } from "@contract/search";
import { fetchResults, SEARCH_PREFIX } from "./search-fetch";

const previewQuery = <T extends SearchType>(type: T, q: string) =>
  queryOptions({
    queryKey: [...SEARCH_PREFIX, type, q, "best", "preview"],
    queryFn: ({ signal }) => fetchResults({ q, type, limit: SEARCH_PREVIEW_SIZE }, signal),
    enabled: q !== "",
    // What someone types again a moment later is shown at once.
    staleTime: 30_000,
    retry: false,
    // The last results stay while the next load, so the list does not flicker with each key.
    placeholderData: keepPreviousData,
  });

/**
 * The search box's few of each kind it lists for `q` (already debounced): four requests side by side,
 * each dropped as soon as the text changes (the query that asked is left without an observer).
 */
export function useSearchPreview(q: string) {
  // Plain queries rather than useQueries, whose observer the app would load up front.
  return [
    useQuery(previewQuery("people", q)),
    useQuery(previewQuery("groups", q)),
    useQuery(previewQuery("posts", q)),
    useQuery(previewQuery("events", q)),
  ] as const;
}
