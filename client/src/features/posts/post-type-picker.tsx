import { HandHeart, Image, Type, Video, type LucideIcon } from "lucide-react";
import * as RadioGroup from "radix-ui/radio-group";
import type { PostType } from "@contract/posts";
import { cn } from "@/lib/utils";

const OPTIONS: readonly { value: PostType; label: string; icon: LucideIcon }[] = [
  { value: "text", label: "Text", icon: Type },
  { value: "image", label: "Photo", icon: Image },
  { value: "video", label: "Video", icon: Video },
  { value: "prayer", label: "Prayer", icon: HandHeart },
];

/** The composer's type selector: a segmented radio group (arrow keys move between kinds). */
export function PostTypePicker({ value, onChange }: { value: PostType; onChange: (type: PostType) => void }) {
  return (
    <RadioGroup.Root
      aria-label="Post type"
      orientation="horizontal"
      value={value}
      onValueChange={(next) => onChange(next as PostType)}
      className="grid w-full grid-cols-4 gap-0.5 rounded-lg bg-muted p-1 sm:inline-flex sm:w-auto"
    >
      {OPTIONS.map(({ value: option, label, icon: Icon }) => (
        <RadioGroup.Item
          key={option}
          value={option}
          className={cn(
            "inline-flex h-8 items-center justify-center gap-1 rounded-md px-1.5 text-xs font-semibold text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring sm:gap-1.5 sm:px-2.5 sm:text-sm",
            "data-[state=checked]:bg-card data-[state=checked]:text-primary data-[state=checked]:shadow-sm",
          )}
        >
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
