import { useState, type ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button, type ButtonProps } from "@/components/ui/button";

/**
 * A button that asks first: an AlertDialog with Cancel and a confirming button that stays
 * pressed ("Leaving...") while the call runs, then closes.
 */
export function ConfirmButton({
  trigger,
  triggerProps,
  title,
  description,
  confirmLabel,
  pendingLabel,
  onConfirm,
  pending,
}: {
  trigger: ReactNode;
  triggerProps?: ButtonProps;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** Runs the action; call `done` when it settles to close the dialog. */
  onConfirm: (done: () => void) => void;
  pending: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button {...triggerProps}>{trigger}</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialog.Action, so the dialog stays open while the call runs. */}
          <Button variant="destructive" disabled={pending} onClick={() => onConfirm(() => setOpen(false))}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
