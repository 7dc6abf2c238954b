import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { NOTIFICATION_DROPDOWN_SIZE, NOTIFICATION_POLL_MS } from "@contract/limits";
import type { Notification } from "@contract/notifications";
import { apiRequest } from "@/lib/api";
import { useSecondaryRequestsOpen } from "@/lib/feed-first";
import { DROPDOWN_KEY, PAGES_KEY, UNREAD_COUNT_KEY } from "@/lib/notification-cache";

const NOTIFICATIONS_PAGE_SIZE = 20;

/** One page of notifications, newest first; `cursor` is the id of the last one already shown. */
async function fetchNotifications(limit: number, cursor?: number): Promise<Notification[]> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor !== undefined) params.set("cursor", String(cursor));
  const res = await apiRequest("GET", `/api/notifications?${params}`);
  return (await res.json()) as Notification[];
}

/**
 * The unread count behind the bell's badge: the one query that polls (every 30 s),
 * except while the live stream is open and brings the count itself.
 */
export function useUnreadCount(live = false) {
  return useQuery<{ count: number }>({
    queryKey: UNREAD_COUNT_KEY,
    // The badge can wait for the home feed to paint first (lib/feed-first.ts).
    enabled: useSecondaryRequestsOpen(),
    refetchInterval: live ? false : NOTIFICATION_POLL_MS,
  });
}

/** The unread count as the bell last had it, asking the server for nothing (the bell does). */
export function useKnownUnreadCount(): number {
  return useQuery<{ count: number }>({ queryKey: UNREAD_COUNT_KEY, enabled: false }).data?.count ?? 0;
}

/**
 * The dropdown's first notifications. One more than it shows is asked for, so it knows
 * whether to offer 'View all notifications' without a second call. Fetched afresh each
 * time the dropdown opens (the component mounts then).
 */
export function useDropdownNotifications() {
  const query = useQuery({
    queryKey: DROPDOWN_KEY,
    queryFn: () => fetchNotifications(NOTIFICATION_DROPDOWN_SIZE + 1),
    refetchOnMount: "always",
  });
  const items = query.data?.slice(0, NOTIFICATION_DROPDOWN_SIZE);
  const hasMore = (query.data?.length ?? 0) > NOTIFICATION_DROPDOWN_SIZE;
  return { ...query, items, hasMore };
}

/** Every notification, newest first, a page at a time (keyset cursor: the last id shown). */
export function useNotificationPages() {
  return useInfiniteQuery({
    queryKey: PAGES_KEY,
    queryFn: ({ pageParam }) => fetchNotifications(NOTIFICATIONS_PAGE_SIZE, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) => (lastPage.length < NOTIFICATIONS_PAGE_SIZE ? undefined : lastPage[lastPage.length - 1]?.id),
    // Arriving at the page should show what is new since the last visit.
    refetchOnMount: "always",
  });
}
