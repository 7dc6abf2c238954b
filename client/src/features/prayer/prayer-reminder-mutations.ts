import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PrayerReminder } from "@contract/prayer-list";
import { apiRequest } from "@/lib/api";
import { errorToast } from "@/lib/error-toast";
import { i18n, formatLocale, params } from "@/lib/i18n";
import { PRAYER_REMINDER_KEY } from "./prayer-cache";
import { handleUnauthorized } from "@/lib/redirect-to-login";
import { toast } from "@/lib/use-toast";
import { browserTimeZone } from "./prayer-reminder-queries";

const messages = i18n("prayer/prayer-reminder-mutations", {
  saved: "Prayer Reminder Saved",
  remindAt: params<{ time: string }>("We will remind you to pray each day at {time}."),
  noReminder: "We will not remind you to pray each day.",
  failed: "Could not save your prayer reminder. Please try again.",
});

/** "08:00" as the interface's language writes a time of day ("8:00 AM", "08:00"). */
function timeOfDay(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Date(2000, 0, 1, hours, minutes).toLocaleTimeString(formatLocale(), { hour: "numeric", minute: "2-digit" });
}

/**
 * Saves the reminder as soon as it is changed, showing the change at once; the browser's time
 * zone goes with it each time. Should the server refuse, the saved reminder is fetched again.
 */
export function useSavePrayerReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: "prayer-reminder" },
    mutationFn: async (reminder: Omit<PrayerReminder, "timeZone">) =>
      (await (await apiRequest("PUT", "/api/prayer/reminder", { ...reminder, timeZone: browserTimeZone() })).json()) as PrayerReminder,
    onMutate: async (reminder) => {
      await queryClient.cancelQueries({ queryKey: PRAYER_REMINDER_KEY });
      queryClient.setQueryData<PrayerReminder>(PRAYER_REMINDER_KEY, (before) => ({ timeZone: browserTimeZone(), ...before, ...reminder }));
    },
    onSuccess: (reminder) => {
      queryClient.setQueryData(PRAYER_REMINDER_KEY, reminder);
      const t = messages.get();
      toast({ title: t.saved, description: reminder.enabled ? t.remindAt({ time: timeOfDay(reminder.time) }) : t.noReminder });
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: PRAYER_REMINDER_KEY });
      if (handleUnauthorized(error)) return;
      errorToast(error, messages.get().failed);
    },
  });
}
