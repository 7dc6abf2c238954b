import { useStore } from "@nanostores/react";
import { type ReactNode, useEffect, useRef } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { i18n, params } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { PassageLinks } from "./passage-links";

const messages = i18n("plans/plan-schedule", {
  days: "Days",
  day: params<{ day: number }>("Day {day}"),
  today: "Today",
  markDay: params<{ day: number }>("Day {day} read"),
});

type ScheduleDay = { day: number; passages: readonly string[]; note?: string | null; read: boolean };

/**
 * Every day of a plan with its passages (and a church's plan, its leaders' note), today's marked and brought into view. `onMark`, for
 * someone reading it, ticks days off in any order; `extra` adds to a day's line (a plan read
 * together: who has read it, its discussion).
 */
export function PlanSchedule<Day extends ScheduleDay>({
  planKey,
  schedule,
  today,
  onMark,
  extra,
}: {
  /** The plan's key: its passages are named as it reads them (whole chapters, or verses). */
  planKey: string;
  schedule: readonly Day[];
  today?: number | null;
  onMark?: (day: number, read: boolean) => void;
  extra?: (day: Day) => ReactNode;
}) {
  const t = useStore(messages);
  const todayRow = useRef<HTMLLIElement>(null);
  // Today's day brought into view: a year's plan is a long list.
  useEffect(() => {
    todayRow.current?.scrollIntoView({ block: "nearest" });
  }, []);
  return (
    <section aria-labelledby="plan-days" className="grid gap-2">
      <h2 id="plan-days" className="text-lg font-semibold text-heading">
        {t.days}
      </h2>
      <ol className="divide-y divide-border rounded-xl border bg-card">
        {schedule.map((entry) => {
          const { day, passages, note, read } = entry;
          const isToday = day === today;
          return (
            <li
              key={day}
              ref={isToday ? todayRow : undefined}
              aria-current={isToday ? "date" : undefined}
              className={cn("flex items-start gap-3 px-4 py-3", isToday && "bg-primary/10")}
            >
              {onMark && (
                <Checkbox
                  id={`plan-day-${day}`}
                  className="mt-0.5"
                  checked={read}
                  aria-label={t.markDay({ day })}
                  onCheckedChange={(checked) => onMark(day, checked === true)}
                />
              )}
              <div className="grid min-w-0 gap-0.5 text-sm">
                <span className={cn("font-medium", read ? "text-muted-foreground" : "text-foreground")}>
                  {t.day({ day })}
                  {isToday && <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">{t.today}</span>}
                </span>
                <PassageLinks passages={passages} planKey={planKey} />
                {note && <p className="whitespace-pre-line text-muted-foreground">{note}</p>}
                {extra?.(entry)}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
