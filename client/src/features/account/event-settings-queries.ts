import { useQuery } from "@tanstack/react-query";
import type { EventSettings } from "@contract/events";

export const EVENT_SETTINGS_KEY = ["/api/account/event-settings"] as const;

export const useEventSettings = () => useQuery<EventSettings>({ queryKey: EVENT_SETTINGS_KEY });
