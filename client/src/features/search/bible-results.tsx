import { useStore } from "@nanostores/react";
import { MoreResults } from "./more-results";
import { SearchX } from "lucide-react";
import { useMemo } from "react";
import type { BibleSearchResults } from "@contract/bible-search";
import { LoadError } from "@/components/load-error";
import { FeedSkeleton } from "@/components/post-skeleton";
import { Card } from "@/components/ui/card";
import { useBibleTranslation } from "@/lib/bible-translation";
import { count, i18n, params } from "@/lib/i18n";
import { BibleBookResult } from "./bible-result";
import { useBibleSearch } from "./bible-search-queries";
import { quoted } from "./search-words";

const messages = i18n("search/bible-results", {
  versesFound: "Verses found",
  verses: count({ one: "{count} verse", other: "{count} verses" }),
  foundIn: params<{ verses: string; translation: string }>("{verses} in {translation}"),
  failed: "We could not search the Bible just now",
  noResults: params<{ query: string; translation: string }>("No verses in {translation} hold {query}"),
  hint: 'Check the spelling, or try fewer words. Put a phrase in quotes ("love one another") to find its words in that order.',
  moreFailed: "More verses could not be loaded. Please try again.",
});

type BookFound = BibleSearchResults["books"][number];

/** The pages' books as one list: a book a page break cut in two is shown whole. */
function booksOf(pages: BibleSearchResults[]): BookFound[] {
  const books: BookFound[] = [];
  for (const page of pages) {
    for (const found of page.books) {
      const last = books.at(-1);
      if (last?.book.id === found.book.id) books[books.length - 1] = { ...last, verses: [...last.verses, ...found.verses] };
      else books.push(found);
    }
  }
  return books;
}

/** The Bible tab of /search: the verses of the reader's translation that hold the words, by book, with Load more. */
export function BibleResults({ q }: { q: string }) {
  const t = useStore(messages);
  const translation = useBibleTranslation();
  const results = useBibleSearch(q, translation);
  const pages = results.data?.pages;
  const books = useMemo(() => booksOf(pages ?? []), [pages]);
  const words = useMemo(() => new Set(pages?.[0]?.words), [pages]);

  if (results.isPending) return <FeedSkeleton />;
  if (results.isError) return <LoadError title={t.failed} error={results.error} onRetry={() => results.refetch()} />;
  const first = results.data.pages[0]!;
  if (first.total === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 px-6 py-10 text-center">
        <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-semibold">{t.noResults({ query: quoted(q), translation: first.translation.name })}</p>
        <p className="text-sm text-muted-foreground">{t.hint}</p>
      </Card>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t.foundIn({ verses: t.verses(first.total), translation: first.translation.name })}</p>
      <ul aria-label={t.versesFound} className="grid gap-3">
        {books.map((found) => (
          <BibleBookResult key={found.book.id} found={found} translation={first.translation.code} words={words} />
        ))}
      </ul>
      <MoreResults results={results} failed={t.moreFailed} />
    </div>
  );
}
