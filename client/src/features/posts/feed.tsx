import { useDeferredValue, useEffect, useRef } from "react";
import { LoadError } from "@/components/load-error";
import { FeedSkeleton } from "@/components/post-skeleton";
import { openSecondaryRequestsAfterPaint } from "@/lib/feed-first";
import { EmptyFeed } from "./empty-feed";
import { NewPostsButton } from "./new-posts-button";
import { PostList, pagingOf } from "./post-list";
import { useFeed } from "./use-feed";

/** The home feed: posts of the user and their connections, newest first, loaded as one scrolls. */
export function Feed() {
  const feed = useFeed();
  const section = useRef<HTMLElement>(null);
  // When the answer comes, the cards are rendered at a transition's priority, in short slices
  // between frames, not in the one long task the query's update would otherwise start.
  const pages = useDeferredValue(feed.data?.pages);
  const shown = feed.isError || (feed.isSuccess && pages !== undefined);
  // The home page's other requests wait for this: the feed is what people come for.
  useEffect(() => {
    if (shown) openSecondaryRequestsAfterPaint();
  }, [shown]);
  if (feed.isError) {
    return <LoadError title="We could not load your feed" error={feed.error} onRetry={feed.refetch} />;
  }

  if (!pages) return <FeedSkeleton />;
  const posts = pages.flatMap((page) => page.posts);
  if (posts.length === 0) return <EmptyFeed />;

  return (
    <section ref={section} aria-labelledby="feed-heading">
      <h2 id="feed-heading" className="sr-only">
        Your feed
      </h2>
      <NewPostsButton list={section} />
      <PostList posts={posts} paging={pagingOf(feed)} endNote="You're all caught up." />
    </section>
  );
}
