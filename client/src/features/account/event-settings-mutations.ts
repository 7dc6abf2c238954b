import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EventReminder, EventSettings } from "@contract/events";
import { apiRequest } from "@/lib/api";
import { errorToast } from "@/lib/error-toast";
import { i18n } from "@/lib/i18n";
import { handleUnauthorized } from "@/lib/redirect-to-login";
import { toast } from "@/lib/use-toast";
import { EVENT_SETTINGS_KEY } from "./event-settings-queries";

const messages = i18n("account/event-settings-mutations", {
  reminderSaved: "Event Reminders Saved",
  // Keyed by the reminder each tells of.
  day: "We will remind you a day before each event you answered Going or Maybe.",
  hour: "We will remind you an hour before each event you answered Going or Maybe.",
  none: "We will not remind you of events.",
  reminderFailed: "Could not save your event reminders. Please try again.",
  newAddress: "New Calendar Address",
  newAddressHint: "The one before no longer works: subscribe your calendar to this one.",
  createFailed: "Could not make your calendar address. Please try again.",
  revoked: "Calendar Address Revoked",
  revokedHint: "Calendars subscribed to it no longer update.",
  revokeFailed: "Could not revoke your calendar address. Please try again.",
});

/**
 * Saves when I am reminded of events as soon as it is chosen, showing it at once; choices made
 * in quick succession are sent in turn, and should the server refuse one, the saved settings
 * are fetched again.
 */
export function useSetEventReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: "event-reminder" },
    mutationFn: async (reminder: EventReminder) =>
      (await (await apiRequest("PUT", "/api/account/event-reminder", { reminder })).json()) as EventSettings,
    onMutate: async (reminder) => {
      await queryClient.cancelQueries({ queryKey: EVENT_SETTINGS_KEY });
      queryClient.setQueryData<EventSettings>(EVENT_SETTINGS_KEY, (before) => before && { ...before, reminder });
    },
    onSuccess: (settings) => {
      queryClient.setQueryData(EVENT_SETTINGS_KEY, settings);
      const t = messages.get();
      toast({ title: t.reminderSaved, description: t[settings.reminder] });
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: EVENT_SETTINGS_KEY });
      if (handleUnauthorized(error)) return;
      errorToast(error, messages.get().reminderFailed);
    },
  });
}

/** Makes my private calendar address, or a new one in place of the one I have (which stops working). */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await (await apiRequest("POST", "/api/account/calendar-feed")).json()) as EventSettings,
    onSuccess: (settings) => {
      const replaced = queryClient.getQueryData<EventSettings>(EVENT_SETTINGS_KEY)?.calendarUrl;
      queryClient.setQueryData(EVENT_SETTINGS_KEY, settings);
      const t = messages.get();
      if (replaced) toast({ title: t.newAddress, description: t.newAddressHint });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      errorToast(error, messages.get().createFailed);
    },
  });
}

/** Stops my calendar address: calendars subscribed to it no longer update. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await (await apiRequest("DELETE", "/api/account/calendar-feed")).json()) as EventSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(EVENT_SETTINGS_KEY, settings);
      const t = messages.get();
      toast({ title: t.revoked, description: t.revokedHint });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      errorToast(error, messages.get().revokeFailed);
    },
  });
}
