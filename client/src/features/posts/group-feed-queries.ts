import { type QueryClient, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { FEED_PAGE_SIZE } from "@contract/limits";
import type { Post } from "@contract/posts";
import { apiRequest } from "@/lib/api";
import { groupPostsKey } from "@/lib/group-cache";
import { type FeedData, type FeedPage, postKey, seedPosts } from "@/lib/post-cache";

/**
 * A group's own feed, newest first, a page at a time (keyset: the cursor is the last post's
 * id). Like the home feed, each page seeds the per-post caches the cards read. With
 * `answered`, its answered prayers only.
 */
export function useGroupFeed(groupId: number, { answered = false }: { answered?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: answered ? [...groupPostsKey(groupId), "answered"] : groupPostsKey(groupId),
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam }): Promise<FeedPage> => {
      const params = new URLSearchParams({ limit: String(FEED_PAGE_SIZE) });
      if (answered) params.set("answered", "true");
      if (pageParam !== null) params.set("cursor", String(pageParam));
      const posts = (await (await apiRequest("GET", `/api/groups/${groupId}/posts?${params}`)).json()) as Post[];
      seedPosts(queryClient, posts);
      const last = posts.at(-1);
      return { posts, nextCursor: posts.length < FEED_PAGE_SIZE || !last ? null : last.id };
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** A post just shared in the group: first in its feed, at once. */
export function addPostToGroupFeed(queryClient: QueryClient, groupId: number, post: Post): void {
  queryClient.setQueryData(postKey(post.id), post);
  const key = groupPostsKey(groupId);
  const data = queryClient.getQueryData<FeedData>(key);
  const [first, ...rest] = data?.pages ?? [];
  if (data && first) {
    queryClient.setQueryData<FeedData>(key, { ...data, pages: [{ ...first, posts: [post, ...first.posts] }, ...rest] });
  } else {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}

/** A deleted post leaves the group's feed. */
export function removePostFromGroupFeed(queryClient: QueryClient, groupId: number, postId: number): void {
  queryClient.setQueryData<FeedData>(groupPostsKey(groupId), (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, posts: page.posts.filter((p) => p.id !== postId) })) } : data,
  );
}
