import { useStore } from "@nanostores/react";
import type { ComponentProps } from "react";
import { OptionsButton } from "@/components/options-button";
import { i18n } from "@/lib/i18n";

const messages = i18n("events/event-menu-trigger", {
  eventOptions: "Event options",
});

/** The "..." beside an event's title (also the menu's stand-in while it loads). */
export function EventMenuTrigger(props: ComponentProps<"button">) {
  const t = useStore(messages);
  return <OptionsButton label={t.eventOptions} className="-mr-2 size-9 shrink-0" {...props} />;
}
