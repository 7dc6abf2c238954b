import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** A side-column card with a heading that names its region for assistive technology. */
export function PanelCard({
  id,
  title,
  badge,
  children,
  className,
  focusable,
}: {
  id: string;
  /** Lets other parts of the page move focus here (the card's element id is `id`). */
  focusable?: boolean;
  title: string;
  badge?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card
      id={focusable ? id : undefined}
      tabIndex={focusable ? -1 : undefined}
      className={cn("scroll-mt-24 outline-none focus-visible:ring-2 focus-visible:ring-ring", className)}
    >
      <section aria-labelledby={`${id}-title`} className="p-5">
        <div className="mb-4 flex items-center justify-between gap-2">
          <h2 id={`${id}-title`} className="text-base leading-tight font-semibold tracking-tight">
            {title}
          </h2>
          {badge}
        </div>
        {children}
      </section>
    </Card>
  );
}
