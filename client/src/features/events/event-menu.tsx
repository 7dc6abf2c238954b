import { LazyMenu } from "@/components/lazy-menu";
import { retryableLazy } from "@/lib/retryable-lazy";
import { EventMenuTrigger } from "./event-menu-trigger";
import type { ReportDialogSlot } from "./report-dialog-slot";

// The menu and its dialog are not needed to paint the event: they load after it.
const EventMenuDropdown = retryableLazy(() => import("./event-menu-dropdown").then((m) => m.EventMenuDropdown));

/** The "..." beside the title of an event someone else organises: report the event. */
export function EventMenu({ eventId, ReportDialog }: { eventId: number; ReportDialog: ReportDialogSlot }) {
  return (
    <LazyMenu
      standIn={(props) => <EventMenuTrigger {...props} />}
      menu={(defaultOpen) => <EventMenuDropdown eventId={eventId} ReportDialog={ReportDialog} defaultOpen={defaultOpen} />}
    />
  );
}
