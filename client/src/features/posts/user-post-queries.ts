import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { FEED_PAGE_SIZE } from "@contract/limits";
import type { Post } from "@contract/posts";
import { apiRequest } from "@/lib/api";
import { seedPosts } from "@/lib/post-cache";
import { userPostsKey } from "@/lib/profile-cache";

/** A person's answered prayers: under their posts' key, so the same patches reach it. */
const listKey = (userId: number, answered: boolean) => (answered ? [...userPostsKey(userId), "answered"] : userPostsKey(userId));

async function fetchPage(userId: number, cursor: number | null, answered: boolean): Promise<Post[]> {
  const params = new URLSearchParams({ limit: String(FEED_PAGE_SIZE) });
  if (answered) params.set("answered", "true");
  if (cursor !== null) params.set("cursor", String(cursor));
  return (await (await apiRequest("GET", `/api/posts/user/${userId}?${params}`)).json()) as Post[];
}

/**
 * A person's posts that I may see, FEED_PAGE_SIZE at a time, newest first. The list is one
 * array in the cache (the key post-cache keeps in step on prayer, comment and delete);
 * `loadMore` appends the next page (keyset: the cursor is the last post's id). With `answered`,
 * their answered prayers only, in a list of its own under the same prefix.
 */
export function useUserPosts(userId: number, { answered = false }: { answered?: boolean } = {}) {
  const queryClient = useQueryClient();
  const query = useQuery<Post[]>({
    queryKey: listKey(userId, answered),
    queryFn: async () => {
      const posts = await fetchPage(userId, null, answered);
      seedPosts(queryClient, posts);
      return posts;
    },
  });
  // The end is known once a page came back short; a refetch starts over with one page.
  const [endAfter, setEndAfter] = useState<number | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);

  const posts = query.data ?? [];
  const lastId = posts.at(-1)?.id ?? null;
  const hasMore = query.isSuccess && posts.length > 0 && posts.length % FEED_PAGE_SIZE === 0 && endAfter !== lastId;

  const loadMore = useCallback(async () => {
    if (loadingMore || lastId === null) return;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    try {
      const more = await fetchPage(userId, lastId, answered);
      seedPosts(queryClient, more);
      queryClient.setQueryData<Post[]>(listKey(userId, answered), (current = []) => {
        const seen = new Set(current.map((post) => post.id));
        return [...current, ...more.filter((post) => !seen.has(post.id))];
      });
      if (more.length < FEED_PAGE_SIZE) setEndAfter(more.at(-1)?.id ?? lastId);
    } catch {
      setLoadMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }, [loadingMore, lastId, userId, queryClient, answered]);

  return { query, posts, hasMore, loadMore, loadingMore, loadMoreFailed };
}
