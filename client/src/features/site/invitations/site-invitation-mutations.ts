import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SiteInvitation } from "@contract/site-invitations";
import { apiRequest } from "@/lib/api";
import { errorToast } from "@/lib/error-toast";
import { count, i18n } from "@/lib/i18n";
import { handleUnauthorized } from "@/lib/redirect-to-login";
import { toast } from "@/lib/use-toast";
import { SITE_INVITATIONS_KEY } from "./site-invitation-queries";

const messages = i18n("site/site-invitation-mutations", {
  success: "Success",
  created: "Invitation link created: copy it and send it to the person you invite.",
  createFailed: "Failed to create the invitation",
  mailed: count({ one: "{count} invitation sent", other: "{count} invitations sent" }),
  mailFailed: "Failed to send the invitations",
  revoked: "The invitation has been revoked: it no longer works.",
  revokeFailed: "Failed to revoke the invitation",
});

// Read when the toast is shown (outside React): in the language of that moment.
const t = () => messages.get();

/** Signed out: the login redirect; else the server's refusal (a limit reached, say) or `fallback`. */
function failed(error: unknown, fallback: string): void {
  if (!handleUnauthorized(error)) errorToast(error, fallback);
}

/** Makes a link to hand on; it comes first in the list, newest first as the server lists them. */
export function useCreateSiteInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await (await apiRequest("POST", "/api/site-invitations")).json()) as SiteInvitation,
    onSuccess: (invitation) => {
      queryClient.setQueryData<SiteInvitation[]>(SITE_INVITATIONS_KEY, (list) => [invitation, ...(list ?? [])]);
      toast({ title: t().success, description: t().created });
    },
    onError: (error) => failed(error, t().createFailed),
  });
}

/**
 * Mails an invitation to each address. The list is read again: an address invited before had
 * its older invitation replaced.
 */
export function useMailSiteInvitations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (emails: string[]) =>
      (await (await apiRequest("POST", "/api/site-invitations/mail", { emails })).json()) as SiteInvitation[],
    onSuccess: (made) => {
      void queryClient.invalidateQueries({ queryKey: SITE_INVITATIONS_KEY });
      toast({ title: t().mailed(made.length) });
    },
    onError: (error) => failed(error, t().mailFailed),
  });
}

/** Revokes a waiting invitation: it leaves the list, and its code signs up nobody. */
export function useRevokeSiteInvitation(invitation: SiteInvitation) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/site-invitations/${invitation.id}`),
    onSuccess: () => {
      queryClient.setQueryData<SiteInvitation[]>(SITE_INVITATIONS_KEY, (list) => list?.filter((i) => i.id !== invitation.id));
      toast({ title: t().success, description: t().revoked });
    },
    onError: (error) => {
      // Used or expired meanwhile: the list catches up.
      void queryClient.invalidateQueries({ queryKey: SITE_INVITATIONS_KEY });
      failed(error, t().revokeFailed);
    },
  });
}
