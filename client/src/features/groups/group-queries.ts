import { useReadAgainOnNotice } from "@/lib/use-read-again-on-notice";
import { useQuery } from "@tanstack/react-query";
import type { Group, GroupBan, GroupInvitation, GroupMember, SentInvitation } from "@contract/groups";
import { INVITATIONS_KEY, MY_GROUPS_KEY, bansKey, groupKey, membersKey, sentInvitationsKey } from "@/lib/group-cache";

export const useMyGroups = () => useQuery<Group[]>({ queryKey: MY_GROUPS_KEY });

/**
 * My pending invitations. They arrive from other people (the bell leads here), so unlike the
 * rest of the app's data they are read afresh each time the groups page opens, and again
 * whenever the unread count goes up while it is open (a new notice may be an invitation).
 */
export function useMyInvitations() {
  useReadAgainOnNotice(INVITATIONS_KEY);
  return useQuery<GroupInvitation[]>({ queryKey: INVITATIONS_KEY, refetchOnMount: "always" });
}

export const useGroup = (id: number) => useQuery<Group>({ queryKey: groupKey(id) });

export const useGroupMembers = (id: number, enabled = true) => useQuery<GroupMember[]>({ queryKey: membersKey(id), enabled });

export const useSentInvitations = (id: number, enabled = true) => useQuery<SentInvitation[]>({ queryKey: sentInvitationsKey(id), enabled });

/** Who is banned from the group: read afresh each time an admin opens the list. */
export const useGroupBans = (id: number) => useQuery<GroupBan[]>({ queryKey: bansKey(id), refetchOnMount: "always" });
