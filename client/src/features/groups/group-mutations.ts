import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChurchGroupKind } from "@contract/churches";
import { displayName } from "@contract/display-name";
import type { CreateGroupBody, Group, GroupBan, GroupInvitation, GroupRole, SentInvitation } from "@contract/groups";
import type { PublicUser } from "@contract/users";
import { apiRequest } from "@/lib/api";
import {
  INVITATIONS_KEY,
  MY_GROUPS_KEY,
  addToMyGroups,
  bansKey,
  groupKey,
  membersKey,
  patchGroup,
  removeFromMyGroups,
  sentInvitationsKey,
  storeGroup,
} from "@/lib/group-cache";
import { i18n, params } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";
import { groupErrorToast } from "./group-errors";

const messages = i18n("groups/group-mutations", {
  success: "Success",
  created: "Group created successfully",
  createFailed: "Failed to create group",
  updated: "Group updated successfully",
  updateFailed: "Failed to update group",
  deleted: params<{ name: string }>("{name} has been deleted."),
  deleteFailed: "Failed to delete group",
  joined: params<{ name: string }>("You have joined {name}."),
  joinFailed: "Failed to join group",
  left: params<{ name: string }>("You have left {name}."),
  leaveFailed: "Failed to leave group",
  madeAdmin: params<{ name: string }>("{name} is now an admin."),
  noLongerAdmin: params<{ name: string }>("{name} is no longer an admin."),
  roleFailed: "Failed to change role",
  removed: params<{ name: string }>("{name} has been removed from the group."),
  removeFailed: "Failed to remove member",
  banned: params<{ name: string }>("{name} has been removed and banned from the group."),
  banFailed: "Failed to ban member",
  banLifted: params<{ name: string }>("{name} may join the group again."),
  liftFailed: "Failed to lift the ban",
  invited: params<{ name: string }>("Invitation sent to {name}."),
  inviteFailed: "Failed to send invitation",
  revoked: params<{ name: string }>("Invitation to {name} revoked."),
  revokeFailed: "Failed to revoke invitation",
  welcome: params<{ name: string }>("Welcome to {name}!"),
  declined: params<{ name: string }>("You declined the invitation to {name}."),
  answerFailed: "Failed to respond to invitation",
});

async function json<T>(method: string, url: string, body?: unknown): Promise<T> {
  return (await (await apiRequest(method, url, body)).json()) as T;
}

// Read when the toast is shown (outside React): in the language of that moment.
const t = () => messages.get();

const success = (description: string) => toast({ title: t().success, description });

/** What makes a group: POST /api/groups, or a church's own call for one of its groups (with its kind). */
export type SendNewGroup = (body: CreateGroupBody & { kind?: ChurchGroupKind }) => Promise<Group>;

const sendNewGroup: SendNewGroup = (body) => json<Group>("POST", "/api/groups", body);

/** The 'Create Group' dialog's call (`send`, POST /api/groups unless given), then a 'Success' toast, or the error toast. */
export function useCreateGroup({ onCreated, send = sendNewGroup }: { onCreated?: (group: Group) => void; send?: SendNewGroup } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (group) => {
      addToMyGroups(queryClient, group);
      success(t().created);
      onCreated?.(group);
    },
    onError: (error) => groupErrorToast(error, t().createFailed),
  });
}

export type GroupChanges = { name?: string; description?: string | null; isPrivate?: boolean };

export function useUpdateGroup(groupId: number, { onUpdated }: { onUpdated?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: GroupChanges) => json<Group>("PUT", `/api/groups/${groupId}`, changes),
    onSuccess: (group) => {
      storeGroup(queryClient, group);
      success(t().updated);
      onUpdated?.();
    },
    onError: (error) => groupErrorToast(error, t().updateFailed),
  });
}

