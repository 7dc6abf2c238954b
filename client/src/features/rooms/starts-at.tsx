import { useStore } from "@nanostores/react";
import { RelativeTime } from "@/components/relative-time";
import { slot, withElements } from "@/components/with-elements";
import { i18n, params } from "@/lib/i18n";
import { useRelativeTime } from "@/lib/relative-time";

const messages = i18n("rooms/starts-at", {
  startingNow: "Starting now",
  // {time} is "in 2 hours" in the interface's language (date-fns).
  starts: params<{ time: string }>("Starts {time}"),
});

/**
 * "Starts in 2 hours" (the exact time on hover); once the time has come, "Starting now": the
 * server starts it within seconds, and the live stream then turns the page into the room.
 */
export function StartsAt({ date }: { date: string }) {
  const t = useStore(messages);
  // Re-rendered with every relative time on screen, once a minute.
  useRelativeTime(date);
  if (Date.parse(date) <= Date.now()) return <>{t.startingNow}</>;
  return <>{withElements(t.starts({ time: slot("time") }), { time: <RelativeTime date={date} /> })}</>;
}
