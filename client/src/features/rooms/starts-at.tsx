import { RelativeTime } from "@/components/relative-time";
import { useRelativeTime } from "@/lib/relative-time";

/**
 * "Starts in 2 hours" (the exact time on hover); once the time has come, "Starting now": the
 * server starts it within seconds, and the live stream then turns the page into the room.
 */
export function StartsAt({ date }: { date: string }) {
  // Re-rendered with every relative time on screen, once a minute.
  useRelativeTime(date);
  if (Date.parse(date) <= Date.now()) return <>Starting now</>;
  return (
    <>
      Starts <RelativeTime date={date} />
    </>
  );
}
