import { useStore } from "@nanostores/react";
import { CalendarDays, Church, Users } from "lucide-react";
import { Link } from "wouter";
import type { Occurrence } from "@contract/events";
import { cn } from "@/lib/utils";
import { hostName, occurrenceHref, occurrenceWhen } from "./event-when";
import { searchWords } from "./search-words";

/**
 * An event found, as its next occurrence: its title, when it is where the viewer is, its host,
 * and Cancelled; the whole row opens that occurrence.
 */
export function EventResult({ occurrence }: { occurrence: Occurrence }) {
  const w = useStore(searchWords);
  const host = hostName(occurrence);
  const HostIcon = occurrence.host.kind === "church" ? Church : Users;
  return (
    <li>
      <Link
        href={occurrenceHref(occurrence)}
        className="group flex items-start gap-3 rounded-lg border bg-card p-3 outline-none hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring sm:p-4"
      >
        <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <span className="min-w-0 flex-1">
          <span
            dir="auto"
            className={cn(
              "block font-semibold wrap-anywhere group-hover:underline",
              occurrence.cancelled && "text-muted-foreground line-through",
            )}
          >
            {occurrence.title}
          </span>
          <span className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <time dateTime={occurrence.startsAt}>{occurrenceWhen(occurrence)}</time>
            {host && (
              <span dir="auto" className="inline-flex min-w-0 items-center gap-1">
                <HostIcon aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="wrap-anywhere">{host}</span>
              </span>
            )}
          </span>
        </span>
        {occurrence.cancelled && (
          <span className="shrink-0 rounded-full border border-destructive/40 px-2.5 py-0.5 text-xs font-semibold text-destructive">
            {w.cancelled}
          </span>
        )}
      </Link>
    </li>
  );
}
