import { LOGIN_REDIRECT_DELAY_MS } from "@contract/limits";
import { isUnauthorizedError } from "./api-error";
import { i18n } from "./i18n";
import { toast, toasterMounted } from "./use-toast";

const messages = i18n("lib/redirect-to-login", {
  unauthorized: "Unauthorized",
  loggedOut: "You are logged out. Logging in again...",
});

/** The login path, carrying the page to come back to after signing in. */
function loginUrl(next = window.location.pathname + window.location.search): string {
  return `/api/login?next=${encodeURIComponent(next)}`;
}

/**
 * Tell a signed-out person why they are leaving, then send the browser to
 * the login path after LOGIN_REDIRECT_DELAY_MS so the toast can be read. Returns a cancel.
 */
export function redirectToLogin(): () => void {
  toast({
    title: messages.get().unauthorized,
    description: messages.get().loggedOut,
    variant: "destructive",
    // Said until the page leaves: on a slow machine the way to sign in can outlast a toast's usual time.
    duration: Number.POSITIVE_INFINITY,
  });
  const target = loginUrl();
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The delay counts from when the toast is on screen (its code may still be loading).
  void toasterMounted().then(() => {
    if (cancelled) return;
    timer = setTimeout(() => {
      window.location.href = target;
    }, LOGIN_REDIRECT_DELAY_MS);
  });
  // Returned so an effect can cancel it on unmount (and React's StrictMode re-run).
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}

/** For mutation onError handlers: handles a 401 and reports whether it did. */
export function handleUnauthorized(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  redirectToLogin();
  return true;
}
