import type { Message } from "@contract/messages";
import { LazyMenu } from "@/components/lazy-menu";
import { retryableLazy } from "@/lib/retryable-lazy";
import { ReactionPickerTrigger } from "./reaction-picker-trigger";

const ReactionPickerDropdown = retryableLazy(() => import("./reaction-picker-dropdown").then((m) => m.ReactionPickerDropdown));

/** The button beside a message that offers the four reactions (one per person; mine again takes it back). */
export function ReactionPicker({ message, className }: { message: Message; className?: string }) {
  return (
    <LazyMenu
      standIn={(press) => <ReactionPickerTrigger className={className} {...press} />}
      menu={(defaultOpen) => <ReactionPickerDropdown message={message} className={className} defaultOpen={defaultOpen} />}
    />
  );
}
