import { useState } from "react";
import { apiRequest } from "@/lib/api";
import { ApiError, refusalOf, serverMessage } from "@/lib/api-error";
import { i18n } from "@/lib/i18n";
import { safeNextPath } from "@/lib/safe-next";
import { toast, toasterMounted } from "@/lib/use-toast";

const messages = i18n("auth/use-auth-submit", {
  success: "Success",
  failed: "Authentication Failed",
  tryAgain: "Please try again",
});

// Long enough to read the welcome toast before the page reloads into the signed-in app.
const RELOAD_DELAY_MS = 600;

/**
 * Posts a sign-in or sign-up form. Success: a 'Success' toast, then a full reload (fresh
 * session cookie, fresh app) into `next` or "/". A sign-up an admin must first admit (202, no
 * session): `onWaiting` is told the server's words, and nothing reloads. Failure:
 * 'Authentication Failed' with the server's reason, and the form is usable again. (Plain
 * state, not a TanStack mutation: the public pages do not load the data layer.)
 */
export function useAuthSubmit<Body>(
  path: "/api/auth/login" | "/api/auth/register",
  welcome: string,
  /** Told the server's reason for a refusal (and its status), so a form can show it beside its field. */
  onRefused?: (message: string | undefined, status: number | undefined) => void,
  /** Told when the form is sent (to clear an earlier refusal). */
  onSent?: () => void,
  /** Told the server's words when the account waits for an admin to admit it (202). */
  onWaiting?: (message: string) => void,
) {
  const [isPending, setPending] = useState(false);
  const submit = (body: Body) => {
    if (isPending) return;
    setPending(true);
    onSent?.();
    apiRequest("POST", path, body).then(
      async (res) => {
        if (res.status === 202) {
          const { message } = (await res.json().catch(() => ({}))) as { message?: string };
          setPending(false);
          onWaiting?.(message ?? "");
          return;
        }
        toast({ title: messages.get().success, description: welcome });
        // Stay disabled while the page reloads so the form cannot be sent twice. The delay
        // counts from when the toast is on screen (its code may still be loading).
        void toasterMounted().then(() =>
          setTimeout(() => {
            window.location.href = safeNextPath(window.location.search) ?? "/";
          }, RELOAD_DELAY_MS),
        );
      },
      (error: unknown) => {
        const message = serverMessage(error);
        const t = messages.get();
        toast({ title: t.failed, description: message ?? t.tryAgain, variant: "destructive" });
        setPending(false);
        onRefused?.(refusalOf(error), error instanceof ApiError ? error.status : undefined);
      },
    );
  };
  return { submit, isPending };
}