export function useDeleteGroup(group: Group, { onDeleted }: { onDeleted?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/groups/${group.id}`),
    onSuccess: () => {
      // Leave its page first, so nothing asks for the group that is gone.
      onDeleted?.();
      removeFromMyGroups(queryClient, group.id);
      queryClient.removeQueries({ queryKey: groupKey(group.id) });
      void queryClient.invalidateQueries({ queryKey: ["/api/groups/search"] });
      success(t().deleted({ name: group.name }));
    },
    onError: (error) => groupErrorToast(error, t().deleteFailed),
  });
}

export function useJoinGroup(group: Pick<Group, "id" | "name">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => json<Group>("POST", `/api/groups/${group.id}/join`),
    onSuccess: (joined) => {
      addToMyGroups(queryClient, joined);
      void queryClient.invalidateQueries({ queryKey: membersKey(group.id) });
      success(t().joined({ name: joined.name }));
    },
    onError: (error) => groupErrorToast(error, t().joinFailed),
  });
}

export function useLeaveGroup(group: Group, { onLeft }: { onLeft?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", `/api/groups/${group.id}/leave`),
    onSuccess: () => {
      onLeft?.();
      removeFromMyGroups(queryClient, group.id);
      if (group.isPrivate) {
        // A private group is invisible to non-members: forget all of it.
        queryClient.removeQueries({ queryKey: groupKey(group.id) });
      } else {
        patchGroup(queryClient, group.id, (g) => ({ ...g, myRole: null, memberCount: Math.max(0, g.memberCount - 1) }));
        void queryClient.invalidateQueries({ queryKey: membersKey(group.id) });
      }
      success(t().left({ name: group.name }));
    },
    onError: (error) => groupErrorToast(error, t().leaveFailed),
  });
}

/** Make admin / remove admin, from the Manage dialog. */
export function useSetMemberRole(groupId: number, member: PublicUser) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: GroupRole) => apiRequest("PUT", `/api/groups/${groupId}/members/${member.id}`, { role }),
    onSuccess: (_res, role) => {
      void queryClient.invalidateQueries({ queryKey: membersKey(groupId) });
      success(role === "admin" ? t().madeAdmin({ name: displayName(member) }) : t().noLongerAdmin({ name: displayName(member) }));
    },
    onError: (error) => groupErrorToast(error, t().roleFailed),
  });
}

export function useRemoveMember(groupId: number, member: PublicUser) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/groups/${groupId}/members/${member.id}`),
    onSuccess: () => {
      patchGroup(queryClient, groupId, (g) => ({ ...g, memberCount: Math.max(0, g.memberCount - 1) }));
      void queryClient.invalidateQueries({ queryKey: membersKey(groupId) });
      success(t().removed({ name: displayName(member) }));
    },
    onError: (error) => groupErrorToast(error, t().removeFailed),
  });
}

/** Remove and ban: the person leaves the group and may not join again, nor be invited, until the ban is lifted. */
export function useBanFromGroup(groupId: number, member: PublicUser) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", `/api/groups/${groupId}/bans`, { userId: member.id }),
    onSuccess: () => {
      patchGroup(queryClient, groupId, (g) => ({ ...g, memberCount: Math.max(0, g.memberCount - 1) }));
      void queryClient.invalidateQueries({ queryKey: membersKey(groupId) });
      void queryClient.invalidateQueries({ queryKey: bansKey(groupId) });
      success(t().banned({ name: displayName(member) }));
    },
    onError: (error) => groupErrorToast(error, t().banFailed),
  });
}

export function useLiftGroupBan(groupId: number, person: PublicUser) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/groups/${groupId}/bans/${person.id}`),
    onSuccess: () => {
      queryClient.setQueryData<GroupBan[]>(bansKey(groupId), (list) => list?.filter((ban) => ban.user.id !== person.id));
      success(t().banLifted({ name: displayName(person) }));
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: bansKey(groupId) });
      groupErrorToast(error, t().liftFailed);
    },
  });
}

export function useInviteToGroup(groupId: number, person: PublicUser) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", `/api/groups/${groupId}/invitations`, { userId: person.id }),
    onSuccess: async () => {
      // Pending until the list of invitations out has it: that list alone says who is invited
      // (an invitation may be revoked later in the same dialog).
      await queryClient.invalidateQueries({ queryKey: sentInvitationsKey(groupId) });
      success(t().invited({ name: displayName(person) }));
    },
    onError: (error) => groupErrorToast(error, t().inviteFailed),
  });
}

/** Manage > Invite: an admin withdraws an invitation still waiting for an answer. */
export function useRevokeInvitation(groupId: number, person: PublicUser) {
  const queryClient = useQueryClient();
  const key = sentInvitationsKey(groupId);
  return useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/groups/${groupId}/invitations/${person.id}`),
    onSuccess: () => {
      queryClient.setQueryData<SentInvitation[]>(key, (list) => list?.filter((i) => i.invitee.id !== person.id));
      success(t().revoked({ name: displayName(person) }));
    },
    onError: (error) => {
      // Answered or revoked meanwhile: the list was out of date, so read it again.
      void queryClient.invalidateQueries({ queryKey: key });
      groupErrorToast(error, t().revokeFailed);
    },
  });
}

/** Accept or decline an invitation on /groups; accepting adds the group to 'My Groups'. */
export function useAnswerInvitation(invitation: GroupInvitation) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: "accepted" | "declined") => apiRequest("PUT", `/api/groups/invitations/${invitation.id}`, { status }),
    onSuccess: (_res, status) => {
      queryClient.setQueryData<GroupInvitation[]>(INVITATIONS_KEY, (list) => list?.filter((i) => i.id !== invitation.id));
      if (status === "accepted") {
        void queryClient.invalidateQueries({ queryKey: MY_GROUPS_KEY });
        void queryClient.invalidateQueries({ queryKey: groupKey(invitation.group.id) });
        success(t().welcome({ name: invitation.group.name }));
      } else {
        success(t().declined({ name: invitation.group.name }));
      }
    },
    onError: (error) => {
      // Answered elsewhere (another tab): the list was out of date, so refresh it.
      void queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
      groupErrorToast(error, t().answerFailed);
    },
  });
}
