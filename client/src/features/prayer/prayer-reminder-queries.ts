import { useQuery } from "@tanstack/react-query";
import type { PrayerReminder } from "@contract/prayer-list";
import { PRAYER_REMINDER_KEY } from "./prayer-cache";

/** The time zone this browser runs in: a reminder set here is sent at this place's time of day. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const usePrayerReminder = () => useQuery<PrayerReminder>({ queryKey: PRAYER_REMINDER_KEY });
