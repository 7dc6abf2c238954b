import { HandHeart, Image, Type, Video, type LucideIcon } from "lucide-react";
import { useId } from "react";
import type { PostType } from "@contract/posts";
import { Segment } from "./segment";

const OPTIONS: readonly { value: PostType; label: string; icon: LucideIcon }[] = [
  { value: "text", label: "Text", icon: Type },
  { value: "image", label: "Photo", icon: Image },
  { value: "video", label: "Video", icon: Video },
  { value: "prayer", label: "Prayer", icon: HandHeart },
];

/**
 * The composer's type selector: a segmented group of native radio buttons (arrow keys move
 * between kinds, Tab reaches the checked one). Native inputs rather than a scripted radio
 * group: the scripted one measured each option's size while the home page first rendered,
 * forcing the browser to lay out the whole page in the middle of React's commit (about a
 * tenth of a second of a phone's first paint).
 */
export function PostTypePicker({ value, onChange }: { value: PostType; onChange: (type: PostType) => void }) {
  // One name per picker, so a second composer on the page is a group of its own.
  const name = useId();
  return (
    <div role="radiogroup" aria-label="Post type" className="grid w-full grid-cols-4 gap-0.5 rounded-lg bg-muted p-1 sm:inline-flex sm:w-auto">
      {OPTIONS.map(({ value: option, label, icon: Icon }) => (
        <Segment
          key={option}
          name={name}
          checked={value === option}
          onSelect={() => onChange(option)}
          className="px-1.5 text-xs sm:gap-1.5 sm:px-2.5 sm:text-sm"
        >
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {label}
        </Segment>
      ))}
    </div>
  );
}
