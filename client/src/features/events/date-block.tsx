import { cn } from "@/lib/utils";
import { dateBlock, shortDate } from "./event-times";

/** A calendar leaf: the month's short name over the day's number (read out as the whole date). */
export function DateBlock({ date, className }: { date: string; className?: string }) {
  const { month, day } = dateBlock(date);
  return (
    <span className={cn("flex size-12 shrink-0 flex-col items-center justify-center rounded-lg border bg-secondary/60 leading-none", className)}>
      <span aria-hidden="true" className="text-[0.65rem] font-semibold tracking-wide text-primary uppercase">
        {month.replace(".", "")}
      </span>
      <span aria-hidden="true" className="mt-0.5 text-lg font-semibold text-heading">
        {day}
      </span>
      <span className="sr-only">{shortDate(date)}</span>
    </span>
  );
}
