import type { QueryClient } from "@tanstack/react-query";
import type { PrayerListItem } from "@contract/prayer-list";

// Query keys of the prayer list and its reminder; each joins to its own GET path, so the
// default query function fetches it.
export const PRAYER_LIST_KEY = ["/api/prayer/list"] as const;
export const PRAYER_REMINDER_KEY = ["/api/prayer/reminder"] as const;
/** "Pray now"'s next request, for the requests passed over so far: fetched with ?skip=. */
export const prayNextKey = (skip: readonly number[]) => ["/api/prayer/next", skip.join(",")] as const;

/** Takes a request off my prayer list at once; returns the list as it was, to put back on failure. */
export function dropFromPrayerList(queryClient: QueryClient, postId: number): PrayerListItem[] | undefined {
  const before = queryClient.getQueryData<PrayerListItem[]>(PRAYER_LIST_KEY);
  queryClient.setQueryData<PrayerListItem[]>(PRAYER_LIST_KEY, (items) => items?.filter((item) => item.post.id !== postId));
  return before;
}

/**
 * What I prayed for changed (I prayed for a request, said Amen, or was told of an update): the
 * list is fetched again when next shown.
 */
export function markPrayerListStale(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: PRAYER_LIST_KEY, refetchType: "none" });
}
