/** The home page's "Live now" card, which a phone shows below the feed. */
export const LIVE_NOW_ID = "live-now";

// What the reader does to move the page themself: from then on the card is theirs to leave.
const READER_MOVES = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Brings the "Live now" card into view, once it is on the page, and keeps it there while
 * what stands above it (the feed, the suggestions) is still coming in and would push it down,
 * until the reader moves the page themself.
 */
export function showLiveNow(): void {
  const card = document.getElementById(LIVE_NOW_ID);
  if (!card) return;
  const show = () => card.scrollIntoView({ block: "start" });
  show();
  const follow = new ResizeObserver(() => {
    if (card.isConnected) show();
    else stop();
  });
  const stop = () => {
    follow.disconnect();
    for (const move of READER_MOVES) window.removeEventListener(move, stop);
  };
  follow.observe(document.body);
  for (const move of READER_MOVES) window.addEventListener(move, stop, { passive: true });
}
