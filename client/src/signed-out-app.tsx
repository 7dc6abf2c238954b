import { useStore } from "@nanostores/react";
import { Suspense, useEffect } from "react";
import { Route, Switch } from "wouter";
import { OfflineNotice } from "@/components/offline-notice";
import { FullPageSpinner } from "@/components/ui/spinner";
import { i18n } from "@/lib/i18n";
import { redirectToLogin } from "@/lib/redirect-to-login";
import { retryableLazy } from "@/lib/retryable-lazy";
import { PROTECTED_PATHS, VISITOR_ROUTES, loadNotFoundPage, routedPages } from "./routes";

// A page whose code fails to load is caught by the app's root error boundary (app-router.tsx).
const PAGES = routedPages(VISITOR_ROUTES);
const NotFoundPage = retryableLazy(loadNotFoundPage);

const messages = i18n("app/signed-out-app", {
  redirecting: "Redirecting to sign in...",
});

/** A protected page reached while signed out: explain, then go to sign in. */
function RedirectToLogin() {
  const t = useStore(messages);
  useEffect(() => redirectToLogin(), []);
  return <FullPageSpinner label={t.redirecting} />;
}

export function SignedOutApp() {
  return (
    <>
      <Suspense fallback={<FullPageSpinner />}>
        <Switch>
          {PAGES.map(({ route, Page, key }) => (
            <Route key={key} path={route.path}>
              <Page />
            </Route>
          ))}
          {PROTECTED_PATHS.map((path) => (
            <Route key={path} path={path} component={RedirectToLogin} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
      <OfflineNotice />
    </>
  );
}
