import { useStore } from "@nanostores/react";
import { RelativeTime } from "@/components/relative-time";
import { i18n, params } from "@/lib/i18n";
import { useRelativeTime } from "@/lib/relative-time";

const messages = i18n("rooms/starts-at", {
  startingNow: "Starting now",
  // {time} is "in 2 hours" in the interface's language (date-fns).
  starts: params<{ time: string }>("Starts {time}"),
});

// Stands for the relative time while the sentence is cut around it, so each language may place it.
const TIME = "\u0000";

/**
 * "Starts in 2 hours" (the exact time on hover); once the time has come, "Starting now": the
 * server starts it within seconds, and the live stream then turns the page into the room.
 */
export function StartsAt({ date }: { date: string }) {
  const t = useStore(messages);
  // Re-rendered with every relative time on screen, once a minute.
  useRelativeTime(date);
  if (Date.parse(date) <= Date.now()) return <>{t.startingNow}</>;
  const [before, after] = t.starts({ time: TIME }).split(TIME);
  return (
    <>
      {before}
      <RelativeTime date={date} />
      {after}
    </>
  );
}
