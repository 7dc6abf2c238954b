import { useStore } from "@nanostores/react";
import { useId } from "react";
import { DeferredPart } from "@/components/deferred-part";
import { Segment } from "./segment";
import { i18n } from "@/lib/i18n";
import type { FeedFilter as Filter } from "@/lib/post-cache";
import { retryableLazy } from "@/lib/retryable-lazy";

// Only prayer requests have categories: the select's code loads once they are asked for.
const CategoryFilter = retryableLazy(() => import("@/features/prayer/category-filter").then((m) => m.CategoryFilter));

const messages = i18n("posts/feed-filter", {
  show: "Show",
  allPosts: "All posts",
  prayerRequests: "Prayer requests",
});

/** Above the home feed: all posts, or prayer requests only (of one category, if chosen). */
export function FeedFilter({ value, onChange }: { value: Filter; onChange: (next: Filter) => void }) {
  const t = useStore(messages);
  const name = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <div role="radiogroup" aria-label={t.show} className="inline-flex gap-0.5 rounded-lg bg-muted p-1">
        <Segment name={name} checked={value === null} onSelect={() => onChange(null)}>
          {t.allPosts}
        </Segment>
        <Segment name={name} checked={value !== null} onSelect={() => onChange({ type: "prayer", category: value?.category ?? null })}>
          {t.prayerRequests}
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
