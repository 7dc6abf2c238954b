import { useStore } from "@nanostores/react";
import { Ellipsis } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { i18n } from "@/lib/i18n";

const messages = i18n("groups/group-menu-trigger", {
  groupOptions: "Group options",
});

/** The group page's "..." button (also the menu's stand-in while it loads). */
export function GroupMenuTrigger(props: ComponentProps<"button">) {
  const t = useStore(messages);
  return (
    <Button variant="outline" size="icon" aria-label={t.groupOptions} aria-haspopup="menu" {...props}>
      <Ellipsis aria-hidden="true" />
    </Button>
  );
}
