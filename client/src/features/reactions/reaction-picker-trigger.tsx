import { useStore } from "@nanostores/react";
import { SmilePlus } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { i18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";

const messages = i18n("reactions/reaction-picker-trigger", {
  react: "React",
});

/** The "React" button that opens the four reactions (also their stand-in while their code loads). */
export function ReactionPickerTrigger({ small = false, className, ...props }: ComponentProps<"button"> & { small?: boolean }) {
  const t = useStore(messages);
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-haspopup="menu"
      className={cn(
        "gap-1.5 text-muted-foreground hover:text-foreground",
        small ? "h-7 px-1.5 text-xs [&_svg]:size-3.5" : "h-8 px-2 text-[0.8125rem]",
        className,
      )}
      {...props}
    >
      <SmilePlus aria-hidden="true" />
      {t.react}
    </Button>
  );
}
