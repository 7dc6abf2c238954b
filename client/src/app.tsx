import { LazyToaster } from "@/components/ui/lazy-toaster";
import { AppRouter } from "./app-router";

// The data layer (TanStack Query) is set up inside the signed-in tree: the public pages have
// no use for it.
export function App() {
  return (
    <>
      <AppRouter />
      <LazyToaster />
    </>
  );
}
