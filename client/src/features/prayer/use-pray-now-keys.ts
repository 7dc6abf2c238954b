import { useEffect, useRef } from "react";

export interface PrayNowKeys {
  amen: () => void;
  skip: () => void;
  end: () => void;
}

/** Where a key press belongs to the element itself: text fields, and Enter on a control or link. */
function ownedByTarget(event: KeyboardEvent): boolean {
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (!target) return false;
  if (target.isContentEditable || target.closest("input, textarea, select")) return true;
  return event.key === "Enter" && target.closest("button, a, [role='button']") !== null;
}

/**
 * "Pray now" by keyboard alone: Enter or A says Amen, S or the right arrow skips, Escape ends.
 * Enter on a focused button or link still presses that button or follows that link.
 */
export function usePrayNowKeys(keys: PrayNowKeys): void {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.ctrlKey || event.metaKey || event.altKey || ownedByTarget(event)) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      const action = key === "Enter" || key === "a" ? "amen" : key === "s" || key === "ArrowRight" ? "skip" : key === "Escape" ? "end" : null;
      if (!action) return;
      event.preventDefault();
      latest.current[action]();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
