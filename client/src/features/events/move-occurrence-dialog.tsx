import { useStore } from "@nanostores/react";
import { type FormEvent, useId, useState } from "react";
import { type Occurrence, UpdateOccurrenceBody } from "@contract/events";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { i18n, params } from "@/lib/i18n";
import { translatedServerMessage } from "@/lib/server-messages";
import { addMinutes, durationOf } from "./event-form-values";
import { useUpdateOccurrence } from "./event-mutations";
import { addDays, zoneName } from "./event-times";

const messages = i18n("events/move-occurrence-dialog", {
  title: "Move this date",
  description: params<{ zone: string }>("Only this date moves; the others stay as they are. Times are in {zone}."),
  allDayDescription: "Only this date moves; the others stay as they are.",
  starts: "Starts",
  ends: "Ends",
  startDate: "Start date",
  startTime: "Start time",
  endDate: "End date",
  endTime: "End time",
  endBeforeStart: "The end must come after the start",
  cancel: "Cancel",
  move: "Move",
  moving: "Moving...",
});

/** An organiser moves one occurrence: new start and end, as wall-clock times in the event's zone. */
export function MoveOccurrenceDialog({
  occurrence,
  open,
  onOpenChange,
}: {
  occurrence: Occurrence;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <MoveForm occurrence={occurrence} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function MoveForm({ occurrence, onDone }: { occurrence: Occurrence; onDone: () => void }) {
  const t = useStore(messages);
  const id = useId();
  const allDay = occurrence.allDay;
  const [values, setValues] = useState({
    startDate: occurrence.localStart.slice(0, 10),
    startTime: occurrence.localStart.slice(11, 16),
    endDate: occurrence.localEnd.slice(0, 10),
    endTime: occurrence.localEnd.slice(11, 16),
  });
  const [error, setError] = useState<string | null>(null);
  const move = useUpdateOccurrence(occurrence, { onDone });

  // The end keeps the occurrence's length when the start moves.
  const moveStart = (change: Partial<typeof values>) => {
    const next = { ...values, ...change };
    if (next.startDate && (allDay || next.startTime)) {
      const length = durationOf({ allDay, ...values });
      if (allDay) next.endDate = addDays(next.startDate, length);
      else {
        const end = addMinutes(next.startDate, next.startTime, length);
        next.endDate = end.date;
        next.endTime = end.time;
      }
    }
    setValues(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startsAt = allDay ? values.startDate : `${values.startDate}T${values.startTime}`;
    const endsAt = allDay ? values.endDate : `${values.endDate}T${values.endTime}`;
    const parsed = UpdateOccurrenceBody.safeParse({ startsAt, endsAt });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t.endBeforeStart);
    if (allDay ? endsAt < startsAt : endsAt <= startsAt) return setError(t.endBeforeStart);
    setError(null);
    move.mutate({ startsAt, endsAt });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t.title}</DialogTitle>
        <DialogDescription>{allDay ? t.allDayDescription : t.description({ zone: zoneName(occurrence.timeZone) })}</DialogDescription>
      </DialogHeader>
      <fieldset disabled={move.isPending} className="grid min-w-0 gap-4" aria-describedby={error ? `${id}-error` : undefined}>
        <div className="grid gap-2">
          <p className="text-sm font-medium">{t.starts}</p>
          <div className={allDay ? "grid" : "grid grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] gap-2"}>
            <Input type="date" aria-label={t.startDate} value={values.startDate} onChange={(e) => moveStart({ startDate: e.target.value })} />
            {!allDay && (
              <Input type="time" aria-label={t.startTime} value={values.startTime} onChange={(e) => moveStart({ startTime: e.target.value })} />
            )}
          </div>
        </div>
        <div className="grid gap-2">
          <p className="text-sm font-medium">{t.ends}</p>
          <div className={allDay ? "grid" : "grid grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] gap-2"}>
            <Input
              type="date"
              aria-label={t.endDate}
              value={values.endDate}
              onChange={(e) => setValues({ ...values, endDate: e.target.value })}
            />
            {!allDay && (
              <Input
                type="time"
                aria-label={t.endTime}
                value={values.endTime}
                onChange={(e) => setValues({ ...values, endTime: e.target.value })}
              />
            )}
          </div>
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {translatedServerMessage(error)}
          </p>
        )}
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" disabled={move.isPending} onClick={onDone}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={move.isPending}>
          {move.isPending ? t.moving : t.move}
        </Button>
      </DialogFooter>
    </form>
  );
}
