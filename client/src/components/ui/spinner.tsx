import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/utils";

/** A centered spinner with a visible label, announced politely to screen readers. */
export function FullPageSpinner({ label = "Loading...", className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn("flex min-h-dvh flex-col items-center justify-center gap-3", className)}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
    </div>
  );
}
