import { useIsMutating, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { useOnline } from "./online-status";

/** What waits for the connection: writes to send and reads to finish. */
export interface Waiting {
  actions: number;
  loads: number;
}

/**
 * What the data layer holds back while offline: writes (mutations) and reads (queries) are
 * paused, not failed, and go on by themselves once the browser is back online. Posts, comments
 * and prayers are kept on the device meanwhile (lib/outbox); while other writes wait, leaving
 * the page would drop them: the browser asks first.
 */
export function usePausedRequests(): Waiting {
  const online = useOnline();
  const queryCache = useQueryClient().getQueryCache();
  // Offline, every write waits: posts, comments and prayers pending, kept on the device (they
  // survive leaving the page); the others paused, in the page.
  const pending = useIsMutating();
  const paused = useIsMutating({ predicate: (mutation) => mutation.state.isPaused });
  // Counted only while offline: online nothing waits, and the cache changes often.
  const subscribe = useCallback((onChange: () => void) => (online ? () => {} : queryCache.subscribe(onChange)), [online, queryCache]);
  const loads = useSyncExternalStore(subscribe, () => (online ? 0 : queryCache.findAll({ fetchStatus: "paused" }).length));

  useEffect(() => {
    if (paused === 0) return;
    const askFirst = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when this is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", askFirst);
    return () => window.removeEventListener("beforeunload", askFirst);
  }, [paused]);

  return { actions: online ? paused : pending, loads };
}
