import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowRight, Bell, BellOff, CircleAlert } from "lucide-react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { serverMessage } from "@/lib/api";
import { NotificationContent, NotificationSkeletons } from "./notification-content";
import { UNREAD_COUNT_KEY, useDropdownNotifications, useUnreadCount } from "./notification-queries";
import { useLiveNotifications } from "./use-live-notifications";
import { useOpenNotification } from "./use-open-notification";

const BADGE_CAP = 99;

/** "99+" past the cap (spec section 9), the number itself below it. */
export function badgeText(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** The bell in the top navigation: unread badge, and the latest notifications in a menu. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const live = useLiveNotifications();
  const { data } = useUnreadCount(live);
  const count = data?.count ?? 0;
  const label = count > 0 ? `Notifications, ${badgeText(count)} unread` : "Notifications";

  return (
    <DropdownMenu
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // Opening is a good moment to bring the badge in step with the list it shows.
        if (next) void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
      }}
    >
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={label}
          className="relative rounded-full text-muted-foreground hover:text-foreground data-[state=open]:bg-muted data-[state=open]:text-foreground"
        >
          <Bell aria-hidden="true" className="size-5" />
          {count > 0 && (
            <span
              aria-hidden="true"
              data-testid="notification-badge"
              className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-none font-bold text-destructive-foreground ring-2 ring-card"
            >
              {badgeText(count)}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        collisionPadding={8}
        className="flex max-h-[min(40rem,var(--radix-dropdown-menu-content-available-height))] w-[min(24rem,calc(100vw-1rem))] flex-col p-0"
      >
        {open && <NotificationMenuBody unread={count} />}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function NotificationMenuBody({ unread }: { unread: number }) {
  const { items, hasMore, isPending, isError, error } = useDropdownNotifications();
  const openNotification = useOpenNotification();
  const [, navigate] = useLocation();

  return (
    <>
      <DropdownMenuLabel className="flex items-center justify-between gap-2 px-4 py-3">
        <span className="text-base font-semibold">Notifications</span>
        {unread > 0 && (
          <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">
            {badgeText(unread)} unread
          </span>
        )}
      </DropdownMenuLabel>
      <DropdownMenuSeparator className="mx-0 my-0" />
      <div className="min-h-0 flex-1 overflow-y-auto p-1">
        {isPending ? (
          <NotificationSkeletons count={3} />
        ) : isError ? (
          <p role="alert" className="flex items-start gap-2 px-3 py-6 text-sm text-destructive">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>Could not load notifications: {serverMessage(error) ?? "please try again"}</span>
          </p>
        ) : items && items.length > 0 ? (
          items.map((notification) => (
            <DropdownMenuItem
              key={notification.id}
              onSelect={() => openNotification(notification)}
              data-notification-id={notification.id}
              className={
                notification.isRead
                  ? "px-3 py-2.5 [&_svg]:text-current"
                  : "bg-secondary/50 px-3 py-2.5 data-[highlighted]:bg-secondary [&_svg]:text-current"
              }
            >
              <NotificationContent notification={notification} />
            </DropdownMenuItem>
          ))
        ) : (
          <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
            <span className="flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <BellOff aria-hidden="true" className="size-5" />
            </span>
            <p className="text-sm font-medium text-muted-foreground">No notifications yet</p>
          </div>
        )}
      </div>
      {hasMore && (
        <>
          <DropdownMenuSeparator className="mx-0 my-0" />
          <div className="p-1">
            <DropdownMenuItem
              onSelect={() => navigate("/notifications")}
              className="justify-center py-2.5 font-semibold text-primary [&_svg]:text-primary"
            >
              View all notifications
              <ArrowRight aria-hidden="true" />
            </DropdownMenuItem>
          </div>
        </>
      )}
    </>
  );
}
