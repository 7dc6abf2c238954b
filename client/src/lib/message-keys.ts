// The messages' query keys every signed-in page needs: the top bar's badge, and the prefix the
// live stream and a reconnection refresh. The rest of the cache's work is in message-cache.ts,
// loaded only once something of the messages is in the cache.

/** Every query of the conversations (lists, one conversation, its messages) sits under this prefix. */
export const CONVERSATIONS_KEY = ["/api/conversations"] as const;
/** The badge's counts: unread messages in the inbox, and requests waiting. */
export const UNREAD_MESSAGES_KEY = ["/api/messages/unread"] as const;
