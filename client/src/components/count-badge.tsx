import { cn } from "@/lib/utils";

const BADGE_CAP = 99;

/** "99+" past the cap of 99, so the badge stays small; the number itself up to it. */
export function badgeText(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/**
 * A small red count (unread notices, reports waiting) beside an icon. Hidden from screen
 * readers: the control it sits on names the count in its label.
 */
export function CountBadge({ count, className, testId }: { count: number; className?: string; testId: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className={cn(
        "flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-none font-bold text-destructive-foreground",
        className,
      )}
    >
      {badgeText(count)}
    </span>
  );
}
