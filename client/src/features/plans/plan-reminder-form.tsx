import { useStore } from "@nanostores/react";
import { useEffect, useId, useState } from "react";
import type { PlanProgress } from "@contract/reading-plans";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { i18n, params } from "@/lib/i18n";
import { useSetPlanReminder } from "./plans-mutations";
import { browserTimeZone } from "./plans-queries";

const messages = i18n("plans/plan-reminder-form", {
  reminder: "Daily reminder",
  hint: params<{ zone: string }>("A notification at this time each day while today's reading waits, in your time zone, {zone}."),
  save: "Save",
  off: "Turn off",
  none: "No reminder",
});

/** The plan's daily reminder: a time of day, or none. */
export function PlanReminderForm({ planKey, mine }: { planKey: string; mine: PlanProgress }) {
  const t = useStore(messages);
  const id = useId();
  const save = useSetPlanReminder(planKey);
  const [time, setTime] = useState(mine.reminder ?? "07:00");
  useEffect(() => {
    setTime(mine.reminder ?? "07:00");
  }, [mine.reminder]);
  return (
    <form
      className="grid gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        if (/^\d{2}:\d{2}$/.test(time)) save.mutate(time);
      }}
    >
      <label htmlFor={`${id}-time`} className="text-sm font-medium text-foreground">
        {t.reminder}
        {mine.reminder === null && <span className="ml-2 font-normal text-muted-foreground">({t.none})</span>}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={`${id}-time`}
          type="time"
          required
          value={time}
          onChange={(e) => setTime(e.target.value)}
          aria-describedby={`${id}-hint`}
          className="w-36"
        />
        <Button type="submit" variant="outline" size="sm" disabled={save.isPending}>
          {t.save}
        </Button>
        {mine.reminder !== null && (
          <Button type="button" variant="ghost" size="sm" disabled={save.isPending} onClick={() => save.mutate(null)}>
            {t.off}
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t.hint({ zone: mine.timeZone || browserTimeZone() })}
      </p>
    </form>
  );
}
