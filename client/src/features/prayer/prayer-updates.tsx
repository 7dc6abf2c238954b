import { useStore } from "@nanostores/react";
import { useQuery } from "@tanstack/react-query";
import type { PrayerUpdate } from "@contract/prayer";
import type { Post } from "@contract/posts";
import { RelativeTime } from "@/components/relative-time";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { UserText } from "@/components/user-text";
import { useSecondaryRequestsOpen } from "@/lib/feed-first";
import { i18n } from "@/lib/i18n";
import { updatesKey } from "@/lib/post-cache";

const messages = i18n("prayer/prayer-updates", {
  updates: "Updates",
  couldNotLoad: "Could not load the updates.",
  tryAgain: "Try again",
});

/**
 * The author's dated updates under a request, oldest first. Asked for only when there are
 * some, and only once the feed has painted: the first screen waits for no card's updates.
 */
export function PrayerUpdates({ post }: { post: Post }) {
  const t = useStore(messages);
  const ready = useSecondaryRequestsOpen();
  const updates = useQuery<PrayerUpdate[]>({ queryKey: updatesKey(post.id), enabled: ready && post.updateCount > 0 });
  if (post.updateCount === 0) return null;
  return (
    <section aria-label={t.updates} className="mx-4 mb-4 border-l-2 border-gold/60 pl-3 sm:mx-5">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t.updates}</h3>
      {updates.isError ? (
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {t.couldNotLoad}
          <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void updates.refetch()}>
            {t.tryAgain}
          </Button>
        </p>
      ) : !updates.data ? (
        <Skeleton className="mt-1.5 h-10 w-full" />
      ) : (
        <ol className="mt-1 grid grid-cols-1 gap-2">
          {updates.data.map((update) => (
            <li key={update.id} className="text-sm">
              <RelativeTime date={update.createdAt} className="text-xs text-muted-foreground" />
              <UserText text={update.content} verses={update.verses} clamp="comment" className="leading-relaxed" />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
