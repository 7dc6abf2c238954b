import { useMutation, useQueryClient } from "@tanstack/react-query";
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
import { toast } from "@/lib/use-toast";
import { groupErrorToast } from "./group-errors";

async function json<T>(method: string, url: string, body?: unknown): Promise<T> {
  return (await (await apiRequest(method, url, body)).json()) as T;
}

const success = (description: string) => toast({ title: "Success", description });

/** The 'Create Group' dialog's call: POST /api/groups, then a 'Success' toast, or the error toast. */
export function useCreateGroup({ onCreated }: { onCreated?: (group: Group) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGroupBody) => json<Group>("POST", "/api/groups", body),
    onSuccess: (group) => {
      addToMyGroups(queryClient, group);
      success("Group created successfully");
      onCreated?.(group);
    },
    onError: (error) => groupErrorToast(error, "Failed to create group"),
  });
}

export type GroupChanges = { name?: string; description?: string | null; isPrivate?: boolean };

export function useUpdateGroup(groupId: number, { onUpdated }: { onUpdated?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: GroupChanges) => json<Group>("PUT", `/api/groups/${groupId}`, changes),
    onSuccess: (group) => {
      storeGroup(queryClient, group);
      success("Group updated successfully");
      onUpdated?.();
    },
    onError: (error) => groupErrorToast(error, "Failed to update group"),
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
      success(`${group.name} has been deleted.`);
    },
    onError: (error) => groupErrorToast(error, "Failed to delete group"),
  });
}

export function useJoinGroup(group: Pick<Group, "id" | "name">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => json<Group>("POST", `/api/groups/${group.id}/join`),
    onSuccess: (joined) => {
      addToMyGroups(queryClient, joined);
      void queryClient.invalidateQueries({ queryKey: membersKey(group.id) });
      success(`You have joined ${joined.name}.`);
    },
    onError: (error) => groupErrorToast(error, "Failed to join group"),
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
      success(`You have left ${group.name}.`);
    },
    onError: (error) => groupErrorToast(error, "Failed to leave group"),
  });
}

/** Make admin / remove admin, from the Manage dialog. */
export function useSetMemberRole(groupId: number, member: PublicUser) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: GroupRole) => apiRequest("PUT", `/api/groups/${groupId}/members/${member.id}`, { role }),
    onSuccess: (_res, role) => {
      void queryClient.invalidateQueries({ queryKey: membersKey(groupId) });
      success(role === "admin" ? `${displayName(member)} is now an admin.` : `${displayName(member)} is no longer an admin.`);
    },
    onError: (error) => groupErrorToast(error, "Failed to change role"),
  });
}

export function useRemoveMember(groupId: number, member: PublicUser) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/groups/${groupId}/members/${member.id}`),
    onSuccess: () => {
      patchGroup(queryClient, groupId, (g) => ({ ...g, memberCount: Math.max(0, g.memberCount - 1) }));
      void queryClient.invalidateQueries({ queryKey: membersKey(groupId) });
      success(`${displayName(member)} has been removed from the group.`);
    },
    onError: (error) => groupErrorToast(error, "Failed to remove member"),
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
      success(`${displayName(member)} has been removed and banned from the group.`);
    },
    onError: (error) => groupErrorToast(error, "Failed to ban member"),
  });
}

export function useLiftGroupBan(groupId: number, person: PublicUser) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/groups/${groupId}/bans/${person.id}`),
    onSuccess: () => {
      queryClient.setQueryData<GroupBan[]>(bansKey(groupId), (list) => list?.filter((ban) => ban.user.id !== person.id));
      success(`${displayName(person)} may join the group again.`);
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: bansKey(groupId) });
      groupErrorToast(error, "Failed to lift the ban");
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
      success(`Invitation sent to ${displayName(person)}.`);
    },
    onError: (error) => groupErrorToast(error, "Failed to send invitation"),
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
      success(`Invitation to ${displayName(person)} revoked.`);
    },
    onError: (error) => {
      // Answered or revoked meanwhile: the list was out of date, so read it again.
      void queryClient.invalidateQueries({ queryKey: key });
      groupErrorToast(error, "Failed to revoke invitation");
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
        success(`Welcome to ${invitation.group.name}!`);
      } else {
        success(`You declined the invitation to ${invitation.group.name}.`);
      }
    },
    onError: (error) => {
      // Answered elsewhere (another tab): the list was out of date, so refresh it.
      void queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
      groupErrorToast(error, "Failed to respond to invitation");
    },
  });
}
