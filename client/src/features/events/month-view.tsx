import { useStore } from "@nanostores/react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "wouter";
import type { Occurrence } from "@contract/events";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { count, i18n, params } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { occurrenceHref } from "./event-links";
import { useCalendar } from "./event-queries";
import { addDays, dateFormat, longDate, today, utcDate, viewerStartTime, viewerTimeZone } from "./event-times";
import { addMonths, firstWeekday, monthOf, monthWeeks, occurrencesByDay } from "./month-grid";
import { OccurrenceRow } from "./occurrence-row";
import { weekdayName } from "./recurrence-words";

const messages = i18n("events/month-view", {
  previous: "Previous month",
  next: "Next month",
  today: "Today",
  more: params<{ count: number }>("+{count} more"),
  events: count({ one: "{count} event", other: "{count} events" }),
  nothing: "Nothing on this day.",
  truncated: "This month has more events than can be shown at once: some are left out.",
  loadFailed: "This month could not be loaded",
  loading: "Loading",
  hint: "Use the arrow keys to move between days.",
});

// Where each key moves the selected day: a day, a week, to the week's ends, a month.
const MOVES: Record<string, (day: string, weekStart: number) => string> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  Home: (day, weekStart) => addDays(day, -((utcDate(day).getUTCDay() - weekStart + 7) % 7)),
  End: (day, weekStart) => addDays(day, 6 - ((utcDate(day).getUTCDay() - weekStart + 7) % 7)),
  PageUp: (day) => sameDayIn(day, -1),
  PageDown: (day) => sameDayIn(day, 1),
};

/** The same day of the month `months` away, or that month's last when it is shorter. */
function sameDayIn(day: string, months: number): string {
  const month = addMonths(monthOf(day), months);
  const last = addDays(addMonths(month, 1), -1);
  const wanted = `${month.slice(0, 8)}${day.slice(8, 10)}`;
  return wanted > last ? last : wanted;
}

/**
 * The viewer's calendar a month at a time: a grid of its weeks with each day's first few events
 * (on a phone, a dot for each), and the chosen day's events in full below it.
 */
