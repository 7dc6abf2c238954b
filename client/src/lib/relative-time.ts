import { formatDistanceToNow } from "date-fns";
import { useSyncExternalStore } from "react";
import { dateLocale } from "@/lib/date-locale";
import { formatLocale } from "@/lib/i18n";

/** "about 2 hours ago": date-fns's about/over/almost phrasing with the 'ago' suffix, in the interface's language. */
export function relativeTime(date: string | Date): string {
  return formatDistanceToNow(new Date(date), { addSuffix: true, locale: dateLocale() });
}

// One formatter per locale, made when first asked for.
const fullFormats = new Map<string, Intl.DateTimeFormat>();

/** The full local date and time, for a tooltip beside a relative time. */
export function fullDateTime(date: string | Date): string {
  // One formatter for every call: building one (what toLocaleString does each time) is slow.
  // (RelativeTime asks only when a tooltip is wanted: see components/relative-time.tsx.)
  const language = formatLocale();
  let fullFormat = fullFormats.get(language);
  if (!fullFormat) {
    fullFormat = new Intl.DateTimeFormat(language, { dateStyle: "long", timeStyle: "short" });
    fullFormats.set(language, fullFormat);
  }
  return fullFormat.format(new Date(date));
}

// One shared minute clock: every relative time on screen re-renders together once a minute,
// with a single timer however many posts and comments are shown.
const MINUTE_MS = 60_000;
const subscribers = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let minute = Math.floor(Date.now() / MINUTE_MS);

function subscribe(onChange: () => void) {
  subscribers.add(onChange);
  timer ??= setInterval(() => {
    minute = Math.floor(Date.now() / MINUTE_MS);
    for (const notify of subscribers) notify();
  }, MINUTE_MS);
  return () => {
    subscribers.delete(onChange);
    if (subscribers.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** `relativeTime(date)`, kept current while the component is on screen. */
export function useRelativeTime(date: string | Date): string {
  useSyncExternalStore(subscribe, () => minute);
  return relativeTime(date);
}
