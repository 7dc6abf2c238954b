import { useId } from "react";

export type PostListView = "all" | "answered";

/**
 * Above a profile's or a group's posts: all of them, or the prayers answered. Two native
 * radio buttons in the shape of a segmented control, as the composer's type picker is.
 */
export function PostListTabs({ value, onChange }: { value: PostListView; onChange: (view: PostListView) => void }) {
  const name = useId();
  const option = (view: PostListView, label: string) => (
    <label className="relative inline-flex h-8 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-semibold whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring has-checked:bg-card has-checked:text-primary has-checked:shadow-sm">
      <input
        type="radio"
        name={name}
        value={view}
        checked={value === view}
        onChange={() => onChange(view)}
        className="absolute inset-0 cursor-pointer appearance-none rounded-md opacity-0"
      />
      {label}
    </label>
  );
  return (
    <div role="radiogroup" aria-label="Show" className="inline-flex gap-0.5 rounded-lg bg-muted p-1">
      {option("all", "All posts")}
      {option("answered", "Answered prayers")}
    </div>
  );
}
