import { useEffect, useRef } from "react";
import { cn } from "@/lib/utils";
import type { VerseRange } from "./verse-range";

/**
 * A chapter's verses, each on a line of its own with its number, as Bibles set them; the
 * verses the address marks are highlighted, and the first of them brought into view when the
 * chapter comes. A verse its translation joins to the one before ("") is left out: its words
 * are in that verse.
 */
export function ChapterText({
  verses,
  marked,
  place,
  waiting,
}: {
  verses: readonly string[];
  marked: VerseRange | null;
  /** The chapter's address: the view moves only when it (or the verses marked) changes, not with the translation. */
  place: string;
  /** The chapter before is shown while the one asked for comes: the view waits for it. */
  waiting: boolean;
}) {
  const text = useRef<HTMLDivElement>(null);
  const band = shownBand(verses, marked);
  const first = band?.first;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the chapter shown and the verse marked move the view; the end of a wait alone (the same chapter in another translation) keeps it.
  useEffect(() => {
    if (waiting) return;
    const verse = first === undefined ? null : text.current?.querySelector<HTMLElement>(`[data-verse="${first}"]`);
    if (verse) verse.scrollIntoView({ block: "center" });
    else window.scrollTo(0, 0);
  }, [place, first]);
  return (
    <div
      ref={text}
      aria-busy={waiting}
      className={cn(
        "font-serif text-lg leading-relaxed text-foreground transition-opacity [hyphens:auto] sm:text-xl sm:leading-relaxed",
        waiting && "opacity-60",
      )}
    >
      {verses.map((words, i) => {
        const n = i + 1;
        if (!words) return null;
        if (!band || n < band.first || n > band.last) {
          return (
            <p key={n} data-verse={n} className="mb-2">
              <VerseNumber n={n} />
              {words}
            </p>
          );
        }
        // The verses marked are one band: they meet, and its ends are rounded.
        return (
          <p
            key={n}
            data-verse={n}
            className={cn("-mx-2 bg-accent px-2", n === band.first && "rounded-t-md pt-1", n === band.last ? "mb-2 rounded-b-md pb-1" : "pb-2")}
          >
            <mark className="bg-transparent text-inherit">
              <VerseNumber n={n} />
              {words}
            </mark>
          </p>
        );
      })}
    </div>
  );
}

function VerseNumber({ n }: { n: number }) {
  return <sup className="mr-1 font-sans text-xs font-semibold text-muted-foreground tabular-nums select-none">{n}</sup>;
}

/** The verses marked that are shown, first to last: a verse joined to the one before has no line to mark. */
function shownBand(verses: readonly string[], marked: VerseRange | null): VerseRange | null {
  if (!marked) return null;
  let first = marked.first;
  let last = Math.min(marked.last, verses.length);
  while (first <= last && !verses[first - 1]) first += 1;
  while (last >= first && !verses[last - 1]) last -= 1;
  return first <= last ? { first, last } : null;
}
