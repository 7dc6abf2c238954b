import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
}

/** Whether the tab is being looked at (not hidden behind another, nor minimised). */
export const usePageVisible = (): boolean => useSyncExternalStore(subscribe, () => document.visibilityState === "visible");
