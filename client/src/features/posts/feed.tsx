import { useDeferredValue, useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { serverMessage } from "@/lib/api-error";
import { EmptyFeed } from "./empty-feed";
import { PostList, pagingOf } from "./post-list";
import { FeedSkeleton } from "./post-skeleton";
import { openSecondaryRequestsAfterPaint } from "@/lib/feed-first";
import { useFeed } from "./use-feed";

/** The home feed: posts of the user and their connections, newest first, loaded as one scrolls. */
export function Feed() {
  const feed = useFeed();
  // When the answer comes, the cards are rendered at a transition's priority, in short slices
  // between frames, not in the one long task the query's update would otherwise start.
  const pages = useDeferredValue(feed.data?.pages);
  const shown = feed.isError || (feed.isSuccess && pages !== undefined);
  // The home page's other requests wait for this: the feed is what people come for.
  useEffect(() => {
    if (shown) openSecondaryRequestsAfterPaint();
  }, [shown]);
  if (feed.isError) {
    return (
      <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
        <h2 className="font-semibold">We could not load your feed</h2>
        <p className="text-sm text-muted-foreground">{serverMessage(feed.error) ?? "Please check your connection and try again."}</p>
        <Button variant="outline" onClick={() => void feed.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }

  if (!pages) return <FeedSkeleton />;
  const posts = pages.flatMap((page) => page.posts);
  if (posts.length === 0) return <EmptyFeed />;

  return (
    <section aria-labelledby="feed-heading">
      <h2 id="feed-heading" className="sr-only">
        Your feed
      </h2>
      <PostList posts={posts} paging={pagingOf(feed)} endNote="You're all caught up." />
    </section>
  );
}
