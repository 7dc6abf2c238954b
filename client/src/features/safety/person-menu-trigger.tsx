import { useStore } from "@nanostores/react";
import { Ellipsis } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { i18n, params } from "@/lib/i18n";

const messages = i18n("safety/person-menu-trigger", {
  moreOptions: params<{ name: string }>("More options for {name}"),
});

/** The "..." beside Connect on someone's profile (also the menu's stand-in while it loads). */
export function PersonMenuTrigger({ name, ...props }: ComponentProps<"button"> & { name: string }) {
  const t = useStore(messages);
  return (
    <Button variant="outline" size="icon" aria-label={t.moreOptions({ name })} aria-haspopup="menu" {...props}>
      <Ellipsis aria-hidden="true" />
    </Button>
  );
}
