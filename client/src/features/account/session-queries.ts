import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { AccountSession } from "@contract/account-sessions";
import { isUnauthorizedError } from "@/lib/api-error";
import { AUTH_USER_KEY } from "@/lib/use-auth";

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
