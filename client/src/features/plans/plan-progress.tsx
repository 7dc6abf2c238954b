import { useStore } from "@nanostores/react";
import { Flame } from "lucide-react";
import type { PlanProgress } from "@contract/reading-plans";
import { Button } from "@/components/ui/button";
import { count, i18n, params } from "@/lib/i18n";
import { useCatchUp, useMarkDay } from "./plans-mutations";
import { PassageLinks } from "./passage-links";

const messages = i18n("plans/plan-progress", {
  today: params<{ day: number; days: number }>("Today: day {day} of {days}"),
  progressLabel: "Progress",
  progress: params<{ read: number; days: number }>("{read} of {days} days read"),
  streak: count({ one: "{count} day in a row", other: "{count} days in a row" }),
  behind: count({ one: "{count} day behind", other: "{count} days behind" }),
  onTrack: "On track",
  finished: "Every day read. Well done!",
  markRead: "Mark today read",
  markedRead: "Today's reading is done",
  undo: "Undo",
  catchUp: "Catch up",
  catchUpHint: "Moves your plan so that today is the first day you have not read. Nothing you have read is lost.",
});

/** Where a member stands in a plan: today's reading, how far they are, their streak, and catching up. */
export function PlanProgressView({ planKey, days, mine }: { planKey: string; days: number; mine: PlanProgress }) {
  const t = useStore(messages);
  const mark = useMarkDay(planKey);
  const catchUp = useCatchUp(planKey);
  const percent = Math.round((mine.daysRead / days) * 100);
  return (
    <div className="grid gap-3">
      {mine.firstUnread === null ? (
        <p className="font-semibold text-heading">{t.finished}</p>
      ) : (
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">{t.today({ day: mine.today, days })}</p>
          <PassageLinks passages={mine.todayPassages} planKey={planKey} />
        </div>
      )}
      <div className="grid gap-1">
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={days}
          aria-valuenow={mine.daysRead}
          aria-label={t.progressLabel}
          aria-valuetext={t.progress({ read: mine.daysRead, days })}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>{t.progress({ read: mine.daysRead, days })}</span>
          <span className="inline-flex items-center gap-1" data-testid="plan-streak">
            <Flame aria-hidden="true" className="size-4 text-gold" />
            {t.streak(mine.streak)}
          </span>
          <span className={mine.behind > 0 ? "font-medium text-foreground" : undefined}>
            {mine.behind > 0 ? t.behind(mine.behind) : t.onTrack}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {mine.firstUnread !== null && (
          <TodayButton done={mine.todayDone} pending={mark.isPending} onMark={(read) => mark.mutate({ day: mine.today, read })} />
        )}
        {mine.behind > 0 && (
          <Button variant="outline" size="sm" disabled={catchUp.isPending} onClick={() => catchUp.mutate(undefined)} title={t.catchUpHint}>
            {t.catchUp}
          </Button>
        )}
      </div>
      {mine.behind > 0 && <p className="text-xs text-muted-foreground">{t.catchUpHint}</p>}
    </div>
  );
}

function TodayButton({ done, pending, onMark }: { done: boolean; pending: boolean; onMark: (read: boolean) => void }) {
  const t = useStore(messages);
  return done ? (
    <span className="inline-flex items-center gap-2 text-sm font-medium text-primary">
      {t.markedRead}
      <Button variant="ghost" size="sm" disabled={pending} onClick={() => onMark(false)}>
        {t.undo}
      </Button>
    </span>
  ) : (
    <Button size="sm" disabled={pending} onClick={() => onMark(true)}>
      {t.markRead}
    </Button>
  );
}
