import { useStore } from "@nanostores/react";
import { LoadMoreButton } from "@/components/load-more-button";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { serverMessage } from "@/lib/api-error";
import { i18n } from "@/lib/i18n";
import { type UpcomingSource, useUpcomingEvents } from "./event-queries";
import { OccurrenceRow } from "./occurrence-row";

const messages = i18n("events/upcoming-events", {
  none: "No upcoming events",
  showMore: "Show more",
  loading: "Loading events",
  loadFailed: "The events could not be loaded.",
  checkConnection: "Please check your connection and try again.",
  tryAgain: "Try again",
});

/**
 * A compact list of the occurrences to come, from the viewer's calendar or a church's, group's
 * or member's events, each linking to its page; more by 'Show more'. It sits inside a card of
 * the page that shows it, so it brings no card of its own.
 */
export function UpcomingEvents({ source, limit, emptyText }: { source: UpcomingSource; limit?: number; emptyText?: string }) {
  const t = useStore(messages);
  const list = useUpcomingEvents(source, limit);

  if (list.isPending) return <UpcomingSkeleton label={t.loading} rows={Math.min(limit ?? 3, 3)} />;
  if (list.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p className="font-semibold">{t.loadFailed}</p>
        <p className="text-muted-foreground">{serverMessage(list.error) ?? t.checkConnection}</p>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
          {t.tryAgain}
        </Button>
      </div>
    );
  }
  const occurrences = list.data.pages.flat();
  if (occurrences.length === 0) return <p className="text-sm text-muted-foreground">{emptyText ?? t.none}</p>;
  return (
    <div className="grid gap-2">
      <ul className="-mx-2 grid">
        {occurrences.map((occurrence) => (
          <li key={occurrence.id}>
            <OccurrenceRow occurrence={occurrence} />
          </li>
        ))}
      </ul>
      <LoadMoreButton list={list} label={t.showMore} />
    </div>
  );
}

function UpcomingSkeleton({ label, rows }: { label: string; rows: number }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own; the list never reorders
        <div key={i} className="flex items-center gap-3">
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
