import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Church, ChurchBan, ChurchRole, DirectorySharing, JoinRequest } from "@contract/churches";
import { displayName } from "@contract/display-name";
import type { PublicUser } from "@contract/users";
import { apiRequest } from "@/lib/api";
import { churchBansKey, churchKey, churchMembersKey, joinRequestsKey } from "@/lib/church-cache";
import { patchChurch } from "./church-store";
import { i18n, params } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";
import { churchErrorToast } from "./church-errors";

const messages = i18n("churches/church-member-mutations", {
  success: "Success",
  roleChanged: params<{ name: string }>("{name}'s role has been changed."),
  roleFailed: "Failed to change the role",
  removed: params<{ name: string }>("{name} has been removed from the church."),
  removeFailed: "Failed to remove the member",
  banned: params<{ name: string }>("{name} has been removed and banned from the church."),
  banFailed: "Failed to ban the member",
  banLifted: params<{ name: string }>("{name} may join the church again."),
  liftFailed: "Failed to lift the ban",
  admitted: params<{ name: string }>("{name} is now a member."),
  declined: params<{ name: string }>("You declined {name}'s request."),
  answerFailed: "Failed to answer the request",
  sharingFailed: "Failed to save what you show",
});

// Read when the toast is shown (outside React): in the language of that moment.
const t = () => messages.get();

const success = (description: string) => toast({ title: t().success, description });

const path = (church: Church) => `/api/churches/${encodeURIComponent(church.slug)}`;

/** An owner names someone's place: owner, leader (with a title such as Pastor) or member. */
export function useSetChurchRole(church: Church, person: PublicUser) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { role: ChurchRole; title: string | null }) => apiRequest("PUT", `${path(church)}/members/${person.id}`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: churchMembersKey(church.slug) });
      success(t().roleChanged({ name: displayName(person) }));
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: churchMembersKey(church.slug) });
      churchErrorToast(error, t().roleFailed);
    },
  });
}

export function useRemoveFromChurch(church: Church, person: PublicUser) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", `${path(church)}/members/${person.id}`),
    onSuccess: () => {
      patchChurch(queryClient, church.id, (c) => ({ memberCount: Math.max(0, c.memberCount - 1) }));
      void queryClient.invalidateQueries({ queryKey: churchMembersKey(church.slug) });
      success(t().removed({ name: displayName(person) }));
    },
    onError: (error) => churchErrorToast(error, t().removeFailed),
  });
}

/** Remove and ban: the person leaves and may not join again, nor ask, until the ban is lifted. */
export function useBanFromChurch(church: Church, person: PublicUser) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", `${path(church)}/bans`, { userId: person.id }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: churchKey(church.slug) });
      void queryClient.invalidateQueries({ queryKey: churchMembersKey(church.slug) });
      void queryClient.invalidateQueries({ queryKey: churchBansKey(church.slug) });
      success(t().banned({ name: displayName(person) }));
    },
    onError: (error) => churchErrorToast(error, t().banFailed),
  });
}

export function useLiftChurchBan(church: Church, person: PublicUser) {
  const queryClient = useQueryClient();
  const key = churchBansKey(church.slug);
  return useMutation({
    mutationFn: () => apiRequest("DELETE", `${path(church)}/bans/${person.id}`),
    onSuccess: () => {
      queryClient.setQueryData<ChurchBan[]>(key, (list) => list?.filter((ban) => ban.user.id !== person.id));
      success(t().banLifted({ name: displayName(person) }));
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: key });
      churchErrorToast(error, t().liftFailed);
    },
  });
}

/** Requests: admit someone, or decline. */
export function useAnswerJoinRequest(church: Church, person: PublicUser) {
  const queryClient = useQueryClient();
  const key = joinRequestsKey(church.slug);
  return useMutation({
    mutationFn: (admit: boolean) => apiRequest("PUT", `${path(church)}/requests/${person.id}`, { admit }),
    onSuccess: (_res, admit) => {
      const left = queryClient.setQueryData<JoinRequest[]>(key, (list) => list?.filter((request) => request.user.id !== person.id));
      patchChurch(queryClient, church.id, (c) => ({
        pendingRequests: left?.length ?? null,
        ...(admit && { memberCount: c.memberCount + 1 }),
      }));
      if (admit) void queryClient.invalidateQueries({ queryKey: churchMembersKey(church.slug) });
      success(admit ? t().admitted({ name: displayName(person) }) : t().declined({ name: displayName(person) }));
    },
    onError: (error) => {
      // Answered meanwhile (another leader, or withdrawn): the list was out of date.
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: churchKey(church.slug) });
      churchErrorToast(error, t().answerFailed);
    },
  });
}

/** What I show the church's other members in its directory: each choice saved as it is made. */
export function useDirectorySharing(church: Church) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choices: Partial<DirectorySharing>) =>
      (await (await apiRequest("PUT", `${path(church)}/sharing`, choices)).json()) as DirectorySharing,
    onSuccess: (mySharing) => {
      patchChurch(queryClient, church.id, () => ({ mySharing }));
      void queryClient.invalidateQueries({ queryKey: churchMembersKey(church.slug) });
    },
    onError: (error) => churchErrorToast(error, t().sharingFailed),
  });
}
