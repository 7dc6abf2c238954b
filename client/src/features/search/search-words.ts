import type { SearchType } from "@contract/search";
import { count, i18n } from "@/lib/i18n";

// The kinds in the order their tabs show (the contract's SEARCH_TYPES, without loading zod).
export const SEARCH_TYPES: readonly SearchType[] = ["people", "groups", "posts", "churches", "events"];

/** The /search page's tabs: the kinds the site search finds, then the Bible, searched on its own. */
export type SearchTab = SearchType | "bible";
export const SEARCH_TABS: readonly SearchTab[] = [...SEARCH_TYPES, "bible"];

/** The kinds' names (keyed by the kind), a group's members, and an event's cancelled occurrence. */
export const searchWords = i18n("search/search-words", {
  people: "People",
  groups: "Groups",
  posts: "Posts",
  churches: "Churches",
  events: "Events",
  bible: "Bible",
  members: count({ one: "{count} member", other: "{count} members" }),
  cancelled: "Cancelled",
});

/** Where the whole list of results for `q` is: the /search page, on the tab asked for. */
export function searchHref(q: string, type?: SearchType): string {
  const params = new URLSearchParams({ q });
  if (type && type !== "people") params.set("type", type);
  return `/search?${params}`;
}

/** “…” around what was typed, as the results' messages quote it. */
export const quoted = (q: string) => `“${q}”`;
