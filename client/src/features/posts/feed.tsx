import { useStore } from "@nanostores/react";
import { useDeferredValue, useEffect, useRef, useState } from "react";
import { LoadError } from "@/components/load-error";
import { FeedSkeleton } from "@/components/post-skeleton";
import { Card } from "@/components/ui/card";
import { FeedFilter } from "./feed-filter";
import { openSecondaryRequestsAfterPaint } from "@/lib/feed-first";
import { i18n } from "@/lib/i18n";
import type { FeedFilter as Filter } from "@/lib/post-cache";
import { EmptyFeed } from "./empty-feed";
import { NewPostsButton } from "./new-posts-button";
import { PostList, pagingOf } from "./post-list";
import { useFeed } from "./feed-queries";

const messages = i18n("posts/feed", {
  yourFeed: "Your feed",
  loadError: "We could not load your feed",
  noPrayerRequests: "No prayer requests here yet.",
  whenShared: "When your connections share one, it will show here.",
  caughtUp: "You're all caught up.",
});

/**
 * The home feed: posts of the user and their connections, newest first, loaded as one
 * scrolls; or, filtered, their prayer requests only.
 */
export function Feed() {
  const t = useStore(messages);
  const [filter, setFilter] = useState<Filter>(null);
  const feed = useFeed(filter);
  const section = useRef<HTMLElement>(null);
  // When the answer comes, the cards are rendered at a transition's priority, in short slices
  // between frames, not in the one long task the query's update would otherwise start.
  const pages = useDeferredValue(feed.data?.pages);
  const shown = feed.isError || (feed.isSuccess && pages !== undefined);
  // The home page's other requests wait for this: the feed is what people come for.
  useEffect(() => {
    if (shown) openSecondaryRequestsAfterPaint();
  }, [shown]);

  const posts = pages?.flatMap((page) => page.posts);
  // Someone with an empty feed is welcomed, not offered a filter of nothing.
  if (filter === null && posts?.length === 0 && !feed.isError) return <EmptyFeed />;

  return (
    <section ref={section} aria-labelledby="feed-heading" className="grid grid-cols-1 gap-4">
      <h2 id="feed-heading" className="sr-only">
        {t.yourFeed}
      </h2>
      <FeedFilter value={filter} onChange={setFilter} />
      {feed.isError ? (
        <LoadError title={t.loadError} error={feed.error} onRetry={feed.refetch} />
      ) : !posts ? (
        <FeedSkeleton />
      ) : posts.length === 0 ? (
        <Card className="px-6 py-10 text-center">
          <p className="font-medium">{t.noPrayerRequests}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t.whenShared}</p>
        </Card>
      ) : (
        <div>
          {/* "N new posts" counts the whole feed's: it waits until all posts are shown again. */}
          {filter === null && <NewPostsButton list={section} />}
          <PostList posts={posts} paging={pagingOf(feed)} endNote={t.caughtUp} showPlace />
        </div>
      )}
    </section>
  );
}
