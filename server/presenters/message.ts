import type { Conversation, Message } from "../../contract/messages";
import type { ConversationEntry } from "../services/messages/conversations";
import type { MessageEntry } from "../db/schema";
import { presentPublicUser } from "./user";

/** A message as `readerId` sees it: their own reactions marked. */
export function presentMessage(entry: MessageEntry, readerId: number): Message {
  return {
    id: entry.id,
    conversationId: entry.conversationId,
    author: entry.author ? presentPublicUser(entry.author) : null,
    content: entry.content,
    verses: entry.verses,
    imageUrl: entry.imageUrl,
    replyTo: entry.replyTo && { ...entry.replyTo, author: entry.replyTo.author ? presentPublicUser(entry.replyTo.author) : null },
    reactions: entry.reactions.map((r) => ({ reaction: r.reaction, count: r.userIds.length, mine: r.userIds.includes(readerId) })),
    // Its author's own outbox matches it by this; nobody else needs it.
    clientId: entry.author?.id === readerId ? entry.clientId : null,
    createdAt: new Date(entry.createdAt).toISOString(),
    editedAt: entry.editedAt ? new Date(entry.editedAt).toISOString() : null,
    deletedAt: entry.deletedAt ? new Date(entry.deletedAt).toISOString() : null,
  };
}

export function presentConversation(entry: ConversationEntry, readerId: number): Conversation {
  return {
    id: entry.id,
    kind: entry.kind,
    title: entry.title,
    people: entry.people.map(presentPublicUser),
    lastMessage: entry.lastMessage ? presentMessage(entry.lastMessage, readerId) : null,
    unread: entry.unread,
    muted: entry.muted,
    request: entry.request,
    canSend: entry.canSend,
    updatedAt: new Date(entry.updatedAt).toISOString(),
    readMarkers: entry.readMarkers,
  };
}
