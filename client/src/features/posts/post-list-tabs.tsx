import { useStore } from "@nanostores/react";
import { useId } from "react";
import { Segment } from "./segment";
import { i18n } from "@/lib/i18n";

const messages = i18n("posts/post-list-tabs", {
  show: "Show",
  allPosts: "All posts",
  answeredPrayers: "Answered prayers",
});

export type PostListView = "all" | "answered";

/** Above a profile's or a group's posts: all of them, or the prayers answered. */
export function PostListTabs({ value, onChange }: { value: PostListView; onChange: (view: PostListView) => void }) {
  const t = useStore(messages);
  const name = useId();
  return (
    <div role="radiogroup" aria-label={t.show} className="inline-flex gap-0.5 justify-self-start rounded-lg bg-muted p-1">
      <Segment name={name} checked={value === "all"} onSelect={() => onChange("all")}>
        {t.allPosts}
      </Segment>
      <Segment name={name} checked={value === "answered"} onSelect={() => onChange("answered")}>
        {t.answeredPrayers}
      </Segment>
    </div>
  );
}
