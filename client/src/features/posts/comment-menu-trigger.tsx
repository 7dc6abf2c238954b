import { Ellipsis } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

/** The small "..." on a comment (also the menu's stand-in while it loads), named for whose comment it is. */
export function CommentMenuTrigger({ authorName, ...props }: ComponentProps<"button"> & { authorName: string }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Options for ${authorName}'s comment`}
      aria-haspopup="menu"
      className="-my-1 -mr-2 size-8 rounded-full text-muted-foreground"
      {...props}
    >
      <Ellipsis aria-hidden="true" />
    </Button>
  );
}
