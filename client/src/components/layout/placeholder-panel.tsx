import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A quiet dashed panel marking where a page's main content will live. */
export function PlaceholderPanel({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed bg-card/60 px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="font-semibold">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{children}</p>
    </section>
  );
}
