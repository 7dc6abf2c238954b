import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ModerationAction, ModerationActionBody, ReportGroup, TeamMember } from "@contract/moderation";
import { apiRequest } from "@/lib/api";
import { errorToast } from "@/lib/error-toast";
import { ACTIONS_KEY, REPORTS_KEY, TEAM_KEY } from "@/lib/moderation-cache";
import { removeComment, removePost } from "@/lib/post-cache";
import { toast } from "@/lib/use-toast";
import { actionDone } from "./moderation-words";

const LOG_PAGE = 20;

/** The open reports, grouped by what they target, the most reported first; read afresh on each visit. */
export const useReportGroups = () => useQuery<ReportGroup[]>({ queryKey: REPORTS_KEY, refetchOnMount: "always" });

export const useTeam = () => useQuery<TeamMember[]>({ queryKey: TEAM_KEY, refetchOnMount: "always" });

type AuditData = InfiniteData<ModerationAction[], number | null>;

/** The audit log, newest first, a page at a time (the cursor is the last entry's id). */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: ACTIONS_KEY,
    initialPageParam: null as number | null,
    refetchOnMount: "always",
    queryFn: async ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(LOG_PAGE) });
      if (pageParam !== null) params.set("cursor", String(pageParam));
      return (await (await apiRequest("GET", `/api/moderation/actions?${params}`)).json()) as ModerationAction[];
    },
    getNextPageParam: (last) => (last.length < LOG_PAGE ? null : (last.at(-1)?.id ?? null)),
  });
}

type ActionBody = Omit<ModerationActionBody, "reason" | "targetType" | "targetId"> & { reason: string };

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
      if (body.action === "remove" && target.type === "post") removePost(queryClient, target.id);
      if (body.action === "remove" && target.type === "comment" && target.postId !== null) {
        removeComment(queryClient, target.postId, target.id);
      }
      toast({ title: actionDone(body.action, target.type, entry.subject, body.days), description: "The reports are closed." });
    },
  });
}

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
      toast({ title: "Action undone", description: "It is marked as undone in the log." });
    },
    onError: (error) => errorToast(error, "Could not undo it. Please try again."),
  });
}
