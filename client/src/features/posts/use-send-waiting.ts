import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSecondaryRequestsOpen } from "@/lib/feed-first";

/**
 * Sends the member's writes that wait on this device (kept offline, lib/outbox) while the page
 * is online, from once its main content has painted. Loads the outbox's code then too, so a
 * write made offline later can be kept; none of it is in the first load.
 */
export function useSendWaiting(userId: number | null): void {
  const queryClient = useQueryClient();
  const ready = useSecondaryRequestsOpen();
  useEffect(() => {
    if (!ready || userId === null) return;
    const started = import("./send-waiting").then((sending) => sending.startSending(userId, queryClient)).catch(() => () => {});
    return () => void started.then((stop) => stop());
  }, [ready, userId, queryClient]);
}
