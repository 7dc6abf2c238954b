import { type QueryClient, type QueryKey, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { FEED_PAGE_SIZE } from "@contract/limits";
import type { Post } from "@contract/posts";
import { apiRequest } from "@/lib/api";
import { aboutChurch, isChurchWall } from "@/lib/church-cache";
import { type FeedData, type FeedPage, postKey, seedPosts } from "@/lib/post-cache";

// A place's own feed: a group's posts, or a church's prayer wall. Each is read from its own
// address (`url`) and cached under its own key; its answered prayers sit under that key too.

/**
 * A place's feed, newest first, a page at a time (keyset: the cursor is the last post's id).
 * Like the home feed, each page seeds the per-post caches the cards read. With `answered`,
 * its answered prayers only.
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

/** A post just shared in the place: first in its feed, at once. */
export function addPostToPlaceFeed(queryClient: QueryClient, key: QueryKey, post: Post): void {
  queryClient.setQueryData(postKey(post.id), post);
  const data = queryClient.getQueryData<FeedData>(key);
  const [first, ...rest] = data?.pages ?? [];
  if (data && first) {
    queryClient.setQueryData<FeedData>(key, { ...data, pages: [{ ...first, posts: [post, ...first.posts] }, ...rest] });
  } else {
    void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
}

/**
 * A post just shared on a church's wall: first on it, under each name the church's page is
 * cached by (its web address, or its id when a notice opened it).
 */
export function addPostToChurchWall(queryClient: QueryClient, churchId: number, post: Post): void {
  const ofChurch = aboutChurch(queryClient, churchId);
  const walls = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => ofChurch(query) && isChurchWall(query.queryKey) && query.queryKey.length === 3 });
  queryClient.setQueryData(postKey(post.id), post);
  for (const wall of walls) addPostToPlaceFeed(queryClient, wall.queryKey, post);
}

/** A deleted post leaves the place's feed, and its answered prayers. */
export function removePostFromPlaceFeed(queryClient: QueryClient, key: QueryKey, postId: number): void {
  queryClient.setQueriesData<FeedData>({ queryKey: key }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, posts: page.posts.filter((p) => p.id !== postId) })) } : data,
  );
}
