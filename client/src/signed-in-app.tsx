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
import { loadHomePage } from "./route-chunks";

// Each page is its own chunk, so heavy features (the uploader, the feed) load only where used.
const HomePage = retryableLazy(() => loadHomePage().then((m) => m.HomePage));
const PostPage = retryableLazy(() => import("@/pages/post").then((m) => m.PostPage));
const ProfilePage = retryableLazy(() => import("@/pages/profile").then((m) => m.ProfilePage));
const GroupsPage = retryableLazy(() => import("@/pages/groups").then((m) => m.GroupsPage));
const GroupPage = retryableLazy(() => import("@/pages/group").then((m) => m.GroupPage));
const DebugPage = retryableLazy(() => import("@/pages/debug").then((m) => m.DebugPage));
const DemoPage = retryableLazy(() => import("@/pages/demo").then((m) => m.DemoPage));
const NotificationsPage = retryableLazy(() => import("@/pages/notifications").then((m) => m.NotificationsPage));
const PrayerPage = retryableLazy(() => import("@/pages/prayer").then((m) => m.PrayerPage));
const PrayNowPage = retryableLazy(() => import("@/pages/pray-now").then((m) => m.PrayNowPage));
const RoomPage = retryableLazy(() => import("@/pages/room").then((m) => m.RoomPage));
const SearchPage = retryableLazy(() => import("@/pages/search").then((m) => m.SearchPage));
const ModerationPage = retryableLazy(() => import("@/pages/moderation").then((m) => m.ModerationPage));
const SettingsPage = retryableLazy(() => import("@/pages/settings").then((m) => m.SettingsPage));
const UnsubscribePage = retryableLazy(() => import("@/pages/unsubscribe").then((m) => m.UnsubscribePage));
const ForgotPasswordPage = retryableLazy(() => import("@/pages/forgot-password").then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = retryableLazy(() => import("@/pages/reset-password").then((m) => m.ResetPasswordPage));
const VerifyEmailPage = retryableLazy(() => import("@/pages/verify-email").then((m) => m.VerifyEmailPage));
const NotFoundPage = retryableLazy(() => import("@/pages/not-found").then((m) => m.NotFoundPage));

const messages = i18n("app/signed-in-app", {
  redirecting: "Redirecting to sign in...",
});

/** A confirmed address (or a new one) shows at once in the banner, the menu and the settings. */
const refreshAccount = () => {
  void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
  void queryClient.invalidateQueries({ queryKey: ACCOUNT_EMAIL_KEY });
};

/** A page that failed to render may have failed on its data: drop what no page on screen uses. */
const dropUnusedData = () => queryClient.removeQueries({ type: "inactive" });

/** Work the router runs in a task of its own before the tree's first render (route-chunks.ts). */
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
            <Route path="/auth">
              <Redirect to="/" replace />
            </Route>
            <Route path="/landing">
              <Redirect to="/" replace />
            </Route>
            <Route path="/" component={HomePage} />
            <Route path="/posts/:id" component={PostPage} />
            <Route path="/profile/:id?" component={ProfilePage} />
            <Route path="/groups" component={GroupsPage} />
            <Route path="/groups/:id" component={GroupPage} />
            <Route path="/debug" component={DebugPage} />
            <Route path="/demo" component={DemoPage} />
            <Route path="/notifications" component={NotificationsPage} />
            <Route path="/settings" component={SettingsPage} />
            <Route path="/prayer" component={PrayerPage} />
            <Route path="/prayer/now" component={PrayNowPage} />
            <Route path="/moderation" component={ModerationPage} />
            <Route path="/search" component={SearchPage} />
            <Route path="/rooms/:id" component={RoomPage} />
            <Route path="/unsubscribe" component={UnsubscribePage} />
            {/* Mailed links and the way to one work signed in too (e.g. a password forgotten in a signed-in browser). */}
            <Route path="/forgot-password">
              <ForgotPasswordPage inShell />
            </Route>
            <Route path="/reset-password">
              <ResetPasswordPage inShell />
            </Route>
            <Route path="/verify-email">
              <VerifyEmailPage inShell onConfirmed={refreshAccount} />
            </Route>
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </ErrorBoundary>
    </Frame>
  );
}
