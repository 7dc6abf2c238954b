import type { Notification } from "@contract/notifications";
import { isNoticeType } from "@contract/notice-types";

/**
 * Where a notification leads: the post for prayers, comments, replies, mentions and news of a prayer request (an
 * update, an answer, the author's "Still need prayer?"), my prayer list for the daily reminder,
 * the requests panel on the home page for a request, the new connection's profile (or that of
 * whoever signed up with my invitation), the groups page (a group's page for its live prayer
 * room), a church's page (its Requests, for a leader told of someone asking to join), the
 * moderation page for reports waiting, an event's page (at the gathering the notice is about)
 * for its reminder, a change, a word in its discussion or from its organiser, or a place opened
 * on its waiting list; for a moderator's or a group admin's removal of my post or comment, the
 * post (a moderator's removal stays visible to its author, marked). Null for a
 * warning, a handled report, a change of site role and types this client does not know: the
 * notice says it all, and clicking it only marks it read.
 */
export function notificationTarget(
  notification: Pick<Notification, "type" | "postId" | "actorId"> &
    Partial<Pick<Notification, "groupId" | "churchId" | "eventId" | "occurrenceId" | "devotionId">>,
): string | null {
  if (!isNoticeType(notification.type)) return null;
  switch (notification.type) {
    case "post_prayer":
    case "prayer_update":
    case "prayer_answered":
    case "prayer_check":
    case "prayer_team_request":
    case "post_comment":
    case "comment_reply":
    case "mention":
    case "moderation":
    case "group_removal":
      return notification.postId !== null ? `/posts/${notification.postId}` : null;
    case "friend_request":
      return "/";
    case "friend_accepted":
    case "invitation_accepted":
      return notification.actorId !== null ? `/profile/${notification.actorId}` : null;
    case "group_invitation":
      return "/groups";
    case "prayer_reminder":
      return "/prayer";
    case "reading_plan":
      return "/plans";
    case "reports_waiting":
      return "/moderation";
    case "signup_waiting":
      return "/admin";
    case "group_room":
      // The group's page shows its live room (or, once it has closed, the group).
      return notification.groupId != null ? `/groups/${notification.groupId}` : null;
    case "church_join_request":
      // To its leaders: the church's Requests, where they admit or decline.
      return notification.churchId != null ? `/churches/${notification.churchId}?tab=requests` : null;
    case "church_admitted":
      return notification.churchId != null ? `/churches/${notification.churchId}` : null;
    case "church_announcement":
      return notification.churchId != null ? `/churches/${notification.churchId}?tab=announcements` : null;
    case "devotion":
      // The devotion's page; from an older notice without one, its church's devotions.
      if (notification.devotionId != null) return `/devotions/${notification.devotionId}`;
      return notification.churchId != null ? `/churches/${notification.churchId}?tab=devotions` : null;
    case "event_reminder":
    case "event_changed":
    case "event_comment":
    case "event_message":
    case "event_moved_up":
      return eventTarget(notification.eventId, notification.occurrenceId);
    case "report_handled":
    case "site_role":
      return null;
    default:
      // Every type is a case above, so a type added to the list fails to compile until it has one.
      return notification.type satisfies never;
  }
}

/** An event's page, opened at the gathering a notice is about when it names one. */
function eventTarget(eventId: number | null | undefined, occurrenceId: number | null | undefined): string | null {
  if (eventId == null) return null;
  return occurrenceId != null ? `/events/${eventId}?occurrence=${occurrenceId}` : `/events/${eventId}`;
}
