import { useStore } from "@nanostores/react";
import type { ComponentProps } from "react";
import { OptionsButton } from "@/components/options-button";
import { i18n } from "@/lib/i18n";

const messages = i18n("messages/conversation-menu-trigger", {
  options: "Conversation options",
});

/** The conversation's "..." in its header (also the menu's stand-in while it loads). */
export function ConversationMenuTrigger(props: ComponentProps<"button">) {
  const t = useStore(messages);
  return <OptionsButton label={t.options} {...props} />;
}
