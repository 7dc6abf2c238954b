import { useStore } from "@nanostores/react";
import { useId } from "react";
import { PRAYER_CATEGORIES, type PrayerCategory } from "@contract/prayer-categories";
import { i18n } from "@/lib/i18n";
import { categoryLabels } from "./prayer-category-words";
import { NativeSelect } from "@/components/ui/native-select";

const messages = i18n("prayer/category-filter", {
  category: "Category",
  allCategories: "All categories",
});

/** The feed's prayer requests of one category, or of all. */
export function CategoryFilter({ value, onChange }: { value: PrayerCategory | null; onChange: (category: PrayerCategory | null) => void }) {
  const t = useStore(messages);
  const labels = useStore(categoryLabels);
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t.category}
      </label>
      <NativeSelect
        id={id}
        value={value ?? ""}
        onChange={(event) => onChange((event.target.value || null) as PrayerCategory | null)}
        className="w-44"
      >
        <option value="">{t.allCategories}</option>
        {PRAYER_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {labels[category]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
