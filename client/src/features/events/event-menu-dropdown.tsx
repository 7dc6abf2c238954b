import { useStore } from "@nanostores/react";
import { Flag } from "lucide-react";
import { useState } from "react";
import { MountWhenOpened } from "@/components/mount-when-opened";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { i18n } from "@/lib/i18n";
import { EventMenuTrigger } from "./event-menu-trigger";
import type { ReportDialogSlot } from "./report-dialog-slot";

const messages = i18n("events/event-menu-dropdown", {
  reportEvent: "Report event",
  // How the report dialog names what is reported ("Report event").
  event: "event",
});

/** The event's menu itself and the report dialog, loaded on demand by EventMenu. */
export function EventMenuDropdown({
  eventId,
  ReportDialog,
  defaultOpen,
}: {
  eventId: number;
  ReportDialog: ReportDialogSlot;
  defaultOpen?: boolean;
}) {
  const t = useStore(messages);
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <EventMenuTrigger />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-[12rem]">
          <DropdownMenuItem onSelect={() => setReporting(true)}>
            <Flag aria-hidden="true" />
            {t.reportEvent}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {/* Outside the menu, which closes (and unmounts its items) as the dialog opens. */}
      <MountWhenOpened open={reporting}>
        <ReportDialog subject={{ type: "event", id: eventId, name: t.event }} open={reporting} onOpenChange={setReporting} />
      </MountWhenOpened>
    </>
  );
}
