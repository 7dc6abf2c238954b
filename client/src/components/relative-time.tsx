import type { FocusEvent, PointerEvent } from "react";
import { fullDateTime, useRelativeTime } from "@/lib/relative-time";
import { cn } from "@/lib/utils";

// The exact date is written into the tooltip when the pointer or focus first arrives, not
// while the page renders: the first Intl date formatter a page builds loads the browser's
// locale data, a 35 ms task on a mid-range phone that held up the first paint of the feed.
function addFullDateTitle(event: PointerEvent<HTMLElement> | FocusEvent<HTMLElement>) {
  const time = event.currentTarget;
  const date = time.getAttribute("datetime");
  if (date && !time.title) time.title = fullDateTime(date);
}

/** "about 2 hours ago", with the exact date for machines and, on hover, for people. */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  const label = useRelativeTime(date);
  return (
    <time dateTime={date} onPointerEnter={addFullDateTitle} onFocus={addFullDateTitle} className={cn("whitespace-nowrap", className)}>
      {label}
    </time>
  );
}
