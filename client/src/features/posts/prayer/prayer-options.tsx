import { useId } from "react";
import { PRAYER_CATEGORIES, PRAYER_CATEGORY_LABELS, type PrayerCategory } from "@contract/prayer-categories";
import { NativeSelect } from "./native-select";

/** A prayer request's own choices in the composer: its category (optional) and anonymity. */
export function PrayerOptions({
  category,
  onCategoryChange,
  anonymous,
  onAnonymousChange,
  anonymousAllowed,
}: {
  category: PrayerCategory | null;
  onCategoryChange: (category: PrayerCategory | null) => void;
  anonymous: boolean;
  onAnonymousChange: (anonymous: boolean) => void;
  /** A private journal has no one to be anonymous to. */
  anonymousAllowed: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
      <div className="flex min-w-0 items-center gap-2">
        <label htmlFor={`${id}-category`} className="text-sm font-medium">
          Category
        </label>
        <NativeSelect
          id={`${id}-category`}
          value={category ?? ""}
          onChange={(event) => onCategoryChange((event.target.value || null) as PrayerCategory | null)}
          className="w-44"
        >
          <option value="">No category</option>
          {PRAYER_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {PRAYER_CATEGORY_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {anonymousAllowed && (
        <label className="flex cursor-pointer items-center gap-2 text-sm font-medium">
          {/* A native checkbox in a switch's role and shape: no script to load for it. */}
          <input
            type="checkbox"
            role="switch"
            aria-checked={anonymous}
            checked={anonymous}
            onChange={(event) => onAnonymousChange(event.target.checked)}
            className="relative h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-input transition-colors outline-none before:absolute before:top-0.5 before:left-0.5 before:size-4 before:rounded-full before:bg-card before:shadow-sm before:transition-transform checked:bg-primary checked:before:translate-x-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
          />
          Post anonymously
        </label>
      )}
    </div>
  );
}
