import { useStore } from "@nanostores/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Fragment, Suspense, useEffect, useState, type ReactNode } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import type { CurrentUser } from "@contract/users";
import { ErrorBoundary } from "@/components/error-boundary";
import { AppShell } from "@/components/layout/app-shell";
import { usePreloadToasterWhenIdle } from "@/components/ui/lazy-toaster";
import { FullPageSpinner } from "@/components/ui/spinner";
import { useSendWaiting } from "@/features/posts/use-send-waiting";
import { i18n } from "@/lib/i18n";
import { openSecondaryRequests } from "@/lib/feed-first";
import { queryClient } from "@/lib/query-client";
import { redirectToLogin } from "@/lib/redirect-to-login";
import { retryableLazy } from "@/lib/retryable-lazy";
import { ACCOUNT_EMAIL_KEY } from "@/lib/account-email";
import { AUTH_USER_KEY, useSignedInUser } from "@/lib/use-auth";
import { useMemberLanguage } from "@/lib/use-member-language";
import { MEMBER_ROUTES, type PageProps, VISITOR_ONLY_PATHS, loadNotFoundPage, routedPages } from "./routes";

const PAGES = routedPages(MEMBER_ROUTES);
const NotFoundPage = retryableLazy(loadNotFoundPage);

const messages = i18n("app/signed-in-app", {
  redirecting: "Redirecting to sign in...",
});

/** A confirmed address (or a new one) shows at once in the banner, the menu and the settings. */
const refreshAccount = () => {
  void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
  void queryClient.invalidateQueries({ queryKey: ACCOUNT_EMAIL_KEY });
};

/** Pages open to visitors too show inside the app's shell here, and a confirmed address shows at once. */
const SHARED_PAGE_PROPS: PageProps = { inShell: true, onConfirmed: refreshAccount };

/** A page that failed to render may have failed on its data: drop what no page on screen uses. */
const dropUnusedData = () => queryClient.removeQueries({ type: "inactive" });

/** Work the router runs in a task of its own before the tree's first render (app-router.tsx). */
export { warmUpClassMerge as warmUp } from "@/lib/utils";

/**
 * The signed-in app: its data layer, seeded with the user the router's session check found.
 * @public The router loads it through a lazy import the unused-export check (knip) cannot follow.
 */
export function SignedInApp({ user }: { user: CurrentUser }) {
  usePreloadToasterWhenIdle();
  const [client] = useState(() => {
    // The tree is drawn afresh when the language changes: the member's record as the app has
    // kept it since (their new language, an edited profile) stays, rather than the page-load copy.
    const kept = queryClient.getQueryData<CurrentUser | null>(AUTH_USER_KEY);
    if (kept?.id !== user.id) queryClient.setQueryData(AUTH_USER_KEY, user);
    return queryClient;
  });
  return (
    <QueryClientProvider client={client}>
      <WhileSignedIn>
        <SignedInRoutes />
      </WhileSignedIn>
    </QueryClientProvider>
  );
}

/** Should the session end while the app is open (a profile refresh finds a 401), go sign in. */
function WhileSignedIn({ children }: { children: ReactNode }) {
  const t = useStore(messages);
  const user = useSignedInUser();
  useMemberLanguage(user?.language);
  const signedOut = user === null;
  useSendWaiting(user?.id ?? null);
  useEffect(() => {
    if (signedOut) return redirectToLogin();
  }, [signedOut]);
  if (signedOut) return <FullPageSpinner label={t.redirecting} />;
  return children;
}

function SignedInRoutes() {
  const [location] = useLocation();
  // Only the home page holds its other requests back until its feed is painted.
  useEffect(() => {
    if (location !== "/") openSecondaryRequests();
  }, [location]);
  // "Pray now" fills the screen on its own, with none of the app's navigation around it.
  const Frame = location === "/prayer/now" ? Fragment : AppShell;
  return (
    <Frame>
      {/* Inside the shell, so the navigation stays put while a page's chunk loads, or fails. */}
      <ErrorBoundary resetKey={location} onRenderErrorRetry={dropUnusedData}>
        <Suspense fallback={<FullPageSpinner className="min-h-[50dvh]" />}>
          <Switch>
            {/* Signed-in people have no use for the public pages: send them home. */}
            {VISITOR_ONLY_PATHS.map((path) => (
              <Route key={path} path={path}>
                <Redirect to="/" replace />
              </Route>
            ))}
            {PAGES.map(({ route, Page, key }) => (
              <Route key={key} path={route.path}>
                <Page {...(route.for === "both" ? SHARED_PAGE_PROPS : {})} />
              </Route>
            ))}
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </ErrorBoundary>
    </Frame>
  );
}
