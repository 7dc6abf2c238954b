import { LazyMenu } from "@/components/lazy-menu";
import { retryableLazy } from "@/lib/retryable-lazy";
import type { MessageMenuProps } from "./message-menu-dropdown";
import { MessageMenuTrigger } from "./message-menu-trigger";

// Radix's menu and the dialogs behind it load after the conversation has painted.
const MessageMenuDropdown = retryableLazy(() => import("./message-menu-dropdown").then((m) => m.MessageMenuDropdown));

/**
 * A message's "...": mine are answered, changed (for 15 minutes) or deleted for everyone;
 * another's are answered, reacted to or reported.
 */
export function MessageMenu(props: MessageMenuProps) {
  return (
    <LazyMenu
      standIn={(press) => <MessageMenuTrigger mine={props.mine} authorName={props.authorName} className={props.className} {...press} />}
      menu={(defaultOpen) => <MessageMenuDropdown {...props} defaultOpen={defaultOpen} />}
    />
  );
}