export function MonthView() {
  const t = useStore(messages);
  const now = today();
  const [selected, setSelected] = useState(now);
  const month = monthOf(selected);
  const weekStart = useMemo(firstWeekday, []);
  const weeks = useMemo(() => monthWeeks(month, weekStart), [month, weekStart]);
  const from = weeks[0]![0]!;
  const to = addDays(weeks.at(-1)![6]!, 1);
  const calendar = useCalendar(from, to, viewerTimeZone());
  const days = useMemo(() => occurrencesByDay(calendar.data?.occurrences ?? []), [calendar.data]);
  const grid = useRef<HTMLTableElement>(null);
  // Set by the arrow keys: the chosen day's button takes the focus once drawn.
  const focusDay = useRef(false);

  useEffect(() => {
    if (!focusDay.current) return;
    focusDay.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${selected}"]`)?.focus();
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const move = MOVES[event.key];
    if (!move || !(event.target instanceof HTMLButtonElement) || !event.target.dataset.day) return;
    event.preventDefault();
    focusDay.current = true;
    setSelected(move(selected, weekStart));
  };

  const title = dateFormat({ month: "long", year: "numeric", timeZone: "UTC" }).format(utcDate(month));
  const order = Array.from({ length: 7 }, (_, i) => (weekStart + i) % 7);
  const chosen = days.get(selected) ?? [];

  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="month-title" aria-live="polite" className="font-serif text-xl font-semibold text-heading first-letter:uppercase">
          {title}
        </h2>
        <div className="flex items-center gap-1">
          <Button variant="outline" size="sm" onClick={() => setSelected(now)} disabled={selected === now}>
            {t.today}
          </Button>
          <Button variant="ghost" size="icon" aria-label={t.previous} title={t.previous} onClick={() => setSelected(sameDayIn(selected, -1))}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" aria-label={t.next} title={t.next} onClick={() => setSelected(sameDayIn(selected, 1))}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
      {calendar.isError && <LoadError title={t.loadFailed} error={calendar.error} onRetry={calendar.refetch} />}
      <Card className="overflow-hidden">
        <table
          ref={grid}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a date picker's grid of days (WAI-ARIA's pattern), moved through with the arrow keys
          role="grid"
          aria-labelledby="month-title"
          aria-describedby="month-hint"
          aria-busy={calendar.isFetching || undefined}
          onKeyDown={onKeyDown}
          className={cn("w-full table-fixed border-collapse transition-opacity", calendar.isPlaceholderData && "opacity-60")}
        >
          <thead className="border-b bg-muted/40">
            <tr>
              {order.map((day) => (
                <th key={day} scope="col" className="py-2 text-center text-xs font-semibold text-muted-foreground">
                  <abbr title={weekdayName(day)} className="no-underline">
                    {weekdayName(day, "short")}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]} className="border-b last:border-b-0">
                {week.map((day) => (
                  <DayCell
                    key={day}
                    day={day}
                    occurrences={days.get(day) ?? []}
                    inMonth={day.slice(0, 7) === month.slice(0, 7)}
                    isToday={day === now}
                    isSelected={day === selected}
                    onSelect={() => setSelected(day)}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <p id="month-hint" className="sr-only">
        {t.hint}
      </p>
      {calendar.data?.truncated && <p className="text-sm text-muted-foreground">{t.truncated}</p>}
      <Card className="p-3 sm:p-4">
        <section aria-labelledby="chosen-day">
          <h2 id="chosen-day" className="px-2 pb-1 text-sm font-semibold">
            {longDate(selected)}
          </h2>
          {chosen.length === 0 ? (
            <p className="px-2 py-2 text-sm text-muted-foreground">{calendar.isPending ? t.loading : t.nothing}</p>
          ) : (
            <ul className="grid">
              {chosen.map((occurrence) => (
                <li key={occurrence.id}>
                  <OccurrenceRow occurrence={occurrence} lead="time" />
                </li>
              ))}
            </ul>
          )}
        </section>
      </Card>
    </div>
  );
}

const SHOWN = 3;

function DayCell({
  day,
  occurrences,
  inMonth,
  isToday,
  isSelected,
  onSelect,
}: {
  day: string;
  occurrences: Occurrence[];
  inMonth: boolean;
  isToday: boolean;
  isSelected: boolean;
  onSelect: () => void;
}) {
  const t = useStore(messages);
  const label = occurrences.length > 0 ? `${longDate(day)}, ${t.events(occurrences.length)}` : longDate(day);
  const more = occurrences.length - SHOWN;
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a cell of the grid above is a gridcell, which takes aria-selected
    <td
      aria-selected={isSelected}
      className={cn(
        "relative h-14 border-r p-1 align-top last:border-r-0 sm:h-28 sm:p-1.5",
        !inMonth && "bg-muted/40",
        isSelected && "bg-secondary/70",
      )}
    >
      {/* The whole cell chooses the day; its events' links sit above it, for a pointer (the keyboard reaches them in the list below). */}
      <button
        type="button"
        data-day={day}
        tabIndex={isSelected ? 0 : -1}
        aria-label={label}
        aria-current={isToday ? "date" : undefined}
        onClick={onSelect}
        className="absolute inset-0 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      />
      <div className="pointer-events-none relative grid min-w-0 justify-items-center gap-1 sm:justify-items-start">
        <span
          aria-hidden="true"
          className={cn(
            "flex size-7 items-center justify-center rounded-full text-sm tabular-nums",
            !inMonth && "text-muted-foreground",
            isToday && "bg-primary font-semibold text-primary-foreground",
            isSelected && !isToday && "ring-2 ring-primary",
          )}
        >
          {Number(day.slice(8, 10))}
        </span>
        {occurrences.length > 0 && (
          <span aria-hidden="true" className="flex gap-0.5 sm:hidden">
            {occurrences.slice(0, SHOWN).map((occurrence) => (
              <span key={occurrence.id} className={cn("size-1.5 rounded-full", occurrence.cancelled ? "bg-muted-foreground/50" : "bg-primary")} />
            ))}
          </span>
        )}
        <ul aria-hidden="true" className="hidden w-full min-w-0 gap-0.5 sm:grid">
          {occurrences.slice(0, SHOWN).map((occurrence) => (
            <li key={occurrence.id} className="min-w-0">
              <Link
                href={occurrenceHref(occurrence)}
                tabIndex={-1}
                className={cn(
                  "pointer-events-auto block truncate rounded px-1 py-0.5 text-xs hover:bg-primary hover:text-primary-foreground",
                  occurrence.cancelled ? "text-muted-foreground line-through" : "bg-secondary text-secondary-foreground",
                )}
              >
                {!occurrence.allDay && <span className="font-semibold tabular-nums">{viewerStartTime(occurrence)} </span>}
                {occurrence.title}
              </Link>
            </li>
          ))}
          {more > 0 && <li className="px-1 text-xs text-muted-foreground">{t.more({ count: more })}</li>}
        </ul>
      </div>
    </td>
  );
}
