import { type FormEvent, useId } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

/** The one text field of the dialog: its name (in its id), label, hint and longest length. */
type Field = { name: string; label: string; placeholder: string; maxLength: number };

/**
 * A dialog that asks for one piece of text: Cancel, and a button that sends it. While it is sent
 * the dialog cannot be closed and both buttons wait, so nothing is sent twice or lost half-way.
 */
export function TextFieldDialog({
  open,
  onOpenChange,
  title,
  description,
  field,
  value,
  onValueChange,
  cancelLabel,
  submitLabel,
  canSubmit = true,
  pending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  field: Field;
  value: string;
  onValueChange: (value: string) => void;
  cancelLabel: string;
  /** What the sending button says, already switched to its "Sending..." form while pending. */
  submitLabel: string;
  /** False while what is typed cannot be sent yet (an empty required text). */
  canSubmit?: boolean;
  pending: boolean;
  onSubmit: () => void;
}) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit && !pending) onSubmit();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <form onSubmit={submit} className="grid grid-cols-1 gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
            <Textarea
              id={`${id}-${field.name}`}
              value={value}
              onChange={(event) => onValueChange(event.target.value)}
              maxLength={field.maxLength}
              rows={4}
              placeholder={field.placeholder}
              className="resize-y"
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
              {cancelLabel}
            </Button>
            <Button type="submit" disabled={!canSubmit || pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
