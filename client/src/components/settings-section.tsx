import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** One part of the settings page: a card whose heading names it, and one line on what it is for. */
export function SettingsSection({
  id,
  title,
  description,
  children,
  tone = "default",
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** "danger" for what cannot be undone. */
  tone?: "default" | "danger";
}) {
  return (
    <Card id={id} className={tone === "danger" ? "scroll-mt-24 border-destructive/50" : "scroll-mt-24"}>
      <section aria-labelledby={`${id}-title`} className="p-5 sm:p-6">
        <h2 id={`${id}-title`} className={tone === "danger" ? "text-lg font-semibold text-destructive" : "text-lg font-semibold"}>
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}
