import { useStore } from "@nanostores/react";
import { CalendarDays } from "lucide-react";
import { EmptyStateCard } from "@/components/empty-state-card";
import { LoadError } from "@/components/load-error";
import { LoadMoreButton } from "@/components/load-more-button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { i18n } from "@/lib/i18n";
import { byDay, nearDay } from "./agenda-days";
import { CreateEventButton } from "./create-event-button";
import { useUpcomingEvents } from "./event-queries";
import { longDate, today } from "./event-times";
import { OccurrenceRow } from "./occurrence-row";

const messages = i18n("events/agenda", {
  today: "Today",
  tomorrow: "Tomorrow",
  showMore: "Show more",
  loading: "Loading your events",
  loadFailed: "Your events could not be loaded",
  emptyTitle: "Nothing on your calendar yet",
  emptyText: "Events of your churches, your groups and your connections show here. Plan one and invite them.",
});

const AGENDA_PAGE = 20;

/** The viewer's calendar from now on, day by day: today, tomorrow, then dates. */
export function Agenda() {
  const t = useStore(messages);
  const list = useUpcomingEvents({ kind: "mine" }, AGENDA_PAGE);
  if (list.isPending) return <AgendaSkeleton label={t.loading} />;
  if (list.isError) return <LoadError title={t.loadFailed} error={list.error} onRetry={list.refetch} />;
  const days = byDay(list.data.pages.flat());
  if (days.length === 0) {
    return (
      <EmptyStateCard icon={CalendarDays} title={t.emptyTitle} text={t.emptyText}>
        <CreateEventButton />
      </EmptyStateCard>
    );
  }
  const now = today();
  return (
    <div className="grid gap-4">
      {days.map(({ day, occurrences }) => {
        const near = nearDay(day, now);
        return (
          <Card key={day} className="p-3 sm:p-4">
            <section aria-labelledby={`day-${day}`}>
              <h2 id={`day-${day}`} className="px-2 pb-1 text-sm font-semibold">
                {near ? (
                  <>
                    <span className="text-primary">{t[near]}</span>
                    <span className="font-normal text-muted-foreground"> · {longDate(day)}</span>
                  </>
                ) : (
                  longDate(day)
                )}
              </h2>
              <ul className="grid">
                {occurrences.map((occurrence) => (
                  <li key={occurrence.id}>
                    <OccurrenceRow occurrence={occurrence} lead="time" />
                  </li>
                ))}
              </ul>
            </section>
          </Card>
        );
      })}
      <LoadMoreButton list={list} label={t.showMore} />
    </div>
  );
}

function AgendaSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4">
      {[3, 2].map((rows, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own; the list never reorders
        <Card key={i} className="grid gap-4 p-5">
          <Skeleton className="h-4 w-40" />
          {Array.from({ length: rows }, (_, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own; the list never reorders
            <div key={j} className="flex items-center gap-3">
              <Skeleton className="h-4 w-12" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            </div>
          ))}
        </Card>
      ))}
    </div>
  );
}
