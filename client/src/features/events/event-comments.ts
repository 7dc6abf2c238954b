import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EventComment } from "@contract/events";
import { apiRequest } from "@/lib/api";
import { i18n } from "@/lib/i18n";
import { handleUnauthorized } from "@/lib/redirect-to-login";
import { toast } from "@/lib/use-toast";
import { eventErrorToast } from "./event-errors";
import { eventKeys } from "./event-queries";

const messages = i18n("events/event-comments", {
  deleted: "The comment has been deleted.",
  deleteFailed: "The comment could not be deleted",
});

/** An event's discussion, oldest first (the default query function reads /api/events/<id>/comments). */
export const useEventComments = (eventId: number) => useQuery<EventComment[]>({ queryKey: eventKeys.comments(eventId) });

/**
 * Adds a comment; the server's copy joins the end of the list. A refusal (too long, a new
 * account's limit) is the composer's to show, beside what was written.
 */
export function useAddEventComment(eventId: number, { onAdded }: { onAdded: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline it fails at once and says so, rather than waiting unseen for the network.
    networkMode: "always",
    mutationFn: async (content: string) =>
      (await (await apiRequest("POST", `/api/events/${eventId}/comments`, { content })).json()) as EventComment,
    onSuccess: (comment) => {
      queryClient.setQueryData<EventComment[]>(eventKeys.comments(eventId), (list) =>
        // A live change may have read the list again, with this comment in it, before the answer came.
        list && !list.some((c) => c.id === comment.id) ? [...list, comment] : list,
      );
      onAdded();
    },
    onError: (error) => void handleUnauthorized(error),
  });
}

/** Deletes a comment: the viewer's own, or any in an event they organise. */
export function useDeleteEventComment(comment: EventComment) {
  const queryClient = useQueryClient();
  const key = eventKeys.comments(comment.eventId);
  return useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/events/${comment.eventId}/comments/${comment.id}`),
    onSuccess: () => {
      queryClient.setQueryData<EventComment[]>(key, (list) => list?.filter((c) => c.id !== comment.id));
      toast({ description: messages.get().deleted });
    },
    onError: (error) => {
      eventErrorToast(error, messages.get().deleteFailed);
      // Gone already, or the event changed hands: the list as it now stands.
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
