import { useInfiniteQuery } from "@tanstack/react-query";
import type { ReactorPage } from "@contract/reactions";
import { apiRequest } from "@/lib/api";

/** Who reacted to what `path` names ("/api/posts/7", "/api/comments/9"): its own key, read again after my own reaction. */
export const reactorsKey = (path: string) => [path, "reactions"] as const;

/** Who reacted, newest first, a page at a time (for the author: the server refuses anyone else). */
export function useReactors(path: string) {
  return useInfiniteQuery({
    queryKey: reactorsKey(path),
    queryFn: async ({ pageParam }): Promise<ReactorPage> => {
      const res = await apiRequest("GET", `${path}/reactions${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`);
      return res.json();
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Opened again later, it shows who has reacted since.
    refetchOnMount: "always",
  });
}
