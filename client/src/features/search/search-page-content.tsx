import { useStore } from "@nanostores/react";
import { type FormEvent, Suspense, useId, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { MAX_SEARCH_LENGTH } from "@contract/limits";
import { FeedSkeleton } from "@/components/post-skeleton";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { SearchIconField } from "@/components/search-icon-field";
import { i18n } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { cn } from "@/lib/utils";
import type { SearchSort } from "./search-fetch";
import { SearchResults } from "./search-results";
import { SEARCH_TABS, type SearchTab } from "./search-words";
import { SearchTabs } from "./search-tabs";

// The Bible tab loads when first opened: most searches are for people, groups and posts.
const BibleResults = retryableLazy(() => import("./bible-results").then((m) => m.BibleResults));

const messages = i18n("search/search-page-content", {
  intro: "Search for people by name or church, for groups, churches and events, and for words in posts and comments.",
  searchFor: "Search for",
  placeholder: "Names, churches, groups, words…",
  search: "Search",
  best: "Best match",
  newest: "Newest",
  order: "Order of posts",
  orderLabel: "Order:",
});

/** What the address asks for: ?q=&type=&sort=, anything unknown read as the default. */
function readParams(search: string): { q: string; type: SearchTab; sort: SearchSort } {
  const params = new URLSearchParams(search);
  const type = params.get("type");
  return {
    q: (params.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    type: SEARCH_TABS.find((t) => t === type) ?? "people",
    sort: params.get("sort") === "newest" ? "newest" : "best",
  };
}

function hrefOf({ q, type, sort }: { q: string; type: SearchTab; sort: SearchSort }): string {
  const params = new URLSearchParams({ q });
  if (type !== "people") params.set("type", type);
  if (type === "posts" && sort !== "best") params.set("sort", sort);
  return `/search?${params}`;
}

/** /search: the text in a box, a tab per kind (in the address), posts best match or newest first. */
export function SearchPageContent() {
  const t = useStore(messages);
  const current = readParams(useSearch());
  const [, navigate] = useLocation();
  const { q, type, sort } = current;
  // Another tab or order is the same search seen another way: it replaces the entry in history.
  const show = (change: Partial<typeof current>) => navigate(hrefOf({ ...current, ...change }), { replace: true });

  return (
    <div className="grid gap-6">
      <SearchForm key={q} initial={q} onSearch={(text) => navigate(hrefOf({ ...current, q: text }))} />
      {q === "" ? (
        <Card className="px-6 py-10 text-center text-muted-foreground">{t.intro}</Card>
      ) : (
        <SearchTabs type={type} onChange={(next) => show({ type: next })}>
          {type === "posts" && <SortChoice sort={sort} onChange={(next) => show({ sort: next })} />}
          {type === "bible" ? (
            <Suspense fallback={<FeedSkeleton />}>
              <BibleResults q={q} />
            </Suspense>
          ) : (
            <SearchResults key={type} q={q} type={type} sort={sort} />
          )}
        </SearchTabs>
      )}
    </div>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const t = useStore(messages);
  const inputId = useId();
  const [text, setText] = useState(initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() !== "") onSearch(text.trim());
  }
  return (
    // On a phone the button goes below the field, which then has the width its placeholder needs.
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor={inputId} className="sr-only">
        {t.searchFor}
      </label>
      <SearchIconField className="min-w-0 flex-1">
        <Input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={MAX_SEARCH_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t.placeholder}
          className="pl-9"
        />
      </SearchIconField>
      <Button type="submit" className="h-11">
        {t.search}
      </Button>
    </form>
  );
}

const SORTS: SearchSort[] = ["best", "newest"];

/** Best match or newest first: two buttons, the one in force pressed. */
function SortChoice({ sort, onChange }: { sort: SearchSort; onChange: (sort: SearchSort) => void }) {
  const t = useStore(messages);
  return (
    <fieldset className="flex min-w-0 items-center gap-2 text-sm">
      <legend className="sr-only">{t.order}</legend>
      <span aria-hidden="true" className="text-muted-foreground">
        {t.orderLabel}
      </span>
      {SORTS.map((value) => (
        <Button
          key={value}
          size="sm"
          variant="outline"
          aria-pressed={sort === value}
          onClick={() => onChange(value)}
          className={cn("rounded-full", sort === value && "border-primary bg-secondary text-primary hover:bg-secondary")}
        >
          {t[value]}
        </Button>
      ))}
    </fieldset>
  );
}
