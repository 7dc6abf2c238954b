import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type AdminMember, MEMBERS_PAGE, type MemberFilter, type SiteFigures } from "@contract/admin";
import { throwIfNotOk } from "@/lib/api";

// Query keys of the admin console's own tabs; each starts with its GET path.
export const MEMBERS_KEY = ["/api/admin/members"] as const;
const FIGURES_KEY = ["/api/admin/figures"] as const;

/**
 * The site's members, newest first, a page at a time (the cursor is the last member's id), as
 * the filter and the search text have them; the page shown stays while the next search loads.
 */
export function useAdminMembers(filter: MemberFilter, text: string) {
  return useInfiniteQuery({
    queryKey: [...MEMBERS_KEY, filter, text],
    initialPageParam: null as number | null,
    refetchOnMount: "always",
    queryFn: async ({ pageParam, signal }) => {
      const query = new URLSearchParams({
        filter,
        limit: String(MEMBERS_PAGE),
        ...(text && { q: text }),
        ...(pageParam && { after: String(pageParam) }),
      });
      const res = await fetch(`/api/admin/members?${query}`, { credentials: "include", signal });
      await throwIfNotOk(res);
      return (await res.json()) as AdminMember[];
    },
    getNextPageParam: (page) => (page.length === MEMBERS_PAGE ? (page.at(-1)?.user.id ?? null) : null),
    placeholderData: keepPreviousData,
  });
}

/** The site's figures, the days as this browser's calendar has them; read afresh on each visit. */
export function useSiteFigures() {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return useQuery({
    queryKey: [...FIGURES_KEY, timeZone],
    refetchOnMount: "always",
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/admin/figures?${new URLSearchParams({ timeZone })}`, { credentials: "include", signal });
      await throwIfNotOk(res);
      return (await res.json()) as SiteFigures;
    },
  });
}
