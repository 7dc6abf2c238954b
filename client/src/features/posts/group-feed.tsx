import { useQueryClient } from "@tanstack/react-query";
import { MessageSquareHeart } from "lucide-react";
import type { Group } from "@contract/groups";
import { LoadError } from "@/components/load-error";
import { Card } from "@/components/ui/card";
import { FeedSkeleton } from "@/components/post-skeleton";
import { PostList, pagingOf } from "./post-list";
import { removePostFromGroupFeed, useGroupFeed } from "./use-group-feed";

/** The group's posts and prayer requests, with the home feed's card, prayer and comments. */
export function GroupFeed({ group }: { group: Group }) {
  const queryClient = useQueryClient();
  const feed = useGroupFeed(group.id);

  if (feed.isPending) return <FeedSkeleton />;
  if (feed.isError) {
    return <LoadError title="We could not load this group's posts" error={feed.error} onRetry={feed.refetch} />;
  }

  const posts = feed.data.pages.flatMap((page) => page.posts);
  if (posts.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <MessageSquareHeart aria-hidden="true" className="size-7" />
        </span>
        <h2 className="font-serif text-xl font-semibold text-heading">No posts yet</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          {group.myRole
            ? "Be the first to share a word of encouragement or a prayer request with this group."
            : "Nothing has been shared in this group yet."}
        </p>
      </Card>
    );
  }

  return (
    <section aria-labelledby="group-feed-heading">
      <h2 id="group-feed-heading" className="sr-only">
        Group posts
      </h2>
      <PostList
        posts={posts}
        paging={pagingOf(feed)}
        onDeleted={(post) => removePostFromGroupFeed(queryClient, group.id, post.id)}
        endNote="You're all caught up."
      />
    </section>
  );
}
