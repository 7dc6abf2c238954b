import { useStore } from "@nanostores/react";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import type { SearchType } from "@contract/search";
import { i18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { SEARCH_TYPES, searchWords } from "./search-words";

const messages = i18n("search/search-tabs", { kinds: "Kinds of result" });

/**
 * The kinds (People, Groups, Posts, Churches, Events) as tabs (the tab is in the address, so
 * the panel is the one shown): the arrows, Home and End move between them and open the one
 * reached, as in any tab list.
 */
export function SearchTabs({ type, onChange, children }: { type: SearchType; onChange: (type: SearchType) => void; children: ReactNode }) {
  const t = useStore(messages);
  const w = useStore(searchWords);
  const ids = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (kind: SearchType) => `${ids}-tab-${kind}`;

  // Where the list scrolls sideways (a narrow phone, a long-worded language), the open tab is
  // brought into view.
  useEffect(() => {
    const tab = tabs.current[SEARCH_TYPES.indexOf(type)];
    const list = tab?.parentElement;
    if (tab && list && list.scrollWidth > list.clientWidth) tab.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [type]);

  function onKeyDown(event: KeyboardEvent) {
    const at = SEARCH_TYPES.indexOf(type);
    const last = SEARCH_TYPES.length - 1;
    const next = { ArrowRight: at === last ? 0 : at + 1, ArrowLeft: at === 0 ? last : at - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(SEARCH_TYPES[next]!);
    tabs.current[next]?.focus();
  }

  return (
    <div className="min-w-0">
      <div
        role="tablist"
        aria-label={t.kinds}
        onKeyDown={onKeyDown}
        className="inline-flex h-11 w-full items-center overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground [scrollbar-width:none]"
      >
        {SEARCH_TYPES.map((kind, index) => (
          <button
            key={kind}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            id={tabId(kind)}
            type="button"
            role="tab"
            aria-selected={kind === type}
            aria-controls={`${ids}-panel`}
            tabIndex={kind === type ? 0 : -1}
            onClick={() => onChange(kind)}
            className={cn(
              // Five kinds fit a 390 px phone in every language in small type, each tab taking the room its
              // word needs; on a narrower one the list scrolls sideways rather than the page.
              "inline-flex h-full flex-auto items-center justify-center rounded-md px-1.5 text-[0.6875rem] font-semibold whitespace-nowrap transition-all outline-none focus-visible:ring-2 focus-visible:ring-ring sm:flex-1 sm:px-3 sm:text-sm",
              kind === type && "bg-card text-foreground shadow-sm",
            )}
          >
            {w[kind]}
          </button>
        ))}
      </div>
      <div id={`${ids}-panel`} role="tabpanel" aria-labelledby={tabId(type)} className="mt-4 grid gap-4 outline-none">
        {children}
      </div>
    </div>
  );
}
