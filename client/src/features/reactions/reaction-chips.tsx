import { useStore } from "@nanostores/react";
import type { ReactionCounts, ReactionKind } from "@contract/reactions";
import { cn } from "@/lib/utils";
import { REACTION_ICONS, REACTIONS, fillReaction, reactionWords } from "./reaction-words";

/**
 * The reactions given, each with how many gave it (those nobody gave are left out); mine is
 * marked. With `onChoose`, each is a button: pressing mine takes it back, another makes it mine
 * instead. Without (someone who may not react here), they are only shown.
 */
export function ReactionChips({
  reactions,
  myReaction,
  onChoose,
  small = false,
}: {
  reactions: ReactionCounts;
  myReaction: ReactionKind | null;
  onChoose?: (kind: ReactionKind | null) => void;
  small?: boolean;
}) {
  const t = useStore(reactionWords);
  const shown = REACTIONS.filter((kind) => (reactions[kind] ?? 0) > 0);
  if (shown.length === 0) return null;
  return (
    <ul aria-label={t.reactions} className="flex flex-wrap items-center gap-1">
      {shown.map((kind) => {
        const Icon = REACTION_ICONS[kind];
        const count = reactions[kind] ?? 0;
        const label = fillReaction(t.chip(count), t[kind]);
        const mine = myReaction === kind;
        const look = cn(
          "inline-flex items-center gap-1 rounded-full border px-2 text-xs font-semibold tabular-nums",
          small ? "h-6" : "h-7",
          mine ? "border-primary/50 bg-secondary text-primary" : "border-border bg-card text-muted-foreground",
        );
        return (
          <li key={kind}>
            {onChoose ? (
              <button
                type="button"
                aria-pressed={mine}
                aria-label={label}
                title={label}
                onClick={() => onChoose(mine ? null : kind)}
                className={cn(look, "outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring", !mine && "hover:bg-muted")}
              >
                <Icon aria-hidden="true" className={cn("size-3.5", mine && "fill-primary/20")} />
                {count}
              </button>
            ) : (
              <span className={look} title={label}>
                <Icon aria-hidden="true" className="size-3.5" />
                <span aria-hidden="true">{count}</span>
                <span className="sr-only">{label}</span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
