import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { FEED_PAGE_SIZE } from "@contract/limits";
import type { Post } from "@contract/posts";
import { feedUrl } from "@contract/urls";
import { apiRequest } from "@/lib/api";
import { FEED_KEY, type FeedPage, seedPosts } from "@/lib/post-cache";
import { takeFirstFeedPage } from "./feed-request";

/**
 * The home feed, a page of FEED_PAGE_SIZE posts at a time (keyset: the cursor is the last
 * post's id). Each page seeds the per-post caches, so cards need no request of their own.
 * The first page may already be on its way (feed-request.ts).
 */
export function useFeed() {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: FEED_KEY,
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam }): Promise<FeedPage> => {
      const response = (pageParam === null ? takeFirstFeedPage() : undefined) ?? apiRequest("GET", feedUrl(pageParam));
      const posts = (await (await response).json()) as Post[];
      seedPosts(queryClient, posts);
      // A page shorter than asked for is the last one.
      const last = posts.at(-1);
      return { posts, nextCursor: posts.length < FEED_PAGE_SIZE || !last ? null : last.id };
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
