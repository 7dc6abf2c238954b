import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ModerationAction, ModerationActionBody, ReportGroup } from "@contract/moderation";
import { apiRequest } from "@/lib/api";
import { i18n } from "@/lib/i18n";
import { ACTIONS_KEY, REPORTS_COUNT_KEY, REPORTS_KEY } from "@/lib/moderation-cache";
import { removeComment, removePost } from "@/lib/post-cache";
import { toast } from "@/lib/use-toast";
import { actionDone } from "./outcome-words";

const messages = i18n("moderation/moderation-mutations", { closed: "The reports are closed." });

type ActionBody = Omit<ModerationActionBody, "reason" | "targetType" | "targetId"> & { reason: string };

// The events feature keeps every query of its own under this prefix, an event's page and what
// hangs from it under [prefix, id]. Features do not import each other, so the prefix is named here.
const EVENTS_PREFIX = "/api/events";

/**
 * Acts on a group of reports: the group leaves the queue, the audit log is read again when
 * next shown, and what was removed leaves this tab's lists.
 */
export function useModerationAction({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ group, body }: { group: ReportGroup; body: ActionBody }) =>
      (await (
        await apiRequest("POST", "/api/moderation/actions", { ...body, targetType: group.target.type, targetId: group.target.id })
      ).json()) as ModerationAction,
    onSuccess: (entry, { group: { target }, body }) => {
      onDone();
      queryClient.setQueryData<ReportGroup[]>(REPORTS_KEY, (groups) =>
        groups?.filter((g) => !(g.target.type === target.type && g.target.id === target.id)),
      );
      void queryClient.invalidateQueries({ queryKey: ACTIONS_KEY });
      // The stream says so too; this covers a tab whose stream is down.
      void queryClient.invalidateQueries({ queryKey: REPORTS_COUNT_KEY });
      if (body.action === "remove" && target.type === "post") removePost(queryClient, target.id);
      if (body.action === "remove" && target.type === "comment" && target.postId !== null) {
        removeComment(queryClient, target.postId, target.id);
      }
      // Every list a removed event was in is read again, as is the page of the event a removed comment was in.
      if (body.action === "remove" && target.type === "event") void queryClient.invalidateQueries({ queryKey: [EVENTS_PREFIX] });
      if (body.action === "remove" && target.type === "event_comment" && target.eventId !== null) {
        void queryClient.invalidateQueries({ queryKey: [EVENTS_PREFIX, target.eventId] });
      }
      toast({ title: actionDone(body.action, target.type, entry.subject, body.days), description: messages.get().closed });
    },
  });
}
