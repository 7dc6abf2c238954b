import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { AccountSession, SignedOutSessions } from "@contract/account-sessions";
import { apiRequest } from "@/lib/api";
import { hasStatus, isUnauthorizedError } from "@/lib/api-error";
import { errorToast } from "@/lib/error-toast";
import { handleUnauthorized } from "@/lib/redirect-to-login";
import { AUTH_USER_KEY } from "@/lib/use-auth";
import { toast } from "@/lib/use-toast";

export const SESSIONS_KEY = ["/api/account/sessions"] as const;

/**
 * Where the member is signed in. Sessions begin and end elsewhere, so it is read afresh
 * whenever the page opens. Should this very session have been signed out meanwhile (a 401),
 * the signed-in user is asked for again, which sends the app to sign in.
 */
export function useSessions() {
  const queryClient = useQueryClient();
  const sessions = useQuery<AccountSession[]>({ queryKey: SESSIONS_KEY, refetchOnMount: "always" });
  const signedOut = isUnauthorizedError(sessions.error);
  useEffect(() => {
    if (signedOut) void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
  }, [signedOut, queryClient]);
  return sessions;
}

export const sessionsWord = (n: number) => `${n} other session${n === 1 ? "" : "s"}`;

/** Signs one of the member's other sessions out, then reads the list again. */
export function useSignOutSession() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  return useMutation({
    mutationFn: (session: AccountSession) => apiRequest("DELETE", `/api/account/sessions/${session.id}`),
    onSuccess: (_res, session) => {
      queryClient.setQueryData<AccountSession[]>(SESSIONS_KEY, (list) => list?.filter((s) => s.id !== session.id));
      toast({ title: "Success", description: `${session.device} has been signed out.` });
      void refresh();
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      errorToast(error, "Could not sign that session out. Please try again.");
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
      toast({
        title: "Success",
        description: signedOut ? `Signed out of ${sessionsWord(signedOut)}.` : "You were not signed in anywhere else.",
      });
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      errorToast(error, "Could not sign out your other sessions. Please try again.");
    },
  });
}
