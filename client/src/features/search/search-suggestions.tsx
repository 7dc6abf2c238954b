import { useStore } from "@nanostores/react";
import { ArrowRight, CalendarDays, Users } from "lucide-react";
import { type ReactNode, type Ref, useEffect, useImperativeHandle, useState } from "react";
import { displayName } from "@contract/display-name";
import { NeutralAvatar } from "@/components/neutral-avatar";
import { UserAvatar } from "@/components/user-avatar";
import { anonymousName } from "@/lib/anonymity";
import { i18n, params } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { hostName, occurrenceWhen } from "./event-when";
import { Highlighted } from "./highlight";
import { useSearchPreview } from "./search-preview";
import { quoted, SEARCH_TYPES, searchWords } from "./search-words";
import { useDebounced } from "@/lib/use-debounced";
import { type Suggestion, suggestionsOf } from "./suggestion-options";

const messages = i18n("search/search-suggestions", {
  someFailed: "Some results could not be loaded.",
  notWorking: "Search is not working just now.",
  searching: "Searching…",
  noResults: params<{ query: string }>("No results for {query}"),
  retry: "Retry",
  results: "Search results",
  private: "Private",
  seeAll: params<{ query: string }>("See all results for {query}"),
});

/** What the box asks of its list: move the highlight, and where Enter goes. */
export interface SuggestionsHandle {
  move: (step: 1 | -1) => void;
  /** The highlighted option's address, else "See all results"'s. */
  chosenHref: () => string;
}

// Long enough to let a word be typed in one go, short enough to feel immediate.
const DEBOUNCE_MS = 180;

/**
 * The search box's list (a listbox of option groups, one per kind, and "See all results"),
 * and above it a word on its state: searching, nothing found, or a failure with Retry. Its
 * code loads after the page, or when the box is first reached for.
 */
export function SearchSuggestions({
  ref,
  listId,
  open,
  query,
  onActiveId,
  onChoose,
}: {
  ref: Ref<SuggestionsHandle>;
  listId: string;
  open: boolean;
  /** The text as typed (trimmed); asked for once it stays still a moment. */
  query: string;
  onActiveId: (id: string | undefined) => void;
  onChoose: (href: string) => void;
}) {
  const t = useStore(messages);
  const w = useStore(searchWords);
  const optionId = (index: number) => `${listId}-${index}`;
  const q = useDebounced(query, DEBOUNCE_MS);
  const results = useSearchPreview(q);
  const [people, groups, posts, events] = results;
  const suggestions = suggestionsOf(query, {
    people: people.data?.items,
    groups: groups.data?.items,
    posts: posts.data?.items,
    events: events.data?.items,
  });
  const [active, setActive] = useState(-1);
  const count = suggestions.length;

  // New text, new list: nothing is highlighted until the arrows say so.
  const [shownFor, setShownFor] = useState(query);
  if (shownFor !== query || (!open && active !== -1)) {
    setShownFor(query);
    setActive(-1);
  }
  const activeId = open && active >= 0 ? optionId(active) : undefined;
  useEffect(() => {
    onActiveId(activeId);
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId, onActiveId]);
  useImperativeHandle(ref, () => ({
    move: (step) => setActive((i) => (step === 1 ? (i + 1) % count : i <= 0 ? count - 1 : i - 1)),
    chosenHref: () => (suggestions[active] ?? suggestions[count - 1]!).href,
  }));

  // Until the results for the text as it stands are in, what shows may be for an earlier text.
  const pending = q !== query || results.some((r) => r.isFetching);
  const failed = results.some((r) => r.isError);
  const found = count > 1;
  let status: ReactNode = null;
  if (failed) status = found ? t.someFailed : t.notWorking;
  else if (!found) status = pending ? t.searching : t.noResults({ query: quoted(query) });

  const option = (suggestion: Suggestion, index: number) => (
    // biome-ignore lint/a11y/useKeyWithClickEvents: focus stays in the box, whose keys (the arrows and Enter) choose an option
    <div
      key={`${suggestion.kind}-${index}`}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      tabIndex={-1}
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => index !== active && setActive(index)}
      onClick={() => onChoose(suggestion.href)}
      className={cn(
        "mx-1 flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm",
        index === active && "bg-muted outline-2 -outline-offset-2 outline-ring",
      )}
    >
      <SuggestionContent suggestion={suggestion} query={query} />
    </div>
  );

  const kinds = SEARCH_TYPES.map((kind) => {
    const members = suggestions.map((s, index) => [s, index] as const).filter(([s]) => s.kind === kind);
    if (members.length === 0) return null;
    const headingId = `${listId}-${kind}`;
    return (
      // biome-ignore lint/a11y/useSemanticElements: in a listbox a kind's options are grouped by role="group"; a fieldset is a form's grouping
      <div key={kind} role="group" aria-labelledby={headingId} className="border-b py-1.5 last:border-b-0">
        <div id={headingId} role="presentation" className="px-4 pt-1 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {w[kind]}
        </div>
        {members.map(([s, index]) => option(s, index))}
      </div>
    );
  });

  return (
    <div
      className={cn(
        open ? "block" : "hidden",
        "absolute inset-x-0 top-full z-50 max-h-[calc(100dvh-8rem-env(safe-area-inset-bottom))] overflow-y-auto border-y bg-popover text-popover-foreground shadow-lg",
        "lg:inset-x-auto lg:right-0 lg:mt-2 lg:max-h-[calc(100dvh-5rem)] lg:w-[28rem] lg:max-w-[calc(100vw-2rem)] lg:rounded-xl lg:border",
      )}
    >
      <div role="status" className={cn(status && "flex items-center justify-between gap-3 border-b px-4 py-3 text-sm text-muted-foreground")}>
        {status}
        {failed && (
          <button
            type="button"
            onClick={() => {
              for (const r of results) if (r.isError) void r.refetch();
            }}
            className="rounded-md px-2 py-1 text-sm font-semibold text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {t.retry}
          </button>
        )}
      </div>
      <div id={listId} role="listbox" aria-label={t.results}>
        {kinds}
        <div className="py-1.5">{option(suggestions[count - 1]!, count - 1)}</div>
      </div>
    </div>
  );
}

