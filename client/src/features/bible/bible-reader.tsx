import { useStore } from "@nanostores/react";
import { useEffect, useId } from "react";
import { useSearch } from "wouter";
import type { BibleChapter } from "@contract/bible";
import { DeferredPart } from "@/components/deferred-part";
import { LoadError } from "@/components/load-error";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { hasStatus } from "@/lib/api-error";
import { i18n } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useBibleChapter, useBibleTranslations } from "./bible-queries";
import { ChapterLinks } from "./chapter-links";
import { ChapterPicker } from "./chapter-picker";
import { ChapterText } from "./chapter-text";
import { keepPlace } from "./reading-place";
import { TranslationPicker } from "./translation-picker";
import { verseRange } from "./verse-range";

// Only for an address that names no chapter.
const ChapterNotFound = retryableLazy(() => import("./chapter-not-found").then((m) => m.ChapterNotFound));

const messages = i18n("bible/bible-reader", {
  bible: "Bible",
  loading: "Loading the chapter",
  loadFailed: "This chapter could not be loaded",
});

/** A chapter in a translation, as its address names them (/bible/web/John/3?v=16-18). */
export function BibleReader({ translation, book, chapter }: { translation: string; book: string; chapter: string }) {
  const t = useStore(messages);
  const read = useBibleChapter(translation, book, chapter);
  if (read.isPending) return <ReaderSkeleton />;
  if (read.isError) {
    // An address that cannot be a chapter's (400) is answered as one that is not there.
    if (hasStatus(read.error, 400, 404)) {
      return (
        <DeferredPart standIn={null}>
          <ChapterNotFound />
        </DeferredPart>
      );
    }
    return <LoadError title={t.loadFailed} titleAs="h1" error={read.error} onRetry={read.refetch} />;
  }
  return <ChapterView chapter={read.data} translation={translation} waiting={read.isPlaceholderData} />;
}

function ChapterView({ chapter, translation, waiting }: { chapter: BibleChapter; translation: string; waiting: boolean }) {
  const v = new URLSearchParams(useSearch()).get("v");
  const translations = useBibleTranslations().data;
  const about = translations?.find(({ code }) => code === chapter.translation.code);
  const heading = useId();
  const title = `${chapter.book.name} ${chapter.chapter}`;
  useDocumentTitle(title);
  const book = chapter.book.id;
  useEffect(() => {
    if (!waiting) keepPlace({ book, chapter: chapter.chapter });
  }, [book, chapter.chapter, waiting]);
  return (
    <div className="mx-auto max-w-2xl">
      <div className="mb-4 flex flex-wrap items-center gap-2">
        {/* The chapter shown, not the one on its way: the pickers say what is on the screen. */}
        <ChapterPicker translation={translation} book={book} chapter={chapter.chapter} chapters={chapter.chapters} />
        <TranslationPicker
          translations={translations ?? [chapter.translation]}
          current={chapter.translation.code}
          book={book}
          chapter={chapter.chapter}
          verses={v}
        />
      </div>
      {/* Edge to edge on a phone: every pixel of its width for the words. */}
      <Card className="-mx-4 rounded-none border-x-0 px-5 py-8 sm:mx-0 sm:rounded-xl sm:border-x sm:px-12 sm:py-12">
        <article aria-labelledby={heading} lang={about?.language}>
          <h1 id={heading} className="mb-6 text-center font-serif text-3xl font-semibold tracking-tight text-heading sm:mb-8 sm:text-4xl">
            {title}
          </h1>
          <ChapterText verses={chapter.verses} marked={verseRange(v)} place={`${book}/${chapter.chapter}`} waiting={waiting} />
        </article>
      </Card>
      <ChapterLinks chapter={chapter} translation={translation} />
      {about && (
        <p className="mt-8 text-center text-xs text-muted-foreground">
          {about.name} ({about.abbreviation}). {about.licence}
        </p>
      )}
    </div>
  );
}

function ReaderSkeleton() {
  const t = useStore(messages);
  useDocumentTitle(t.bible);
  return (
    <div role="status" aria-label={t.loading} className="mx-auto max-w-2xl">
      <div className="mb-4 flex flex-wrap gap-2">
        <Skeleton className="h-10 flex-1 sm:w-40 sm:flex-none" />
        <Skeleton className="h-10 w-20" />
        <Skeleton className="h-10 w-full sm:ml-auto sm:w-48" />
      </div>
      <Card className="-mx-4 grid gap-3 rounded-none border-x-0 px-5 py-8 sm:mx-0 sm:rounded-xl sm:border-x sm:px-12 sm:py-12">
        <Skeleton className="mx-auto mb-5 h-9 w-40" />
        {["w-full", "w-11/12", "w-full", "w-4/5", "w-full", "w-10/12", "w-full", "w-3/4"].map((width, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own
          <Skeleton key={i} className={`h-5 ${width}`} />
        ))}
      </Card>
    </div>
  );
}
