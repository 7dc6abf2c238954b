import { useStore } from "@nanostores/react";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "wouter";
import { buttonVariants } from "@/components/ui/button-variants";
import { EventView } from "@/features/events/event-view";
import type { ReportDialogProps } from "@/features/events/report-dialog-slot";
import { i18n } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";

const messages = i18n("events/event-page", {
  events: "Events",
});

// Reporting the event or a comment is safety's dialog: its code loads when a report is first begun.
const ReportDialog = retryableLazy<ReportDialogProps>(() => import("@/features/safety/report-dialog").then((m) => m.ReportDialog));

/** One event's page, /events/:id (?occurrence= picks one of its dates). */
export function EventPage() {
  const t = useStore(messages);
  const { id } = useParams<{ id: string }>();
  const eventId = /^\d{1,10}$/.test(id) ? Number(id) : null;
  return (
    <div className="mx-auto grid max-w-5xl gap-4">
      <Link href="/events" className={buttonVariants({ variant: "ghost", size: "sm", className: "-ml-2 justify-self-start" })}>
        <ArrowLeft aria-hidden="true" />
        {t.events}
      </Link>
      {/* An address that cannot be an event's is answered as one that is not there. */}
      <EventView eventId={eventId ?? 0} ReportDialog={ReportDialog} />
    </div>
  );
}
