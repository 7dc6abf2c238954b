import { lazy, Suspense, useEffect } from "react";
import { Route, Switch } from "wouter";
import { FullPageSpinner } from "@/components/ui/spinner";
import { redirectToLogin } from "@/lib/redirect-to-login";
import { loadAuthPage, loadLandingPage } from "./route-chunks";
import { PROTECTED_PATHS } from "./routes";

const LandingPage = lazy(() => loadLandingPage().then((m) => ({ default: m.LandingPage })));
const AuthPage = lazy(() => loadAuthPage().then((m) => ({ default: m.AuthPage })));
const NotFoundPage = lazy(() => import("@/pages/not-found").then((m) => ({ default: m.NotFoundPage })));

/** A protected page reached while signed out: explain, then go to sign in. */
function RedirectToLogin() {
  useEffect(() => redirectToLogin(), []);
  return <FullPageSpinner label="Redirecting to sign in..." />;
}

export function SignedOutApp() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Switch>
        <Route path="/" component={LandingPage} />
        <Route path="/landing" component={LandingPage} />
        <Route path="/auth" component={AuthPage} />
        {PROTECTED_PATHS.map((path) => (
          <Route key={path} path={path} component={RedirectToLogin} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
