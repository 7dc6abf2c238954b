import { hashKey, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Group, GroupBan, GroupInvitation, GroupMember, SentInvitation } from "@contract/groups";
import { INVITATIONS_KEY, MY_GROUPS_KEY, bansKey, groupKey, membersKey, sentInvitationsKey } from "@/lib/group-cache";
import { UNREAD_COUNT_KEY } from "@/lib/notification-cache";

export const useMyGroups = () => useQuery<Group[]>({ queryKey: MY_GROUPS_KEY });

/**
 * My pending invitations. They arrive from other people (the bell leads here), so unlike the
 * rest of the app's data they are read afresh each time the groups page opens, and again
 * whenever the unread count goes up while it is open (a new notice may be an invitation).
 */
export function useMyInvitations() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let last = queryClient.getQueryData<{ count: number }>(UNREAD_COUNT_KEY)?.count;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.query.queryHash !== hashKey(UNREAD_COUNT_KEY)) return;
      const count = (event.query.state.data as { count: number } | undefined)?.count;
      if (count === undefined) return;
      // The first count may arrive after the list was read and already include an invitation
      // sent in between (the live stream opens after the page's own requests), so a first
      // count above zero reads the list again too.
      if (last === undefined ? count > 0 : count > last) {
        void queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
      }
      last = count;
    });
  }, [queryClient]);
  return useQuery<GroupInvitation[]>({ queryKey: INVITATIONS_KEY, refetchOnMount: "always" });
}

export const useGroup = (id: number) => useQuery<Group>({ queryKey: groupKey(id) });

export const useGroupMembers = (id: number, enabled = true) => useQuery<GroupMember[]>({ queryKey: membersKey(id), enabled });

export const useSentInvitations = (id: number, enabled = true) => useQuery<SentInvitation[]>({ queryKey: sentInvitationsKey(id), enabled });

/** Who is banned from the group: read afresh each time an admin opens the list. */
export const useGroupBans = (id: number) => useQuery<GroupBan[]>({ queryKey: bansKey(id), refetchOnMount: "always" });
