import { useStore } from "@nanostores/react";
import type { ComponentProps } from "react";
import { OptionsButton } from "@/components/options-button";
import { i18n, params } from "@/lib/i18n";

const messages = i18n("messages/message-menu-trigger", {
  ownOptions: "Options for your message",
  options: params<{ name: string }>("Options for {name}'s message"),
});

/** The small "..." beside a message (also the menu's stand-in while it loads), named for whose message it is. */
export function MessageMenuTrigger({ mine, authorName, ...props }: ComponentProps<"button"> & { mine: boolean; authorName: string }) {
  const t = useStore(messages);
  return <OptionsButton label={mine ? t.ownOptions : t.options({ name: authorName })} {...props} />;
}
