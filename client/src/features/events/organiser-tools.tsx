import { useStore } from "@nanostores/react";
import { Ban, CalendarClock, Megaphone, Pencil, RotateCcw, Trash2, XCircle } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import type { EventDetail, Occurrence } from "@contract/events";
import { ConfirmButton } from "@/components/confirm-button";
import { MountWhenOpened } from "@/components/mount-when-opened";
import { PanelCard } from "@/components/panel-card";
import { Button } from "@/components/ui/button";
import { i18n } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useCancelEvent, useDeleteEvent, useUpdateOccurrence } from "./event-mutations";
import { MessageGoingDialog } from "./message-going-dialog";
import { MoveOccurrenceDialog } from "./move-occurrence-dialog";

// The form is the same chunk 'New event' opens.
const EventFormDialog = retryableLazy(() => import("./event-form-dialog").then((m) => m.EventFormDialog));

const messages = i18n("events/organiser-tools", {
  title: "Organiser tools",
  edit: "Edit event",
  move: "Move this date",
  cancelDate: "Cancel this date",
  cancelDateTitle: "Cancel this date?",
  cancelDateText: "Everyone who answered is told. The other dates stay as they are; you can restore this one later.",
  confirmCancelDate: "Yes, cancel this date",
  cancellingDate: "Cancelling...",
  restoreDate: "Restore this date",
  message: "Message everyone going",
  cancelEvent: "Cancel event",
  cancelEventTitle: "Cancel the whole event?",
  cancelEventText: "Every date is cancelled and everyone who answered is told. This cannot be undone.",
  confirmCancelEvent: "Yes, cancel the event",
  cancellingEvent: "Cancelling...",
  deleteEvent: "Delete event",
  deleteEventTitle: "Delete this event?",
  deleteEventText: "The event, its dates and everyone's answers are removed for good. To let people know, cancel it instead.",
  deleting: "Deleting...",
});

const toolClass = "h-auto min-h-10 w-full justify-start py-2 text-left whitespace-normal";

/** What an event's organisers do with it: edit it, move or cancel the chosen date, message those going, cancel or delete it. */
export function OrganiserTools({ event, occurrence }: { event: EventDetail; occurrence?: Occurrence }) {
  const t = useStore(messages);
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<"edit" | "move" | "message" | null>(null);
  const cancelEvent = useCancelEvent(event.id);
  const deleteEvent = useDeleteEvent(event.id, { onDeleted: () => navigate("/events", { replace: true }) });
  const open = (name: typeof dialog) => () => setDialog(name);
  const onOpenChange = (name: typeof dialog) => (next: boolean) => setDialog(next ? name : null);
  const passed = occurrence ? Date.parse(occurrence.endsAt) < Date.now() : true;
  const live = !event.cancelled;

  return (
    <PanelCard id="organiser" title={t.title}>
      <div className="-mx-2 grid gap-1">
        {live && (
          <Button variant="ghost" className={toolClass} onClick={open("edit")}>
            <Pencil aria-hidden="true" />
            {t.edit}
          </Button>
        )}
        {live && occurrence && !passed && (
          <>
            {!occurrence.cancelled && (
              <Button variant="ghost" className={toolClass} onClick={open("move")}>
                <CalendarClock aria-hidden="true" />
                {t.move}
              </Button>
            )}
            <OccurrenceCancel occurrence={occurrence} />
            {!occurrence.cancelled && (
              <Button variant="ghost" className={toolClass} onClick={open("message")}>
                <Megaphone aria-hidden="true" />
                {t.message}
              </Button>
            )}
          </>
        )}
        {live && (
          <ConfirmButton
            trigger={
              <>
                <Ban aria-hidden="true" />
                {t.cancelEvent}
              </>
            }
            triggerProps={{ variant: "ghost", className: `${toolClass} text-destructive hover:text-destructive` }}
            title={t.cancelEventTitle}
            description={t.cancelEventText}
            confirmLabel={t.confirmCancelEvent}
            pendingLabel={t.cancellingEvent}
            pending={cancelEvent.isPending}
            onConfirm={(done) => cancelEvent.mutate(undefined, { onSettled: done })}
          />
        )}
        <ConfirmButton
          trigger={
            <>
              <Trash2 aria-hidden="true" />
              {t.deleteEvent}
            </>
          }
          triggerProps={{ variant: "ghost", className: `${toolClass} text-destructive hover:text-destructive` }}
          title={t.deleteEventTitle}
          description={t.deleteEventText}
          confirmLabel={t.deleteEvent}
          pendingLabel={t.deleting}
          pending={deleteEvent.isPending}
          onConfirm={(done) => deleteEvent.mutate(undefined, { onSettled: done })}
        />
      </div>
      <MountWhenOpened open={dialog === "edit"}>
        <EventFormDialog open={dialog === "edit"} onOpenChange={onOpenChange("edit")} event={event} />
      </MountWhenOpened>
      {occurrence && (
        <>
          <MountWhenOpened open={dialog === "move"}>
            <MoveOccurrenceDialog occurrence={occurrence} open={dialog === "move"} onOpenChange={onOpenChange("move")} />
          </MountWhenOpened>
          <MountWhenOpened open={dialog === "message"}>
            <MessageGoingDialog occurrence={occurrence} open={dialog === "message"} onOpenChange={onOpenChange("message")} />
          </MountWhenOpened>
        </>
      )}
    </PanelCard>
  );
}

/** Cancel the chosen date (asking first), or restore it. */
function OccurrenceCancel({ occurrence }: { occurrence: Occurrence }) {
  const t = useStore(messages);
  const update = useUpdateOccurrence(occurrence);
  if (occurrence.cancelled) {
    return (
      <Button variant="ghost" className={toolClass} disabled={update.isPending} onClick={() => update.mutate({ cancelled: false })}>
        <RotateCcw aria-hidden="true" />
        {t.restoreDate}
      </Button>
    );
  }
  return (
    <ConfirmButton
      trigger={
        <>
          <XCircle aria-hidden="true" />
          {t.cancelDate}
        </>
      }
      triggerProps={{ variant: "ghost", className: toolClass }}
      title={t.cancelDateTitle}
      description={t.cancelDateText}
      confirmLabel={t.confirmCancelDate}
      pendingLabel={t.cancellingDate}
      pending={update.isPending}
      onConfirm={(done) => update.mutate({ cancelled: true }, { onSettled: done })}
    />
  );
}
