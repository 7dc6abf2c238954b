import { useStore } from "@nanostores/react";
import { useId, useMemo, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { i18n } from "@/lib/i18n";
import { translatedServerMessage } from "@/lib/server-messages";
import { addMinutes, durationOf, type EventFormValues } from "./event-form-values";
import { addDays } from "./event-times";
import { FieldShell, fieldAria } from "./field-shell";

const messages = i18n("events/event-time-fields", {
  allDay: "All day",
  starts: "Starts",
  ends: "Ends",
  startDate: "Start date",
  startTime: "Start time",
  endDate: "End date",
  endTime: "End time",
  lastDay: "Last day",
  timeZone: "Time zone",
  timeZoneHint: "The times above are in this zone; everyone sees them in their own.",
});

let zones: string[] | undefined;

/** Every zone the browser knows, with `current` among them (a zone the list leaves out, such as "UTC"). */
function timeZones(current: string): string[] {
  zones ??= Intl.supportedValuesOf("timeZone");
  return zones.includes(current) ? zones : [current, ...zones].sort();
}

/**
 * When the event is: all day or not, its start and end (the end keeps the event's length when
 * the start moves), and the zone its times are in.
 */
export function TimeFields({ form }: { form: UseFormReturn<EventFormValues> }) {
  const t = useStore(messages);
  const id = useId();
  const { errors } = form.formState;
  const [allDay, timeZone] = form.watch(["allDay", "timeZone"]);
  const zoneList = useMemo(() => timeZones(timeZone), [timeZone]);
  const values = form.getValues();
  // Where the start was before this change, to keep the event's length when it moves.
  const lastStart = useRef({ date: values.startDate, time: values.startTime });

  const moveStart = () => {
    const now = form.getValues();
    if (!now.startDate || (!now.allDay && !now.startTime)) return;
    const length = durationOf({ ...now, startDate: lastStart.current.date, startTime: lastStart.current.time });
    if (now.allDay) {
      form.setValue("endDate", addDays(now.startDate, length));
    } else {
      const end = addMinutes(now.startDate, now.startTime, length);
      form.setValue("endDate", end.date);
      form.setValue("endTime", end.time);
    }
    lastStart.current = { date: now.startDate, time: now.startTime };
  };
  const startError = errors.startDate?.message ?? errors.startTime?.message;
  const endError = errors.endDate?.message ?? errors.endTime?.message;

  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-all-day`}
          checked={allDay}
          onCheckedChange={(checked) => {
            form.setValue("allDay", checked === true);
            const now = form.getValues();
            if (now.endDate < now.startDate) form.setValue("endDate", now.startDate);
          }}
        />
        <Label htmlFor={`${id}-all-day`}>{t.allDay}</Label>
      </div>
      <fieldset className="grid min-w-0 gap-2" aria-describedby={startError ? `${id}-start-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">{t.starts}</legend>
        <div className={allDay ? "grid" : "grid grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] gap-2"}>
          <Input
            type="date"
            aria-label={t.startDate}
            aria-invalid={startError ? true : undefined}
            {...form.register("startDate", { onChange: moveStart })}
          />
          {!allDay && <Input type="time" aria-label={t.startTime} {...form.register("startTime", { onChange: moveStart })} />}
        </div>
        {startError && (
          <p id={`${id}-start-error`} className="text-sm font-medium text-destructive">
            {translatedServerMessage(startError)}
          </p>
        )}
      </fieldset>
      <fieldset className="grid min-w-0 gap-2" aria-describedby={endError ? `${id}-end-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">{t.ends}</legend>
        <div className={allDay ? "grid" : "grid grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] gap-2"}>
          <Input
            type="date"
            aria-label={allDay ? t.lastDay : t.endDate}
            aria-invalid={endError ? true : undefined}
            {...form.register("endDate")}
          />
          {!allDay && <Input type="time" aria-label={t.endTime} {...form.register("endTime")} />}
        </div>
        {endError && (
          <p id={`${id}-end-error`} className="text-sm font-medium text-destructive">
            {translatedServerMessage(endError)}
          </p>
        )}
      </fieldset>
      {!allDay && (
        <FieldShell id={`${id}-zone`} label={t.timeZone} hint={t.timeZoneHint} error={errors.timeZone?.message}>
          <NativeSelect className="h-11 w-full" {...fieldAria(`${id}-zone`, errors.timeZone?.message, true)} {...form.register("timeZone")}>
            {zoneList.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll("_", " ")}
              </option>
            ))}
          </NativeSelect>
        </FieldShell>
      )}
    </div>
  );
}
