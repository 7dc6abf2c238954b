import type { SiteSettings } from "@contract/site";
import { apiRequest } from "@/lib/api";

/** What the site says of itself, or null when it could not be read (offline). */
export type SiteOutcome = SiteSettings | null;

// One request for the page's life: every render (React's StrictMode, a remount, the sign-up tab
// chosen again) reads the first answer. Plain fetch, not the data layer: a visitor's page has none.
let outcome: Promise<SiteOutcome> | undefined;

/** The site's settings (GET /api/site, open to visitors), read once. */
export function siteOnce(): Promise<SiteOutcome> {
  outcome ??= apiRequest("GET", "/api/site").then(
    async (res) => (await res.json()) as SiteSettings,
    () => null,
  );
  return outcome;
}

/** Reads the settings afresh next time they are asked for (after a failure, to try again). */
export function forgetSite(): void {
  outcome = undefined;
}

/** An admin saved new settings: the pages that read them once show these from now on. */
export function rememberSite(settings: SiteSettings): void {
  outcome = Promise.resolve(settings);
}
