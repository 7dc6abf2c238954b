import { useQuery } from "@tanstack/react-query";
import type { SiteSettings, WaitingSignUp } from "@contract/site";
import type { SiteLogo } from "@/components/brand";
import { useSecondaryRequestsOpen } from "@/lib/feed-first";

// Query keys of the admin page; each joins to its GET path.
export const SITE_KEY = ["/api/site"] as const;
export const SIGN_UPS_KEY = ["/api/admin/sign-ups"] as const;

/** The site's settings as an admin edits them; read afresh on each visit. */
export const useSiteSettings = () => useQuery<SiteSettings>({ queryKey: SITE_KEY, refetchOnMount: "always" });

/**
 * The site's logo for the app's header: read once, and again as an admin saves a new one; null
 * (the mark) should it fail. Asked for once the home feed is on screen (lib/feed-first.ts): the
 * header's picture must not hold up the first cards.
 */
export function useSiteLogo(): SiteLogo {
  const site = useQuery<SiteSettings, Error, string | null>({
    queryKey: SITE_KEY,
    select: (settings) => settings.logoUrl,
    enabled: useSecondaryRequestsOpen(),
  });
  return site.isPending ? "loading" : (site.data ?? null);
}

/** Those who signed up and wait to be admitted, the longest first; read afresh on each visit. */
export const useWaitingSignUps = () => useQuery<WaitingSignUp[]>({ queryKey: SIGN_UPS_KEY, refetchOnMount: "always" });
