import { useQuery } from "@tanstack/react-query";
import type { Group } from "@contract/groups";
import { churchGroupsKey } from "@/lib/church-cache";

/** The church's groups the viewer may see (its public ones, and the private ones they are in): prayer teams first, then by name. */
export const useChurchGroups = (slug: string) => useQuery<Group[]>({ queryKey: churchGroupsKey(slug) });
