import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { BiblePassage } from "@contract/bible";
import type { Devotion } from "@contract/devotions";
import { MAX_PAGE_SIZE } from "@contract/limits";
import { throwIfNotOk } from "@/lib/api";
import { useSecondaryRequestsOpen } from "@/lib/feed-first";

/** Every devotion query starts so: a write marks them all stale at once. */
export const DEVOTIONS_PREFIX = ["devotions"] as const;
export const devotionKey = (id: number) => [...DEVOTIONS_PREFIX, "one", id] as const;
const churchDevotionsKey = (slug: string) => [...DEVOTIONS_PREFIX, "church", slug] as const;

async function getJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: "include", signal });
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** One devotion, for a member of its church. */
export const useDevotion = (id: number) =>
  useQuery<Devotion>({ queryKey: devotionKey(id), queryFn: ({ signal }) => getJson(`/api/devotions/${id}`, signal) });

/**
 * Today's devotions of my churches, today where this device is: the zone goes with the
 * request, and the date is in the key, so a page drawn again after midnight asks anew. Asked
 * for once the feed is on screen.
 */
export function useTodaysDevotions() {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  return useQuery<Devotion[]>({
    queryKey: [...DEVOTIONS_PREFIX, "today", timeZone, new Date().toDateString()],
    queryFn: ({ signal }) => getJson(`/api/devotions/today?${new URLSearchParams({ timeZone })}`, signal),
    enabled: useSecondaryRequestsOpen(),
  });
}

/** A church's devotions, the latest day first, a page at a time (each after the last day shown). */
export function useChurchDevotions(slug: string) {
  return useInfiniteQuery({
    queryKey: churchDevotionsKey(slug),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      getJson<Devotion[]>(
        `/api/churches/${encodeURIComponent(slug)}/devotions${pageParam ? `?${new URLSearchParams({ cursor: pageParam })}` : ""}`,
        signal,
      ),
    getNextPageParam: (page) => (page.length === MAX_PAGE_SIZE ? (page.at(-1)?.day ?? null) : null),
  });
}

/** A passage's words in the reader's translation. */
export const usePassage = (ref: string, translation: string) =>
  useQuery<BiblePassage>({
    queryKey: ["/api/bible/passage", ref, translation],
    queryFn: ({ signal }) => getJson(`/api/bible/passage?${new URLSearchParams({ ref, translation })}`, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
