import { useState, type ReactNode } from "react";
import { DeferredPart } from "./deferred-part";

/**
 * For a dialog whose code loads on demand: renders nothing until `open` is first true, then
 * keeps the dialog mounted (closed or open), so its closing animation and the return of focus
 * to its opener work as if it had always been there. A dialog whose code cannot load (offline)
 * stays unopened rather than taking the page down; its code must come from retryableLazy.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened && !open) return null;
  return <DeferredPart standIn={null}>{children}</DeferredPart>;
}
