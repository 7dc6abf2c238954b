import { LoaderCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { apiErrorMessage } from "@/features/posts/error-toast";
import { PostCard } from "@/features/posts/post-card";
import { FeedSkeleton, PostSkeleton } from "@/features/posts/post-skeleton";
import { useUserPosts } from "./use-user-posts";

/** The Posts list of a profile (spec section 2): 'No posts yet.' when there is nothing to show. */
export function ProfilePosts({ userId, hiddenHint }: { userId: number; hiddenHint?: string }) {
  const { query, posts, hasMore, loadMore, loadingMore, loadMoreFailed } = useUserPosts(userId);
  const sentinel = useRef<HTMLDivElement>(null);

  // Load the next page as the end of the list comes near, as the home feed does.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || loadingMore || loadMoreFailed) return;
    if (typeof IntersectionObserver === "undefined") return; // the 'Load more' button remains
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadMore();
    }, { rootMargin: "600px 0px" });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, loadMoreFailed, loadMore, posts.length]);

  return (
    <section aria-labelledby="profile-posts-heading" className="grid grid-cols-1 gap-4">
      <h2 id="profile-posts-heading" className="text-lg font-semibold">
        Posts
      </h2>
      {query.isPending ? (
        <FeedSkeleton />
      ) : query.isError ? (
        <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
          <p className="font-semibold">We could not load these posts</p>
          <p className="text-sm text-muted-foreground">{apiErrorMessage(query.error) ?? "Please check your connection and try again."}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Card>
      ) : posts.length === 0 ? (
        <Card className="px-6 py-10 text-center">
          <p className="font-medium">No posts yet.</p>
          {hiddenHint && <p className="mt-1 text-sm text-muted-foreground">{hiddenHint}</p>}
        </Card>
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-4">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
          <div ref={sentinel} className="flex flex-col items-center gap-3">
            {loadingMore && (
              <div className="w-full">
                <PostSkeleton />
              </div>
            )}
            {loadMoreFailed && <p className="text-sm text-muted-foreground">More posts could not be loaded.</p>}
            {hasMore && (
              <Button variant="outline" onClick={() => void loadMore()} disabled={loadingMore}>
                {loadingMore && <LoaderCircle aria-hidden="true" className="animate-spin" />}
                {loadingMore ? "Loading..." : loadMoreFailed ? "Try again" : "Load more"}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
