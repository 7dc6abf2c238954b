import { LoaderCircle } from "lucide-react";

/**
 * A centered spinner with a visible label, announced politely to screen readers. `className`
 * sets its height (the whole screen by default); no class merging, so the first paint does
 * not wait for tailwind-merge.
 */
export function FullPageSpinner({ label = "Loading...", className = "min-h-dvh" }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={`flex flex-col items-center justify-center gap-3 ${className}`}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
    </div>
  );
}
