import { useStore } from "@nanostores/react";
import { Ellipsis } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { i18n } from "@/lib/i18n";

const messages = i18n("events/event-menu-trigger", {
  eventOptions: "Event options",
});

/** The "..." beside an event's title (also the menu's stand-in while it loads). */
export function EventMenuTrigger(props: ComponentProps<"button">) {
  const t = useStore(messages);
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t.eventOptions}
      aria-haspopup="menu"
      className="-mr-2 size-9 shrink-0 rounded-full text-muted-foreground"
      {...props}
    >
      <Ellipsis aria-hidden="true" />
    </Button>
  );
}
