import { useStore } from "@nanostores/react";
import { MoreResults } from "./more-results";
import { SearchX } from "lucide-react";
import { LoadError } from "@/components/load-error";
import { PersonSkeletons } from "@/components/person-skeleton";
import { FeedSkeleton } from "@/components/post-skeleton";
import { Card } from "@/components/ui/card";
import { i18n, params } from "@/lib/i18n";
import { ChurchResult } from "./church-result";
import { EventResult } from "./event-result";
import { GroupResult } from "./group-result";
import { PersonResult } from "./person-result";
import { PostResult } from "./post-result";
import type { SearchSort } from "./search-fetch";
import { useSearchResults } from "./search-queries";
import { quoted } from "./search-words";
import type { SearchType } from "@contract/search";

const messages = i18n("search/search-results", {
  peopleFound: "People found",
  groupsFound: "Groups found",
  postsFound: "Posts found",
  churchesFound: "Churches found",
  eventsFound: "Events found",
  searching: "Searching",
  failed: "We could not search just now",
  noResults: params<{ query: string }>("No results for {query}"),
  hint: "Check the spelling, try other words, or look in another tab.",
  eventsHint: "Events are found by their title, and only those still to come. Check the spelling, or look in another tab.",
  moreFailed: "More results could not be loaded. Please try again.",
});

/** One tab of /search: its results a page at a time, with Load more, or why there are none. */
export function SearchResults({ q, type, sort }: { q: string; type: SearchType; sort: SearchSort }) {
  const results = useSearchResults(q, type, sort);
  const t = useStore(messages);
  const label = { people: t.peopleFound, groups: t.groupsFound, posts: t.postsFound, churches: t.churchesFound, events: t.eventsFound }[type];
  if (results.isPending) {
    return type === "people" ? (
      <Card className="p-4">
        <PersonSkeletons count={4} label={t.searching} />
      </Card>
    ) : (
      <FeedSkeleton />
    );
  }
  if (results.isError) {
    return <LoadError title={t.failed} error={results.error} onRetry={() => results.refetch()} />;
  }
  const pages = results.data.pages;
  const count = pages.reduce((total, page) => total + page.items.length, 0);
  if (count === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 px-6 py-10 text-center">
        <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-semibold">{t.noResults({ query: quoted(q) })}</p>
        <p className="text-sm text-muted-foreground">{type === "events" ? t.eventsHint : t.hint}</p>
      </Card>
    );
  }
  return (
    <div className="grid gap-4">
      {type === "people" ? (
        <Card className="p-4 sm:p-5">
          <ul aria-label={label} className="grid gap-4">
            {pages
              .flatMap((page) => (page.type === "people" ? page.items : []))
              .map((person) => (
                <PersonResult key={person.id} person={person} query={q} />
              ))}
          </ul>
        </Card>
      ) : (
        <ul aria-label={label} className="grid gap-3">
          {pages.flatMap((page) =>
            page.type === "groups"
              ? page.items.map((group) => <GroupResult key={group.id} group={group} />)
              : page.type === "posts"
                ? page.items.map((result) => <PostResult key={result.post.id} result={result} query={q} />)
                : page.type === "churches"
                  ? page.items.map((church) => <ChurchResult key={church.id} church={church} />)
                  : page.type === "events"
                    ? page.items.map((occurrence) => <EventResult key={occurrence.id} occurrence={occurrence} />)
                    : [],
          )}
        </ul>
      )}
      <MoreResults results={results} failed={t.moreFailed} />
    </div>
  );
}
