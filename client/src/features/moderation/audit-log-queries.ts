import { useInfiniteQuery } from "@tanstack/react-query";
import type { ModerationAction } from "@contract/moderation";
import { apiRequest } from "@/lib/api";
import { ACTIONS_KEY } from "@/lib/moderation-cache";

const LOG_PAGE = 20;

/** The audit log, newest first, a page at a time (the cursor is the last entry's id). */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: ACTIONS_KEY,
    initialPageParam: null as number | null,
    refetchOnMount: "always",
    queryFn: async ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(LOG_PAGE) });
      if (pageParam !== null) params.set("cursor", String(pageParam));
      return (await (await apiRequest("GET", `/api/moderation/actions?${params}`)).json()) as ModerationAction[];
    },
    getNextPageParam: (last) => (last.length < LOG_PAGE ? null : (last.at(-1)?.id ?? null)),
  });
}
