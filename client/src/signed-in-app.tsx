import { lazy, Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { AppShell } from "@/components/layout/app-shell";
import { FullPageSpinner } from "@/components/ui/spinner";

// Each page is its own chunk, so heavy features (the uploader, the feed) load only where used.
const HomePage = lazy(() => import("@/pages/home").then((m) => ({ default: m.HomePage })));
const PostPage = lazy(() => import("@/pages/post").then((m) => ({ default: m.PostPage })));
const ProfilePage = lazy(() => import("@/pages/profile").then((m) => ({ default: m.ProfilePage })));
const GroupsPage = lazy(() => import("@/pages/groups").then((m) => ({ default: m.GroupsPage })));
const GroupPage = lazy(() => import("@/pages/group").then((m) => ({ default: m.GroupPage })));
const DebugPage = lazy(() => import("@/pages/debug").then((m) => ({ default: m.DebugPage })));
const DemoPage = lazy(() => import("@/pages/demo").then((m) => ({ default: m.DemoPage })));
const NotificationsPage = lazy(() => import("@/pages/notifications").then((m) => ({ default: m.NotificationsPage })));
const NotFoundPage = lazy(() => import("@/pages/not-found").then((m) => ({ default: m.NotFoundPage })));

export function SignedInApp() {
  return (
    <AppShell>
      {/* Inside the shell, so the navigation stays put while a page's chunk loads. */}
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
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </AppShell>
  );
}
