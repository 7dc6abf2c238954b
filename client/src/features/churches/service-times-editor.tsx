import { useStore } from "@nanostores/react";
import { Plus, Trash2 } from "lucide-react";
import { useId, useMemo } from "react";
import { SERVICE_DAYS, type ServiceTime } from "@contract/churches";
import { MAX_SERVICE_LANGUAGE, MAX_SERVICE_TIMES } from "@contract/limits";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { formatLocale, i18n, params } from "@/lib/i18n";
import { translatedServerMessage } from "@/lib/server-messages";
import type { FieldErrors } from "./church-form-errors";
import { dayName } from "./service-time-words";

const messages = i18n("churches/service-times-editor", {
  services: "Service times",
  hint: "Each service's day and time where the church meets, in its time zone.",
  none: "No service times yet.",
  service: params<{ number: number }>("Service {number}"),
  day: "Day",
  time: "Time",
  timeZone: "Time zone",
  language: "Language",
  languagePlaceholder: "e.g. English",
  remove: params<{ number: number }>("Remove service {number}"),
  add: "Add a service time",
});

/** A service time as the form holds it: the language as typed. */
export type ServiceRow = { day: number; time: string; timeZone: string; language: string };

export const rowsOf = (times: readonly ServiceTime[]): ServiceRow[] => times.map((time) => ({ ...time, language: time.language ?? "" }));

/** The zone this browser is in: a new service's, until chosen otherwise. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** Every zone the browser knows by name, and those already chosen (an older alias among them). */
function zoneChoices(chosen: readonly string[]): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [...new Set([...known, ...chosen, browserZone()])].sort();
}

/** Manage's service times: a row each of day, time, time zone and language, added and removed. */
export function ServiceTimesEditor({
  rows,
  onChange,
  errors,
}: {
  rows: ServiceRow[];
  onChange: (rows: ServiceRow[]) => void;
  errors: FieldErrors;
}) {
  const t = useStore(messages);
  const ids = useId();
  const writing = formatLocale();
  const zoneKey = rows.map((row) => row.timeZone).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the zones in use stand for the rows here.
  const zones = useMemo(() => zoneChoices(rows.map((row) => row.timeZone)), [zoneKey]);
  const change = (index: number, patch: Partial<ServiceRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const listError = errors.serviceTimes;
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-1 text-sm font-medium">{t.services}</legend>
      <p className="text-xs text-muted-foreground">{t.hint}</p>
      {rows.length === 0 && <p className="text-sm text-muted-foreground italic">{t.none}</p>}
      <ol className="grid gap-3">
        {rows.map((row, index) => {
          const id = `${ids}-${index}`;
          const number = index + 1;
          const error = (field: keyof ServiceRow) => errors[`serviceTimes.${index}.${field}`];
          const rowErrors = (["day", "time", "timeZone", "language"] as const).map(error).filter(Boolean);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place; one removed shifts the rest, as shown
            <li key={index} className="grid gap-3 rounded-lg border bg-muted/30 p-3">
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm font-semibold">{t.service({ number })}</p>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="h-8 px-2 text-destructive hover:bg-destructive/10 hover:text-destructive"
                  aria-label={t.remove({ number })}
                  onClick={() => onChange(rows.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              {/* On a phone: day and time, then the zone, then the language; wider, one line. */}
              <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,1fr)_8rem_minmax(0,1.5fr)_minmax(0,1fr)]">
                <div className="grid min-w-0 gap-1.5">
                  <Label htmlFor={`${id}-day`}>{t.day}</Label>
                  <NativeSelect
                    id={`${id}-day`}
                    value={row.day}
                    onChange={(event) => change(index, { day: Number(event.target.value) })}
                    className="h-10 w-full capitalize"
                  >
                    {SERVICE_DAYS.map((day) => (
                      <option key={day} value={day}>
                        {dayName(day, writing)}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <div className="grid min-w-0 gap-1.5">
                  <Label htmlFor={`${id}-time`}>{t.time}</Label>
                  <Input
                    id={`${id}-time`}
                    type="time"
                    required
                    value={row.time}
                    onChange={(event) => change(index, { time: event.target.value })}
                    aria-invalid={error("time") ? true : undefined}
                    className="h-10"
                  />
                </div>
                <div className="col-span-2 grid min-w-0 gap-1.5 lg:col-span-1">
                  <Label htmlFor={`${id}-zone`}>{t.timeZone}</Label>
                  <NativeSelect
                    id={`${id}-zone`}
                    value={row.timeZone}
                    onChange={(event) => change(index, { timeZone: event.target.value })}
                    aria-invalid={error("timeZone") ? true : undefined}
                    className="h-10 w-full"
                  >
                    {zones.map((zone) => (
                      <option key={zone} value={zone}>
                        {zone.replace(/_/g, " ")}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <div className="col-span-2 grid min-w-0 gap-1.5 lg:col-span-1">
                  <Label htmlFor={`${id}-language`}>{t.language}</Label>
                  <Input
                    id={`${id}-language`}
                    value={row.language}
                    onChange={(event) => change(index, { language: event.target.value })}
                    placeholder={t.languagePlaceholder}
                    maxLength={MAX_SERVICE_LANGUAGE}
                    aria-invalid={error("language") ? true : undefined}
                    className="h-10"
                  />
                </div>
              </div>
              {rowErrors.map((message) => (
                <p key={message} className="text-sm font-medium text-destructive">
                  {translatedServerMessage(message!)}
                </p>
              ))}
            </li>
          );
        })}
      </ol>
      {listError && <p className="text-sm font-medium text-destructive">{translatedServerMessage(listError)}</p>}
      {rows.length < MAX_SERVICE_TIMES && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => onChange([...rows, { day: 0, time: "10:00", timeZone: browserZone(), language: "" }])}
        >
          <Plus aria-hidden="true" />
          {t.add}
        </Button>
      )}
    </fieldset>
  );
}
