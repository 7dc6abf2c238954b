import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { useSearch } from "wouter";
import type { EventDetail } from "@contract/events";
import { DeferredPart } from "@/components/deferred-part";
import { LoadError } from "@/components/load-error";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { UserText } from "@/components/user-text";
import { i18n } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useDocumentTitle } from "@/lib/use-document-title";
import { EventDetails } from "./event-details";
import { isEventMissing } from "./event-errors";
import { EventHeader } from "./event-header";
import { useEvent, useOccurrence } from "./event-queries";
import type { ReportDialogSlot } from "./report-dialog-slot";

// The answer buttons' code is fetched alongside the event itself (see EventView), so both come together.
const loadRsvpCard = () => import("./rsvp-card").then((m) => m.RsvpCard);
const RsvpCard = retryableLazy(loadRsvpCard);
// Only for an event that is not there.
const EventNotFound = retryableLazy(() => import("./event-not-found").then((m) => m.EventNotFound));
// Organisers' tools (and their dialogs) are a chunk of their own: most who open an event only answer it.
const OrganiserTools = retryableLazy(() => import("./organiser-tools").then((m) => m.OrganiserTools));
// Who is coming and the other dates come a moment after what the event is and the answer buttons.
const EventSidePanels = retryableLazy(() => import("./event-side-panels").then((m) => m.EventSidePanels));
// The "..." beside the title, and the discussion (its list, composer and menus), are asked for
// once the event itself is on screen.
const EventMenu = retryableLazy(() => import("./event-menu").then((m) => m.EventMenu));
const EventDiscussion = retryableLazy(() => import("./event-discussion").then((m) => m.EventDiscussion));

const messages = i18n("events/event-view", {
  event: "Event",
  notFound: "Event not found",
  loadFailed: "This event could not be loaded",
  loading: "Loading event",
  about: "About",
  more: "More about this event",
});

/** An event's page: the occurrence named by ?occurrence= (else its next one), and what the viewer can do with it. */
export function EventView({ eventId, ReportDialog }: { eventId: number; ReportDialog: ReportDialogSlot }) {
  const t = useStore(messages);
  const event = useEvent(eventId);
  useEffect(() => {
    void loadRsvpCard().catch(() => {});
  }, []);
  useDocumentTitle(event.data?.title ?? (event.isError ? t.notFound : t.event));
  if (event.isPending) return <EventSkeleton label={t.loading} />;
  if (event.isError) {
    if (isEventMissing(event.error)) {
      return (
        <DeferredPart standIn={null}>
          <EventNotFound />
        </DeferredPart>
      );
    }
    return <LoadError title={t.loadFailed} titleAs="h1" error={event.error} onRetry={event.refetch} />;
  }
  return <EventContent event={event.data} ReportDialog={ReportDialog} />;
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

function EventContent({ event, ReportDialog }: { event: EventDetail; ReportDialog: ReportDialogSlot }) {
  const t = useStore(messages);
  const { occurrence, waiting } = useChosenOccurrence(event);
  if (waiting) return <EventSkeleton label={t.loading} />;
  const showDates = event.occurrences.length > 1 || (occurrence !== undefined && !event.occurrences.some((o) => o.id === occurrence.id));
  return (
    <>
      <EventHeader
        event={event}
        occurrence={occurrence}
        // Organisers do not report their own event; they edit or delete it.
        menu={
          !event.canManage && (
            // The stand-in keeps the button's room, so the title does not move when it comes.
            <DeferredPart standIn={<span className="size-9 shrink-0" />}>
              <EventMenu eventId={event.id} ReportDialog={ReportDialog} />
            </DeferredPart>
          )
        }
      />
      {/* The side column spans both rows; the second takes its slack, so the discussion sits right under About. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
        <div className="flex min-w-0 flex-col gap-6">
          <EventDetails event={event} occurrence={occurrence} />
          {occurrence && (
            <DeferredPart standIn={<Skeleton className="h-40 rounded-xl" />}>
              <RsvpCard event={event} occurrence={occurrence} />
            </DeferredPart>
          )}
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
        <aside aria-label={t.more} className="flex min-w-0 flex-col gap-6 lg:row-span-2">
          {event.canManage && (
            <DeferredPart standIn={null}>
              <OrganiserTools event={event} occurrence={occurrence} />
            </DeferredPart>
          )}
          <DeferredPart standIn={null}>
            <EventSidePanels event={event} occurrence={occurrence} showDates={showDates} />
          </DeferredPart>
        </aside>
        {/* Under About on a wide screen; on a narrow one last, after who is coming, however long the talk runs. */}
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <DeferredPart standIn={<Skeleton className="h-48 rounded-xl" />}>
            <EventDiscussion eventId={event.id} ReportDialog={ReportDialog} />
          </DeferredPart>
        </div>
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
