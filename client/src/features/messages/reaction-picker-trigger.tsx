import { useStore } from "@nanostores/react";
import { SmilePlus } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { i18n } from "@/lib/i18n";

const messages = i18n("messages/reaction-picker-trigger", {
  react: "React",
});

/** The small smiling button beside a message that opens the reactions (also their stand-in while they load). */
export function ReactionPickerTrigger(props: ComponentProps<"button">) {
  const t = useStore(messages);
  return (
    <Button variant="ghost" size="icon" aria-label={t.react} title={t.react} aria-haspopup="menu" {...props}>
      <SmilePlus aria-hidden="true" />
    </Button>
  );
}
