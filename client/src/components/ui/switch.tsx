import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** An on/off switch (role switch): a button whose state is `checked`, named by its label. */
export function Switch({
  checked,
  onCheckedChange,
  className,
  ...props
}: Omit<ComponentProps<"button">, "onChange"> & { checked: boolean; onCheckedChange: (checked: boolean) => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        "relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:opacity-60",
        checked ? "bg-primary" : "bg-field",
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn("block size-6 rounded-full bg-card shadow-sm transition-transform", checked ? "translate-x-5" : "translate-x-0")}
      />
    </button>
  );
}
