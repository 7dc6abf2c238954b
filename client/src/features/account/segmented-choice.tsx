import * as RadioGroup from "radix-ui/radio-group";
import { cn } from "@/lib/utils";

/**
 * A few choices as one row of segments: a radio group (arrow keys move between the choices),
 * named by the element `labelledBy` points to.
 */
export function SegmentedChoice<T extends string>({
  options,
  value,
  onChange,
  labelledBy,
  describedBy,
  disabled,
}: {
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  labelledBy: string;
  describedBy?: string;
  disabled?: boolean;
}) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(next) => onChange(next as T)}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      orientation="horizontal"
      // On a phone the words are smaller and may wrap, and at worst a choice moves to a second
      // row: longer words ("Inmediatamente", "Desactivado") must never run off the screen.
      className="flex min-h-10 w-full shrink-0 flex-wrap items-stretch rounded-lg bg-muted p-1 text-muted-foreground sm:inline-flex sm:w-auto"
    >
      {options.map((option) => (
        <RadioGroup.Item
          key={option.value}
          value={option.value}
          className={cn(
            "inline-flex min-h-8 flex-1 items-center justify-center rounded-md px-1.5 py-1 text-center text-xs leading-tight font-semibold transition-all outline-none sm:flex-none sm:px-3 sm:text-sm sm:whitespace-nowrap",
            "hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed",
            "data-[state=checked]:bg-card data-[state=checked]:text-foreground data-[state=checked]:shadow-sm",
          )}
        >
          {option.label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
