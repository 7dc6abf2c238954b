import { useStore } from "@nanostores/react";
import { useId } from "react";
import { PRAYER_CATEGORIES, type PrayerCategory } from "@contract/prayer-categories";
import { i18n } from "@/lib/i18n";
import { categoryLabels } from "./prayer-category-words";
import { NativeSelect } from "@/components/ui/native-select";

const messages = i18n("prayer/prayer-options", {
  category: "Category",
  noCategory: "No category",
  postAnonymously: "Post anonymously",
  prayerTeamOnly: "Prayer team only",
  prayerTeamHint: "Only the church's prayer team will see this request.",
});

/**
 * A prayer request's own choices in the composer: its category (optional) and anonymity; on a
 * church's wall, whether its prayer team alone reads it.
 */
export function PrayerOptions({
  category,
  onCategoryChange,
  anonymous,
  onAnonymousChange,
  anonymousAllowed,
  teamOnly,
}: {
  category: PrayerCategory | null;
  onCategoryChange: (category: PrayerCategory | null) => void;
  anonymous: boolean;
  onAnonymousChange: (anonymous: boolean) => void;
  /** A private journal has no one to be anonymous to. */
  anonymousAllowed: boolean;
  /** Offered only on the wall of a church that has a prayer team. */
  teamOnly?: { checked: boolean; onChange: (checked: boolean) => void };
}) {
  const t = useStore(messages);
  const labels = useStore(categoryLabels);
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
      <div className="flex min-w-0 items-center gap-2">
        <label htmlFor={`${id}-category`} className="text-sm font-medium">
          {t.category}
        </label>
        <NativeSelect
          id={`${id}-category`}
          value={category ?? ""}
          onChange={(event) => onCategoryChange((event.target.value || null) as PrayerCategory | null)}
          className="w-44"
        >
          <option value="">{t.noCategory}</option>
          {PRAYER_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {labels[value]}
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
          {t.postAnonymously}
        </label>
      )}
      {teamOnly && (
        <div className="flex basis-full items-start gap-2">
          <input
            id={`${id}-team`}
            type="checkbox"
            checked={teamOnly.checked}
            onChange={(event) => teamOnly.onChange(event.target.checked)}
            aria-describedby={`${id}-team-hint`}
            className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary"
          />
          <div className="grid gap-0.5">
            <label htmlFor={`${id}-team`} className="cursor-pointer text-sm leading-snug font-medium">
              {t.prayerTeamOnly}
            </label>
            <p id={`${id}-team-hint`} className="text-xs text-muted-foreground">
              {t.prayerTeamHint}
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
