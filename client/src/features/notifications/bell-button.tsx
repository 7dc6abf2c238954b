import { useStore } from "@nanostores/react";
import { Bell } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { i18n, params } from "@/lib/i18n";

const messages = i18n("notifications/bell", {
  notifications: "Notifications",
  unread: params<{ count: string }>("Notifications, {count} unread"),
});

const BADGE_CAP = 99;

/** "99+" past the cap of 99, so the badge stays small; the number itself up to it. */
export function badgeText(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** The bell with its unread badge (also the menu's stand-in while the menu's code loads). */
export function BellButton({ count, ...props }: ComponentProps<"button"> & { count: number }) {
  const t = useStore(messages);
  const label = count > 0 ? t.unread({ count: badgeText(count) }) : t.notifications;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-haspopup="menu"
      className="relative rounded-full text-muted-foreground [&_svg]:size-5 hover:text-foreground data-[state=open]:bg-muted data-[state=open]:text-foreground"
      {...props}
    >
      <Bell aria-hidden="true" className="size-5" />
      {count > 0 && (
        // Above the bell's right shoulder, not over the bell: even "99+" leaves it to be seen.
        <span
          aria-hidden="true"
          data-testid="notification-badge"
          className="absolute -top-2 right-0 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-none font-bold text-destructive-foreground ring-2 ring-card"
        >
          {badgeText(count)}
        </span>
      )}
    </Button>
  );
}
