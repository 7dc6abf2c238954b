import type { KeyboardEvent } from "react";

// Where each key moves the focus among a list's links: one on, one back, the first, the last.
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => Math.min(index + 1, count - 1),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Arrow keys, Home and End move the focus among the list's links (Tab still leaves the list). */
export function moveAmongLinks(event: KeyboardEvent<HTMLElement>): void {
  const move = MOVES[event.key];
  if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>("a[href]")];
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (index === -1) return;
  event.preventDefault();
  links[move(index, links.length)]?.focus();
}
