import { useQuery } from "@tanstack/react-query";
import type { SiteInvitation } from "@contract/site-invitations";

// Joins to its GET path, as every query key does.
export const SITE_INVITATIONS_KEY = ["/api/site-invitations"] as const;

/** The member's own invitations, newest first; read afresh on each visit (one may have been used meanwhile). */
export const useSiteInvitations = () => useQuery<SiteInvitation[]>({ queryKey: SITE_INVITATIONS_KEY, refetchOnMount: "always" });
