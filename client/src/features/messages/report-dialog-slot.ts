import type { ComponentType } from "react";

/** A message to report, and how the dialog names it ("Report message"). */
interface MessageReportSubject {
  type: "message";
  id: number;
  name: string;
}

export type ReportDialogProps = { subject: MessageReportSubject; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The report dialog, handed in by the page: reporting belongs to the safety feature, which the
 * messages feature does not import, so the page that composes both passes it down (loaded on demand).
 */
export type ReportDialogSlot = ComponentType<ReportDialogProps>;
