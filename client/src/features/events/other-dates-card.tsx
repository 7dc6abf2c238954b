import { useStore } from "@nanostores/react";
import { Link } from "wouter";
import type { Occurrence } from "@contract/events";
import { PanelCard } from "@/components/panel-card";
import { i18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { DateBlock } from "./date-block";
import { occurrenceHref } from "./event-links";
import { firstDayOf, viewerTimes } from "./event-times";
import { AnswerBadge, StateBadge } from "./occurrence-badges";

const messages = i18n("events/other-dates-card", {
  title: "Upcoming dates",
  allDay: "All day",
});

/** A series' next occurrences, to switch between: the one shown is marked. */
export function OtherDatesCard({ occurrences, chosen }: { occurrences: Occurrence[]; chosen?: Occurrence }) {
  const t = useStore(messages);
  return (
    <PanelCard id="dates" title={t.title}>
      <ul className="-mx-2 grid gap-1">
        {occurrences.map((occurrence) => {
          const current = occurrence.id === chosen?.id;
          return (
            <li key={occurrence.id}>
              <Link
                href={occurrenceHref(occurrence)}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex items-center gap-3 rounded-lg px-2 py-2 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring",
                  current && "bg-secondary hover:bg-secondary",
                )}
              >
                <DateBlock date={firstDayOf(occurrence)} className="size-10" />
                <span className={cn("min-w-0 flex-1 truncate text-sm", occurrence.cancelled && "text-muted-foreground line-through")}>
                  {viewerTimes(occurrence) ?? t.allDay}
                </span>
                <span className="flex shrink-0 flex-col items-end gap-1">
                  <StateBadge occurrence={occurrence} />
                  {!occurrence.cancelled && <AnswerBadge occurrence={occurrence} />}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </PanelCard>
  );
}
