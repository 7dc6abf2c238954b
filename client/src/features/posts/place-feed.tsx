import { useStore } from "@nanostores/react";
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { CircleCheck, MessageSquareHeart } from "lucide-react";
import { useId, useState } from "react";
import { EmptyStateCard } from "@/components/empty-state-card";
import { LoadError } from "@/components/load-error";
import { FeedSkeleton } from "@/components/post-skeleton";
import { i18n } from "@/lib/i18n";
import { PostListTabs, type PostListView } from "./post-list-tabs";
import { PostList, pagingOf } from "./post-list";
import { removePostFromPlaceFeed } from "@/lib/place-feed-cache";
import { usePlaceFeed } from "./place-feed-queries";

const messages = i18n("posts/place-feed", {
  noAnswered: "No answered prayers yet",
  noPosts: "No posts yet",
  answeredHint: "When a prayer request shared here is answered, it is gathered here to give thanks.",
  caughtUp: "You're all caught up.",
});

/** What a place says of its own feed: its name (for screen readers), that it could not load, and what to do while it is empty. */
interface PlaceFeedWords {
  heading: string;
  loadError: string;
  emptyHint: string;
}

interface PlaceFeedProps {
  /** Where the feed is cached, and the address it is read from. */
  feedKey: QueryKey;
  url: string;
  words: PlaceFeedWords;
  /** The viewer takes down what others post here: a group's admin, a church's leader. */
  moderates?: boolean;
  /** The place's name, when the cards cannot tell it: an anonymous author is "A member of" it. */
  placeName?: string;
}

/**
 * A place's posts and prayer requests (a group's, a church's prayer wall), with the home feed's
 * card, prayer and comments; or its answered prayers.
 */
export function PlaceFeed(props: PlaceFeedProps) {
  const ids = useId();
  const [view, setView] = useState<PostListView>("all");
  return (
    <section aria-labelledby={`${ids}-heading`} className="grid grid-cols-1 gap-4">
      <h2 id={`${ids}-heading`} className="sr-only">
        {props.words.heading}
      </h2>
      <PostListTabs value={view} onChange={setView} />
      {/* Keyed: each list keeps its own paging state. */}
      <PlacePostList key={view} {...props} answered={view === "answered"} />
    </section>
  );
}

function PlacePostList({ feedKey, url, words, moderates, placeName, answered }: PlaceFeedProps & { answered: boolean }) {
  const t = useStore(messages);
  const queryClient = useQueryClient();
  const feed = usePlaceFeed(feedKey, url, { answered });

  if (feed.isPending) return <FeedSkeleton />;
  if (feed.isError) {
    return <LoadError title={words.loadError} error={feed.error} onRetry={feed.refetch} />;
  }

  const posts = feed.data.pages.flatMap((page) => page.posts);
  if (posts.length === 0) {
    return (
      <EmptyStateCard
        icon={answered ? CircleCheck : MessageSquareHeart}
        title={answered ? t.noAnswered : t.noPosts}
        titleAs="h3"
        text={answered ? t.answeredHint : words.emptyHint}
        className="py-10"
      />
    );
  }

  return (
    <PostList
      posts={posts}
      paging={pagingOf(feed)}
      onDeleted={(post) => removePostFromPlaceFeed(queryClient, feedKey, post.id)}
      endNote={t.caughtUp}
      moderates={moderates}
      placeName={placeName}
    />
  );
}
