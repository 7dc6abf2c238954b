import { type InfiniteData, useQueryClient } from "@tanstack/react-query";
import type { AdminMember } from "@contract/admin";
import { MEMBERS_KEY } from "./admin-queries";

/**
 * Once a member's role has changed (through the team's role route, which tells and toasts):
 * every list of members shown so far shows it, whatever its filter and search.
 */
export function useUpdateMemberRole(userId: number) {
  const queryClient = useQueryClient();
  return (role: AdminMember["role"]) =>
    queryClient.setQueriesData<InfiniteData<AdminMember[]>>({ queryKey: MEMBERS_KEY }, (data) =>
      data ? { ...data, pages: data.pages.map((page) => page.map((m) => (m.user.id === userId ? { ...m, role } : m))) } : data,
    );
}
