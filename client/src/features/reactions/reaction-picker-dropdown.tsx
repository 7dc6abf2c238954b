import { useStore } from "@nanostores/react";
import type { ReactionCounts, ReactionKind } from "@contract/reactions";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { ReactionPickerTrigger } from "./reaction-picker-trigger";
import { REACTION_ICONS, REACTIONS, reactionWords } from "./reaction-words";

type ReactionPickerProps = {
  reactions: ReactionCounts;
  myReaction: ReactionKind | null;
  onChoose: (kind: ReactionKind | null) => void;
  small?: boolean;
};

/**
 * The four reactions, as a menu of choices opened from "React": the arrow keys move among them, Enter or a press chooses, Escape closes,
 * and focus goes back to "React". Mine is checked; choosing it again takes it back.
 */
export function ReactionPickerDropdown({ reactions, myReaction, onChoose, small, defaultOpen }: ReactionPickerProps & { defaultOpen?: boolean }) {
  const t = useStore(reactionWords);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <ReactionPickerTrigger small={small} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-[11rem]">
        {/* Radix tells of a press on the checked one too: that takes it back. */}
        <DropdownMenuRadioGroup
          value={myReaction ?? ""}
          onValueChange={(value) => onChoose(value === myReaction ? null : (value as ReactionKind))}
        >
          {REACTIONS.map((kind) => {
            const Icon = REACTION_ICONS[kind];
            const count = reactions[kind] ?? 0;
            return (
              <DropdownMenuRadioItem key={kind} value={kind}>
                <Icon aria-hidden="true" />
                {t[kind]}
                {count > 0 && <span className="ml-auto text-xs text-muted-foreground tabular-nums">{count}</span>}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
