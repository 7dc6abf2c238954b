import type { Query, QueryClient } from "@tanstack/react-query";
import type { Church } from "@contract/churches";

// Query keys. A church is named in its keys as its page's address names it: by its web address,
// or by its id (a notice's link); both join to the church's own GET paths
// ("/api/churches/grace-chapel/members"), so the default query function fetches them.
export const MY_CHURCHES_KEY = ["/api/churches/mine"] as const;
export const CHURCH_PREFIX = ["/api/churches"] as const;
export const churchKey = (slug: string) => [...CHURCH_PREFIX, slug] as const;
export const churchMembersKey = (slug: string) => [...CHURCH_PREFIX, slug, "members"] as const;
/** Who waits to be admitted (leaders only). */
export const joinRequestsKey = (slug: string) => [...CHURCH_PREFIX, slug, "requests"] as const;
/** Who is kept out (leaders only). */
export const churchBansKey = (slug: string) => [...CHURCH_PREFIX, slug, "bans"] as const;
/** The invitation links, newest first (leaders only): links to share, and those mailed to one person each. */
export const inviteLinksKey = (slug: string) => [...CHURCH_PREFIX, slug, "links"] as const;
/** Its announcements, newest first, a page at a time (members only). */
export const churchAnnouncementsKey = (slug: string) => [...CHURCH_PREFIX, slug, "announcements"] as const;
/** Its prayer wall, newest first, a page at a time (members only): an infinite query with its own query function. */
export const churchPostsKey = (slug: string) => [...CHURCH_PREFIX, slug, "posts"] as const;
/** Any church's prayer wall, under any name, and its answered prayers after it. */
export const isChurchWall = (key: readonly unknown[]) => key[0] === CHURCH_PREFIX[0] && key[2] === "posts";
/** Its groups the viewer may see, prayer teams first. */
export const churchGroupsKey = (slug: string) => [...CHURCH_PREFIX, slug, "groups"] as const;
/** What the home page pins above the feed: my churches' announcements still pinned and not put away. */
export const PINNED_ANNOUNCEMENTS_KEY = ["/api/announcements/pinned"] as const;
/** Search results: ["/api/churches/search", text]; fetched with ?q=, not by joining the key. */
export const CHURCH_SEARCH_PREFIX = ["/api/churches/search"] as const;
export const churchSearchKey = (text: string) => [...CHURCH_SEARCH_PREFIX, text] as const;

/**
 * Whether a query is one of this church's (its page, members, requests, bans, links,
 * announcements), under
 * any name it is cached by: its id, or each web address a cached copy of it holds.
 */
export function aboutChurch(queryClient: QueryClient, id: number): (query: Query) => boolean {
  const names = new Set<unknown>([String(id)]);
  for (const [key, church] of queryClient.getQueriesData<Church>({ queryKey: CHURCH_PREFIX })) {
    if (key.length === 2 && church?.id === id) names.add(key[1]);
  }
  return (query) => query.queryKey[0] === CHURCH_PREFIX[0] && names.has(query.queryKey[1]);
}

/**
 * Everything cached of a church is read again (if shown; else when next shown), my churches,
 * and the announcements pinned on my home page (one posted or taken down, or a church joined).
 */
export function refreshChurch(queryClient: QueryClient, id: number): void {
  void queryClient.invalidateQueries({ predicate: aboutChurch(queryClient, id) });
  void queryClient.invalidateQueries({ queryKey: MY_CHURCHES_KEY });
  void queryClient.invalidateQueries({ queryKey: PINNED_ANNOUNCEMENTS_KEY });
  void queryClient.invalidateQueries({ queryKey: CHURCH_SEARCH_PREFIX, refetchType: "none" });
}
