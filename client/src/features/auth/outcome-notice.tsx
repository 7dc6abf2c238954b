import type { LucideIcon } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";

/**
 * What came of a mailed link or a request for one, in place of the form. It takes the focus
 * when it appears, so a screen reader reads it and the keyboard goes on from there.
 */
export function OutcomeNotice({
  icon: Icon,
  title,
  tone = "default",
  children,
}: {
  icon: LucideIcon;
  title: string;
  tone?: "default" | "error";
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="grid justify-items-center gap-3 text-center outline-none">
      <span
        className={
          tone === "error"
            ? "flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive"
            : "flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground"
        }
      >
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="grid gap-3 text-sm text-muted-foreground">{children}</div>
    </div>
  );
}
