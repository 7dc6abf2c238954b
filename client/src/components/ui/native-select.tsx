import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * The browser's own select, sized and edged like the text fields: light to load (the composer
 * and the feed filter are on the first screen) and, on a phone, the system's own picker.
 */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "h-9 min-w-0 rounded-md border border-field bg-card px-2 text-sm text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive",
        className,
      )}
      {...props}
    />
  );
}
