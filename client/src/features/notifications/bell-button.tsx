import { useStore } from "@nanostores/react";
import { Bell } from "lucide-react";
import type { ComponentProps } from "react";
import { CountBadge, badgeText } from "@/components/count-badge";
import { Button } from "@/components/ui/button";
import { i18n, params } from "@/lib/i18n";

const messages = i18n("notifications/bell-button", {
  notifications: "Notifications",
  unread: params<{ count: string }>("Notifications, {count} unread"),
});

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
        <CountBadge count={count} testId="notification-badge" className="absolute -top-2 right-0 ring-2 ring-card" />
      )}
    </Button>
  );
}
