import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Church, CreateLinkBody, InviteLink, MailInvitationsResult } from "@contract/churches";
import { apiRequest } from "@/lib/api";
import { inviteLinksKey } from "@/lib/church-cache";
import { storeChurch } from "./church-store";
import { count, i18n, params } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";
import { churchErrorToast } from "./church-errors";

const messages = i18n("churches/invite-link-mutations", {
  success: "Success",
  created: "Invitation link created. Share it, or print its QR code.",
  createFailed: "Failed to create the link",
  revoked: "The link has been revoked: it no longer works.",
  revokeFailed: "Failed to revoke the link",
  mailed: count({ one: "{count} invitation sent", other: "{count} invitations sent" }),
  leftOut: count({ one: "{count} left out: already a member or kept out", other: "{count} left out: already members or kept out" }),
  mailFailed: "Failed to send the invitations",
  invitationRevoked: "The invitation has been revoked: its link no longer works.",
  welcome: params<{ name: string }>("Welcome to {name}!"),
  joinFailed: "Failed to join the church",
});

// Read when the toast is shown (outside React): in the language of that moment.
const t = () => messages.get();

const success = (description: string) => toast({ title: t().success, description });

const linksPath = (church: Church) => `/api/churches/${encodeURIComponent(church.slug)}/links`;

export function useCreateInviteLink(church: Church) {
  const queryClient = useQueryClient();
  const key = inviteLinksKey(church.slug);
  return useMutation({
    mutationFn: async (body: CreateLinkBody) => (await (await apiRequest("POST", linksPath(church), body)).json()) as InviteLink,
    onSuccess: (link) => {
      // Newest first, as the server lists them.
      queryClient.setQueryData<InviteLink[]>(key, (list) => (list ? [link, ...list.filter((l) => l.id !== link.id)] : [link]));
      success(t().created);
    },
    onError: (error) => churchErrorToast(error, t().createFailed),
  });
}

/**
 * Invitations by e-mail: each address gets a link of its own, for one person. The list is read
 * again, with the links the server made (and those it replaced, revoked).
 */
export function useMailInvitations(church: Church) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (emails: string[]) =>
      (await (
        await apiRequest("POST", `/api/churches/${encodeURIComponent(church.slug)}/mail-invitations`, { emails })
      ).json()) as MailInvitationsResult,
    onSuccess: ({ invited, skipped }) => {
      void queryClient.invalidateQueries({ queryKey: inviteLinksKey(church.slug) });
      toast({ title: t().mailed(invited), description: skipped > 0 ? t().leftOut(skipped) : undefined });
    },
    onError: (error) => churchErrorToast(error, t().mailFailed),
  });
}

export function useRevokeInviteLink(church: Church, link: InviteLink) {
  const queryClient = useQueryClient();
  const key = inviteLinksKey(church.slug);
  return useMutation({
    mutationFn: () => apiRequest("DELETE", `${linksPath(church)}/${link.id}`),
    onSuccess: () => {
      queryClient.setQueryData<InviteLink[]>(key, (list) => list?.map((l) => (l.id === link.id ? { ...l, state: "revoked" } : l)));
      success(link.email === null ? t().revoked : t().invitationRevoked);
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: key });
      churchErrorToast(error, t().revokeFailed);
    },
  });
}

/**
 * Joins through an invitation link, whatever the church's way of joining (already a member:
 * the church all the same), then `onJoined` (its page).
 */
export function useJoinByLink(code: string, { onJoined }: { onJoined: (church: Church) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await (await apiRequest("POST", `/api/church-links/${encodeURIComponent(code)}`)).json()) as Church,
    onSuccess: (church) => {
      storeChurch(queryClient, church);
      onJoined(church);
      success(t().welcome({ name: church.name }));
    },
    onError: (error) => churchErrorToast(error, t().joinFailed),
  });
}
