import { useStore } from "@nanostores/react";
import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { i18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { SEARCH_TABS, type SearchTab, searchWords } from "./search-words";

const messages = i18n("search/search-tabs", { kinds: "Kinds of result" });

/**
 * The kinds (People, Groups, Posts, Churches, Events) and the Bible as tabs (the tab is in the address, so
 * the panel is the one shown): the arrows, Home and End move between them and open the one
 * reached, as in any tab list.
 */
export function SearchTabs({ type, onChange, children }: { type: SearchTab; onChange: (type: SearchTab) => void; children: ReactNode }) {
  const t = useStore(messages);
  const w = useStore(searchWords);
  const ids = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (kind: SearchTab) => `${ids}-tab-${kind}`;

  function onKeyDown(event: KeyboardEvent) {
    const at = SEARCH_TABS.indexOf(type);
    const last = SEARCH_TABS.length - 1;
    const next = { ArrowRight: at === last ? 0 : at + 1, ArrowLeft: at === 0 ? last : at - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(SEARCH_TABS[next]!);
    tabs.current[next]?.focus();
  }

  return (
    <div className="min-w-0">
      <div
        role="tablist"
        aria-label={t.kinds}
        onKeyDown={onKeyDown}
        // Six tabs do not fit one row of a phone in Spanish or Portuguese ("Publicaciones"): there
        // they stand in two rows of three, every one in sight; from a tablet on, in one row.
        className="grid w-full grid-cols-3 gap-1 rounded-lg bg-muted p-1 text-muted-foreground sm:flex sm:h-11 sm:items-center sm:gap-0"
      >
        {SEARCH_TABS.map((kind, index) => (
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
              "inline-flex h-9 min-w-0 items-center justify-center rounded-md px-1.5 text-xs font-semibold whitespace-nowrap transition-all outline-none focus-visible:ring-2 focus-visible:ring-ring sm:h-full sm:flex-1 sm:px-3 sm:text-sm",
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
