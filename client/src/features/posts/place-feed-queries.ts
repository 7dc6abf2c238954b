import { type QueryKey, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { FEED_PAGE_SIZE } from "@contract/limits";
import type { Post } from "@contract/posts";
import { apiRequest } from "@/lib/api";
import { type FeedPage, seedPosts } from "@/lib/post-cache";

/**
 * A place's own feed (a group's posts, a church's prayer wall), read from its address `url`,
 * newest first, a page at a time (keyset: the cursor is the last post's id). Like the home
 * feed, each page seeds the per-post caches the cards read. With `answered`, its answered
 * prayers only, cached under the feed's key.
 */
export function usePlaceFeed(key: QueryKey, url: string, { answered = false }: { answered?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: answered ? [...key, "answered"] : key,
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam }): Promise<FeedPage> => {
      const params = new URLSearchParams({ limit: String(FEED_PAGE_SIZE) });
      if (answered) params.set("answered", "true");
      if (pageParam !== null) params.set("cursor", String(pageParam));
      const posts = (await (await apiRequest("GET", `${url}?${params}`)).json()) as Post[];
      seedPosts(queryClient, posts);
      const last = posts.at(-1);
      return { posts, nextCursor: posts.length < FEED_PAGE_SIZE || !last ? null : last.id };
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
