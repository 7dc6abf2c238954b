import { LoaderCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { apiErrorMessage } from "@/features/posts/error-toast";
import { EmptyFeed } from "./empty-feed";
import { PostCard } from "./post-card";
import { FeedSkeleton, PostSkeleton } from "./post-skeleton";
import { useFeed } from "./use-feed";

/** The home feed: posts of the user and their connections, newest first, loaded as one scrolls. */
export function Feed() {
  const feed = useFeed();
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = feed;
  const sentinel = useRef<HTMLDivElement>(null);
  const pageCount = feed.data?.pages.length ?? 0;

  // Infinite scroll: load the next page as the end of the list comes near. The observer is
  // renewed after each page, so a sentinel still in view (a tall screen) loads another.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    if (typeof IntersectionObserver === "undefined") return; // the 'Load more' button remains
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, pageCount]);

  if (feed.isPending) return <FeedSkeleton />;
  if (feed.isError) {
    return (
      <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
        <h2 className="font-semibold">We could not load your feed</h2>
        <p className="text-sm text-muted-foreground">{apiErrorMessage(feed.error) ?? "Please check your connection and try again."}</p>
        <Button variant="outline" onClick={() => void feed.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }

  const posts = feed.data.pages.flatMap((page) => page.posts);
  if (posts.length === 0) return <EmptyFeed />;

  return (
    <section aria-labelledby="feed-heading">
      <h2 id="feed-heading" className="sr-only">
        Your feed
      </h2>
      <ul className="grid grid-cols-1 gap-4">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="mt-4 flex flex-col items-center gap-3">
        {isFetchingNextPage && (
          <div className="w-full">
            <PostSkeleton />
          </div>
        )}
        {isFetchNextPageError && <p className="text-sm text-muted-foreground">More posts could not be loaded.</p>}
        {hasNextPage ? (
          <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage} aria-live="polite">
            {isFetchingNextPage && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {isFetchingNextPage ? "Loading..." : isFetchNextPageError ? "Try again" : "Load more"}
          </Button>
        ) : (
          <p className="py-2 text-sm text-muted-foreground">You're all caught up.</p>
        )}
      </div>
    </section>
  );
}
