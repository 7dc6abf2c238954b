import { useId } from "react";
import { DeferredPart } from "@/components/deferred-part";
import { Segment } from "@/features/posts/segment";
import type { FeedFilter as Filter } from "@/lib/post-cache";
import { retryableLazy } from "@/lib/retryable-lazy";

// Only prayer requests have categories: the select's code loads once they are asked for.
const CategoryFilter = retryableLazy(() => import("./category-filter").then((m) => m.CategoryFilter));

/** Above the home feed: all posts, or prayer requests only (of one category, if chosen). */
export function FeedFilter({ value, onChange }: { value: Filter; onChange: (next: Filter) => void }) {
  const name = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <div role="radiogroup" aria-label="Show" className="inline-flex gap-0.5 rounded-lg bg-muted p-1">
        <Segment name={name} checked={value === null} onSelect={() => onChange(null)}>
          All posts
        </Segment>
        <Segment name={name} checked={value !== null} onSelect={() => onChange({ type: "prayer", category: value?.category ?? null })}>
          Prayer requests
        </Segment>
      </div>
      {value !== null && (
        <DeferredPart standIn={null}>
          <CategoryFilter value={value.category} onChange={(category) => onChange({ type: "prayer", category })} />
        </DeferredPart>
      )}
    </div>
  );
}
