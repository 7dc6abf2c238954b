import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { DeferredPart } from "@/components/deferred-part";
import { UNREAD_COUNT_KEY } from "@/lib/notification-cache";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useDeferredLoad, usePressHandlers } from "@/lib/use-deferred-load";
import { BellButton } from "./bell-button";
import { useUnreadCount } from "./notification-queries";
import { useLiveNotifications } from "./use-live-notifications";

// The menu's code (Radix menus, the list) is not needed to paint a page: it loads after.
const NotificationMenu = retryableLazy(() => import("./notification-menu").then((m) => m.NotificationMenu));

/** The bell in the top navigation: unread badge, and the latest notifications in a menu. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const live = useLiveNotifications();
  const { data } = useUnreadCount(live);
  const count = data?.count ?? 0;
  const { load, request } = useDeferredLoad();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Opening is a good moment to bring the badge in step with the list it shows.
    if (next) void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
  };
  const press = usePressHandlers(() => {
    request();
    onOpenChange(true);
  });
  const standIn = <BellButton count={count} aria-expanded={false} {...press} />;
  if (!load) return standIn;
  return (
    <DeferredPart standIn={standIn}>
      <NotificationMenu count={count} open={open} onOpenChange={onOpenChange} />
    </DeferredPart>
  );
}
