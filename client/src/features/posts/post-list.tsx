import { useStore } from "@nanostores/react";
import { LoaderCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import type { Post } from "@contract/posts";
import { Button } from "@/components/ui/button";
import { PostSkeleton } from "@/components/post-skeleton";
import { i18n } from "@/lib/i18n";
import { PostCard } from "./post-card";

const messages = i18n("posts/post-list", {
  moreFailed: "More posts could not be loaded.",
  loading: "Loading...",
  tryAgain: "Try again",
  loadMore: "Load more",
});

export type Paging = {
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => unknown;
};

/**
 * Post cards that load the next page as the end of the list comes near (the home feed, a
 * group's feed, a profile's posts). The observer is renewed after each page, so a sentinel
 * still in view on a tall screen loads another; the 'Load more' button stays for keyboards
 * and browsers without IntersectionObserver.
 */
export function PostList({
  posts,
  paging,
  onDeleted,
  endNote,
  moderates,
  placeName,
  showPlace,
}: {
  posts: Post[];
  paging: Paging;
  onDeleted?: (post: Post) => void;
  /** Said under the last post once there is nothing more to load. */
  endNote?: string;
  /** The viewer takes down what others posted here (a church's leader on its wall). */
  moderates?: boolean;
  /** Where the posts were shared, when the cards cannot tell (a church's wall). */
  placeName?: string;
  /** Each card names the group or church it was shared in (a list of posts from many places: the home feed). */
  showPlace?: boolean;
}) {
  const t = useStore(messages);
  const { hasMore, loadingMore, loadMoreFailed, loadMore } = paging;
  const sentinel = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: posts.length renews the observer after each page, so a sentinel still in view loads another
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || loadingMore || loadMoreFailed) return;
    if (typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMore();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, loadMoreFailed, loadMore, posts.length]);

  return (
    <div className="grid grid-cols-1 gap-4">
      <ul className="grid grid-cols-1 gap-4">
        {posts.map((post) => (
          <li key={post.id} data-post-id={post.id}>
            <PostCard
              post={post}
              onDeleted={onDeleted ? () => onDeleted(post) : undefined}
              moderates={moderates}
              placeName={placeName}
              showPlace={showPlace}
            />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="flex flex-col items-center gap-3">
        {loadingMore && (
          <div className="w-full">
            <PostSkeleton />
          </div>
        )}
        {loadMoreFailed && <p className="text-sm text-muted-foreground">{t.moreFailed}</p>}
        {hasMore ? (
          <Button variant="outline" onClick={() => void loadMore()} disabled={loadingMore} aria-live="polite">
            {loadingMore && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {loadingMore ? t.loading : loadMoreFailed ? t.tryAgain : t.loadMore}
          </Button>
        ) : (
          endNote && <p className="py-2 text-sm text-muted-foreground">{endNote}</p>
        )}
      </div>
    </div>
  );
}

/** The paging state of a TanStack infinite query, as PostList wants it. */
export function pagingOf(query: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}): Paging {
  return {
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    loadMore: query.fetchNextPage,
  };
}
