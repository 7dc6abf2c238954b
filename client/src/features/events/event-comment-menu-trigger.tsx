import { useStore } from "@nanostores/react";
import { Ellipsis } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { i18n, params } from "@/lib/i18n";

const messages = i18n("events/event-comment-menu-trigger", {
  options: params<{ name: string }>("Options for {name}'s comment"),
});

/** The small "..." on a comment (also the menu's stand-in while it loads), named for whose comment it is. */
export function EventCommentMenuTrigger({ authorName, ...props }: ComponentProps<"button"> & { authorName: string }) {
  const t = useStore(messages);
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t.options({ name: authorName })}
      aria-haspopup="menu"
      className="-my-1 -mr-2 size-8 shrink-0 rounded-full text-muted-foreground"
      {...props}
    >
      <Ellipsis aria-hidden="true" />
    </Button>
  );
}
