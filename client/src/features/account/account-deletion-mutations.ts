import { useMutation } from "@tanstack/react-query";
import type { DeleteAccountBody } from "@contract/account-deletion";
import { apiRequest } from "@/lib/api";
import { rememberFarewell } from "./farewell";

/**
 * Deletes the account; on success the browser loads the landing page afresh, signed out, so
 * nothing of the signed-in app stays in memory. (Until it has, the caller treats success as
 * still pending.)
 */
export function useDeleteAccount({ onError }: { onError: (error: unknown) => void }) {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => apiRequest("DELETE", "/api/account", body),
    onSuccess: () => {
      rememberFarewell();
      window.location.assign("/");
    },
    onError,
  });
}
