import { Trash2 } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { ConfirmButton } from "./confirm-button";

type DeleteButtonProps = Omit<ComponentProps<typeof ConfirmButton>, "trigger" | "triggerProps" | "confirmLabel"> & {
  /** The button's word, and the confirming one: "Delete". */
  label: string;
  /** What a screen reader hears: "Delete Easter services". */
  namedLabel: string;
  className?: string;
};

/** A small red "Delete" that asks first, as a leader's tools show it beside what they wrote. */
export function DeleteButton({ label, namedLabel, className, ...confirm }: DeleteButtonProps) {
  return (
    <ConfirmButton
      trigger={
        <>
          <Trash2 aria-hidden="true" />
          {label}
        </>
      }
      triggerProps={{
        size: "sm",
        variant: "ghost",
        className: cn("text-destructive hover:bg-destructive/10 hover:text-destructive", className),
        "aria-label": namedLabel,
      }}
      confirmLabel={label}
      {...confirm}
    />
  );
}
