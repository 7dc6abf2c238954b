import { ErrorBoundary } from "@/components/error-boundary";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { AppRouter } from "./app-router";

// The data layer (TanStack Query) is set up inside the signed-in tree: the public pages have
// no use for it.
export function App() {
  return (
    <>
      <AppRouter />
      {/* Toasts whose code cannot load (offline, or gone after a deploy) must not take the app down. */}
      <ErrorBoundary fallback={null}>
        <LazyToaster />
      </ErrorBoundary>
    </>
  );
}
