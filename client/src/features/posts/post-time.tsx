import { fullDateTime, useRelativeTime } from "@/lib/relative-time";
import { cn } from "@/lib/utils";

/** "about 2 hours ago", with the exact date for machines and on hover. */
export function PostTime({ date, className }: { date: string; className?: string }) {
  const label = useRelativeTime(date);
  return (
    <time dateTime={date} title={fullDateTime(date)} className={cn("whitespace-nowrap", className)}>
      {label}
    </time>
  );
}
