import { useStore } from "@nanostores/react";
import { HandHeart, Image, Type, Video, type LucideIcon } from "lucide-react";
import { useId } from "react";
import type { PostType } from "@contract/posts";
import { i18n } from "@/lib/i18n";
import { Segment } from "./segment";

// Keyed by the post type.
const messages = i18n("posts/post-type-picker", {
  postType: "Post type",
  text: "Text",
  image: "Photo",
  video: "Video",
  prayer: "Prayer",
});

const OPTIONS: readonly { value: PostType; icon: LucideIcon }[] = [
  { value: "text", icon: Type },
  { value: "image", icon: Image },
  { value: "video", icon: Video },
  { value: "prayer", icon: HandHeart },
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
  const t = useStore(messages);
  const name = useId();
  return (
    <div role="radiogroup" aria-label={t.postType} className="grid w-full grid-cols-4 gap-0.5 rounded-lg bg-muted p-1 sm:inline-flex sm:w-auto">
      {OPTIONS.map(({ value: option, icon: Icon }) => (
        <Segment
          key={option}
          name={name}
          checked={value === option}
          onSelect={() => onChange(option)}
          className="px-1.5 text-xs sm:gap-1.5 sm:px-2.5 sm:text-sm"
        >
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {t[option]}
        </Segment>
      ))}
    </div>
  );
}
