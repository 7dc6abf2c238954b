import type { Notification } from "@contract/notifications";

/**
 * Where a notification leads: the post for prayers and comments, the requests panel on the
 * home page for a request, the new connection's profile, the groups page; for a moderator's
 * action on my post or comment, that post (its author still sees it, marked). Null for a
 * warning, a handled report and types this client does not know: the notice says it all, and
 * clicking it only marks it read.
 */
export function notificationTarget(notification: Pick<Notification, "type" | "postId" | "actorId">): string | null {
  switch (notification.type) {
    case "post_prayer":
    case "post_comment":
    case "moderation":
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
