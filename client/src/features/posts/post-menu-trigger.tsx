import { useStore } from "@nanostores/react";
import { Ellipsis } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { i18n } from "@/lib/i18n";

const messages = i18n("posts/post-menu-trigger", {
  postOptions: "Post options",
});

/** The "..." button on the author's own post (also the menu's stand-in while it loads). */
export function PostMenuTrigger(props: ComponentProps<"button">) {
  const t = useStore(messages);
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t.postOptions}
      aria-haspopup="menu"
      className="-mt-1 -mr-2 size-9 rounded-full text-muted-foreground"
      {...props}
    >
      <Ellipsis aria-hidden="true" />
    </Button>
  );
}
