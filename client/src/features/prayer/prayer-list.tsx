import { useStore } from "@nanostores/react";
import { HandHeart } from "lucide-react";
import { Link } from "wouter";
import { EmptyStateCard } from "@/components/empty-state-card";
import { LoadError } from "@/components/load-error";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { buttonVariants } from "@/components/ui/button-variants";
import { i18n } from "@/lib/i18n";
import { PrayerListItemCard } from "./prayer-list-item";
import { usePrayerList } from "./prayer-list-queries";
import { useRemoveFromPrayerList } from "./prayer-list-mutations";

const messages = i18n("prayer/prayer-list", {
  loadFailed: "We could not load your prayer list",
  requests: "Requests I pray for",
  empty: "Your prayer list is empty",
  emptyHint:
    "When you press “Prayer” on a prayer request, you say “I'm praying”, and the request is added here, so you can come back to it, follow its updates and pray for it again.",
  findRequests: "Find prayer requests in your feed",
  loading: "Loading your prayer list",
});

/** The requests I committed to pray for, newest update first, as the server orders them. */
export function PrayerList() {
  const t = useStore(messages);
  const list = usePrayerList();
  const remove = useRemoveFromPrayerList();
  if (list.isError && !list.data) {
    return <LoadError title={t.loadFailed} error={list.error} onRetry={() => list.refetch()} />;
  }
  if (!list.data) return <PrayerListSkeleton />;
  if (list.data.length === 0) return <EmptyPrayerList />;
  return (
    <ul aria-label={t.requests} className="grid grid-cols-1 gap-4">
      {list.data.map((item) => (
        <li key={item.post.id} className="min-w-0">
          <PrayerListItemCard item={item} onRemove={(postId) => remove.mutate(postId)} />
        </li>
      ))}
    </ul>
  );
}

function EmptyPrayerList() {
  const t = useStore(messages);
  return (
    <EmptyStateCard icon={HandHeart} small title={t.empty} text={t.emptyHint}>
      <Link href="/" className={buttonVariants({ variant: "outline" })}>
        {t.findRequests}
      </Link>
    </EmptyStateCard>
  );
}

function PrayerListSkeleton() {
  const t = useStore(messages);
  return (
    <div role="status" aria-label={t.loading} className="grid grid-cols-1 gap-4">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="flex flex-col gap-3 p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <Skeleton className="h-4 w-40" />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </Card>
      ))}
    </div>
  );
}
