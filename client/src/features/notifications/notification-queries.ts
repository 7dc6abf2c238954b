import { useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import { NOTIFICATION_DROPDOWN_SIZE, NOTIFICATION_POLL_MS } from "@contract/limits";
import type { Notification } from "@contract/notifications";
import { apiRequest } from "@/lib/api";
import { errorToast } from "@/lib/error-toast";
import { useSecondaryRequestsOpen } from "@/lib/feed-first";
import { i18n } from "@/lib/i18n";
import { DROPDOWN_KEY, NOTIFICATIONS_KEY, UNREAD_COUNT_KEY } from "@/lib/notification-cache";
import { handleUnauthorized } from "@/lib/redirect-to-login";

const messages = i18n("notifications/notification-queries", {
  markFailed: "Failed to mark the notification as read",
  markAllFailed: "Failed to mark notifications as read",
});

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** One page of notifications, newest first; `cursor` is the id of the last one already shown. */
export async function fetchNotifications(limit: number, cursor?: number): Promise<Notification[]> {
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

type CachedList = Notification[] | InfiniteData<Notification[], number | undefined>;

function markReadInList(data: CachedList | undefined, id: number): CachedList | undefined {
  if (!data) return data;
  const mark = (list: Notification[]) => list.map((n) => (n.id === id && !n.isRead ? { ...n, isRead: true } : n));
  return Array.isArray(data) ? mark(data) : { ...data, pages: data.pages.map(mark) };
}

function markAllReadInList(data: CachedList | undefined): CachedList | undefined {
  if (!data) return data;
  const mark = (list: Notification[]) => (list.some((n) => !n.isRead) ? list.map((n) => (n.isRead ? n : { ...n, isRead: true })) : list);
  return Array.isArray(data) ? mark(data) : { ...data, pages: data.pages.map(mark) };
}

function applyRead(queryClient: QueryClient, notification: Notification) {
  queryClient.setQueriesData<CachedList>({ queryKey: NOTIFICATIONS_KEY }, (data) => markReadInList(data, notification.id));
  if (!notification.isRead) {
    queryClient.setQueryData<{ count: number }>(UNREAD_COUNT_KEY, (old) => (old ? { count: Math.max(0, old.count - 1) } : old));
  }
}

/**
 * Marks a notification read. The badge and every cached list change at once; the server's
 * count is fetched again afterwards so the badge ends on the truth either way. Callbacks
 * live here, not in mutate(), so they still run after the clicked row has unmounted.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (notification: Notification) => {
      const res = await apiRequest("PUT", `/api/notifications/${notification.id}/read`);
      return (await res.json()) as Notification;
    },
    onMutate: (notification) => applyRead(queryClient, notification),
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      if (handleUnauthorized(error)) return;
      errorToast(error, messages.get().markFailed);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY }),
  });
}

/**
 * Marks all of the user's notifications read. The badge goes to 0 and every cached list
 * shows them read at once; a failure puts back what was shown, with a toast. A list being
 * fetched meanwhile could land its unread rows over that: its fetch is cancelled, and asked
 * again once the server has marked them.
 */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest("PUT", "/api/notifications/read");
      return (await res.json()) as { count: number };
    },
    onMutate: async () => {
      const listsWereFetching = queryClient.isFetching({ queryKey: NOTIFICATIONS_KEY }) > 0;
      await Promise.all([queryClient.cancelQueries({ queryKey: NOTIFICATIONS_KEY }), queryClient.cancelQueries({ queryKey: UNREAD_COUNT_KEY })]);
      const lists = queryClient.getQueriesData<CachedList>({ queryKey: NOTIFICATIONS_KEY });
      const count = queryClient.getQueryData<{ count: number }>(UNREAD_COUNT_KEY);
      queryClient.setQueriesData<CachedList>({ queryKey: NOTIFICATIONS_KEY }, markAllReadInList);
      queryClient.setQueryData<{ count: number }>(UNREAD_COUNT_KEY, { count: 0 });
      return { lists, count, listsWereFetching };
    },
    onSuccess: (unread, _variables, shown) => {
      queryClient.setQueryData(UNREAD_COUNT_KEY, unread);
      if (shown.listsWereFetching) void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
    onError: (error, _variables, shown) => {
      for (const [key, data] of shown?.lists ?? []) queryClient.setQueryData(key, data);
      if (shown?.count) queryClient.setQueryData(UNREAD_COUNT_KEY, shown.count);
      void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
      if (handleUnauthorized(error)) return;
      errorToast(error, messages.get().markAllFailed);
    },
  });
}
