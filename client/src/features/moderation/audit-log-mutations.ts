import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ModerationAction } from "@contract/moderation";
import { apiRequest } from "@/lib/api";
import { errorToast } from "@/lib/error-toast";
import { i18n } from "@/lib/i18n";
import { ACTIONS_KEY } from "@/lib/moderation-cache";
import { toast } from "@/lib/use-toast";

const messages = i18n("moderation/audit-log-mutations", {
  undone: "Action undone",
  undoneText: "It is marked as undone in the log.",
  failed: "Could not undo it. Please try again.",
});

type AuditData = InfiniteData<ModerationAction[], number | null>;

/** An admin undoes an entry of the audit log: it shows as undone, by whom. */
export function useUndoAction(entry: ModerationAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await (await apiRequest("POST", `/api/moderation/actions/${entry.id}/undo`)).json()) as ModerationAction,
    onSuccess: (undone) => {
      queryClient.setQueryData<AuditData>(ACTIONS_KEY, (data) =>
        data ? { ...data, pages: data.pages.map((page) => page.map((e) => (e.id === undone.id ? undone : e))) } : data,
      );
      void queryClient.invalidateQueries({ queryKey: ACTIONS_KEY, refetchType: "none" });
      const t = messages.get();
      toast({ title: t.undone, description: t.undoneText });
    },
    onError: (error) => errorToast(error, messages.get().failed),
  });
}
