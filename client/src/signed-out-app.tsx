import { useStore } from "@nanostores/react";
import { Suspense, useEffect } from "react";
import { Route, Switch } from "wouter";
import { OfflineNotice } from "@/components/offline-notice";
import { FullPageSpinner } from "@/components/ui/spinner";
import { i18n } from "@/lib/i18n";
import { redirectToLogin } from "@/lib/redirect-to-login";
import { retryableLazy } from "@/lib/retryable-lazy";
import { loadAuthPage, loadLandingPage } from "./route-chunks";
import { PROTECTED_PATHS } from "./routes";

// A page whose code fails to load is caught by the app's root error boundary (app-router.tsx).
const LandingPage = retryableLazy(() => loadLandingPage().then((m) => m.LandingPage));
const AuthPage = retryableLazy(() => loadAuthPage().then((m) => m.AuthPage));
// Opened from a mail's unsubscribe link, which works signed out.
const UnsubscribePage = retryableLazy(() => import("@/pages/unsubscribe").then((m) => m.UnsubscribePage));
const ForgotPasswordPage = retryableLazy(() => import("@/pages/forgot-password").then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = retryableLazy(() => import("@/pages/reset-password").then((m) => m.ResetPasswordPage));
const VerifyEmailPage = retryableLazy(() => import("@/pages/verify-email").then((m) => m.VerifyEmailPage));
const NotFoundPage = retryableLazy(() => import("@/pages/not-found").then((m) => m.NotFoundPage));

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
          <Route path="/" component={LandingPage} />
          <Route path="/landing" component={LandingPage} />
          <Route path="/auth" component={AuthPage} />
          <Route path="/unsubscribe" component={UnsubscribePage} />
          <Route path="/forgot-password">
            <ForgotPasswordPage />
          </Route>
          <Route path="/reset-password">
            <ResetPasswordPage />
          </Route>
          <Route path="/verify-email">
            <VerifyEmailPage />
          </Route>
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
