import { useStore } from "@nanostores/react";
import { useState } from "react";
import { LoadError } from "@/components/load-error";
import { FeedSkeleton } from "@/components/post-skeleton";
import { Card } from "@/components/ui/card";
import { i18n } from "@/lib/i18n";
import { PostListTabs, type PostListView } from "./post-list-tabs";
import { PostList } from "./post-list";
import { useUserPosts } from "./user-post-queries";

const messages = i18n("posts/profile-posts", {
  posts: "Posts",
  loadError: "We could not load these posts",
  noAnswered: "No answered prayers yet.",
  noPosts: "No posts yet.",
});

/** The Posts list of a profile ('No posts yet.' when there is nothing to show), and its answered prayers. */
export function ProfilePosts({ userId, hiddenHint }: { userId: number; hiddenHint?: string }) {
  const t = useStore(messages);
  const [view, setView] = useState<PostListView>("all");
  return (
    <section aria-labelledby="profile-posts-heading" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-posts-heading" className="text-lg font-semibold">
          {t.posts}
        </h2>
        <PostListTabs value={view} onChange={setView} />
      </div>
      {/* Keyed: each list keeps its own paging state. */}
      <UserPostList key={view} userId={userId} answered={view === "answered"} hiddenHint={hiddenHint} />
    </section>
  );
}

function UserPostList({ userId, answered, hiddenHint }: { userId: number; answered: boolean; hiddenHint?: string }) {
  const t = useStore(messages);
  const { query, posts, hasMore, loadMore, loadingMore, loadMoreFailed } = useUserPosts(userId, { answered });
  if (query.isPending) return <FeedSkeleton />;
  if (query.isError) return <LoadError title={t.loadError} titleAs="p" error={query.error} onRetry={query.refetch} />;
  if (posts.length === 0) {
    return (
      <Card className="px-6 py-10 text-center">
        <p className="font-medium">{answered ? t.noAnswered : t.noPosts}</p>
        {hiddenHint && <p className="mt-1 text-sm text-muted-foreground">{hiddenHint}</p>}
      </Card>
    );
  }
  return <PostList posts={posts} paging={{ hasMore, loadingMore, loadMoreFailed, loadMore }} />;
}
