import type { Language } from "../../../contract/languages";
import type { MailKind } from "../../../contract/mail-preferences";
import { isNoticeType } from "../../../contract/notice-types";
import { type ComposedMail, composeMail } from "../compose";
import { count, mailMessages, params } from "../i18n";

/** A notice as its mail tells it: the notice itself, and the names its subject line needs. */
export type MailedNotice = {
  type: string;
  title: string;
  message: string;
  actorId: number | null;
  postId: number | null;
  /** The group a group's notice is about (optional: only group notices name one). */
  groupId?: number | null;
  /** The church a church's notice is about. */
  churchId?: number | null;
  /** The event an event's notice is about, and the gathering of it. */
  eventId?: number | null;
  occurrenceId?: number | null;
  /** The devotion a devotion's notice is about. */
  devotionId?: number | null;
  actorName: string | null;
  groupName: string | null;
  /** A prayer notice for a prayer request (rather than for another kind of post). */
  onPrayerRequest: boolean;
};

const messages = mailMessages("mail/notices", {
  friendRequest: params<{ who: string }>("{who} wants to connect with you"),
  friendAccepted: params<{ who: string }>("{who} accepted your connection request"),
  postComment: params<{ who: string }>("{who} commented on your post"),
  commentReply: params<{ who: string }>("{who} replied to your comment"),
  mentioned: params<{ who: string }>("{who} mentioned you"),
  prayingForYou: params<{ who: string }>("{who} is praying for you"),
  prayedForPost: params<{ who: string }>("{who} prayed for your post"),
  groupInvitation: params<{ who: string; group: string }>("{who} invited you to join {group}"),
  prayerUpdate: params<{ who: string }>("{who} shared an update on a prayer request"),
  groupRoom: params<{ who: string; group: string }>("{who} is praying live in {group}"),
  prayerAnswered: params<{ who: string }>("{who}'s prayer request was answered"),
  invitationAccepted: params<{ who: string }>("{who} accepted your invitation"),
  seeRequest: "See the request",
  seeProfile: "See their profile",
  seePost: "See the post",
  seeInvitation: "See the invitation",
  seeChurch: "See the church",
  seeEvent: "See the event",
  readDevotion: "Read the devotion",
  joinRoom: "Join the prayer room",
  seePrayerRequest: "See the prayer request",
  openPrayerList: "Open your prayer list",
  openReadingPlans: "Open your reading plan",
  seeNotifications: "See your notifications",
  // Each kind a member chooses a cadence for, as the footers name it (the same words as the
  // unsubscribe page's, in English).
  connectionRequests: "connection requests",
  comments: "comments on your posts",
  prayers: "prayers for your posts, and the requests you pray for",
  groupInvitations: "group invitations",
  churchNews: "news from your churches",
  events: "events you answered",
  messages: "messages you have not read",
  asTheyHappen: params<{ kind: string }>("We email you about {kind} as they happen."),
  settings: params<{ url: string }>("Choose what Koinonia mails you, and how often, in your settings: {url}"),
  newNotices: count({ one: "{count} new notice", other: "{count} new notices" }),
  digestSubject: params<{ notices: string }>("Your day on Koinonia: {notices}"),
  digestHeading: params<{ notices: string }>("You have {notices}"),
  unreadOne: "Here is what you have not read yet:",
  unreadMany: "Here is what you have not read yet, newest first:",
  more: params<{ more: number }>("And {more} more."),
  /** The last two of a list: "comments on your posts and prayers for your posts". */
  listEnd: params<{ list: string; last: string }>("{list} and {last}"),
  digestWhy: params<{ kinds: string }>("We send this digest at most once a day, when you have something new and unread: {kinds}."),
});

type Words = ReturnType<typeof messages>;

type Links = { publicUrl: string; unsubscribeUrl: string };

/** How a kind of notice is named in the footers, in the member's language. */
export const kindWords = (kind: MailKind, language: Language): string => messages(language)[kind];

/** A subject that says who did what, so the inbox alone tells it; the notice's title otherwise. */
export function subjectOf(notice: MailedNotice, language: Language): string {
  const who = notice.actorName;
  if (!who || !isNoticeType(notice.type)) return notice.title;
  const t = messages(language);
  switch (notice.type) {
    case "friend_request":
      return t.friendRequest({ who });
    case "friend_accepted":
      return t.friendAccepted({ who });
    case "post_comment":
      return t.postComment({ who });
    case "comment_reply":
      return t.commentReply({ who });
    case "mention":
      return t.mentioned({ who });
    case "post_prayer":
      return notice.onPrayerRequest ? t.prayingForYou({ who }) : t.prayedForPost({ who });
    case "group_invitation":
      return notice.groupName ? t.groupInvitation({ who, group: notice.groupName }) : notice.title;
    case "prayer_update":
      return t.prayerUpdate({ who });
    case "group_room":
      return notice.groupName ? t.groupRoom({ who, group: notice.groupName }) : notice.title;
    case "prayer_answered":
      return t.prayerAnswered({ who });
    case "invitation_accepted":
      return t.invitationAccepted({ who });
    // The message names who and which church ("Ann Lee asked to join Grace Church.").
    case "church_join_request":
      return notice.message;
    case "church_admitted":
    // Its title names the church and says what it is about ("Grace Chapel: Easter services").
    case "church_announcement":
    // Its title names the church and the devotion ("Grace Chapel: Strength for today").
    case "devotion":
    // Its title names the church ("Grace Chapel: a request for the prayer team").
    case "prayer_team_request":
    // An event's notices are titled with the event ("Prayer meeting: moved to Thursday").
    case "event_comment":
    case "event_reminder":
    case "event_changed":
    case "event_message":
    case "event_moved_up":
    case "signup_waiting":
    case "prayer_check":
    case "prayer_reminder":
    case "reading_plan":
    case "group_removal":
    case "moderation":
    case "report_handled":
    case "site_role":
    case "reports_waiting":
      return notice.title;
    default:
      // Every type is a case above, so a type added to the list fails to compile until it has one.
      return notice.type satisfies never;
  }
}

