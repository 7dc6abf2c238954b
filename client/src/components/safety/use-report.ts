import { useMutation } from "@tanstack/react-query";
import type { CreateReportBody } from "@contract/moderation";
import { apiRequest } from "@/lib/api";
import { toast } from "@/lib/use-toast";

/** Sends a report; the server's thanks is the toast. A refusal is the form's to show. */
export function useReport({ onSent }: { onSent: () => void }) {
  return useMutation({
    mutationFn: async (body: CreateReportBody) => (await (await apiRequest("POST", "/api/reports", body)).json()) as { message: string },
    onSuccess: ({ message }) => {
      toast({ title: "Report sent", description: message });
      onSent();
    },
  });
}
