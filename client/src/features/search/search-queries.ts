import { useInfiniteQuery } from "@tanstack/react-query";
import { SEARCH_PAGE_SIZE } from "@contract/limits";
import type { SearchType } from "@contract/search";
import { fetchResults, SEARCH_PREFIX, type SearchSort } from "./search-fetch";

const resultsKey = (type: SearchType, q: string, sort: SearchSort) => [...SEARCH_PREFIX, type, q, sort] as const;

/** One kind of result for the /search page, a page at a time ("Load more" follows `nextCursor`). */
export function useSearchResults<T extends SearchType>(q: string, type: T, sort: SearchSort) {
  return useInfiniteQuery({
    queryKey: resultsKey(type, q, sort),
    queryFn: ({ pageParam, signal }) =>
      fetchResults({ q, type, sort: type === "posts" ? sort : undefined, cursor: pageParam, limit: SEARCH_PAGE_SIZE }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: q !== "",
  });
}
