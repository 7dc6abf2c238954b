import { useStore } from "@nanostores/react";
import type { Message, MessageReaction } from "@contract/messages";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useReact } from "./message-mutations";
import { ReactionPickerTrigger } from "./reaction-picker-trigger";
import { REACTION_ICONS, REACTIONS, reactionWords } from "./reaction-words";

/** The reactions to choose from, as menu choices; mine is checked, and choosing it again takes it back. */
export function ReactionChoices({ message }: { message: Message }) {
  const t = useStore(reactionWords);
  const react = useReact(message);
  const chosen = message.reactions.find((r) => r.mine)?.reaction ?? "";
  return (
    <DropdownMenuRadioGroup value={chosen} onValueChange={(value) => react.mutate(value === chosen ? null : (value as MessageReaction))}>
      {REACTIONS.map((reaction) => {
        const Icon = REACTION_ICONS[reaction];
        return (
          // Radix tells of a press on the checked one too: that takes it back.
          <DropdownMenuRadioItem key={reaction} value={reaction}>
            <Icon aria-hidden="true" />
            {t[reaction]}
          </DropdownMenuRadioItem>
        );
      })}
    </DropdownMenuRadioGroup>
  );
}

/** The four reactions, opened from the small button beside a message; loaded on demand by ReactionPicker. */
export function ReactionPickerDropdown({ message, className, defaultOpen }: { message: Message; className?: string; defaultOpen?: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <ReactionPickerTrigger className={className} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="center" className="min-w-[10rem]">
        <ReactionChoices message={message} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
