import { type QueryKey, hashKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { UNREAD_COUNT_KEY } from "./notification-cache";

/**
 * Reads `queryKey` again whenever the unread count goes up while the caller is mounted: a new
 * notice may be news of what it shows (an invitation, an update on a request I pray for). The
 * first count may arrive after the data was read and already include a notice sent in between
 * (the live stream opens after the page's own requests), so a first count above zero reads it
 * again too.
 */
export function useReadAgainOnNotice(queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const key = hashKey(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's hash stands for the key.
  useEffect(() => {
    let last = queryClient.getQueryData<{ count: number }>(UNREAD_COUNT_KEY)?.count;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.query.queryHash !== hashKey(UNREAD_COUNT_KEY)) return;
      const count = (event.query.state.data as { count: number } | undefined)?.count;
      if (count === undefined) return;
      if (last === undefined ? count > 0 : count > last) void queryClient.invalidateQueries({ queryKey });
      last = count;
    });
  }, [queryClient, key]);
}
