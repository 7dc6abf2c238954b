import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import type { Notification } from "@contract/notifications";
import { apiRequest } from "@/lib/api";
import { errorToast } from "@/lib/error-toast";
import { i18n } from "@/lib/i18n";
import { NOTIFICATIONS_KEY, UNREAD_COUNT_KEY } from "@/lib/notification-cache";
import { handleUnauthorized } from "@/lib/redirect-to-login";

const messages = i18n("notifications/notification-mutations", {
  markFailed: "Failed to mark the notification as read",
  markAllFailed: "Failed to mark notifications as read",
});

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
