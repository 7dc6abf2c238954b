import { useStore } from "@nanostores/react";
import type { Notification } from "@contract/notifications";
import { RelativeTime } from "@/components/relative-time";
import { Skeleton } from "@/components/ui/skeleton";
import { i18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { NotificationIcon } from "./notification-icon";

const messages = i18n("notifications/notification-content", {
  unread: "Unread",
  loading: "Loading notifications",
});

/**
 * One notification's icon, title, message, time and unread marker (dropdown and page alike).
 * The dropdown cuts a long message to two lines; the page (`whole`) shows all of it, such as a
 * moderator's reason.
 */
export function NotificationContent({
  notification,
  className,
  whole = false,
}: {
  notification: Notification;
  className?: string;
  whole?: boolean;
}) {
  const t = useStore(messages);
  const unread = !notification.isRead;
  return (
    <span className={cn("flex w-full min-w-0 items-start gap-3 text-left", className)}>
      <NotificationIcon type={notification.type} />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className={cn("truncate text-sm", unread ? "font-semibold text-foreground" : "font-medium text-foreground/85")}>
          {notification.title}
        </span>
        <span className={cn("text-sm break-words text-muted-foreground", whole ? "whitespace-pre-line" : "line-clamp-2")}>
          {notification.message}
        </span>
        <RelativeTime date={notification.createdAt} className="text-xs text-muted-foreground" />
      </span>
      {unread ? (
        <span className="mt-1.5 flex shrink-0 items-center" data-unread="true">
          <span aria-hidden="true" className="size-2.5 rounded-full bg-primary" />
          <span className="sr-only">{t.unread}</span>
        </span>
      ) : null}
    </span>
  );
}

/** Placeholder rows while notifications load. */
export function NotificationSkeletons({ count, className }: { count: number; className?: string }) {
  const t = useStore(messages);
  return (
    <div role="status" aria-label={t.loading} className={cn("grid", className)}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own; the list never reorders
        <div key={i} className="flex items-start gap-3 px-2 py-2.5">
          <Skeleton className="size-9 shrink-0 rounded-full" />
          <div className="grid flex-1 gap-2 pt-1">
            <Skeleton className="h-3.5 w-2/5" />
            <Skeleton className="h-3 w-4/5" />
            <Skeleton className="h-2.5 w-1/4" />
          </div>
        </div>
      ))}
    </div>
  );
}
