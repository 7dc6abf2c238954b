import { Ellipsis } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

/** The group page's "..." button (also the menu's stand-in while it loads). */
export function GroupMenuTrigger(props: ComponentProps<"button">) {
  return (
    <Button variant="outline" size="icon" aria-label="Group options" aria-haspopup="menu" {...props}>
      <Ellipsis aria-hidden="true" />
    </Button>
  );
}
