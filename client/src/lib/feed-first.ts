import { startTransition, useEffect, useState } from "react";

// The home page paints its feed before anything else asks the server for more: the bell's
// count and live stream, suggestions, connection requests and the menus' code all wait until
// the first feed page is on screen (or failed). Every other page opens the gate as it mounts.
// Once open, it stays open for the life of the tab.

let open = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Lets the secondary requests go. Idempotent. */
export function openSecondaryRequests(): void {
  if (open) return;
  open = true;
  for (const listener of listeners) listener();
}

/**
 * Opens the gate once the frame now being rendered has been painted: the feed's first cards
 * reach the screen before the requests they would otherwise share the network with start.
 */
export function openSecondaryRequestsAfterPaint(): void {
  if (open) return;
  if (typeof requestAnimationFrame === "undefined") {
    openSecondaryRequests();
    return;
  }
  requestAnimationFrame(() => setTimeout(openSecondaryRequests, 0));
  // A tab opened in the background paints no frames: do not wait for one there.
  setTimeout(openSecondaryRequests, 1000);
}

/**
 * Whether requests that must not hold up the feed may start. Opening the gate re-renders
 * every panel waiting on it at once, so it is a transition: React renders them in short
 * slices between frames (an external store's update would be one long blocking task).
 */
export function useSecondaryRequestsOpen(): boolean {
  const [isOpen, setOpen] = useState(open);
  useEffect(() => {
    // Opened between this render and this effect: catch up at once.
    if (open) return setOpen(true);
    return subscribe(() => startTransition(() => setOpen(true)));
  }, []);
  return isOpen;
}
