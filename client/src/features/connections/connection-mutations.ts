import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Connection, ConnectionRequest } from "@contract/connections";
import type { SuggestedUser } from "@contract/suggestions";
import { apiRequest } from "@/lib/api";
import { CONNECTIONS_KEY, REQUESTS_KEY, SUGGESTED_KEY } from "@/lib/connection-cache";
import { errorToast } from "@/lib/error-toast";
import { refreshFeed } from "@/lib/post-cache";
import { handleUnauthorized } from "@/lib/redirect-to-login";
import { i18n } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";

const messages = i18n("connections/connection-mutations", {
  accepted: "Connection Accepted",
  acceptedDescription: "You are now connected!",
  declined: "Connection Declined",
  declinedDescription: "The request has been declined.",
  answerFailed: "Failed to respond to connection request",
  sent: "Connection Request Sent",
  sentDescription: "They will see your request to connect.",
  sendFailed: "Failed to send connection request",
  dismissFailed: "Could not hide this suggestion. Please try again.",
});

// Read when the toast is shown (outside React): in the language of that moment.
const t = () => messages.get();

/** A failed write: a 401 sends the person to sign in; anything else is a destructive 'Error' toast. */
function reportError(error: unknown, fallback: string) {
  if (handleUnauthorized(error)) return;
  errorToast(error, fallback);
}

type Answer = "accepted" | "rejected";

export function useRespondToRequest(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: Answer) => (await (await apiRequest("PUT", `/api/connections/${requestId}`, { status })).json()) as Connection,
    onSuccess: (_connection, status) => {
      // The answered request leaves both panels at once; the refetch below confirms it.
      queryClient.setQueryData<ConnectionRequest[]>(REQUESTS_KEY, (requests) => requests?.filter((request) => request.id !== requestId));
      if (status === "accepted") {
        toast({ title: t().accepted, description: t().acceptedDescription });
      } else {
        toast({ title: t().declined, description: t().declinedDescription });
      }
      void queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
      // My connections are refreshed once I have answered a request.
      void queryClient.invalidateQueries({ queryKey: CONNECTIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: SUGGESTED_KEY });
      // A new connection's posts belong in the feed now, without a reload.
      if (status === "accepted") void refreshFeed(queryClient);
    },
    onError: (error) => reportError(error, t().answerFailed),
  });
}

export function useSendConnectionRequest(addresseeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await (await apiRequest("POST", "/api/connections", { addresseeId })).json()) as Connection,
    onSuccess: () => {
      toast({ title: t().sent, description: t().sentDescription });
      // The card keeps showing 'Requested' for now; the list is fetched afresh next time it is shown.
      void queryClient.invalidateQueries({ queryKey: SUGGESTED_KEY, refetchType: "none" });
    },
    onError: (error) => reportError(error, t().sendFailed),
  });
}

/**
 * "Not now": the person leaves the suggestions at once (and the server keeps them out for a
 * while); should the server refuse, they come back, with the reason in a toast.
 */
export function useDismissSuggestion(personId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest("DELETE", `/api/users/suggested/${personId}`);
    },
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: SUGGESTED_KEY });
      const before = queryClient.getQueryData<SuggestedUser[]>(SUGGESTED_KEY);
      queryClient.setQueryData<SuggestedUser[]>(SUGGESTED_KEY, (list) => list?.filter((person) => person.id !== personId));
      return { before };
    },
    onSuccess: () => {
      // The next person in line takes the freed place.
      void queryClient.invalidateQueries({ queryKey: SUGGESTED_KEY });
    },
    onError: (error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(SUGGESTED_KEY, context.before);
      reportError(error, t().dismissFailed);
    },
  });
}
