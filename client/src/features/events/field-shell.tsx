import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { translatedServerMessage } from "@/lib/server-messages";
import { cn } from "@/lib/utils";

/** What a form control needs to be named by its label and to carry its hint and error for screen readers. */
export function fieldAria(id: string, error?: string, hint?: boolean) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": described || undefined };
}

/** A labelled control (a select, a text area, a date) with its hint and its error under it. */
export function FieldShell({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("grid min-w-0 content-start gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {translatedServerMessage(error)}
        </p>
      )}
    </div>
  );
}
