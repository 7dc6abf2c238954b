import { useStore } from "@nanostores/react";
import { Suspense, lazy, use } from "react";
import { ErrorBoundary } from "@/components/error-boundary";
import { OfflineNotice } from "@/components/offline-notice";
import { FullPageSpinner } from "@/components/ui/spinner";
import { startFirstFeedPage } from "@/features/posts/feed-request";
import { i18n } from "@/lib/i18n";
import { useOnline } from "@/lib/online-status";
import { mayHaveWaiting } from "@/lib/outbox/waiting-action";
import { retryableLazy } from "@/lib/retryable-lazy";
import { loadSession } from "@/lib/session";
import { loadAuthPage, loadHomePage, loadLandingPage } from "./routes";

// Two separately loaded trees: a visitor downloads only the public pages, never the
// signed-in app (the code is split by route), nor the data layer the public pages
// have no use for.
const loadSignedOutApp = () => import("./signed-out-app");
const loadSignedInApp = () => import("./signed-in-app").then((m) => afterOwnTask(m, m.warmUp));
const SignedOutApp = retryableLazy(() => loadSignedOutApp().then((m) => m.SignedOutApp));
const SignedInApp = retryableLazy(() => loadSignedInApp().then((m) => m.SignedInApp));

/**
 * Resolves with `value` once `work` has run in a macrotask of its own, so that it is not part
 * of the long task of the first render that follows (on a phone each long task delays input).
 */
function afterOwnTask<T>(value: T, work: () => void): Promise<T> {
  return new Promise((resolve) =>
    setTimeout(() => {
      work();
      resolve(value);
    }, 0),
  );
}

const messages = i18n("app/app-router", {
  loading: "Loading...",
  waiting: "Waiting for the connection...",
});

let started = false;

/**
 * Once it is known who is here, start what the first page needs all at once: the page's code
 * beside its tree's, and for the home page the first feed page beside both.
 */
function startFirstPage(signedIn: boolean): void {
  if (started) return;
  started = true;
  const path = window.location.pathname;
  if (signedIn) {
    if (path === "/") {
      startFirstFeedPage();
      void loadHomePage();
    }
  } else if (path === "/" || path === "/landing") {
    void loadLandingPage();
  } else if (path === "/auth") {
    void loadAuthPage();
  }
}

function SessionRouter() {
  const user = use(loadSession());
  startFirstPage(user !== null);
  return user ? <SignedInApp user={user} /> : <SignedOutApp />;
}

const UNTIL_ONLINE = { actions: 0, loads: 1 };
const StartingUpAlone = () => <OfflineNotice waiting={UNTIL_ONLINE} />;

// What waits on this device, listed while the app starts offline: its code loads only then,
// and the notice stays as it is should it not load.
const StartingUpNotice = lazy(() =>
  import("@/lib/outbox/starting-up-notice").then(
    (notice) => ({ default: notice.StartingUpNotice }),
    () => ({ default: StartingUpAlone }),
  ),
);

function StartingUp() {
  const t = useStore(messages);
  const online = useOnline();
  const notice = <StartingUpAlone />;
  return (
    <>
      <FullPageSpinner label={online ? t.loading : t.waiting} />
      <Suspense fallback={notice}>{mayHaveWaiting() ? <StartingUpNotice /> : notice}</Suspense>
    </>
  );
}

/** The app's last line: a tree that fails to load or render shows the error card, never a blank page. */
export function AppRouter() {
  return (
    <ErrorBoundary fullPage>
      {/* Offline, the session waits for the connection (session.ts): the notice says so. */}
      <Suspense fallback={<StartingUp />}>
        <SessionRouter />
      </Suspense>
    </ErrorBoundary>
  );
}
