import { useInfiniteQuery } from "@tanstack/react-query";
import { PAGES_KEY } from "@/lib/notification-cache";
import { fetchNotifications, NOTIFICATIONS_PAGE_SIZE } from "./notification-queries";

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
