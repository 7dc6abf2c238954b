import { useQuery } from "@tanstack/react-query";
import type { UnreadMessages } from "@contract/messages";
import { useSecondaryRequestsOpen } from "@/lib/feed-first";
import { UNREAD_MESSAGES_KEY } from "@/lib/message-keys";

/**
 * The top bar's counts: unread messages in the inbox and requests waiting. Read once the page's
 * own content is on screen, then kept by the live stream (which sends them again each time it opens).
 */
export function useUnreadMessages(): UnreadMessages | undefined {
  return useQuery<UnreadMessages>({ queryKey: UNREAD_MESSAGES_KEY, enabled: useSecondaryRequestsOpen() }).data;
}

/** What the Messages link's badge counts: unread messages, and requests waiting for an answer. */
export function useNewMessages(): number {
  const counts = useUnreadMessages();
  return counts ? counts.unread + counts.requests : 0;
}
