import { useStore } from "@nanostores/react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "wouter";
import type { BibleChapter } from "@contract/bible";
import { i18n, params } from "@/lib/i18n";
import { chapterPath } from "@/lib/bible-translation";
import { bookNames } from "./book-names";

const messages = i18n("bible/chapter-links", {
  chapters: "Chapters",
  previous: "Previous chapter",
  next: "Next chapter",
  previousTo: params<{ chapter: string }>("Previous chapter: {chapter}"),
  nextTo: params<{ chapter: string }>("Next chapter: {chapter}"),
});

type ChapterRef = NonNullable<BibleChapter["previous"]>;

// Each link a half of the row, its chapter's name under what it is: a long name ("1 Tessalonicenses 5")
// takes a second line on a phone rather than being cut.
const LINK =
  "flex min-w-0 flex-col rounded-lg border bg-card px-3 py-2.5 sm:px-4 shadow-xs outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring";

/** The chapters before and after the one read, across books (Malachi 4 leads to Matthew 1). */
export function ChapterLinks({ chapter, translation }: { chapter: BibleChapter; translation: string }) {
  const t = useStore(messages);
  const names = useStore(bookNames);
  // In the same book, the book's name as the translation gives it, as the heading has it.
  const nameOf = (ref: ChapterRef) => `${ref.book === chapter.book.id ? chapter.book.name : names[ref.book]} ${ref.chapter}`;
  const { previous, next } = chapter;
  return (
    <nav aria-label={t.chapters} className="mt-6 grid grid-cols-2 gap-3">
      {previous && (
        <Link
          href={chapterPath(translation, previous.book, previous.chapter)}
          rel="prev"
          aria-label={t.previousTo({ chapter: nameOf(previous) })}
          className={`${LINK} items-start text-left`}
        >
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <ChevronLeft aria-hidden="true" className="size-3.5" />
            {t.previous}
          </span>
          <span className="mt-0.5 text-sm font-semibold text-foreground">{nameOf(previous)}</span>
        </Link>
      )}
      {next && (
        <Link
          href={chapterPath(translation, next.book, next.chapter)}
          rel="next"
          aria-label={t.nextTo({ chapter: nameOf(next) })}
          className={`${LINK} col-start-2 items-end text-right`}
        >
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            {t.next}
            <ChevronRight aria-hidden="true" className="size-3.5" />
          </span>
          <span className="mt-0.5 text-sm font-semibold text-foreground">{nameOf(next)}</span>
        </Link>
      )}
    </nav>
  );
}
