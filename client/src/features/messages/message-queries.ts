import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { CONVERSATIONS_PAGE, MESSAGES_PAGE } from "@contract/limits";
import type { Conversation, Message, MessageSearchHit, MessageSettings } from "@contract/messages";
import type { z } from "zod";
import { throwIfNotOk } from "@/lib/api";
import { type Box, conversationKey, conversationListKey, messagesKey } from "@/lib/message-cache";
import { CONVERSATIONS_KEY } from "@/lib/message-keys";

export const MESSAGE_SETTINGS_KEY = ["/api/account/message-settings"] as const;
const searchKey = (q: string) => ["/api/messages/search", q] as const;

export type SearchHit = z.infer<typeof MessageSearchHit>;

async function getJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: "include", signal });
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/**
 * The inbox or the requests, newest activity first, a page at a time (each after the last one
 * of the page before); kept by the live stream while shown.
 */
export const useConversations = (box: Box) =>
  useInfiniteQuery({
    queryKey: conversationListKey(box),
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ box, limit: String(CONVERSATIONS_PAGE), ...(pageParam !== null && { cursor: String(pageParam) }) });
      return getJson<Conversation[]>(`${CONVERSATIONS_KEY[0]}?${query}`, signal);
    },
    getNextPageParam: (page) => (page.length >= CONVERSATIONS_PAGE ? (page.at(-1)?.id ?? null) : null),
  });

export const useConversation = (id: number) => useQuery<Conversation>({ queryKey: conversationKey(id) });

/**
 * A conversation's messages, the newest page first: each older page holds those before the
 * oldest one loaded, asked for as the reader scrolls up.
 */
export function useMessages(conversationId: number) {
  return useInfiniteQuery({
    queryKey: messagesKey(conversationId),
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(MESSAGES_PAGE), ...(pageParam !== null && { before: String(pageParam) }) });
      return getJson<Message[]>(`/api/conversations/${conversationId}/messages?${query}`, signal);
    },
    getNextPageParam: (page) => (page.length >= MESSAGES_PAGE ? (page[0]?.id ?? null) : null),
  });
}

export const useMessageSettings = () => useQuery<MessageSettings>({ queryKey: MESSAGE_SETTINGS_KEY });

/** Messages of the member's own conversations holding the words; read afresh each time it is asked. */
export function useMessageSearch(q: string) {
  return useQuery({
    queryKey: searchKey(q),
    queryFn: ({ signal }) => getJson<SearchHit[]>(`/api/messages/search?${new URLSearchParams({ q })}`, signal),
    enabled: q.length >= 2,
    staleTime: 0,
  });
}
