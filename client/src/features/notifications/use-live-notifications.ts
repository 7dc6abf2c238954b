import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { LiveChange } from "@contract/live";
import type { UnreadMessages } from "@contract/messages";
import type { Notification, StreamEndReason } from "@contract/notifications";
import { useSecondaryRequestsOpen } from "@/lib/feed-first";
import { applyLiveChange, applyNotice, catchUpAfterGap } from "@/lib/live-changes";
import { UNREAD_MESSAGES_KEY } from "@/lib/message-keys";
import { DROPDOWN_KEY, PAGES_KEY, UNREAD_COUNT_KEY } from "@/lib/notification-cache";

const STREAM_URL = "/api/notifications/stream";
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

/**
 * Keeps the bell and the open screens live over server-sent events: the unread count, new
 * notices and what writes changed (lib/live-changes.ts) arrive the moment they are written. Returns whether the stream is open; while it is, the count's
 * 30 s polling (the required baseline, kept as the fallback) is not needed. A dropped stream is opened
 * again after 1 s, 2 s, 4 s... up to 30 s, with jitter, so a restarting server is not
 * stampeded. A stream the server closed because newer tabs took its place waits until this
 * tab is looked at again (so tabs never take turns closing each other); one closed at sign-out
 * stays closed (the count's polling then finds the session gone).
 */
export function useLiveNotifications(): boolean {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  // Opened once the home feed is on screen (lib/feed-first.ts).
  const allowed = useSecondaryRequestsOpen();

  useEffect(() => {
    if (!allowed || typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;
    let parked = false;
    let everOpen = false;

    const setCount = (count: number) => queryClient.setQueryData(UNREAD_COUNT_KEY, { count });

    const connect = () => {
      source = new EventSource(STREAM_URL, { withCredentials: true });
      source.addEventListener("open", () => {
        failures = 0;
        setOpen(true);
        // Whatever changed while the stream was down was not heard: fetch what it would have said.
        if (everOpen) catchUpAfterGap(queryClient);
        everOpen = true;
      });
      source.addEventListener("count", (event) => setCount(JSON.parse((event as MessageEvent<string>).data).count));
      // The Messages badge as the stream opens: a message sent before it was heard is counted.
      // A read of the counts still under way began earlier and may not hold it: it is dropped.
      source.addEventListener("messages", (event) => {
        const counts = JSON.parse((event as MessageEvent<string>).data) as UnreadMessages;
        void queryClient
          .cancelQueries({ queryKey: UNREAD_MESSAGES_KEY })
          .then(() => queryClient.setQueryData<UnreadMessages>(UNREAD_MESSAGES_KEY, counts));
      });
      source.addEventListener("notification", (event) => {
        const { notification, count } = JSON.parse((event as MessageEvent<string>).data) as {
          notification: Notification;
          count: number;
        };
        setCount(count);
        // A notice brought up to date (the team's "reports to review") moves to the top, once.
        queryClient.setQueryData<Notification[]>(DROPDOWN_KEY, (list) =>
          list ? [notification, ...list.filter((n) => n.id !== notification.id)] : list,
        );
        void queryClient.invalidateQueries({ queryKey: PAGES_KEY });
        applyNotice(queryClient, notification);
      });
      source.addEventListener("changed", (event) => {
        // A kind this client does not know yet (from a newer server) changes nothing.
        applyLiveChange(queryClient, JSON.parse((event as MessageEvent<string>).data) as LiveChange);
      });
      source.addEventListener("closed", (event) => {
        const { reason } = JSON.parse((event as MessageEvent<string>).data) as { reason: StreamEndReason };
        if (reason === "shutdown") return; // the error that follows connects again
        parked = true;
        source?.close();
        setOpen(false);
        if (reason === "replaced") document.addEventListener("visibilitychange", resume);
      });
      source.addEventListener("error", () => {
        source?.close();
        setOpen(false);
        if (stopped || parked) return;
        const delay = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures) * (0.75 + Math.random() / 2);
        failures += 1;
        retry = setTimeout(connect, delay);
      });
    };

    const resume = () => {
      if (document.visibilityState !== "visible" || stopped) return;
      document.removeEventListener("visibilitychange", resume);
      parked = false;
      failures = 0;
      connect();
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      document.removeEventListener("visibilitychange", resume);
      source?.close();
    };
  }, [queryClient, allowed]);

  return open;
}
