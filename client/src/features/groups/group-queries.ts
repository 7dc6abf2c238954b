import { useQuery } from "@tanstack/react-query";
import type { MyConnection } from "@contract/connections";
import type { Group, GroupInvitation, GroupMember, SentInvitation } from "@contract/groups";
import { CONNECTIONS_KEY } from "@/features/connections/connection-cache";
import { INVITATIONS_KEY, MY_GROUPS_KEY, groupKey, membersKey, sentInvitationsKey } from "./group-cache";

export const useMyGroups = () => useQuery<Group[]>({ queryKey: MY_GROUPS_KEY });

/**
 * My pending invitations. They arrive from other people (the bell leads here), so unlike the
 * rest of the app's data they are read afresh each time the groups page opens.
 */
export const useMyInvitations = () =>
  useQuery<GroupInvitation[]>({ queryKey: INVITATIONS_KEY, refetchOnMount: "always" });

export const useGroup = (id: number) => useQuery<Group>({ queryKey: groupKey(id) });

export const useGroupMembers = (id: number, enabled = true) =>
  useQuery<GroupMember[]>({ queryKey: membersKey(id), enabled });

export const useSentInvitations = (id: number, enabled = true) =>
  useQuery<SentInvitation[]>({ queryKey: sentInvitationsKey(id), enabled });

export const useMyConnections = (enabled = true) => useQuery<MyConnection[]>({ queryKey: CONNECTIONS_KEY, enabled });
