import { lazy, Suspense } from "react";
import { FullPageSpinner } from "@/components/ui/spinner";
import { useAuth } from "@/lib/use-auth";

// Two separately loaded trees: a visitor downloads only the public pages, never the
// signed-in app (DESIGN.md: code-split by route).
const SignedOutApp = lazy(() => import("./signed-out-app").then((m) => ({ default: m.SignedOutApp })));
const SignedInApp = lazy(() => import("./signed-in-app").then((m) => ({ default: m.SignedInApp })));

export function AppRouter() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  return <Suspense fallback={<FullPageSpinner />}>{isAuthenticated ? <SignedInApp /> : <SignedOutApp />}</Suspense>;
}
