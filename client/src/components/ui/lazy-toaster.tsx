import { Suspense, useEffect, useState } from "react";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useToast } from "@/lib/use-toast";

// Radix's toast code is not part of any page's first load: it comes with the first toast, or,
// on the pages that toast as a matter of course (the signed-in app, the sign-in page), once
// the browser is idle. Not on the landing page: the toaster shares its code with the
// signed-in app, which a visitor who only reads the page should not download.
const loadToaster = () => import("./toaster");
// Retryable: toasts whose code could not load (offline) come back once it can.
const Toaster = retryableLazy(() => loadToaster().then((m) => m.Toaster));
const IDLE_LOAD_TIMEOUT_MS = 5000;

/** Fetches the toaster's code once the browser is idle, so the first toast shows at once. */
export function usePreloadToasterWhenIdle(): void {
  useEffect(() => {
    if (typeof requestIdleCallback === "undefined") return;
    const id = requestIdleCallback(() => void loadToaster(), { timeout: IDLE_LOAD_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }, []);
}

/** Mounts the Toaster once something has been toasted, and keeps it from then on. */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
