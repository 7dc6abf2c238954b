import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { Post } from "@contract/posts";
import { type FeedData, postKey } from "./post-cache";

// A place's own feed (a group's posts, a church's prayer wall) is cached under its key, and its
// answered prayers under that key too (features/posts/place-feed-queries reads them).

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

/** A deleted post leaves the place's feed, and its answered prayers. */
export function removePostFromPlaceFeed(queryClient: QueryClient, key: QueryKey, postId: number): void {
  queryClient.setQueriesData<FeedData>({ queryKey: key }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, posts: page.posts.filter((p) => p.id !== postId) })) } : data,
  );
}
