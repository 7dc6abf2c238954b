import { useStore } from "@nanostores/react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { FeedSkeleton } from "@/components/post-skeleton";
import { i18n } from "@/lib/i18n";
import { ProfileLayout } from "./profile-layout";

const messages = i18n("profile/profile-skeleton", {
  loading: "Loading profile",
});

/** The shape of a profile while it loads. */
export function ProfileSkeleton() {
  const t = useStore(messages);
  return (
    <div role="status" aria-label={t.loading}>
      <ProfileLayout
        header={
          <Card className="overflow-hidden">
            <Skeleton className="h-36 rounded-none sm:h-52" />
            <div className="flex flex-col gap-3 px-4 pb-6 sm:flex-row sm:items-end sm:gap-5 sm:px-6">
              <Skeleton className="-mt-14 size-28 rounded-full ring-4 ring-card sm:-mt-16 sm:size-32" />
              <div className="grid gap-2 sm:pb-1">
                <Skeleton className="h-7 w-56" />
                <Skeleton className="h-4 w-40" />
              </div>
            </div>
          </Card>
        }
        about={
          <Card className="grid gap-3 p-6">
            <Skeleton className="h-5 w-20" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </Card>
        }
        posts={<FeedSkeleton />}
      />
    </div>
  );
}
