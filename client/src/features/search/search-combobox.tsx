import { useStore } from "@nanostores/react";
import { Search, X } from "lucide-react";
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "wouter";
import { MAX_SEARCH_LENGTH } from "@contract/limits";
import { Button } from "@/components/ui/button";
import { SearchIconField } from "@/components/search-icon-field";
import { i18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { SearchSuggestions, type SuggestionsHandle } from "./search-suggestions";
import { searchHref } from "./search-words";

const messages = i18n("search/search-combobox", {
  search: "Search",
  label: "Search people, groups and posts",
  close: "Close search",
});

/**
 * The search box of the top bar (a combobox): what matches as one types, grouped by kind, with
 * the arrows, Enter and Escape; Enter on nothing chosen, or "See all", opens /search. On a
 * narrow screen it is a button that lays the box over the bar. Each new `focusRequest` ("/"
 * pressed, or the stand-in used before this code was in) brings it up and focuses it.
 */
const OPENER_CLASS = "rounded-full text-muted-foreground hover:text-foreground lg:hidden [&_svg]:size-5";

export function SearchCombobox({ focusRequest }: { focusRequest: number }) {
  const t = useStore(messages);
  const listId = `${useId()}-list`;
  const [, navigate] = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<SuggestionsHandle>(null);
  const [text, setText] = useState("");
  const [listOpen, setListOpen] = useState(false);
  // Only narrow screens see the difference: the box over the bar instead of the search button.
  const [overlay, setOverlay] = useState(false);
  const [activeId, setActiveId] = useState<string>();
  const typed = text.trim();
  const expanded = listOpen && typed !== "";

  useEffect(() => {
    if (focusRequest === 0) return;
    setOverlay(true);
    inputRef.current?.focus();
  }, [focusRequest]);

  // The box over the bar takes the focus once it is shown (a hidden input cannot take it).
  useEffect(() => {
    if (overlay) inputRef.current?.focus();
  }, [overlay]);

  function close(restoreFocus: boolean) {
    setListOpen(false);
    setOverlay(false);
    if (restoreFocus) openerRef.current?.focus();
  }

  function go(href: string) {
    setText("");
    close(false);
    inputRef.current?.blur();
    navigate(href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const step = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0;
    if (step !== 0) {
      event.preventDefault();
      setListOpen(true);
      if (typed !== "") listRef.current?.move(step);
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (typed === "") return;
      go(expanded && listRef.current ? listRef.current.chosenHref() : searchHref(typed));
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (expanded) setListOpen(false);
      else if (text !== "") setText("");
      else if (overlay) close(true);
    }
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    setListOpen(false);
    if (text === "") setOverlay(false);
  }

  return (
    <>
      <Button ref={openerRef} variant="ghost" size="icon" aria-label={t.search} onClick={() => setOverlay(true)} className={OPENER_CLASS}>
        <Search aria-hidden="true" />
      </Button>
      <search
        onBlur={onBlur}
        className={cn(
          overlay ? "absolute inset-0 z-10 flex items-center gap-2 bg-card px-4 sm:px-6" : "hidden",
          "lg:relative lg:inset-auto lg:z-auto lg:flex lg:w-64 lg:bg-transparent lg:px-0",
        )}
      >
        <SearchIconField className="min-w-0 flex-1">
          <input
            ref={inputRef}
            type="text"
            role="combobox"
            aria-label={t.label}
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={expanded ? activeId : undefined}
            aria-keyshortcuts="/"
            value={text}
            maxLength={MAX_SEARCH_LENGTH}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={t.search}
            onChange={(event) => {
              setText(event.target.value);
              setListOpen(true);
            }}
            onFocus={() => setListOpen(true)}
            onKeyDown={onKeyDown}
            className="h-10 w-full min-w-0 rounded-full border border-field bg-background pr-4 pl-9 text-base text-foreground outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 sm:text-sm"
          />
        </SearchIconField>
        <Button variant="ghost" size="icon" aria-label={t.close} onClick={() => close(true)} className="shrink-0 lg:hidden">
          <X aria-hidden="true" />
        </Button>
        <SearchSuggestions ref={listRef} listId={listId} open={expanded} query={typed} onActiveId={setActiveId} onChoose={go} />
      </search>
    </>
  );
}
