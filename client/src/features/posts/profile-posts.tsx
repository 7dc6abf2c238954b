import { LoadError } from "@/components/load-error";
import { Card } from "@/components/ui/card";
import { FeedSkeleton } from "@/components/post-skeleton";
import { PostList } from "./post-list";
import { useUserPosts } from "./use-user-posts";

/** The Posts list of a profile: 'No posts yet.' when there is nothing to show. */
export function ProfilePosts({ userId, hiddenHint }: { userId: number; hiddenHint?: string }) {
  const { query, posts, hasMore, loadMore, loadingMore, loadMoreFailed } = useUserPosts(userId);

  return (
    <section aria-labelledby="profile-posts-heading" className="grid grid-cols-1 gap-4">
      <h2 id="profile-posts-heading" className="text-lg font-semibold">
        Posts
      </h2>
      {query.isPending ? (
        <FeedSkeleton />
      ) : query.isError ? (
        <LoadError title="We could not load these posts" titleAs="p" error={query.error} onRetry={query.refetch} />
      ) : posts.length === 0 ? (
        <Card className="px-6 py-10 text-center">
          <p className="font-medium">No posts yet.</p>
          {hiddenHint && <p className="mt-1 text-sm text-muted-foreground">{hiddenHint}</p>}
        </Card>
      ) : (
        <PostList posts={posts} paging={{ hasMore, loadingMore, loadMoreFailed, loadMore }} />
      )}
    </section>
  );
}
