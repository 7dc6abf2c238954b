import { useStore } from "@nanostores/react";
import { BellOff, CheckCheck, CircleAlert, LoaderCircle } from "lucide-react";
import { Link } from "wouter";
import { EmptyStateCard } from "@/components/empty-state-card";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { Notification } from "@contract/notifications";
import { serverMessage } from "@/lib/api-error";
import { i18n, params } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { NotificationContent, NotificationSkeletons } from "./notification-content";
import { useKnownUnreadCount, useNotificationPages } from "./notification-queries";
import { useMarkAllRead } from "./notification-mutations";
import { notificationTarget } from "./notification-target";
import { useOpenNotification } from "./use-open-notification";

// {reason} is the server's word on what went wrong, or pleaseTryAgain.
const messages = i18n("notifications/notification-list", {
  allMarked: "All notifications marked as read",
  markAll: "Mark all as read",
  loadFailed: params<{ reason: string }>("Could not load notifications: {reason}"),
  pleaseTryAgain: "please try again",
  tryAgain: "Try again",
  empty: "No notifications yet",
  emptyHint: "When someone prays for your posts, comments or wants to connect, you will hear about it here.",
  list: "All notifications",
  moreFailed: params<{ reason: string }>("Could not load more notifications: {reason}"),
  loading: "Loading...",
  loadMore: "Load more",
  caughtUp: "You are all caught up.",
});

const rowClass =
  "flex w-full px-4 py-3.5 outline-none transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring sm:px-5";

type OpenNotification = ReturnType<typeof useOpenNotification>;

function NotificationRow({ notification, onOpen }: { notification: Notification; onOpen: OpenNotification }) {
  const target = notificationTarget(notification);
  const className = cn(rowClass, !notification.isRead && "bg-secondary/50 hover:bg-secondary");
  const content = <NotificationContent notification={notification} whole />;
  // A real link where the notification leads somewhere (it can be opened in a new tab too);
  // a button where clicking only marks it read.
  return target ? (
    <Link
      href={target}
      className={className}
      data-notification-id={notification.id}
      // The link navigates by itself (wouter); the click only has to mark it read.
      onClick={() => onOpen(notification, { navigate: false })}
    >
      {content}
    </Link>
  ) : (
    <button type="button" className={className} data-notification-id={notification.id} onClick={() => onOpen(notification)}>
      {content}
    </button>
  );
}

/**
 * The /notifications page's 'Mark all as read', for its header: offered once the list is
 * there to show the change, while anything is unread (the count covers pages not loaded yet).
 */
export function MarkAllReadButton() {
  const t = useStore(messages);
  const { data } = useNotificationPages();
  const unread = useKnownUnreadCount();
  const markAllRead = useMarkAllRead();
  const items = data?.pages.flat();
  const offered = items !== undefined && (unread > 0 || items.some((n) => !n.isRead));
  return (
    <>
      {/* The button goes once pressed: this tells a screen reader what became of it. */}
      <span role="status" className="sr-only">
        {markAllRead.isSuccess && !offered ? t.allMarked : ""}
      </span>
      {offered && (
        <Button variant="outline" size="sm" onClick={() => markAllRead.mutate()}>
          <CheckCheck aria-hidden="true" />
          {t.markAll}
        </Button>
      )}
    </>
  );
}

/** The /notifications page's list: all notifications, newest first, with 'Load more'. */
export function NotificationList() {
  const t = useStore(messages);
  const { data, isPending, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } =
    useNotificationPages();
  const openNotification = useOpenNotification();
  const items = data?.pages.flat() ?? [];

  if (isPending) {
    return (
      <Card className="p-2">
        <NotificationSkeletons count={5} />
      </Card>
    );
  }

  if (isError && items.length === 0) {
    return (
      <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <CircleAlert aria-hidden="true" className="size-8 text-destructive" />
        <p className="text-sm">{t.loadFailed({ reason: serverMessage(error) ?? t.pleaseTryAgain })}</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          {t.tryAgain}
        </Button>
      </Card>
    );
  }

  if (items.length === 0) {
    return (
      <EmptyStateCard
        icon={BellOff}
        tone="secondary"
        small
        title={t.empty}
        titleAs="p"
        text={t.emptyHint}
        textClassName="max-w-sm"
        className="py-14"
      />
    );
  }

  return (
    <div className="grid gap-4">
      <Card className="overflow-hidden">
        <ul aria-label={t.list} className="divide-y">
          {items.map((notification) => (
            <li key={notification.id}>
              <NotificationRow notification={notification} onOpen={openNotification} />
            </li>
          ))}
        </ul>
      </Card>
      {isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-destructive">
          {t.moreFailed({ reason: serverMessage(error) ?? t.pleaseTryAgain })}
        </p>
      )}
      {hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {isFetchingNextPage ? t.loading : t.loadMore}
          </Button>
        </div>
      ) : (
        (data?.pages.length ?? 0) > 1 && <p className="text-center text-sm text-muted-foreground">{t.caughtUp}</p>
      )}
    </div>
  );
}
