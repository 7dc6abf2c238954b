import { useStore } from "@nanostores/react";
import { type ReactNode, useId } from "react";
import { Link } from "wouter";
import type { BibleSearchResults } from "@contract/bible-search";
import { chapterPath } from "@/lib/bible-translation";
import { count, i18n } from "@/lib/i18n";

const messages = i18n("search/bible-result", {
  verses: count({ one: "{count} verse", other: "{count} verses" }),
});

type BookFound = BibleSearchResults["books"][number];

// As the server reads words: letters and digits (accents kept on here, to be shown as written).
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;
/** Lower case without accents, as the server compares ("Amó" is "amo"). */
const fold = (word: string) => word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");

/**
 * A verse's text with the words searched for in <mark>. The server says which words matched
 * (folded), so a word is marked when it reads the same, not when it merely begins the same:
 * "love" marks "love", not "loved".
 */
function MarkedVerse({ text, words }: { text: string; words: ReadonlySet<string> }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    if (!words.has(fold(match[0]))) continue;
    parts.push(text.slice(last, match.index));
    parts.push(
      <mark key={match.index} className="rounded-sm bg-accent px-0.5 font-semibold text-accent-foreground">
        {match[0]}
      </mark>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

/** A book's verses found: its name and how many it holds in all, then each verse, which opens the reader there. */
export function BibleBookResult({ found, translation, words }: { found: BookFound; translation: string; words: ReadonlySet<string> }) {
  const t = useStore(messages);
  const headingId = useId();
  return (
    <li>
      <section aria-labelledby={headingId} className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
        <header className="flex flex-wrap items-baseline gap-x-2">
          <h2 id={headingId} className="font-serif text-lg font-semibold">
            {found.book.name}
          </h2>
          <p className="text-sm text-muted-foreground">{t.verses(found.count)}</p>
        </header>
        <ol className="mt-2 grid gap-1">
          {found.verses.map(({ chapter, verse, text }) => (
            <li key={`${chapter}:${verse}`}>
              <Link
                href={chapterPath(translation, found.book.id, chapter, String(verse))}
                className="-mx-2 block rounded-md px-2 py-1.5 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="mr-1 text-sm font-semibold text-primary tabular-nums">
                  <span className="sr-only">{found.book.name} </span>
                  {chapter}:{verse}
                </span>{" "}
                <MarkedVerse text={text} words={words} />
              </Link>
            </li>
          ))}
        </ol>
      </section>
    </li>
  );
}
