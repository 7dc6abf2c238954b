import { useStore } from "@nanostores/react";
import { Fragment } from "react";
import { ErrorBoundary } from "@/components/error-boundary";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { locale } from "@/lib/i18n";
import { AppRouter } from "./app-router";

// The data layer (TanStack Query) is set up inside the signed-in tree: the public pages have
// no use for it.
export function App() {
  // A change of language draws everything again in the new one, dates and counts included.
  const language = useStore(locale);
  return (
    <Fragment key={language}>
      <AppRouter />
      {/* Toasts whose code cannot load (offline, or gone after a deploy) must not take the app down. */}
      <ErrorBoundary fallback={null}>
        <LazyToaster />
      </ErrorBoundary>
    </Fragment>
  );
}
