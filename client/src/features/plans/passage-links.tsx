import { useStore } from "@nanostores/react";
import { Link } from "wouter";
import { passageLabel } from "@contract/bible-passages";
import { readsWholeChapters } from "@contract/reading-plan-keys";
import { bookNames } from "@/features/bible/book-names";
import { passagePath, useBibleTranslation } from "@/lib/bible-translation";

/** A day's passages, each opening the reader there in the member's translation (`planKey`: the plan they are from). */
export function PassageLinks({ passages, planKey }: { passages: readonly string[]; planKey: string }) {
  const names = useStore(bookNames);
  const translation = useBibleTranslation();
  return (
    <span className="flex flex-wrap gap-x-3 gap-y-1">
      {passages.map((osis) => (
        <Link key={osis} href={passagePath(translation, osis)} className="font-semibold text-primary hover:underline">
          {passageLabel(names, osis, readsWholeChapters(planKey))}
        </Link>
      ))}
    </span>
  );
}
