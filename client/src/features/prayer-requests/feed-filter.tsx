import { useId } from "react";
import { PRAYER_CATEGORIES, PRAYER_CATEGORY_LABELS, type PrayerCategory } from "@contract/prayer";
import type { FeedFilter as Filter } from "@/lib/post-cache";
import { NativeSelect } from "./native-select";

/** Above the home feed: all posts, or prayer requests only (of one category, if chosen). */
export function FeedFilter({ value, onChange }: { value: Filter; onChange: (next: Filter) => void }) {
  const id = useId();
  const name = `${id}-show`;
  const option = (checked: boolean, label: string, next: Filter) => (
    <label className="relative inline-flex h-8 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring has-checked:bg-card has-checked:text-primary has-checked:shadow-sm">
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={() => onChange(next)}
        className="absolute inset-0 cursor-pointer appearance-none rounded-md opacity-0"
      />
      {label}
    </label>
  );
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <div role="radiogroup" aria-label="Show" className="inline-flex gap-0.5 rounded-lg bg-muted p-1">
        {option(value === null, "All posts", null)}
        {option(value !== null, "Prayer requests", { type: "prayer", category: value?.category ?? null })}
      </div>
      {value !== null && (
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-category`} className="text-sm font-medium">
            Category
          </label>
          <NativeSelect
            id={`${id}-category`}
            value={value.category ?? ""}
            onChange={(event) => onChange({ type: "prayer", category: (event.target.value || null) as PrayerCategory | null })}
            className="w-44"
          >
            <option value="">All categories</option>
            {PRAYER_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {PRAYER_CATEGORY_LABELS[category]}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
    </div>
  );
}
