import { useQuery } from "@tanstack/react-query";
import type { PersonResult, SearchResults } from "@contract/search";
import { throwIfNotOk } from "@/lib/api";

const PEOPLE_SHOWN = 10;

/** People found by name (or church), as the site's search finds them: for starting a conversation. */
export function usePeopleSearch(q: string) {
  return useQuery({
    queryKey: ["/api/search", "people", q, "messages"],
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/search?${new URLSearchParams({ q, type: "people", limit: String(PEOPLE_SHOWN) })}`, {
        credentials: "include",
        signal,
      });
      await throwIfNotOk(res);
      return ((await res.json()) as Extract<SearchResults, { type: "people" }>).items as PersonResult[];
    },
    enabled: q.length >= 2,
  });
}
