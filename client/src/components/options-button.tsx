import { Ellipsis } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * The small round "..." that opens a menu of options on a card or a comment (also the menu's
 * stand-in while its code loads), named by `label` for screen readers.
 */
export function OptionsButton({ label, className, ...props }: ComponentProps<"button"> & { label: string }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-haspopup="menu"
      className={cn("rounded-full text-muted-foreground", className)}
      {...props}
    >
      <Ellipsis aria-hidden="true" />
    </Button>
  );
}
