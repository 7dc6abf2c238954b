import { useStore } from "@nanostores/react";
import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { i18n } from "@/lib/i18n";
import { translatedServerMessage } from "@/lib/server-messages";
import { choiceRule, type EventFormValues, REPEAT_CHOICES } from "./event-form-values";
import { FieldShell, fieldAria } from "./field-shell";
import { describeRecurrence, recurrenceMessages } from "./recurrence-words";

const messages = i18n("events/event-repeat-fields", {
  repeat: "Repeat",
  none: "Does not repeat",
  ends: "Ends",
  never: "Never",
  on: "On",
  after: "After",
  untilDate: "Last date",
  count: "Number of times",
  times: "times",
});

/** How the event repeats, made from its start date ("Every week on Sunday"), and when the repeat ends. */
export function RepeatFields({ form }: { form: UseFormReturn<EventFormValues> }) {
  const t = useStore(messages);
  useStore(recurrenceMessages);
  const id = useId();
  const { errors } = form.formState;
  const [repeat, ends, startDate, timeZone, customRule] = form.watch(["repeat", "ends", "startDate", "timeZone", "customRule"]);
  const day = startDate || new Date().toISOString().slice(0, 10);
  const repeatError = errors.repeat?.message;
  const untilError = errors.until?.message;
  const countError = errors.count?.message;
  return (
    <div className="grid gap-4">
      <FieldShell id={`${id}-repeat`} label={t.repeat} error={repeatError}>
        <NativeSelect className="h-11 w-full" {...fieldAria(`${id}-repeat`, repeatError)} {...form.register("repeat")}>
          {REPEAT_CHOICES.map((choice) => {
            const rule = choiceRule(choice, day);
            return (
              <option key={choice} value={choice}>
                {rule ? describeRecurrence(rule, day, timeZone) : t.none}
              </option>
            );
          })}
          {customRule && <option value="custom">{describeRecurrence(customRule, day, timeZone)}</option>}
        </NativeSelect>
      </FieldShell>
      {repeat !== "none" && repeat !== "custom" && (
        <fieldset className="grid min-w-0 gap-3">
          <legend className="mb-1 text-sm font-medium">{t.ends}</legend>
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input type="radio" value="never" className="size-4 accent-primary" {...form.register("ends")} />
            {t.never}
          </label>
          <div className="flex min-h-11 flex-wrap items-center gap-3 text-sm">
            <label className="flex items-center gap-3">
              <input type="radio" value="on" className="size-4 accent-primary" {...form.register("ends")} />
              {t.on}
            </label>
            <Input
              type="date"
              className="w-auto min-w-40 flex-1 sm:flex-none"
              aria-label={t.untilDate}
              disabled={ends !== "on"}
              min={startDate}
              {...fieldAria(`${id}-until`, untilError)}
              {...form.register("until")}
            />
          </div>
          {untilError && (
            <p id={`${id}-until-error`} className="text-sm font-medium text-destructive">
              {translatedServerMessage(untilError)}
            </p>
          )}
          <div className="flex min-h-11 flex-wrap items-center gap-3 text-sm">
            <label className="flex items-center gap-3">
              <input type="radio" value="after" className="size-4 accent-primary" {...form.register("ends")} />
              {t.after}
            </label>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={999}
              className="w-24"
              aria-label={t.count}
              disabled={ends !== "after"}
              {...fieldAria(`${id}-count`, countError)}
              {...form.register("count")}
            />
            <span>{t.times}</span>
          </div>
          {countError && (
            <p id={`${id}-count-error`} className="text-sm font-medium text-destructive">
              {translatedServerMessage(countError)}
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}
