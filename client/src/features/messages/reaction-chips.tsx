import { useStore } from "@nanostores/react";
import type { Message } from "@contract/messages";
import { cn } from "@/lib/utils";
import { fill } from "./fill";
import { useReact } from "./message-mutations";
import { REACTION_ICONS, REACTIONS, reactionWords } from "./reaction-words";

/**
 * A message's reactions, each with how many chose it: mine is a pressed chip, pressed again to
 * take it back; another chip makes it mine instead (one reaction per person).
 */
export function ReactionChips({ message, mine }: { message: Message; mine: boolean }) {
  const t = useStore(reactionWords);
  const react = useReact(message);
  const shown = REACTIONS.flatMap((reaction) => message.reactions.filter((r) => r.reaction === reaction && r.count > 0));
  if (shown.length === 0) return null;
  return (
    <ul className={cn("flex flex-wrap gap-1", mine ? "justify-end" : "justify-start")}>
      {shown.map(({ reaction, count, mine: chosen }) => {
        const Icon = REACTION_ICONS[reaction];
        const label = fill(t.chip(count), "reaction", t[reaction]);
        return (
          <li key={reaction}>
            <button
              type="button"
              aria-pressed={chosen}
              aria-label={label}
              title={label}
              onClick={() => react.mutate(chosen ? null : reaction)}
              className={cn(
                "inline-flex h-7 items-center gap-1 rounded-full border px-2 text-xs font-semibold outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring",
                chosen ? "border-primary/50 bg-secondary text-primary" : "border-border bg-card text-muted-foreground hover:bg-muted",
              )}
            >
              <Icon aria-hidden="true" className="size-3.5" />
              {count}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
