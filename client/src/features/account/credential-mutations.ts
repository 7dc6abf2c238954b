import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AccountEmail, ChangeEmailBody, ChangePasswordBody, MailAccepted } from "@contract/account-credentials";
import { ACCOUNT_EMAIL_KEY } from "@/lib/account-email";
import { apiRequest } from "@/lib/api";
import { hasStatus, serverMessage } from "@/lib/api-error";
import { errorToast } from "@/lib/error-toast";
import { i18n, params } from "@/lib/i18n";
import { handleUnauthorized } from "@/lib/redirect-to-login";
import { AUTH_USER_KEY } from "@/lib/use-auth";
import { toast } from "@/lib/use-toast";

const messages = i18n("account/credential-mutations", {
  emailSent: "Email sent",
  // After the server's word that the mail went.
  mayTakeAMinute: params<{ message: string }>("{message} It may take a minute to arrive."),
  alreadyConfirmed: "Already confirmed",
  sendFailed: "Could not send the email. Please try again.",
  checkInbox: "Check your new inbox",
  linkSent: params<{ email: string }>("We sent a link to {email}. Your address changes when you open it."),
  changeCancelled: "Change cancelled",
  addressStays: "Your email address stays as it is. The link we sent no longer works.",
  cancelFailed: "Could not cancel the change. Please try again.",
  passwordChanged: "Password changed",
  signedOutElsewhere: "You are now signed out everywhere else.",
});

/** A failed write: a 401 sends the person to sign in; anything else is a destructive 'Error' toast. */
export function reportError(error: unknown, fallback: string): void {
  if (handleUnauthorized(error)) return;
  errorToast(error, fallback);
}

/** A new confirmation link for my address (the banner's and the settings' "Resend email"). */
export function useResendConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await (await apiRequest("POST", "/api/account/email/verification")).json()) as MailAccepted,
    onSuccess: ({ message }) => {
      const t = messages.get();
      toast({ title: t.emailSent, description: t.mayTakeAMinute({ message }) });
    },
    onError: (error) => {
      // Confirmed meanwhile (in another tab, say): show it so.
      if (hasStatus(error, 409)) {
        void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
        void queryClient.invalidateQueries({ queryKey: ACCOUNT_EMAIL_KEY });
        toast({ title: messages.get().alreadyConfirmed, description: serverMessage(error) });
        return;
      }
      reportError(error, messages.get().sendFailed);
    },
  });
}

export function useChangeEmail({ onSent }: { onSent: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChangeEmailBody) => (await (await apiRequest("PUT", "/api/account/email", body)).json()) as AccountEmail,
    onSuccess: (account) => {
      queryClient.setQueryData(ACCOUNT_EMAIL_KEY, account);
      const t = messages.get();
      toast({ title: t.checkInbox, description: t.linkSent({ email: account.pendingEmail ?? "" }) });
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
      const t = messages.get();
      toast({ title: t.changeCancelled, description: t.addressStays });
    },
    onError: (error) => reportError(error, messages.get().cancelFailed),
  });
}

export function useChangePassword({ onChanged }: { onChanged: () => void }) {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => apiRequest("PUT", "/api/account/password", body),
    onSuccess: () => {
      const t = messages.get();
      toast({ title: t.passwordChanged, description: t.signedOutElsewhere });
      onChanged();
    },
  });
}
