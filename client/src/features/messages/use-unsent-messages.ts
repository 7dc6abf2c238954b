import { useEffect, useState } from "react";
import type { Message } from "@contract/messages";
import { useOnline } from "@/lib/online-status";
import type { WaitingAction } from "@/lib/outbox/waiting-action";
import { type OutgoingMessage, useMessagesBeingSent } from "./message-mutations";

/** A message of mine not yet sent: on its way now, or kept on the device until the connection is back. */
export interface UnsentMessage extends OutgoingMessage {
  /** Kept on the device (offline), rather than on its way. */
  waiting: boolean;
}

/** The messages for `url` that wait in the outbox, kept current (across tabs and a reload). */
function useKeptMessages(url: string): OutgoingMessage[] {
  const [kept, setKept] = useState<OutgoingMessage[]>([]);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    // The outbox's code is in by the time a page shows (signed-in-app loads it); asked for here too.
    void import("@/lib/outbox/outbox")
      .then(({ $waiting }) => {
        if (gone) return;
        stop = $waiting.subscribe((actions: readonly WaitingAction[]) =>
          setKept(
            actions
              .filter((action) => action.kind === "message" && action.url === url)
              .map((action) => action.body as unknown as OutgoingMessage),
          ),
        );
      })
      .catch(() => {});
    return () => {
      gone = true;
      stop?.();
    };
  }, [url]);
  return kept;
}

/**
 * My messages of this conversation that the server has not answered for yet, oldest first:
 * those this page is sending, and those kept offline (by this page, another tab, or before a
 * reload). One already among the conversation's messages (the same clientId) is not repeated.
 */
export function useUnsentMessages(conversationId: number, sent: readonly Message[]): UnsentMessage[] {
  const online = useOnline();
  const sending = useMessagesBeingSent(conversationId);
  const kept = useKeptMessages(`/api/conversations/${conversationId}/messages`);
  const known = new Set(sent.map((message) => message.clientId).filter(Boolean));
  const unsent: UnsentMessage[] = [];
  const keptIds = new Set(kept.map((message) => message.clientId));
  for (const message of kept) if (!known.has(message.clientId)) unsent.push({ ...message, waiting: true });
  for (const message of sending) {
    if (!known.has(message.clientId) && !keptIds.has(message.clientId)) unsent.push({ ...message, waiting: !online });
  }
  return unsent;
}
