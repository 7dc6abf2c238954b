import { useStore } from "@nanostores/react";
import { ArrowRight, BellOff, CheckCheck, CircleAlert } from "lucide-react";
import { useLocation } from "wouter";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { serverMessage } from "@/lib/api-error";
import { i18n, params } from "@/lib/i18n";
import { badgeText } from "@/components/count-badge";
import { BellButton } from "./bell-button";
import { NotificationContent, NotificationSkeletons } from "./notification-content";
import { useDropdownNotifications } from "./notification-queries";
import { useMarkAllRead } from "./notification-mutations";
import { useOpenNotification } from "./use-open-notification";

const messages = i18n("notifications/notification-menu", {
  notifications: "Notifications",
  // {count} is the badge's number ("99+" past 99).
  unread: params<{ count: string }>("{count} unread"),
  // {reason} is the server's word on what went wrong, or pleaseTryAgain.
  loadFailed: params<{ reason: string }>("Could not load notifications: {reason}"),
  pleaseTryAgain: "please try again",
  empty: "No notifications yet",
  markAll: "Mark all as read",
  viewAll: "View all notifications",
});

/** The bell's menu: the latest notifications, loaded on demand by NotificationBell. */
export function NotificationMenu({ count, open, onOpenChange }: { count: number; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <BellButton count={count} />
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
  const t = useStore(messages);
  const { items, hasMore, isPending, isError, error } = useDropdownNotifications();
  const openNotification = useOpenNotification();
  const markAllRead = useMarkAllRead();
  const [, navigate] = useLocation();
  // Offered once the list is there to show the change, while anything is unread (the badge
  // counts notices past the first page too).
  const canMarkAll = items !== undefined && (unread > 0 || items.some((n) => !n.isRead));

  return (
    <>
      <DropdownMenuLabel className="flex items-center justify-between gap-2 px-4 py-3">
        <span className="text-base font-semibold">{t.notifications}</span>
        {unread > 0 && (
          <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">
            {t.unread({ count: badgeText(unread) })}
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
            <span>{t.loadFailed({ reason: serverMessage(error) ?? t.pleaseTryAgain })}</span>
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
            <p className="text-sm font-medium text-muted-foreground">{t.empty}</p>
          </div>
        )}
      </div>
      {(canMarkAll || hasMore) && (
        <>
          <DropdownMenuSeparator className="mx-0 my-0" />
          {/* After the list, so that opening the menu from the keyboard lands on the newest notice. */}
          <div className="flex flex-wrap gap-1 p-1">
            {canMarkAll && (
              <DropdownMenuItem
                // The menu stays open to show every notice read. The item then goes; Radix keeps
                // focus in the menu (from the keyboard, on the newest notice) for the arrow keys.
                onSelect={(event) => {
                  event.preventDefault();
                  markAllRead.mutate();
                }}
                className="flex-auto justify-center py-2.5 font-semibold whitespace-nowrap text-primary [&_svg]:text-primary"
              >
                <CheckCheck aria-hidden="true" />
                {t.markAll}
              </DropdownMenuItem>
            )}
            {hasMore && (
              <DropdownMenuItem
                onSelect={() => navigate("/notifications")}
                className="flex-auto justify-center py-2.5 font-semibold whitespace-nowrap text-primary [&_svg]:text-primary"
              >
                {t.viewAll}
                <ArrowRight aria-hidden="true" />
              </DropdownMenuItem>
            )}
          </div>
        </>
      )}
    </>
  );
}
