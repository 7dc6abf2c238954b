import { useStore } from "@nanostores/react";
import { Skeleton } from "@/components/ui/skeleton";
import { i18n } from "@/lib/i18n";

const messages = i18n("components/post-skeleton", {
  loading: "Loading posts",
});

/** The shape of a post card while the feed loads. */
export function PostSkeleton() {
  return (
    <div className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex items-center gap-3">
        <Skeleton className="size-11 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-36" />
          <Skeleton className="h-3 w-48 max-w-full" />
        </div>
      </div>
      <div className="mt-4 grid gap-2">
        <Skeleton className="h-3.5 w-full" />
        <Skeleton className="h-3.5 w-11/12" />
        <Skeleton className="h-3.5 w-2/3" />
      </div>
      <div className="mt-5 grid grid-cols-3 gap-3 border-t pt-3">
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
      </div>
    </div>
  );
}

/** Three skeleton cards while the feed loads. */
export function FeedSkeleton() {
  const t = useStore(messages);
  return (
    <div role="status" aria-label={t.loading} className="grid grid-cols-1 gap-4">
      <PostSkeleton />
      <PostSkeleton />
      <PostSkeleton />
    </div>
  );
}
