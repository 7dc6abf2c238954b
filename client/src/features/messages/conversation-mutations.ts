import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Conversation, StartConversationBody } from "@contract/messages";
import { apiRequest } from "@/lib/api";
import { errorToast } from "@/lib/error-toast";
import { i18n } from "@/lib/i18n";
import { forgetConversation, refreshConversationLists, storeConversation } from "@/lib/message-cache";
import { toast } from "@/lib/use-toast";

const messages = i18n("messages/conversation-mutations", {
  muted: "Conversation muted. You will not be notified of new messages.",
  unmuted: "Conversation unmuted.",
  muteFailed: "The conversation could not be changed",
  acceptFailed: "The request could not be accepted",
  declined: "Request declined.",
  declineFailed: "The request could not be declined",
  left: "You left the circle.",
  leaveFailed: "You could not leave the circle",
  deleted: "Conversation deleted.",
  deleteFailed: "The conversation could not be deleted",
});

// Read when the toast is shown (outside React): in the language of that moment.
const t = () => messages.get();

async function conversationFrom(method: string, url: string, body?: unknown): Promise<Conversation> {
  return (await (await apiRequest(method, url, body)).json()) as Conversation;
}

const path = (id: number) => `/api/conversations/${id}`;

/** Starts a conversation (or finds the one to one already there); a refusal is the dialog's to show. */
export function useStartConversation({ onStarted }: { onStarted: (conversation: Conversation) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartConversationBody) => conversationFrom("POST", "/api/conversations", body),
    onSuccess: (conversation) => {
      storeConversation(queryClient, conversation);
      refreshConversationLists(queryClient);
      onStarted(conversation);
    },
  });
}

export function useMuteConversation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (muted: boolean) => conversationFrom("PUT", `${path(id)}/mute`, { muted }),
    onSuccess: (conversation) => {
      storeConversation(queryClient, conversation);
      // A muted conversation's messages leave the badge's count.
      refreshConversationLists(queryClient);
      toast({ description: conversation.muted ? t().muted : t().unmuted });
    },
    onError: (error) => errorToast(error, t().muteFailed),
  });
}

/** Accepts a message request: the conversation joins the inbox, and the member may answer. */
export function useAcceptRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => conversationFrom("POST", `${path(id)}/accept`),
    onSuccess: (conversation) => {
      storeConversation(queryClient, conversation);
      refreshConversationLists(queryClient);
    },
    onError: (error) => errorToast(error, t().acceptFailed),
  });
}

/** Ends a conversation for me, each its own way (declining a request, leaving a circle, deleting it): it leaves the lists. */
function useGoneFor(
  id: number,
  { url, method, done, failed }: { url: string; method: string; done: keyof ReturnType<typeof t>; failed: keyof ReturnType<typeof t> },
  onGone: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(method, url),
    onSuccess: () => {
      // Leave its page first, so nothing asks for the conversation that is gone.
      onGone();
      forgetConversation(queryClient, id);
      toast({ description: t()[done] });
    },
    onError: (error) => errorToast(error, t()[failed]),
  });
}

export const useDeclineRequest = (id: number, onGone: () => void) =>
  useGoneFor(id, { url: `${path(id)}/decline`, method: "POST", done: "declined", failed: "declineFailed" }, onGone);

export const useLeaveCircle = (id: number, onGone: () => void) =>
  useGoneFor(id, { url: `${path(id)}/leave`, method: "POST", done: "left", failed: "leaveFailed" }, onGone);

export const useDeleteConversation = (id: number, onGone: () => void) =>
  useGoneFor(id, { url: path(id), method: "DELETE", done: "deleted", failed: "deleteFailed" }, onGone);
