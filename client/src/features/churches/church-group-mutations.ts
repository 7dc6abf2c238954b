import type { QueryClient } from "@tanstack/react-query";
import type { CreateChurchGroupBody } from "@contract/churches";
import type { Group } from "@contract/groups";
import { apiRequest } from "@/lib/api";
import { churchGroupsKey } from "@/lib/church-cache";

/** A leader makes one of the church's groups (the create dialog's call for it). */
export async function createChurchGroup(slug: string, body: CreateChurchGroupBody): Promise<Group> {
  return (await (await apiRequest("POST", `/api/churches/${encodeURIComponent(slug)}/groups`, body)).json()) as Group;
}

/** A new group of the church: its list is read again, in the server's order (prayer teams first, then by name). */
export function refreshChurchGroups(queryClient: QueryClient, slug: string): void {
  void queryClient.invalidateQueries({ queryKey: churchGroupsKey(slug) });
}
