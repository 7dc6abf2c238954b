import { useStore } from "@nanostores/react";
import { Clock, TriangleAlert } from "lucide-react";
import type { ModerationState } from "@contract/moderation";
import { i18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";

// Keyed by the moderation state.
const messages = i18n("posts/moderation-notice", {
  held: "Hidden while moderators review reports. Only you can see this.",
  removed: "Removed by a moderator. Only you can see this.",
});

/** On the author's own post or comment that others no longer see: why, and that they alone see it. */
export function ModerationNotice({ state, className }: { state: ModerationState; className?: string }) {
  const t = useStore(messages);
  return (
    <p
      data-moderation={state}
      className={cn(
        "flex items-start gap-2 text-sm font-medium",
        state === "removed" ? "bg-destructive/10 text-destructive" : "bg-muted text-foreground",
        className,
      )}
    >
      {state === "held" ? (
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      ) : (
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      )}
      {t[state]}
    </p>
  );
}
