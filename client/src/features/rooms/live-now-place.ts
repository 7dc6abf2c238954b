/** The home page's "Live now" card, which a phone shows below the feed. */
export const LIVE_NOW_ID = "live-now";

/** Brings the "Live now" card into view, once it is on the page. */
export function showLiveNow(): void {
  document.getElementById(LIVE_NOW_ID)?.scrollIntoView({ behavior: "smooth", block: "start" });
}
