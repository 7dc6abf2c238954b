import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useLocation } from "wouter";
import type { Notification } from "@contract/notifications";
import { refreshWhatNoticeIsAbout } from "@/lib/live-changes";
import { notificationTarget } from "./notification-target";
import { useMarkRead } from "./notification-mutations";

/**
 * Clicking a notification: mark it read (only if it is not already) and go to what it is
 * about, fetched afresh, without waiting for the server. The page and the dropdown share this. With
 * `navigate: false` it only marks read (a link opened in a new tab navigates by itself).
 */
export function useOpenNotification() {
  const markRead = useMarkRead();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { mutate } = markRead;
  return useCallback(
    (notification: Notification, options: { navigate?: boolean } = {}) => {
      if (!notification.isRead) mutate(notification);
      refreshWhatNoticeIsAbout(queryClient, notification);
      const target = notificationTarget(notification);
      if (target && options.navigate !== false) navigate(target);
    },
    [mutate, navigate, queryClient],
  );
}
