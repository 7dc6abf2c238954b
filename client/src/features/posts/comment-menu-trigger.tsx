import { Ellipsis } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

/** The small "..." on a comment (also the menu's stand-in while it loads). */
export function CommentMenuTrigger(props: ComponentProps<"button">) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Comment options"
      aria-haspopup="menu"
      className="-my-1 -mr-2 size-8 rounded-full text-muted-foreground"
      {...props}
    >
      <Ellipsis aria-hidden="true" />
    </Button>
  );
}
