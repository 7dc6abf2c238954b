import { useStore } from "@nanostores/react";
import type { ComponentProps } from "react";
import { OptionsButton } from "@/components/options-button";
import { i18n, params } from "@/lib/i18n";

const messages = i18n("events/event-comment-menu-trigger", {
  options: params<{ name: string }>("Options for {name}'s comment"),
});

/** The small "..." on a comment (also the menu's stand-in while it loads), named for whose comment it is. */
export function EventCommentMenuTrigger({ authorName, ...props }: ComponentProps<"button"> & { authorName: string }) {
  const t = useStore(messages);
  return <OptionsButton label={t.options({ name: authorName })} className="-my-1 -mr-2 size-8 shrink-0" {...props} />;
}
