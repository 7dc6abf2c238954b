import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * A search field's frame: the magnifier inside it, before the text. Wraps the field (which
 * leaves it room with `pl-9`) and whatever else sits over the field, such as a spinner.
 */
export function SearchIconField({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn("relative", className)}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      {children}
    </div>
  );
}