/**
 * Where the notice leads, as the bell's list does: the post, the requests, the profile, the
 * groups. With an empty `publicUrl`, the path on the site.
 */
export function actionOf(notice: MailedNotice, publicUrl: string, language: Language): { label: string; url: string } {
  const t = messages(language);
  if (!isNoticeType(notice.type)) return { label: t.seeNotifications, url: `${publicUrl}/notifications` };
  switch (notice.type) {
    case "friend_request":
      return { label: t.seeRequest, url: `${publicUrl}/` };
    case "friend_accepted":
    case "invitation_accepted":
      if (notice.actorId !== null) return { label: t.seeProfile, url: `${publicUrl}/profile/${notice.actorId}` };
      break;
    case "post_comment":
    case "comment_reply":
    case "mention":
    case "post_prayer":
      if (notice.postId !== null) return { label: t.seePost, url: `${publicUrl}/posts/${notice.postId}` };
      break;
    case "group_invitation":
      return { label: t.seeInvitation, url: `${publicUrl}/groups` };
    case "group_room":
      if (notice.groupId != null) return { label: t.joinRoom, url: `${publicUrl}/groups/${notice.groupId}` };
      break;
    case "prayer_update":
    case "prayer_answered":
    case "prayer_check":
    case "prayer_team_request":
      if (notice.postId !== null) return { label: t.seePrayerRequest, url: `${publicUrl}/posts/${notice.postId}` };
      break;
    case "prayer_reminder":
      return { label: t.openPrayerList, url: `${publicUrl}/prayer` };
    case "reading_plan":
      return { label: t.openReadingPlans, url: `${publicUrl}/plans` };
    case "church_join_request":
    case "church_admitted":
    case "devotion":
      if (notice.devotionId != null) return { label: t.readDevotion, url: `${publicUrl}/devotions/${notice.devotionId}` };
      if (notice.churchId != null) return { label: t.seeChurch, url: `${publicUrl}/churches/${notice.churchId}` };
      break;
    case "church_announcement":
      if (notice.churchId != null) return { label: t.seeChurch, url: `${publicUrl}/churches/${notice.churchId}` };
      break;
    case "event_comment":
    case "event_reminder":
    case "event_changed":
    case "event_message":
    case "event_moved_up":
      if (notice.eventId != null) {
        const occurrence = notice.occurrenceId != null ? `?occurrence=${notice.occurrenceId}` : "";
        return { label: t.seeEvent, url: `${publicUrl}/events/${notice.eventId}${occurrence}` };
      }
      break;
    case "group_removal":
    case "moderation":
    case "report_handled":
    case "site_role":
    case "reports_waiting":
    case "signup_waiting":
      break;
    default:
      // Every type is a case above, so a type added to the list fails to compile until it has one.
      notice.type satisfies never;
  }
  return { label: t.seeNotifications, url: `${publicUrl}/notifications` };
}

const settingsLine = (t: Words, publicUrl: string) => t.settings({ url: `${publicUrl}/settings` });

/**
 * One notice, mailed as it happens: its title and message as stored, framed in the member's
 * language.
 */
export function noticeMail(notice: MailedNotice, kind: MailKind, { publicUrl, unsubscribeUrl }: Links, language: Language): ComposedMail {
  const t = messages(language);
  return composeMail(
    {
      subject: subjectOf(notice, language),
      heading: notice.title,
      paragraphs: [notice.message],
      action: actionOf(notice, publicUrl, language),
      footer: [t.asTheyHappen({ kind: t[kind] }), settingsLine(t, publicUrl)],
      unsubscribeUrl,
    },
    language,
  );
}

/** "comments on your posts and prayers for your posts" */
const listOf = (t: Words, words: string[]) =>
  words.length <= 1 ? (words[0] ?? "") : t.listEnd({ list: words.slice(0, -1).join(", "), last: words.at(-1)! });

/**
 * The day's unread notices in one mail: the newest `listed` of them (each its message), and how
 * many more there are.
 */
export function digestMail(
  listed: Pick<MailedNotice, "message">[],
  total: number,
  dailyKinds: MailKind[],
  { publicUrl, unsubscribeUrl }: Links,
  language: Language,
): ComposedMail {
  const t = messages(language);
  const more = total - listed.length;
  const notices = t.newNotices(total);
  return composeMail(
    {
      subject: t.digestSubject({ notices }),
      heading: t.digestHeading({ notices }),
      paragraphs: [total === 1 ? t.unreadOne : t.unreadMany, ...listed.map((notice) => notice.message), ...(more > 0 ? [t.more({ more })] : [])],
      action: { label: t.seeNotifications, url: `${publicUrl}/notifications` },
      footer: [
        t.digestWhy({
          kinds: listOf(
            t,
            dailyKinds.map((k) => t[k]),
          ),
        }),
        settingsLine(t, publicUrl),
      ],
      unsubscribeUrl,
    },
    language,
  );
}
