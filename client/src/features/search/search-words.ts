import type { SearchType } from "@contract/search";

export const SEARCH_LABEL = "Search people, groups and posts";

// The kinds in the order their tabs show (the contract's SEARCH_TYPES, without loading zod).
export const SEARCH_TYPES: readonly SearchType[] = ["people", "groups", "posts"];

export const TYPE_LABELS: Record<SearchType, string> = { people: "People", groups: "Groups", posts: "Posts" };

export const memberCountLabel = (count: number): string => `${count} member${count === 1 ? "" : "s"}`;

/** Where the whole list of results for `q` is: the /search page, on the tab asked for. */
export function searchHref(q: string, type?: SearchType): string {
  const params = new URLSearchParams({ q });
  if (type && type !== "people") params.set("type", type);
  return `/search?${params}`;
}

/** “…” around what was typed, as the results' messages quote it. */
export const quoted = (q: string) => `“${q}”`;
