import { useStore } from "@nanostores/react";
import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { DeferredPart } from "@/components/deferred-part";
import { Button } from "@/components/ui/button";
import { i18n } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useDeferredLoad, usePressHandlers } from "@/lib/use-deferred-load";

// The box's code (the combobox, its requests, the results' rows) is not needed to paint a
// page: it loads after, or at once when someone reaches for it.
const SearchCombobox = retryableLazy(() => import("./search-combobox").then((m) => m.SearchCombobox));

const messages = i18n("search/search-box", { search: "Search" });

/** Where typing a "/" is text, not the way to the search box. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * Search in the top bar: a box on wide screens, a button that lays the box over the bar on
 * narrow ones; "/" pressed anywhere but in a field brings it up (the slash is not typed).
 */
export function SearchBox() {
  const t = useStore(messages);
  const { load, request } = useDeferredLoad();
  const [focusRequest, setFocusRequest] = useState(0);
  const open = () => {
    request();
    setFocusRequest((n) => n + 1);
  };

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      open();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  });

  const press = usePressHandlers(open);
  // Looks like the box (wide) or its button (narrow) until the code is in.
  const standIn = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t.search}
      {...press}
      className="rounded-full text-muted-foreground hover:text-foreground lg:w-64 lg:justify-start lg:border lg:border-field lg:bg-background lg:px-3 lg:font-normal [&_svg]:size-5 lg:[&_svg]:size-4"
    >
      <Search aria-hidden="true" />
      <span className="hidden lg:inline">{t.search}</span>
    </Button>
  );
  if (!load) return standIn;
  return (
    <DeferredPart standIn={standIn}>
      <SearchCombobox focusRequest={focusRequest} />
    </DeferredPart>
  );
}
