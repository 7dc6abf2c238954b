import type { ComponentProps } from "react";

const LOOK =
  "h-9 min-w-0 rounded-md border border-field bg-card px-2 text-sm text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive";

/**
 * The browser's own select, sized and edged like the text fields: light to load (the composer,
 * the feed filter and the visitor's language picker are on the first screen) and, on a phone,
 * the system's own picker. `className` adds to its look (a width), so no class merging (and its
 * 8 kB) is needed.
 */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={className ? `${LOOK} ${className}` : LOOK} {...props} />;
}
