import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
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
import { i18n } from "@/lib/i18n";

const messages = i18n("components/confirm-dialog", {
  cancel: "Cancel",
});

/**
 * A confirmation: Cancel, and a destructive button that stays pressed ("Deleting...") while
 * the call runs and closes the dialog once it settles. With a `trigger`, it brings its own
 * button (ConfirmButton loads it on demand); without one, `open` is driven from elsewhere
 * (a menu item).
 */
export function ConfirmDialog({
  trigger,
  triggerProps,
  title,
  description,
  confirmLabel,
  pendingLabel,
  onConfirm,
  pending,
  open,
  setOpen,
}: {
  trigger?: ReactNode;
  triggerProps?: ButtonProps;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** Runs the action; call `done` when it settles to close the dialog. */
  onConfirm: (done: () => void) => void;
  pending: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const t = useStore(messages);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      {trigger !== undefined && (
        <AlertDialogTrigger asChild>
          <Button {...triggerProps}>{trigger}</Button>
        </AlertDialogTrigger>
      )}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t.cancel}</AlertDialogCancel>
          {/* A plain button, not AlertDialog.Action, so the dialog stays open while the call runs. */}
          <Button variant="destructive" disabled={pending} onClick={() => onConfirm(() => setOpen(false))}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
