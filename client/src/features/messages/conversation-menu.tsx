import type { Conversation } from "@contract/messages";
import { LazyMenu } from "@/components/lazy-menu";
import { retryableLazy } from "@/lib/retryable-lazy";
import { ConversationMenuTrigger } from "./conversation-menu-trigger";

const ConversationMenuDropdown = retryableLazy(() => import("./conversation-menu-dropdown").then((m) => m.ConversationMenuDropdown));

/** A conversation's "...": mute or unmute it, leave a circle, delete it for oneself. */
export function ConversationMenu({ conversation }: { conversation: Conversation }) {
  return (
    <LazyMenu
      standIn={(press) => <ConversationMenuTrigger {...press} />}
      menu={(defaultOpen) => <ConversationMenuDropdown conversation={conversation} defaultOpen={defaultOpen} />}
    />
  );
}
