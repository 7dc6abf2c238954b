import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { FEED_PAGE_SIZE } from "@contract/limits";
import type { Post } from "@contract/posts";
import { feedUrl } from "@contract/urls";
import { apiRequest } from "@/lib/api";
import { type FeedFilter, type FeedPage, feedKey, seedPosts } from "@/lib/post-cache";
import { takeFirstFeedPage } from "./feed-request";

/** A page of the feed as filtered: the plain feed's URL is the one the server preloads. */
function filteredFeedUrl(filter: FeedFilter, cursor: number | null): string {
  if (filter === null) return feedUrl(cursor);
  const params = new URLSearchParams({ limit: String(FEED_PAGE_SIZE), type: filter.type });
  if (filter.category) params.set("category", filter.category);
  if (cursor !== null) params.set("cursor", String(cursor));
  return `/api/posts/feed?${params}`;
}

/**
 * The home feed, a page of FEED_PAGE_SIZE posts at a time (keyset: the cursor is the last
 * post's id), or its prayer requests only. Each page seeds the per-post caches, so cards need
 * no request of their own. The plain feed's first page may already be on its way
 * (feed-request.ts).
 */
export function useFeed(filter: FeedFilter = null) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: feedKey(filter),
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam }): Promise<FeedPage> => {
      const early = pageParam === null && filter === null ? takeFirstFeedPage() : undefined;
      const response = early ?? apiRequest("GET", filteredFeedUrl(filter, pageParam));
      const posts = (await (await response).json()) as Post[];
      seedPosts(queryClient, posts);
      // A page shorter than asked for is the last one.
      const last = posts.at(-1);
      return { posts, nextCursor: posts.length < FEED_PAGE_SIZE || !last ? null : last.id };
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
