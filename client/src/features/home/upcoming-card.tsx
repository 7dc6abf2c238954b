import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { DeferredPart } from "@/components/deferred-part";
import { PanelCard } from "@/components/panel-card";
import { Skeleton } from "@/components/ui/skeleton";
import { useSecondaryRequestsOpen } from "@/lib/feed-first";
import { i18n } from "@/lib/i18n";

const messages = i18n("home/upcoming-card", {
  upcoming: "Upcoming",
  seeAll: "See all",
  seeAllEvents: "See all events",
  loading: "Loading your events",
  none: "Nothing planned yet. The events of your churches, groups and connections show here.",
});

/**
 * "Upcoming": my next events, and the way to all of them. The list (the events feature's, which
 * the page brings, told what to say when there are none) is drawn only once the feed is on
 * screen (lib/feed-first.ts): its code and its request wait until then, and rows of its shape
 * hold its place meanwhile.
 */
export function UpcomingCard({ list }: { list: (emptyText: string) => ReactNode }) {
  const t = useStore(messages);
  const open = useSecondaryRequestsOpen();
  const standIn = <UpcomingStandIn label={t.loading} />;
  return (
    <PanelCard
      id="upcoming-events"
      title={t.upcoming}
      badge={
        <Link href="/events" aria-label={t.seeAllEvents} className="text-sm font-semibold text-primary hover:underline">
          {t.seeAll}
        </Link>
      }
    >
      {open ? <DeferredPart standIn={standIn}>{list(t.none)}</DeferredPart> : standIn}
    </PanelCard>
  );
}

/** Rows the shape of the list's own, while its code and its first page are on their way. */
function UpcomingStandIn({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      {[0, 1].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton className="size-12 rounded-lg" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
