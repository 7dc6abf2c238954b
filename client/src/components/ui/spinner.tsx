import { useStore } from "@nanostores/react";
import { LoaderCircle } from "lucide-react";
import { i18n } from "@/lib/i18n";

const messages = i18n("components/spinner", {
  loading: "Loading...",
});

/**
 * A centered spinner with a visible label, announced politely to screen readers. `className`
 * sets its height (the whole screen by default); no class merging, so the first paint does
 * not wait for tailwind-merge.
 */
export function FullPageSpinner({ label, className = "min-h-dvh" }: { label?: string; className?: string }) {
  const t = useStore(messages);
  return (
    <div role="status" aria-live="polite" className={`flex flex-col items-center justify-center gap-3 ${className}`}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
      <p className="text-sm font-medium text-muted-foreground">{label ?? t.loading}</p>
    </div>
  );
}
