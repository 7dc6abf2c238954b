import { Suspense, type ReactNode } from "react";
import { ErrorBoundary } from "./error-boundary";

/**
 * A control whose code loads after the page (a menu, a dialog): its stand-in shows until the
 * code is in, and stays if the code cannot load (offline, say), instead of the failure taking
 * the page down with it; the code is tried again once the browser is back online. The control
 * must come from retryableLazy, so that the new try fetches it afresh.
 */
export function DeferredPart({ standIn, children }: { standIn: ReactNode; children: ReactNode }) {
  return (
    <ErrorBoundary fallback={standIn}>
      <Suspense fallback={standIn}>{children}</Suspense>
    </ErrorBoundary>
  );
}
