import type { MouseEvent, PointerEvent, ReactNode } from "react";
import { DeferredPart } from "@/components/deferred-part";
import { useDeferredLoad, usePressHandlers } from "@/lib/use-deferred-load";

/** What the stand-in button is given: a closed menu's state and the handlers of a press. */
export type StandInProps = {
  "aria-expanded": false;
  onPointerDown: (event: PointerEvent) => void;
  onClick: (event: MouseEvent) => void;
};

/**
 * A menu whose code (Radix menus, their dialogs) loads after the page has painted. Until
 * it is in, `standIn` draws the same trigger button, and a press on it loads the menu and opens
 * it at once (`menu` is told to start open).
 */
export function LazyMenu({ standIn, menu }: { standIn: (props: StandInProps) => ReactNode; menu: (defaultOpen: boolean) => ReactNode }) {
  const { load, requested, request } = useDeferredLoad();
  const press = usePressHandlers(request);
  const trigger = standIn({ "aria-expanded": false, ...press });
  if (!load) return trigger;
  return <DeferredPart standIn={trigger}>{menu(requested)}</DeferredPart>;
}
