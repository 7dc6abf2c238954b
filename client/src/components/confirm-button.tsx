import { useState, type ComponentProps, type ReactNode } from "react";
import { DeferredPart } from "@/components/deferred-part";
import { Button } from "@/components/ui/button";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useDeferredLoad, usePressHandlers } from "@/lib/use-deferred-load";
import type { ConfirmDialog as ConfirmDialogType } from "@/components/confirm-dialog";

// The dialog's code (Radix AlertDialog, focus trap, scroll lock) loads after the page paints.
const ConfirmDialog = retryableLazy(() => import("@/components/confirm-dialog").then((m) => m.ConfirmDialog));

type ConfirmButtonProps = Omit<ComponentProps<typeof ConfirmDialogType>, "open" | "setOpen"> & { trigger: ReactNode };

/** A call (a mutation) a confirming button runs: the dialog stays open, its button pressed, until it settles. */
export interface ConfirmedCall {
  isPending: boolean;
  mutate: (variables: undefined, options: { onSettled: () => void }) => void;
}

/**
 * A button that asks first: an AlertDialog with Cancel and a confirming button that stays
 * pressed ("Leaving...") while the call runs, then closes. Until the dialog's code is in, the
 * same button stands in, and a press on it opens the dialog as soon as it is.
 */
export function ConfirmButton(props: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const { load, request } = useDeferredLoad();
  const press = usePressHandlers(() => {
    request();
    setOpen(true);
  });
  const standIn = (
    <Button {...props.triggerProps} aria-haspopup="dialog" aria-expanded={false} {...press}>
      {props.trigger}
    </Button>
  );
  if (!load) return standIn;
  return (
    <DeferredPart standIn={standIn}>
      <ConfirmDialog {...props} open={open} setOpen={setOpen} />
    </DeferredPart>
  );
}
