import { useStore } from "@nanostores/react";
import { useEffect, useId, useState } from "react";
import type { PrayerReminder } from "@contract/prayer-list";
import { LoadError } from "@/components/load-error";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { i18n, params } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { SettingsSection } from "@/components/settings-section";
import { useSavePrayerReminder } from "./prayer-reminder-mutations";
import { browserTimeZone, usePrayerReminder } from "./prayer-reminder-queries";

const messages = i18n("prayer/prayer-reminder-section", {
  title: "Daily prayer reminder",
  description: "Once a day, at the time you choose, a notification reminds you to pray for the requests on your prayer list.",
  loadError: "Your prayer reminder could not be loaded.",
  loading: "Loading your prayer reminder",
  remindMe: "Remind me to pray each day",
  on: "On",
  off: "Off",
  timeOfDay: "Time of day",
  timeZone: params<{ zone: string }>("In your time zone, {zone}."),
});

/** A daily notice, at a time of my choosing, to pray through my prayer list. */
export function PrayerReminderSection() {
  const t = useStore(messages);
  const reminder = usePrayerReminder();
  return (
    <SettingsSection id="prayer-reminder" title={t.title} description={t.description}>
      {reminder.isError ? (
        <LoadError titleAs="p" title={t.loadError} error={reminder.error} onRetry={() => reminder.refetch()} className="py-6" />
      ) : reminder.data ? (
        <ReminderForm saved={reminder.data} />
      ) : (
        <div role="status" aria-label={t.loading} className="grid gap-3">
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-11 w-40" />
        </div>
      )}
    </SettingsSection>
  );
}

function ReminderForm({ saved }: { saved: PrayerReminder }) {
  const t = useStore(messages);
  const id = useId();
  const save = useSavePrayerReminder();
  const [time, setTime] = useState(saved.time);
  // The saved time (after a save, or fetched again) replaces what was typed.
  useEffect(() => setTime(saved.time), [saved.time]);
  const zone = browserTimeZone();

  const saveTime = () => {
    if (time !== saved.time && /^\d{2}:\d{2}$/.test(time)) save.mutate({ enabled: saved.enabled, time });
  };

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        saveTime();
      }}
    >
      <div className="flex items-center justify-between gap-4">
        <div className="min-w-0">
          <p id={`${id}-label`} className="text-sm font-semibold text-foreground">
            {t.remindMe}
          </p>
          <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted-foreground">
            {saved.enabled ? t.on : t.off}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={saved.enabled}
          aria-labelledby={`${id}-label`}
          onClick={() => save.mutate({ enabled: !saved.enabled, time: /^\d{2}:\d{2}$/.test(time) ? time : saved.time })}
          className={cn(
            "relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
            saved.enabled ? "bg-primary" : "bg-field",
          )}
        >
          <span
            aria-hidden="true"
            className={cn("block size-6 rounded-full bg-card shadow-sm transition-transform", saved.enabled ? "translate-x-5" : "translate-x-0")}
          />
        </button>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-time`} className="text-sm font-medium text-foreground">
          {t.timeOfDay}
        </label>
        <Input
          id={`${id}-time`}
          type="time"
          required
          value={time}
          onChange={(event) => setTime(event.target.value)}
          onBlur={saveTime}
          aria-describedby={`${id}-zone`}
          className="w-40"
        />
        <p id={`${id}-zone`} className="text-sm text-muted-foreground">
          {t.timeZone({ zone })}
        </p>
      </div>
    </form>
  );
}