function SuggestionContent({ suggestion, query }: { suggestion: Suggestion; query: string }) {
  const t = useStore(messages);
  const w = useStore(searchWords);
  switch (suggestion.kind) {
    case "people": {
      const { person } = suggestion;
      const where = [person.churchAffiliation, person.location].filter(Boolean).join(" · ");
      return (
        <>
          <UserAvatar user={person} className="size-8" />
          <span className="min-w-0 flex-1">
            <span dir="auto" className="block truncate font-semibold">
              {displayName(person)}
            </span>
            {where && (
              <span dir="auto" className="block truncate text-xs text-muted-foreground">
                {where}
              </span>
            )}
          </span>
        </>
      );
    }
    case "groups": {
      const { group } = suggestion;
      return (
        <>
          <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-md bg-secondary text-primary">
            <Users className="size-4" />
          </span>
          <span className="min-w-0 flex-1">
            <span dir="auto" className="block truncate font-semibold">
              {group.name}
            </span>
            <span className="block truncate text-xs text-muted-foreground">
              {w.members(group.memberCount)}
              {group.isPrivate && ` · ${t.private}`}
            </span>
          </span>
        </>
      );
    }
    case "posts": {
      const { post, comment } = suggestion.result;
      return (
        <>
          {post.author ? <UserAvatar user={post.author} className="size-8" /> : <NeutralAvatar className="size-8" />}
          <span className="min-w-0 flex-1">
            <span dir="auto" className="block truncate font-semibold">
              {post.author ? displayName(post.author) : anonymousName()}
            </span>
            <span dir="auto" className="line-clamp-2 text-xs text-muted-foreground">
              <Highlighted text={comment?.content ?? post.content} query={query} />
            </span>
          </span>
        </>
      );
    }
    case "events": {
      const { occurrence } = suggestion;
      const host = hostName(occurrence);
      return (
        <>
          <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-md bg-secondary text-primary">
            <CalendarDays className="size-4" />
          </span>
          <span className="min-w-0 flex-1">
            <span dir="auto" className={cn("block truncate font-semibold", occurrence.cancelled && "text-muted-foreground line-through")}>
              {occurrence.title}
            </span>
            <span className="block truncate text-xs text-muted-foreground">
              {occurrenceWhen(occurrence)}
              {host && ` · ${host}`}
              {occurrence.cancelled && (
                <>
                  {" · "}
                  <span className="font-semibold text-destructive">{w.cancelled}</span>
                </>
              )}
            </span>
          </span>
        </>
      );
    }
    case "all":
      return (
        <>
          <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-md text-primary">
            <ArrowRight className="size-4" />
          </span>
          <span className="min-w-0 flex-1 truncate font-semibold text-primary">{t.seeAll({ query: quoted(query) })}</span>
        </>
      );
  }
}
