import { useMutation } from "@tanstack/react-query";
import type { CreateReportBody } from "@contract/moderation";
import { apiRequest } from "@/lib/api";
import { i18n } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";

const messages = i18n("safety/report-mutations", {
  sent: "Report sent",
});

/** Sends a report; the server's thanks is the toast. A refusal is the form's to show. */
export function useReport({ onSent }: { onSent: () => void }) {
  return useMutation({
    mutationFn: async (body: CreateReportBody) => (await (await apiRequest("POST", "/api/reports", body)).json()) as { message: string },
    onSuccess: ({ message }) => {
      toast({ title: messages.get().sent, description: message });
      onSent();
    },
  });
}
