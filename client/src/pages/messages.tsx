import { useStore } from "@nanostores/react";
import { useParams, useSearch } from "wouter";
import { MessagesLayout } from "@/features/messages/messages-layout";
import type { ReportDialogProps } from "@/features/messages/report-dialog-slot";
import { i18n } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useDocumentTitle } from "@/lib/use-document-title";

const messages = i18n("pages/messages", {
  title: "Messages",
});

// Reporting a message is safety's dialog: its code loads when a report is first begun.
const ReportDialog = retryableLazy<ReportDialogProps>(() => import("@/features/safety/report-dialog").then((m) => m.ReportDialog));

const asId = (value: string | null | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : null);

/**
 * Private messages, /messages and /messages/:id (?message= shows one of its messages first,
 * ?box=requests opens on the requests). Both paths are this one page, so moving between
 * conversations keeps the list as it is.
 */
export function MessagesPage() {
  const t = useStore(messages);
  useDocumentTitle(t.title);
  const { id } = useParams<{ id?: string }>();
  const search = new URLSearchParams(useSearch());
  // An address that cannot be a conversation's is answered as one that is not there.
  const conversationId = id === undefined ? null : (asId(id) ?? 0);
  return (
    <MessagesLayout
      conversationId={conversationId}
      jumpTo={asId(search.get("message"))}
      initialBox={search.get("box") === "requests" ? "requests" : "inbox"}
      ReportDialog={ReportDialog}
    />
  );
}
