import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AccountEmail, ChangeEmailBody, ChangePasswordBody, MailAccepted } from "@contract/account-credentials";
import { ACCOUNT_EMAIL_KEY } from "@/lib/account-email";
import { apiRequest } from "@/lib/api";
import { hasStatus, serverMessage } from "@/lib/api-error";
import { errorToast } from "@/lib/error-toast";
import { handleUnauthorized } from "@/lib/redirect-to-login";
import { AUTH_USER_KEY } from "@/lib/use-auth";
import { toast } from "@/lib/use-toast";

/** A failed write: a 401 sends the person to sign in; anything else is a destructive 'Error' toast. */
export function reportError(error: unknown, fallback: string): void {
  if (handleUnauthorized(error)) return;
  errorToast(error, fallback);
}

export const useAccountEmail = () => useQuery<AccountEmail>({ queryKey: ACCOUNT_EMAIL_KEY });

/** A new confirmation link for my address (the banner's and the settings' "Resend email"). */
export function useResendConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await (await apiRequest("POST", "/api/account/email/verification")).json()) as MailAccepted,
    onSuccess: ({ message }) => toast({ title: "Email sent", description: `${message} It may take a minute to arrive.` }),
    onError: (error) => {
      // Confirmed meanwhile (in another tab, say): show it so.
      if (hasStatus(error, 409)) {
        void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
        void queryClient.invalidateQueries({ queryKey: ACCOUNT_EMAIL_KEY });
        toast({ title: "Already confirmed", description: serverMessage(error) });
        return;
      }
      reportError(error, "Could not send the email. Please try again.");
    },
  });
}

export function useChangeEmail({ onSent }: { onSent: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChangeEmailBody) => (await (await apiRequest("PUT", "/api/account/email", body)).json()) as AccountEmail,
    onSuccess: (account) => {
      queryClient.setQueryData(ACCOUNT_EMAIL_KEY, account);
      toast({
        title: "Check your new inbox",
        description: `We sent a link to ${account.pendingEmail}. Your address changes when you open it.`,
      });
      onSent();
    },
  });
}

/** Drops the change of address waiting for its link: the link in that mail stops working. */
export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", "/api/account/email/pending"),
    onSuccess: () => {
      queryClient.setQueryData<AccountEmail>(ACCOUNT_EMAIL_KEY, (account) => account && { ...account, pendingEmail: null });
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_EMAIL_KEY });
      toast({ title: "Change cancelled", description: "Your email address stays as it is. The link we sent no longer works." });
    },
    onError: (error) => reportError(error, "Could not cancel the change. Please try again."),
  });
}

export function useChangePassword({ onChanged }: { onChanged: () => void }) {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => apiRequest("PUT", "/api/account/password", body),
    onSuccess: () => {
      toast({ title: "Password changed", description: "You are now signed out everywhere else." });
      onChanged();
    },
  });
}
