import { Ellipsis } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

/** The "..." beside Connect on someone's profile (also the menu's stand-in while it loads). */
export function PersonMenuTrigger({ name, ...props }: ComponentProps<"button"> & { name: string }) {
  return (
    <Button variant="outline" size="icon" aria-label={`More options for ${name}`} aria-haspopup="menu" {...props}>
      <Ellipsis aria-hidden="true" />
    </Button>
  );
}
