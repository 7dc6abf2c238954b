import { useMutation, useMutationState, useQueryClient } from "@tanstack/react-query";
import type { Message, MessageReaction } from "@contract/messages";
import { apiRequest } from "@/lib/api";
import { hasStatus } from "@/lib/api-error";
import { errorToast } from "@/lib/error-toast";
import { i18n } from "@/lib/i18n";
import { conversationKey, conversationListsKey, patchConversation, storeMessage } from "@/lib/message-cache";
import { UNREAD_MESSAGES_KEY } from "@/lib/message-keys";
import { sendOrKeep } from "@/lib/outbox/send-or-keep";

const messages = i18n("messages/message-mutations", {
  editFailed: "The message could not be changed",
  deleteFailed: "The message could not be deleted",
  reactFailed: "Your reaction could not be saved",
});

/** What a message is sent with; `clientId` makes a resend (from the outbox) the same message. */
export interface OutgoingMessage {
  content?: string;
  imageUrl?: string;
  replyToId?: number;
  clientId: string;
}

const sendKey = (conversationId: number) => ["send-message", conversationId] as const;

async function messageFrom(method: string, url: string, body?: unknown): Promise<Message> {
  return (await (await apiRequest(method, url, body)).json()) as Message;
}

/** A new id for a message about to be sent (the server's clientId: 8 to 64 letters, digits, - or _). */
export const newClientId = (): string => crypto.randomUUID();

/**
 * Sends a message. Offline it is kept on the device (lib/outbox): it survives a reload and is
 * sent once the browser is back online, with its clientId, so a resend never doubles it. A
 * refusal is the composer's to show; a 403 may mean the conversation changed (a block), so it
 * is read again.
 */
export function useSendMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sendKey(conversationId),
    networkMode: "always",
    mutationFn: (body: OutgoingMessage) =>
      sendOrKeep<Message>({ kind: "message", url: `/api/conversations/${conversationId}/messages`, body: { ...body } }),
    onSuccess: (message) => {
      storeMessage(queryClient, message);
      // The conversation moves to the top of the lists.
      void queryClient.invalidateQueries({ queryKey: conversationListsKey });
    },
    onError: (error) => {
      if (hasStatus(error, 403, 404)) void queryClient.invalidateQueries({ queryKey: conversationKey(conversationId), exact: true });
    },
  });
}

/** The messages of this page being sent (or kept offline) now, oldest first. */
export function useMessagesBeingSent(conversationId: number): OutgoingMessage[] {
  return useMutationState({
    filters: { mutationKey: sendKey(conversationId), status: "pending" },
    select: (mutation) => mutation.state.variables as OutgoingMessage,
  });
}

export function useEditMessage({ onSaved }: { onSaved: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) => messageFrom("PATCH", `/api/messages/${id}`, { content }),
    onSuccess: (message) => {
      storeMessage(queryClient, message);
      onSaved();
    },
    onError: (error) => errorToast(error, messages.get().editFailed),
  });
}

/** Deletes my message for everyone: it stays in its place as "This message was deleted". */
export function useDeleteMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => messageFrom("DELETE", `/api/messages/${id}`),
    onSuccess: (message) => storeMessage(queryClient, message),
    onError: (error) => errorToast(error, messages.get().deleteFailed),
  });
}

/** The reactions as they stand once mine is `reaction` (or none): shown at once, settled by the server's answer. */
function withMine(message: Message, reaction: MessageReaction | null): Message {
  const counts = message.reactions
    .map((r) => (r.mine ? { ...r, count: r.count - 1, mine: false } : r))
    .filter((r) => r.count > 0)
    .map((r) => (r.reaction === reaction ? { ...r, count: r.count + 1, mine: true } : r));
  if (reaction && !counts.some((r) => r.reaction === reaction)) counts.push({ reaction, count: 1, mine: true });
  return { ...message, reactions: counts };
}

/** One reaction per person: choosing one replaces mine, choosing mine again (null) takes it back. */
export function useReact(message: Message) {
  const queryClient = useQueryClient();
  const url = `/api/messages/${message.id}/reaction`;
  return useMutation({
    scope: { id: `reaction-${message.id}` },
    mutationFn: (reaction: MessageReaction | null) => (reaction ? messageFrom("PUT", url, { reaction }) : messageFrom("DELETE", url)),
    onMutate: (reaction) => {
      storeMessage(queryClient, withMine(message, reaction));
      return { before: message };
    },
    onSuccess: (answer) => storeMessage(queryClient, answer),
    onError: (error, _reaction, context) => {
      if (context) storeMessage(queryClient, context.before);
      errorToast(error, messages.get().reactFailed);
    },
  });
}

/** Marks the conversation read up to a message: its count and the badge go down. */
export function useMarkRead(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => apiRequest("PUT", `/api/conversations/${conversationId}/read`, { messageId }),
    onSuccess: () => {
      patchConversation(queryClient, conversationId, (conversation) => ({ ...conversation, unread: 0 }));
      void queryClient.invalidateQueries({ queryKey: UNREAD_MESSAGES_KEY });
    },
  });
}
