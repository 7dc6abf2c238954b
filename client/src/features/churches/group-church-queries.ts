import { useQuery } from "@tanstack/react-query";
import type { Church } from "@contract/churches";
import { churchKey } from "@/lib/church-cache";
import { leads } from "./church-roles";

/**
 * The church a group belongs to (none: null), as the church's page reads it (one query, by its
 * id): its name for the group's header, and whether the viewer leads it, and so takes down what
 * is posted in its groups. Apart from the church page's reads, so a group's page loads only this.
 */
export function useGroupChurch(churchId: number | null) {
  const church = useQuery<Church>({ queryKey: churchKey(String(churchId)), enabled: churchId !== null });
  return { church: church.data, leads: leads(church.data?.myRole ?? null) };
}
