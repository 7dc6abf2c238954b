import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AccountSession, SignedOutSessions } from "@contract/account-sessions";
import { apiRequest } from "@/lib/api";
import { hasStatus } from "@/lib/api-error";
import { errorToast } from "@/lib/error-toast";
import { count, i18n, params } from "@/lib/i18n";
import { handleUnauthorized } from "@/lib/redirect-to-login";
import { toast } from "@/lib/use-toast";
import { SESSIONS_KEY } from "./session-queries";

const messages = i18n("account/session-mutations", {
  success: "Success",
  signedOut: params<{ device: string }>("{device} has been signed out."),
  signOutFailed: "Could not sign that session out. Please try again.",
  signedOutOthers: count({ one: "Signed out of {count} other session.", other: "Signed out of {count} other sessions." }),
  nowhereElse: "You were not signed in anywhere else.",
  signOutOthersFailed: "Could not sign out your other sessions. Please try again.",
});

/** Signs one of the member's other sessions out, then reads the list again. */
export function useSignOutSession() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  return useMutation({
    mutationFn: (session: AccountSession) => apiRequest("DELETE", `/api/account/sessions/${session.id}`),
    onSuccess: (_res, session) => {
      queryClient.setQueryData<AccountSession[]>(SESSIONS_KEY, (list) => list?.filter((s) => s.id !== session.id));
      const t = messages.get();
      toast({ title: t.success, description: t.signedOut({ device: session.device }) });
      void refresh();
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      errorToast(error, messages.get().signOutFailed);
      // Already gone (signed out elsewhere, or expired): the list catches up.
      if (hasStatus(error, 404)) void refresh();
    },
  });
}

/** Signs out every session but this one. */
export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await (await apiRequest("DELETE", "/api/account/sessions")).json()) as SignedOutSessions,
    onSuccess: ({ signedOut }) => {
      queryClient.setQueryData<AccountSession[]>(SESSIONS_KEY, (list) => list?.filter((s) => s.current));
      const t = messages.get();
      toast({ title: t.success, description: signedOut ? t.signedOutOthers(signedOut) : t.nowhereElse });
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      errorToast(error, messages.get().signOutOthersFailed);
    },
  });
}
