import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * One option of a segmented control made of native radio buttons (the composer's type
 * picker, the feed's filter, a list's views): the input covers its label, invisible, so the
 * whole segment is the click target, and arrow keys move between the options.
 */
export function Segment({
  name,
  checked,
  onSelect,
  className,
  children,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        "relative inline-flex h-8 cursor-pointer items-center justify-center gap-1 rounded-md px-3 text-sm font-semibold whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring has-checked:bg-card has-checked:text-primary has-checked:shadow-sm",
        className,
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onSelect}
        className="absolute inset-0 cursor-pointer appearance-none rounded-md opacity-0"
      />
      {children}
    </label>
  );
}
