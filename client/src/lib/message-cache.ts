import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { LiveChange } from "@contract/live";
import type { Conversation, Message } from "@contract/messages";
import { CONVERSATIONS_KEY, UNREAD_MESSAGES_KEY } from "./message-keys";

/** Which list of conversations: those the member is in, or the requests waiting for an answer. */
export type Box = "inbox" | "requests";

export const conversationListsKey = [...CONVERSATIONS_KEY, "box"] as const;
export const conversationListKey = (box: Box) => [...conversationListsKey, box] as const;
/** One conversation: joined, its own GET path (/api/conversations/5). Its messages sit under it. */
export const conversationKey = (id: number) => [...CONVERSATIONS_KEY, id] as const;
export const messagesKey = (id: number) => [...CONVERSATIONS_KEY, id, "messages"] as const;

/** A conversation's messages as loaded: the newest page first, each page oldest to newest. */
type MessagePages = InfiniteData<Message[], number | null>;

/** A list of conversations as loaded: the newest activity first, each page after the one before. */
export type ConversationPages = InfiniteData<Conversation[], number | null>;

/** A list's pages with `change` made to each page. */
const eachPage = (list: ConversationPages | undefined, change: (page: Conversation[]) => Conversation[]) =>
  list && { ...list, pages: list.pages.map(change) };

/** The conversation, if a list of the cache holds it. */
export function listedConversation(queryClient: QueryClient, id: number): Conversation | undefined {
  for (const [, list] of queryClient.getQueriesData<ConversationPages>({ queryKey: conversationListsKey })) {
    const found = list?.pages.flat().find((c) => c.id === id);
    if (found) return found;
  }
  return undefined;
}

const refetch = (queryClient: QueryClient, queryKey: readonly unknown[], exact = false) =>
  void queryClient.invalidateQueries({ queryKey, exact });

/** The lists and the badge, read again (now if shown, else when next shown). */
export function refreshConversationLists(queryClient: QueryClient): void {
  refetch(queryClient, conversationListsKey);
  refetch(queryClient, UNREAD_MESSAGES_KEY);
}

/** Changes a conversation wherever the cache holds it: its own entry and the lists. */
export function patchConversation(queryClient: QueryClient, id: number, change: (conversation: Conversation) => Conversation): void {
  queryClient.setQueryData<Conversation>(conversationKey(id), (conversation) => conversation && change(conversation));
  queryClient.setQueriesData<ConversationPages>({ queryKey: conversationListsKey }, (list) =>
    eachPage(list, (page) => (page.some((c) => c.id === id) ? page.map((c) => (c.id === id ? change(c) : c)) : page)),
  );
}

/** A conversation as the server answered it, in its own entry and in the lists that hold it. */
export function storeConversation(queryClient: QueryClient, conversation: Conversation): void {
  queryClient.setQueryData(conversationKey(conversation.id), conversation);
  patchConversation(queryClient, conversation.id, () => conversation);
}

/** A conversation the member left, declined or deleted: out of the lists, and its cache dropped. */
export function forgetConversation(queryClient: QueryClient, id: number): void {
  queryClient.setQueriesData<ConversationPages>({ queryKey: conversationListsKey }, (list) =>
    eachPage(list, (page) => page.filter((c) => c.id !== id)),
  );
  queryClient.removeQueries({ queryKey: conversationKey(id) });
  refreshConversationLists(queryClient);
}

/**
 * A message as the server or the live stream gives it: written in place where it is loaded
 * (edited, deleted, its reactions), else added after the newest, once; and as the
 * conversation's last message when it is the newest.
 */
export function storeMessage(queryClient: QueryClient, message: Message): void {
  const id = message.conversationId;
  queryClient.setQueryData<MessagePages>(messagesKey(id), (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.some((m) => m.id === message.id))) {
      return { ...data, pages: data.pages.map((page) => page.map((m) => (m.id === message.id ? message : m))) };
    }
    const [newest = [], ...older] = data.pages;
    return { ...data, pages: [[...newest, message].sort((a, b) => a.id - b.id), ...older] };
  });
  patchConversation(queryClient, id, (conversation) =>
    !conversation.lastMessage || conversation.lastMessage.id <= message.id ? { ...conversation, lastMessage: message } : conversation,
  );
}

/** Someone read a conversation up to a message: their marker moves on, never back. */
function storeReadMarker(queryClient: QueryClient, conversationId: number, userId: number, messageId: number): void {
  patchConversation(queryClient, conversationId, (conversation) => {
    const before = conversation.readMarkers.find((marker) => marker.userId === userId);
    if (before && before.messageId >= messageId) return conversation;
    const others = conversation.readMarkers.filter((marker) => marker.userId !== userId);
    return { ...conversation, readMarkers: [...others, { userId, messageId }] };
  });
}

type MessageChange = Extract<LiveChange, { kind: "message" | "message-read" | "conversation" }>;

/** What the live stream says changed in the member's conversations, applied to this tab's cache. */
export function applyMessageChange(queryClient: QueryClient, change: MessageChange): void {
  if (change.kind === "message") {
    storeMessage(queryClient, change.message);
    // A conversation's unread count and its place in the lists are the server's to say.
    refetch(queryClient, conversationListsKey);
  } else if (change.kind === "message-read") {
    storeReadMarker(queryClient, change.conversationId, change.userId, change.messageId);
  } else {
    refetch(queryClient, conversationKey(change.conversationId), true);
    refetch(queryClient, conversationListsKey);
  }
}
