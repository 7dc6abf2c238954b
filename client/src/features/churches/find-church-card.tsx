import { useStore } from "@nanostores/react";
import { MapPin, Users } from "lucide-react";
import { Link } from "wouter";
import type { ChurchSummary } from "@contract/churches";
import { MAX_CHURCH_NAME } from "@contract/limits";
import { SearchBox } from "@/components/search-box";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { serverMessage } from "@/lib/api-error";
import { i18n, params } from "@/lib/i18n";
import { useSearchText } from "@/lib/use-search-text";
import { MemberCount, RoleBadge } from "./church-badges";
import { useChurchSearch } from "./church-queries";
import { joinModeWords } from "./join-mode-words";

const messages = i18n("churches/find-church-card", {
  findChurch: "Find a church",
  description: "Search by name, or by city or neighbourhood.",
  searchLabel: "Church name or place",
  placeholder: "e.g. Grace Chapel, or Lisbon",
  searching: "Searching",
  searchFailed: "The search did not work. Please try again.",
  noMatch: params<{ query: string }>('No church matches "{query}" yet.'),
  noChurches: "There are no churches on Koinonia yet: be the first to create one.",
  largest: "The largest churches",
  results: "Churches found",
});

/** The input's id, so that other parts of the page can bring it into focus. */
export const FIND_CHURCH_INPUT = "find-church-input";

/** 'Find a church': by name or place as one types; with nothing typed, the largest churches. */
export function FindChurchCard() {
  const t = useStore(messages);
  const search = useSearchText();
  const { query } = search;
  const results = useChurchSearch(query);
  const searching = results.isFetching || search.settling;
  return (
    <Card>
      <CardHeader className="pb-4">
        <h2 className="text-base leading-tight font-semibold tracking-tight">{t.findChurch}</h2>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <label htmlFor={FIND_CHURCH_INPUT} className="sr-only">
          {t.searchLabel}
        </label>
        <SearchBox id={FIND_CHURCH_INPUT} search={search} busy={searching} placeholder={t.placeholder} maxLength={MAX_CHURCH_NAME} />
        <div aria-live="polite" aria-busy={searching}>
          {results.isPending ? (
            <div role="status" aria-label={t.searching} className="grid gap-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-14 rounded-lg" />
              ))}
            </div>
          ) : results.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {serverMessage(results.error) ?? t.searchFailed}
            </p>
          ) : results.data.length === 0 ? (
            <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
              {query ? t.noMatch({ query }) : t.noChurches}
            </p>
          ) : (
            <>
              {!query && <p className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t.largest}</p>}
              <ul aria-label={query ? t.results : t.largest} className="grid grid-cols-1 gap-2">
                {results.data.map((church) => (
                  <FoundChurch key={church.id} church={church} />
                ))}
              </ul>
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function FoundChurch({ church }: { church: ChurchSummary }) {
  const modes = useStore(joinModeWords);
  return (
    <li className="relative rounded-lg border p-3 transition-colors focus-within:ring-2 focus-within:ring-ring hover:bg-muted/50">
      <div className="flex items-start justify-between gap-2">
        <Link
          href={`/churches/${church.slug}`}
          dir="auto"
          className="min-w-0 text-sm font-semibold wrap-anywhere outline-none after:absolute after:inset-0 after:rounded-lg hover:underline"
        >
          {church.name}
        </Link>
        {church.myRole && <RoleBadge role={church.myRole} />}
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {church.place && (
          <span dir="auto" className="inline-flex min-w-0 items-center gap-1">
            <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">{church.place}</span>
          </span>
        )}
        <span className="inline-flex items-center gap-1">
          <Users aria-hidden="true" className="size-3.5" />
          <MemberCount count={church.memberCount} />
        </span>
        {!church.myRole && <span>{modes[church.joinMode]}</span>}
      </p>
      {church.tradition && (
        <p dir="auto" className="mt-0.5 truncate text-xs text-muted-foreground">
          {church.tradition}
        </p>
      )}
    </li>
  );
}
