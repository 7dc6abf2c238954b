import { useReadAgainOnNotice } from "@/lib/use-read-again-on-notice";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { PrayerListItem, PrayNext } from "@contract/prayer-list";
import { throwIfNotOk } from "@/lib/api";
import { PRAYER_LIST_KEY, prayNextKey } from "./prayer-cache";

/**
 * My prayer list. Praying for a request anywhere in the app adds it on the server, so the
 * list is asked for again each time the page opens (showing what was loaded meanwhile), and
 * whenever the unread count goes up while it is open (a new notice may be news of a request
 * on it: an update, or its answer).
 */
export function usePrayerList() {
  useReadAgainOnNotice(PRAYER_LIST_KEY);
  return useQuery<PrayerListItem[]>({ queryKey: PRAYER_LIST_KEY, refetchOnMount: "always" });
}

/** "Pray now"'s next request, passing over `skip` (the requests already met in this walk). */
export function usePrayNext(skip: readonly number[]) {
  return useQuery<PrayNext>({
    queryKey: prayNextKey(skip),
    queryFn: async ({ signal }) => {
      const query = skip.length > 0 ? `?skip=${skip.join(",")}` : "";
      const res = await fetch(`/api/prayer/next${query}`, { credentials: "include", signal });
      await throwIfNotOk(res);
      return (await res.json()) as PrayNext;
    },
    // Each walk starts afresh; a request seen in an earlier walk may have changed since.
    staleTime: 0,
    gcTime: 0,
    // The request just prayed for stays on screen until the next one is here: no flash between them.
    placeholderData: keepPreviousData,
  });
}
