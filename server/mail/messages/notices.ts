import { type MailKind, UNSUBSCRIBE_WORDS } from "../../../contract/mail-preferences";
import { type ComposedMail, composeMail } from "../compose";

/** A notice as its mail tells it: the notice itself, and the names its subject line needs. */
export type MailedNotice = {
  type: string;
  title: string;
  message: string;
  actorId: number | null;
  postId: number | null;
  /** The group a group's notice is about (optional: only group notices name one). */
  groupId?: number | null;
  actorName: string | null;
  groupName: string | null;
  /** A prayer notice for a prayer request (rather than for another kind of post). */
  onPrayerRequest: boolean;
};

type Links = { publicUrl: string; unsubscribeUrl: string };

/** A subject that says who did what, so the inbox alone tells it; the notice's title otherwise. */
export function subjectOf(notice: MailedNotice): string {
  const who = notice.actorName;
  if (!who) return notice.title;
  switch (notice.type) {
    case "friend_request":
      return `${who} wants to connect with you`;
    case "friend_accepted":
      return `${who} accepted your connection request`;
    case "post_comment":
      return `${who} commented on your post`;
    case "post_prayer":
      return notice.onPrayerRequest ? `${who} is praying for you` : `${who} prayed for your post`;
    case "group_invitation":
      return notice.groupName ? `${who} invited you to join ${notice.groupName}` : notice.title;
    case "prayer_update":
      return `${who} shared an update on a prayer request`;
    case "group_room":
      return notice.groupName ? `${who} is praying live in ${notice.groupName}` : notice.title;
    case "prayer_answered":
      return `${who}'s prayer request was answered`;
    default:
      return notice.title;
  }
}

/**
 * Where the notice leads, as the bell's list does: the post, the requests, the profile, the
 * groups. With an empty `publicUrl`, the path on the site.
 */
export function actionOf(notice: MailedNotice, publicUrl: string): { label: string; url: string } {
  switch (notice.type) {
    case "friend_request":
      return { label: "See the request", url: `${publicUrl}/` };
    case "friend_accepted":
      if (notice.actorId !== null) return { label: "See their profile", url: `${publicUrl}/profile/${notice.actorId}` };
      break;
    case "post_comment":
    case "post_prayer":
      if (notice.postId !== null) return { label: "See the post", url: `${publicUrl}/posts/${notice.postId}` };
      break;
    case "group_invitation":
      return { label: "See the invitation", url: `${publicUrl}/groups` };
    case "group_room":
      if (notice.groupId != null) return { label: "Join the prayer room", url: `${publicUrl}/groups/${notice.groupId}` };
      break;
    case "prayer_update":
    case "prayer_answered":
    case "prayer_check":
      if (notice.postId !== null) return { label: "See the prayer request", url: `${publicUrl}/posts/${notice.postId}` };
      break;
    case "prayer_reminder":
      return { label: "Open your prayer list", url: `${publicUrl}/prayer` };
  }
  return { label: "See your notifications", url: `${publicUrl}/notifications` };
}

const settingsLine = (publicUrl: string) => `Choose what Koinonia mails you, and how often, in your settings: ${publicUrl}/settings`;

/** One notice, mailed as it happens. */
export function noticeMail(notice: MailedNotice, kind: MailKind, { publicUrl, unsubscribeUrl }: Links): ComposedMail {
  return composeMail({
    subject: subjectOf(notice),
    heading: notice.title,
    paragraphs: [notice.message],
    action: actionOf(notice, publicUrl),
    footer: [`We email you about ${UNSUBSCRIBE_WORDS[kind]} as they happen.`, settingsLine(publicUrl)],
    unsubscribeUrl,
  });
}

const notices = (n: number) => `${n} new ${n === 1 ? "notice" : "notices"}`;

/** "comments on your posts and prayers for your posts" */
const listOf = (words: string[]) => (words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`);

/**
 * The day's unread notices in one mail: the newest `listed` of them (each its message), and how
 * many more there are.
 */
export function digestMail(
  listed: Pick<MailedNotice, "message">[],
  total: number,
  dailyKinds: MailKind[],
  { publicUrl, unsubscribeUrl }: Links,
): ComposedMail {
  const more = total - listed.length;
  return composeMail({
    subject: `Your day on Koinonia: ${notices(total)}`,
    heading: `You have ${notices(total)}`,
    paragraphs: [
      total === 1 ? "Here is what you have not read yet:" : "Here is what you have not read yet, newest first:",
      ...listed.map((notice) => notice.message),
      ...(more > 0 ? [`And ${more} more.`] : []),
    ],
    action: { label: "See your notifications", url: `${publicUrl}/notifications` },
    footer: [
      `We send this digest at most once a day, when you have something new and unread: ${listOf(dailyKinds.map((k) => UNSUBSCRIBE_WORDS[k]))}.`,
      settingsLine(publicUrl),
    ],
    unsubscribeUrl,
  });
}
