import { type InfiniteData, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { Conversation, Message } from "../../contract/messages";
import {
  type ConversationPages,
  applyMessageChange,
  conversationKey,
  conversationListKey,
  messagesKey,
  storeMessage,
} from "../../client/src/lib/message-cache";

// A conversation's cache as messages and read markers reach it: the live stream's news and the
// answers to sending are written in place, each message once, in order, and a read marker only
// ever moves on.

const person = (id: number) => ({
  id,
  firstName: `Person${id}`,
  lastName: "Test",
  profileImageUrl: null,
  bannerImageUrl: null,
  churchAffiliation: null,
  aboutMe: null,
  location: null,
});
const message = (id: number, over: Partial<Message> = {}): Message => ({
  id,
  conversationId: 5,
  author: person(2),
  content: `Message ${id}`,
  verses: [],
  imageUrl: null,
  replyTo: null,
  reactions: [],
  clientId: null,
  createdAt: "2026-11-29T10:00:00.000Z",
  editedAt: null,
  deletedAt: null,
  ...over,
});
const conversation = (over: Partial<Conversation> = {}): Conversation => ({
  id: 5,
  kind: "direct",
  title: null,
  people: [person(2)],
  lastMessage: message(3),
  unread: 0,
  muted: false,
  request: false,
  canSend: true,
  updatedAt: "2026-11-29T10:00:00.000Z",
  readMarkers: [],
  ...over,
});

type Pages = InfiniteData<Message[], number | null>;

/** A client holding conversation 5 (in its own entry and the inbox) and two pages of its messages. */
function holding() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  queryClient.setQueryData(conversationKey(5), conversation());
  queryClient.setQueryData<ConversationPages>(conversationListKey("inbox"), { pages: [[conversation()]], pageParams: [null] });
  queryClient.setQueryData<Pages>(messagesKey(5), { pages: [[message(2), message(3)], [message(1)]], pageParams: [null, 2] });
  const ids = () => [...queryClient.getQueryData<Pages>(messagesKey(5))!.pages].reverse().flatMap((page) => page.map((m) => [m.id, m.content]));
  return { queryClient, ids };
}

describe("a conversation's live news", () => {
  it("adds a new message after the newest, once, and makes it the conversation's last", () => {
    const { queryClient, ids } = holding();
    storeMessage(queryClient, message(4));
    applyMessageChange(queryClient, { kind: "message", conversationId: 5, message: message(4) });
    expect(ids()).toEqual([
      [1, "Message 1"],
      [2, "Message 2"],
      [3, "Message 3"],
      [4, "Message 4"],
    ]);
    expect(queryClient.getQueryData<Conversation>(conversationKey(5))!.lastMessage!.id).toBe(4);
    expect(queryClient.getQueryData<ConversationPages>(conversationListKey("inbox"))!.pages[0]![0]!.lastMessage!.id).toBe(4);
  });

  it("writes an edited or deleted message in its place, on whichever page holds it", () => {
    const { queryClient, ids } = holding();
    applyMessageChange(queryClient, {
      kind: "message",
      conversationId: 5,
      message: message(1, { content: null, deletedAt: "2026-11-29T11:00:00.000Z" }),
    });
    applyMessageChange(queryClient, {
      kind: "message",
      conversationId: 5,
      message: message(2, { content: "Changed", editedAt: "2026-11-29T11:00:00.000Z" }),
    });
    expect(ids()).toEqual([
      [1, null],
      [2, "Changed"],
      [3, "Message 3"],
    ]);
    // An older message's change leaves the conversation's last message as it was.
    expect(queryClient.getQueryData<Conversation>(conversationKey(5))!.lastMessage!.id).toBe(3);
  });

  it("moves a reader's marker on, never back", () => {
    const { queryClient } = holding();
    applyMessageChange(queryClient, { kind: "message-read", conversationId: 5, userId: 2, messageId: 3 });
    applyMessageChange(queryClient, { kind: "message-read", conversationId: 5, userId: 2, messageId: 2 });
    expect(queryClient.getQueryData<Conversation>(conversationKey(5))!.readMarkers).toEqual([{ userId: 2, messageId: 3 }]);
    expect(queryClient.getQueryData<ConversationPages>(conversationListKey("inbox"))!.pages[0]![0]!.readMarkers).toEqual([
      { userId: 2, messageId: 3 },
    ]);
  });
});
