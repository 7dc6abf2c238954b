import { useStore } from "@nanostores/react";
import { Suspense } from "react";
import { useSearch } from "wouter";
import type { EventDetail } from "@contract/events";
import { LoadError } from "@/components/load-error";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { UserText } from "@/components/user-text";
import { i18n } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AttendeesCard } from "./attendees-card";
import { EventDetails } from "./event-details";
import { isEventMissing } from "./event-errors";
import { EventHeader } from "./event-header";
import { EventNotFound } from "./event-not-found";
import { useEvent, useOccurrence } from "./event-queries";
import { OtherDatesCard } from "./other-dates-card";
import { RsvpCard } from "./rsvp-card";

// Organisers' tools (and their dialogs) are a chunk of their own: most who open an event only answer it.
const OrganiserTools = retryableLazy(() => import("./organiser-tools").then((m) => m.OrganiserTools));

const messages = i18n("events/event-view", {
  event: "Event",
  notFound: "Event not found",
  loadFailed: "This event could not be loaded",
  loading: "Loading event",
  about: "About",
  more: "More about this event",
});

/** An event's page: the occurrence named by ?occurrence= (else its next one), and what the viewer can do with it. */
export function EventView({ eventId }: { eventId: number }) {
  const t = useStore(messages);
  const event = useEvent(eventId);
  useDocumentTitle(event.data?.title ?? (event.isError ? t.notFound : t.event));
  if (event.isPending) return <EventSkeleton label={t.loading} />;
  if (event.isError) {
    if (isEventMissing(event.error)) return <EventNotFound />;
    return <LoadError title={t.loadFailed} titleAs="h1" error={event.error} onRetry={event.refetch} />;
  }
  return <EventContent event={event.data} />;
}

/** The occurrence the address names: among the event's next ones, else read on its own (a past one); none named, the next. */
function useChosenOccurrence(event: EventDetail) {
  const wanted = Number(new URLSearchParams(useSearch()).get("occurrence")) || null;
  const listed = event.occurrences.find((o) => o.id === wanted);
  const single = useOccurrence(event.id, wanted ?? 0, wanted !== null && !listed);
  if (listed) return { occurrence: listed, waiting: false };
  if (wanted !== null && single.isPending) return { occurrence: undefined, waiting: true };
  return { occurrence: single.data ?? event.occurrences[0], waiting: false };
}

function EventContent({ event }: { event: EventDetail }) {
  const t = useStore(messages);
  const { occurrence, waiting } = useChosenOccurrence(event);
  if (waiting) return <EventSkeleton label={t.loading} />;
  const showDates = event.occurrences.length > 1 || (occurrence !== undefined && !event.occurrences.some((o) => o.id === occurrence.id));
  return (
    <>
      <EventHeader event={event} occurrence={occurrence} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <EventDetails event={event} occurrence={occurrence} />
          {occurrence && <RsvpCard event={event} occurrence={occurrence} />}
          {event.description && (
            <Card className="p-5 sm:p-6">
              <section aria-labelledby="event-about" className="grid gap-3">
                <h2 id="event-about" className="text-base font-semibold">
                  {t.about}
                </h2>
                <UserText text={event.description} className="text-sm leading-relaxed" />
              </section>
            </Card>
          )}
        </div>
        <aside aria-label={t.more} className="flex min-w-0 flex-col gap-6">
          {event.canManage && (
            <Suspense fallback={null}>
              <OrganiserTools event={event} occurrence={occurrence} />
            </Suspense>
          )}
          {occurrence && <AttendeesCard event={event} occurrence={occurrence} />}
          {showDates && <OtherDatesCard occurrences={event.occurrences} chosen={occurrence} />}
        </aside>
      </div>
    </>
  );
}

function EventSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-6">
      <Card className="grid gap-3 p-6">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </Card>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="grid gap-4 p-6">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-11 w-full" />
        </Card>
        <Card className="grid gap-4 p-6">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-10 w-full" />
        </Card>
      </div>
    </div>
  );
}
