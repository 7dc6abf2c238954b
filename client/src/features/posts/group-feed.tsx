import { useStore } from "@nanostores/react";
import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, MessageSquareHeart } from "lucide-react";
import { useState } from "react";
import type { Group } from "@contract/groups";
import { EmptyStateCard } from "@/components/empty-state-card";
import { LoadError } from "@/components/load-error";
import { FeedSkeleton } from "@/components/post-skeleton";
import { i18n } from "@/lib/i18n";
import { PostListTabs, type PostListView } from "./post-list-tabs";
import { PostList, pagingOf } from "./post-list";
import { removePostFromGroupFeed, useGroupFeed } from "./group-feed-queries";

const messages = i18n("posts/group-feed", {
  groupPosts: "Group posts",
  loadError: "We could not load this group's posts",
  noAnswered: "No answered prayers yet",
  noPosts: "No posts yet",
  answeredHint: "When a prayer request shared here is answered, it is gathered here to give thanks.",
  memberHint: "Be the first to share a word of encouragement or a prayer request with this group.",
  visitorHint: "Nothing has been shared in this group yet.",
  caughtUp: "You're all caught up.",
});

/** The group's posts and prayer requests, with the home feed's card, prayer and comments; or its answered prayers. */
export function GroupFeed({ group }: { group: Group }) {
  const t = useStore(messages);
  const [view, setView] = useState<PostListView>("all");
  return (
    <section aria-labelledby="group-feed-heading" className="grid grid-cols-1 gap-4">
      <h2 id="group-feed-heading" className="sr-only">
        {t.groupPosts}
      </h2>
      <PostListTabs value={view} onChange={setView} />
      {/* Keyed: each list keeps its own paging state. */}
      <GroupPostList key={view} group={group} answered={view === "answered"} />
    </section>
  );
}

function GroupPostList({ group, answered }: { group: Group; answered: boolean }) {
  const t = useStore(messages);
  const queryClient = useQueryClient();
  const feed = useGroupFeed(group.id, { answered });

  if (feed.isPending) return <FeedSkeleton />;
  if (feed.isError) {
    return <LoadError title={t.loadError} error={feed.error} onRetry={feed.refetch} />;
  }

  const posts = feed.data.pages.flatMap((page) => page.posts);
  if (posts.length === 0) {
    return (
      <EmptyStateCard
        icon={answered ? CircleCheck : MessageSquareHeart}
        title={answered ? t.noAnswered : t.noPosts}
        titleAs="h3"
        text={answered ? t.answeredHint : group.myRole ? t.memberHint : t.visitorHint}
        className="py-10"
      />
    );
  }

  return (
    <PostList
      posts={posts}
      paging={pagingOf(feed)}
      onDeleted={(post) => removePostFromGroupFeed(queryClient, group.id, post.id)}
      endNote={t.caughtUp}
    />
  );
}
