import type { QueryClient } from "@tanstack/react-query";
import type { Announcement, Church, ChurchSummary } from "@contract/churches";
import {
  CHURCH_PREFIX,
  CHURCH_SEARCH_PREFIX,
  MY_CHURCHES_KEY,
  PINNED_ANNOUNCEMENTS_KEY,
  aboutChurch,
  churchAnnouncementsKey,
  churchBansKey,
  churchKey,
  churchMembersKey,
  inviteLinksKey,
  joinRequestsKey,
} from "@/lib/church-cache";

// What a church's writes change in the cache. Apart from the keys (lib/church-cache.ts), which
// the live stream's handler needs on every page: these load only with the churches' pages.

/**
 * Changes a church wherever it is cached: its page (all of `update`'s fields), my churches and
 * search results (those of them a list shows).
 */
export function patchChurch(queryClient: QueryClient, id: number, update: (church: ChurchSummary) => Partial<Church>): void {
  for (const [key, church] of queryClient.getQueriesData<Church>({ queryKey: CHURCH_PREFIX })) {
    if (key.length === 2 && church?.id === id) queryClient.setQueryData<Church>(key, { ...church, ...update(church) });
  }
  const inList = (church: ChurchSummary) =>
    Object.fromEntries(Object.entries(update(church)).filter(([field]) => field in church)) as Partial<ChurchSummary>;
  const patchList = (churches: ChurchSummary[] | undefined) =>
    churches?.map((church) => (church.id === id ? { ...church, ...inList(church) } : church));
  queryClient.setQueryData<ChurchSummary[]>(MY_CHURCHES_KEY, patchList);
  queryClient.setQueriesData<ChurchSummary[]>({ queryKey: CHURCH_SEARCH_PREFIX }, patchList);
}

/** What only its members read of a church (the directory, its announcements, and the leaders' lists): gone once I leave. */
export function forgetMembersOnly(queryClient: QueryClient, slug: string): void {
  for (const key of [churchMembersKey(slug), churchAnnouncementsKey(slug), joinRequestsKey(slug), churchBansKey(slug), inviteLinksKey(slug)]) {
    queryClient.removeQueries({ queryKey: key });
  }
}

/** The summary a list shows of a church's page. */
function summaryOf(church: Church): ChurchSummary {
  const { id, slug, name, tradition, place, joinMode, memberCount, logoUrl, bannerUrl, myRole } = church;
  return { id, slug, name, tradition, place, joinMode, memberCount, logoUrl, bannerUrl, myRole };
}

/**
 * The server's fresh copy of a church (after an edit or a join), everywhere it shows: under
 * each name it is cached by (an old web address then leads to the new one), and in my list.
 */
export function storeChurch(queryClient: QueryClient, church: Church): void {
  patchChurch(queryClient, church.id, () => church);
  queryClient.setQueryData(churchKey(church.slug), church);
  const mine = queryClient.getQueryData<ChurchSummary[]>(MY_CHURCHES_KEY);
  if (!mine) return;
  const listed = mine.some((c) => c.id === church.id);
  if (church.myRole && !listed) {
    queryClient.setQueryData<ChurchSummary[]>(MY_CHURCHES_KEY, [...mine, summaryOf(church)]);
    // The server orders my churches: its order replaces this guess when next shown.
    void queryClient.invalidateQueries({ queryKey: MY_CHURCHES_KEY, refetchType: "none" });
  } else if (!church.myRole && listed) {
    queryClient.setQueryData<ChurchSummary[]>(
      MY_CHURCHES_KEY,
      mine.filter((c) => c.id !== church.id),
    );
  }
}

/** A church I left, or that is gone: out of my list and off my home page; a deleted one also out of the cache. */
export function forgetMyChurch(queryClient: QueryClient, id: number, { deleted = false } = {}): void {
  queryClient.setQueryData<ChurchSummary[]>(MY_CHURCHES_KEY, (churches) => churches?.filter((church) => church.id !== id));
  queryClient.setQueryData<Announcement[]>(PINNED_ANNOUNCEMENTS_KEY, (pinned) => pinned?.filter((entry) => entry.church.id !== id));
  if (deleted) {
    queryClient.removeQueries({ predicate: aboutChurch(queryClient, id) });
    void queryClient.invalidateQueries({ queryKey: CHURCH_SEARCH_PREFIX });
  }
}
