import type { ComponentType } from "react";

/** What may be reported from an event's page, and how the dialog names it ("Report event"). */
interface EventReportSubject {
  type: "event" | "event_comment";
  id: number;
  name: string;
}

/**
 * The report dialog, handed in by the page: reporting belongs to the safety feature, which the
 * events feature does not import, so the page that composes both passes it down (loaded on demand).
 */
export type ReportDialogSlot = ComponentType<ReportDialogProps>;

export type ReportDialogProps = { subject: EventReportSubject; open: boolean; onOpenChange: (open: boolean) => void };
