import { useId } from "react";
import { PRAYER_CATEGORIES, PRAYER_CATEGORY_LABELS, type PrayerCategory } from "@contract/prayer-categories";
import { NativeSelect } from "./native-select";

/** The feed's prayer requests of one category, or of all. */
export function CategoryFilter({ value, onChange }: { value: PrayerCategory | null; onChange: (category: PrayerCategory | null) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Category
      </label>
      <NativeSelect
        id={id}
        value={value ?? ""}
        onChange={(event) => onChange((event.target.value || null) as PrayerCategory | null)}
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
  );
}
