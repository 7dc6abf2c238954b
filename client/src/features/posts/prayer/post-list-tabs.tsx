import { useId } from "react";
import { Segment } from "@/features/posts/segment";

export type PostListView = "all" | "answered";

/** Above a profile's or a group's posts: all of them, or the prayers answered. */
export function PostListTabs({ value, onChange }: { value: PostListView; onChange: (view: PostListView) => void }) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label="Show" className="inline-flex gap-0.5 justify-self-start rounded-lg bg-muted p-1">
      <Segment name={name} checked={value === "all"} onSelect={() => onChange("all")}>
        All posts
      </Segment>
      <Segment name={name} checked={value === "answered"} onSelect={() => onChange("answered")}>
        Answered prayers
      </Segment>
    </div>
  );
}
