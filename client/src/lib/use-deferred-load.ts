import { useRef, useState, type MouseEvent, type PointerEvent } from "react";
import { useSecondaryRequestsOpen } from "./feed-first";

/**
 * For a control whose code is loaded later (a menu, a dialog): load it once the page's main
 * content has painted (lib/feed-first.ts), or at once when someone reaches for it first.
 * `requested` tells the loaded control to open straight away: the press that asked for it
 * happened on the stand-in.
 */
export function useDeferredLoad(): { load: boolean; requested: boolean; request: () => void } {
  const ready = useSecondaryRequestsOpen();
  const [requested, setRequested] = useState(false);
  return { load: ready || requested, requested, request: () => setRequested(true) };
}

/**
 * The handlers of a stand-in button: `action` runs once per press, at the pointer-down for a
 * mouse, finger or pen (as the Radix menu triggers they stand in for open) and at the click for
 * a keyboard or assistive technology. Acting at the click alone lost presses: when the real
 * control's code arrived between the press and the release, React swapped the button, the
 * release landed on the new one, and the browser sent the click to neither.
 */
export function usePressHandlers(action: () => void): {
  onPointerDown: (event: PointerEvent) => void;
  onClick: (event: MouseEvent) => void;
} {
  const pressed = useRef(false);
  return {
    onPointerDown: (event) => {
      if (event.button !== 0 || event.ctrlKey) return;
      pressed.current = true;
      action();
    },
    onClick: () => {
      // The click that ends a press already acted on; any other click (keyboard) acts now.
      if (pressed.current) pressed.current = false;
      else action();
    },
  };
}
