import { useStore } from "@nanostores/react";
import { atom } from "nanostores";
import { useEffect } from "react";
import { type WaitingAction, mayHaveWaiting } from "./waiting-action";

type Outbox = typeof import("./outbox");

// The outbox's code (IndexedDB, the lock, the tabs' channel, the list of what waits) is a chunk
// of its own. A signed-in page loads it once its main content has painted, so a write made
// offline later finds it in (the service worker keeps it too); a page with something waiting
// on the device loads it at once.
let outbox: Promise<Outbox> | undefined;
const $loaded = atom<Outbox | undefined>();
const NOTHING = atom<WaitingAction[]>([]);

export function loadOutbox(): Promise<Outbox> {
  outbox ??= import("./outbox").then(
    (loaded) => {
      $loaded.set(loaded);
      return loaded;
    },
    (error: unknown) => {
      outbox = undefined; // Try again next time (offline without the worker, say).
      throw error;
    },
  );
  return outbox;
}

/** The writes waiting on this device, oldest first (none until the outbox's code is in). */
export function useWaitingActions(): WaitingAction[] {
  useEffect(() => {
    if (mayHaveWaiting()) loadOutbox().catch(() => {});
  }, []);
  return useStore(useStore($loaded)?.$waiting ?? NOTHING);
}

/** The list of writes waiting on this device, as the offline notice shows it. */
export function WaitingList({ kept }: { kept: WaitingAction[] }) {
  const loaded = useStore($loaded);
  return loaded && kept.length > 0 ? <loaded.WaitingList kept={kept} /> : null;
}
