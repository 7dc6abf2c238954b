import type { Notification } from "@contract/notifications";

/**
 * Where a notification leads: the post for prayers and comments, the requests panel on the
 * home page for a request, the new connection's profile, the groups page. Null for types
 * this client does not know: clicking those only marks them read.
 */
export function notificationTarget(notification: Pick<Notification, "type" | "postId" | "actorId">): string | null {
  switch (notification.type) {
    case "post_prayer":
    case "post_comment":
      return notification.postId !== null ? `/posts/${notification.postId}` : null;
    case "friend_request":
      return "/";
    case "friend_accepted":
      return notification.actorId !== null ? `/profile/${notification.actorId}` : null;
    case "group_invitation":
      return "/groups";
    default:
      return null;
  }
}
