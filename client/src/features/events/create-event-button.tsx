import { useStore } from "@nanostores/react";
import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import type { EventHostBody } from "@contract/events";
import { MountWhenOpened } from "@/components/mount-when-opened";
import { Button } from "@/components/ui/button";
import { i18n } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";

// The form (its fields, the zone list, the uploader's button) loads when first opened.
const EventFormDialog = retryableLazy(() => import("./event-form-dialog").then((m) => m.EventFormDialog));

const messages = i18n("events/create-event-button", {
  newEvent: "New event",
});

/** 'New event': the form to make one, its host chosen already when given (a church's page, a group's). */
export function CreateEventButton({ host }: { host?: EventHostBody }) {
  const t = useStore(messages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        <CalendarPlus aria-hidden="true" />
        {t.newEvent}
      </Button>
      <MountWhenOpened open={open}>
        <EventFormDialog open={open} onOpenChange={setOpen} host={host} />
      </MountWhenOpened>
    </>
  );
}
