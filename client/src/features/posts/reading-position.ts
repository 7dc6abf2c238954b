// Keeps the reader's place while posts go in above it. Where the reader was at the top of the
// feed (its first post on screen), the page stays where it was and the new posts take the top;
// further down, the post they were reading stays where it was on screen. The browser's own
// scroll anchoring would do the second, not the first, and not in every browser.

/** The sticky top bar's height: a post under it is not being read. */
const TOP_BAR_PX = 64;
/** How long to hold the place while the new posts render (at a transition's priority). */
const HOLD_MS = 1_000;

export type ReadingPosition = { atTop: boolean; scrollY: number; anchor?: HTMLElement; anchorTop: number };

export function readingPosition(list: HTMLElement): ReadingPosition | null {
  const cards = [...list.querySelectorAll<HTMLElement>("[data-post-id]")];
  const first = cards[0];
  if (!first) return null;
  const anchor = cards.find((card) => card.getBoundingClientRect().bottom > TOP_BAR_PX);
  return {
    atTop: first.getBoundingClientRect().top >= TOP_BAR_PX,
    scrollY: window.scrollY,
    anchor,
    anchorTop: anchor?.getBoundingClientRect().top ?? 0,
  };
}

/** Holds `position` for the next frames, until the posts have gone in and settled. */
export function holdReadingPosition(position: ReadingPosition): void {
  const until = performance.now() + HOLD_MS;
  const step = () => {
    if (position.atTop) {
      if (window.scrollY !== position.scrollY) window.scrollTo(0, position.scrollY);
    } else if (position.anchor?.isConnected) {
      const moved = position.anchor.getBoundingClientRect().top - position.anchorTop;
      if (moved !== 0) window.scrollBy(0, moved);
    }
    if (performance.now() < until) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
