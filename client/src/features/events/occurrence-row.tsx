import { useStore } from "@nanostores/react";
import { Link } from "wouter";
import type { Occurrence } from "@contract/events";
import { i18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { DateBlock } from "./date-block";
import { hostName, occurrenceHref } from "./event-links";
import { firstDayOf, viewerStartTime, viewerTimes } from "./event-times";
import { AnswerBadge, StateBadge } from "./occurrence-badges";

const messages = i18n("events/occurrence-row", {
  allDay: "All day",
});

/**
 * One occurrence in a list, linking to its page: its date (or, in a list grouped by day, its
 * start time), title, hours where the viewer is, host, and the viewer's answer.
 */
export function OccurrenceRow({ occurrence, lead = "date" }: { occurrence: Occurrence; lead?: "date" | "time" }) {
  const t = useStore(messages);
  const host = hostName(occurrence.host);
  const when = viewerTimes(occurrence) ?? t.allDay;
  const details = lead === "date" ? [when, host] : [host, occurrence.place];
  return (
    <Link
      href={occurrenceHref(occurrence)}
      className="flex items-center gap-3 rounded-lg px-2 py-2.5 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
    >
      {lead === "date" ? (
        <DateBlock date={firstDayOf(occurrence)} />
      ) : (
        <span className={cn("w-[4.5rem] shrink-0 text-sm font-semibold text-primary tabular-nums", !occurrence.allDay && "whitespace-nowrap")}>
          {occurrence.allDay ? t.allDay : viewerStartTime(occurrence)}
        </span>
      )}
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className={cn("truncate font-semibold", occurrence.cancelled && "text-muted-foreground line-through")}>{occurrence.title}</span>
        {lead === "time" && !occurrence.allDay && <span className="sr-only">{when}</span>}
        {details.some(Boolean) && <span className="truncate text-sm text-muted-foreground">{details.filter(Boolean).join(" · ")}</span>}
      </span>
      <span className="flex shrink-0 flex-col items-end gap-1">
        <StateBadge occurrence={occurrence} />
        {!occurrence.cancelled && <AnswerBadge occurrence={occurrence} />}
      </span>
    </Link>
  );
}
