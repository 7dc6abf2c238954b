import { useStore } from "@nanostores/react";
import type { ComponentProps } from "react";
import { OptionsButton } from "@/components/options-button";
import { i18n } from "@/lib/i18n";

const messages = i18n("posts/post-menu-trigger", {
  postOptions: "Post options",
});

/** The "..." button on the author's own post (also the menu's stand-in while it loads). */
export function PostMenuTrigger(props: ComponentProps<"button">) {
  const t = useStore(messages);
  return <OptionsButton label={t.postOptions} className="-mt-1 -mr-2 size-9" {...props} />;
}
