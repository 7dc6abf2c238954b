import { Ellipsis } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

/** The "..." button on the author's own post (also the menu's stand-in while it loads). */
export function PostMenuTrigger(props: ComponentProps<"button">) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Post options"
      aria-haspopup="menu"
      className="-mt-1 -mr-2 size-9 rounded-full text-muted-foreground"
      {...props}
    >
      <Ellipsis aria-hidden="true" />
    </Button>
  );
}
