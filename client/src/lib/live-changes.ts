import type { QueryClient } from "@tanstack/react-query";
import type { LiveChange } from "@contract/live";
import type { Notification } from "@contract/notifications";
import { type NoticeType, isNoticeType } from "@contract/notice-types";
import type { CurrentUser } from "@contract/users";
import { MY_CHURCHES_KEY, PINNED_ANNOUNCEMENTS_KEY, refreshChurch } from "./church-cache";
import { CONNECTIONS_KEY, REQUESTS_KEY, SUGGESTED_KEY } from "./connection-cache";
import { INVITATIONS_KEY, MY_GROUPS_KEY, SEARCH_PREFIX, groupKey } from "./group-cache";
import { CONVERSATIONS_KEY, UNREAD_MESSAGES_KEY } from "./message-keys";
import { REPORTS_COUNT_KEY, REPORTS_KEY } from "./moderation-cache";
import { forgetNewPost, holdNewPost } from "./new-posts";
import { NOTIFICATIONS_KEY, UNREAD_COUNT_KEY } from "./notification-cache";
import {
  FEED_KEY,
  type FeedData,
  USER_POSTS_PREFIX,
  commentsKey,
  patchComment,
  patchPost,
  postKey,
  removeComment,
  storePrayerNews,
  removePost,
  storeComment,
} from "./post-cache";
import { profileKey, userPostsKey } from "./profile-cache";
import { readAgainIfReading, rereadRooms, storeAmenCount, storeLiveCount, storePresence, storeRoomMessage } from "@/features/rooms/room-cache";
import { AUTH_USER_KEY } from "./use-auth";

// What the live stream says changed, applied to this tab's cache: data the event carries is
// written in place, and a list it cannot patch is fetched again, if it is on screen, or else
// marked stale, to be fetched when next shown. Every open tab of the person hears the same
// events, so all of them show the change.

const refetch = (queryClient: QueryClient, queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
/** Stale, fetched again when next shown: for what would jump under the reader if refetched now. */
const markStale = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  void queryClient.invalidateQueries({ queryKey, refetchType: "none" });

export function applyLiveChange(queryClient: QueryClient, change: LiveChange): void {
  const me = queryClient.getQueryData<CurrentUser>(AUTH_USER_KEY)?.id;
  switch (change.kind) {
    case "post": {
      const { postId, prayerCount, commentCount, prayedByMe, comment, commentDeleted, reactions, myReaction, commentReactions } = change;
      patchPost(queryClient, postId, (post) => ({
        ...post,
        ...(prayerCount !== undefined && { prayerCount }),
        ...(commentCount !== undefined && { commentCount }),
        ...(prayedByMe !== undefined && { prayedByMe }),
        ...(reactions !== undefined && { reactions }),
        ...(myReaction !== undefined && { myReaction }),
      }));
      if (commentReactions) {
        const { commentId, reactions: counts, myReaction: mine } = commentReactions;
        patchComment(queryClient, postId, commentId, (c) => ({ ...c, reactions: counts, ...(mine !== undefined && { myReaction: mine }) }));
      }
      if (comment) storeComment(queryClient, comment, commentCount);
      if (commentDeleted !== undefined) removeComment(queryClient, postId, commentDeleted, commentCount);
      const { updateCount, answeredAt, testimony, closedAt, checkIn } = change;
      storePrayerNews(queryClient, postId, { updateCount, answeredAt, testimony, closedAt, checkIn });
      // The card of its link, read after the post was written: it appears under the post where it shows.
      const { linkPreview } = change;
      if (linkPreview) patchPost(queryClient, postId, (post) => ({ ...post, linkPreview }));
      return;
    }
    case "new-post": {
      const feed = queryClient.getQueryData<FeedData>(FEED_KEY);
      // A feed never loaded here is fetched whole when first shown: nothing to hold.
      if (!feed || feed.pages.some((page) => page.posts.some((post) => post.id === change.postId))) return;
      // An empty feed has no place to lose: it is fetched again at once.
      if (feed.pages.every((page) => page.posts.length === 0)) refetch(queryClient, FEED_KEY);
      else holdNewPost(change.postId);
      return;
    }
    case "post-deleted":
      forgetNewPost(change.postId);
      removePost(queryClient, change.postId);
      return;
    case "connection": {
      const [requester, addressee] = change.between;
      const other = me === requester ? addressee : requester;
      if (me === addressee) refetch(queryClient, REQUESTS_KEY);
      // The one who asked sees 'Requested' on the card they pressed until the list is next
      // shown; everywhere else the person leaves the suggestions now.
      if (me === requester && change.status === "pending") markStale(queryClient, SUGGESTED_KEY);
      else refetch(queryClient, SUGGESTED_KEY);
      refetch(queryClient, profileKey(other));
      // Ended either way: a connection can end too (the other person left Koinonia).
      if (change.status !== "pending") refetch(queryClient, CONNECTIONS_KEY);
      if (change.status !== "pending") {
        // Their posts now belong in my feed and on their profile, or (the connection ended,
        // a block among the ways) no longer do.
        markStale(queryClient, FEED_KEY);
        refetch(queryClient, userPostsKey(other));
      }
      return;
    }
    case "group":
      // The group's page, members, invitations and posts share its key's prefix.
      refetch(queryClient, groupKey(change.groupId));
      refetch(queryClient, MY_GROUPS_KEY);
      refetch(queryClient, INVITATIONS_KEY);
      markStale(queryClient, SEARCH_PREFIX);
      // Group mates rank high among the people suggested.
      markStale(queryClient, SUGGESTED_KEY);
      return;
    case "church":
      // The church's page, members, requests, links and announcements (under its id or its
      // address), mine, and the announcements pinned on my home page (one posted or taken down).
      refreshChurch(queryClient, change.churchId);
      return;
    case "room":
      // An Amen, a chat message, someone coming or leaving (and the room's count on the lists of
      // live rooms) are written in place (in a room of hundreds, each would otherwise have
      // everyone read the room again); anything else has the room read again, as its rules let
      // me see it (the live rooms' list shares the prefix).
      if (change.amenCount !== undefined) storeAmenCount(queryClient, change.roomId, change.amenCount);
      if (change.message) storeRoomMessage(queryClient, change.roomId, change.message);
      if (change.arrived || change.left !== undefined) storePresence(queryClient, change.roomId, change);
      if (change.presentCount !== undefined) storeLiveCount(queryClient, change.roomId, change.presentCount);
      if (change.arrived || change.left !== undefined || change.presentCount !== undefined) readAgainIfReading(queryClient);
      else if (change.amenCount === undefined && !change.message) void rereadRooms(queryClient);
      return;
    case "notices-read":
      queryClient.setQueryData(UNREAD_COUNT_KEY, { count: change.count });
      refetch(queryClient, NOTIFICATIONS_KEY);
      return;
    case "event":
      // An event I answered or organise changed (its details, a gathering, who is coming, its
      // discussion): its page and my lists of what is coming are read again.
      refreshEvent(queryClient, change);
      return;
    case "message":
    case "message-read":
    case "conversation":
      // The badge counts what is unread; a read marker changes no count.
      if (change.kind !== "message-read") refetch(queryClient, UNREAD_MESSAGES_KEY);
      // The conversations' own cache work loads only where some of them are held.
      if (queryClient.getQueryCache().findAll({ queryKey: CONVERSATIONS_KEY }).length > 0) {
        void import("./message-cache").then(({ applyMessageChange }) => applyMessageChange(queryClient, change));
      }
      return;
    case "reports":
      // To the team only: the Moderation link's count, and the queue if it is on screen.
      queryClient.setQueryData(REPORTS_COUNT_KEY, { count: change.waiting });
      refetch(queryClient, REPORTS_KEY);
      return;
  }
}

// The events feature's query keys, fetched when an event's notice first needs them: every
// signed-in page carries this module, and most never show an event.
const eventKeysLater = () => import("@/features/events/event-queries");

/** An event's page (with its occurrences and who is coming) is read again if shown, else when next shown. */
function refreshEventPage(queryClient: QueryClient, eventId: number): void {
  void eventKeysLater().then(({ eventKeys }) => refetch(queryClient, eventKeys.event(eventId)));
}

/**
 * An event I answered changed for me: moved or cancelled, a word from its organiser, or a place
 * opened and I moved up from its waiting list. Its page and my lists of what is coming (and the
 * calendar) are read again: now if shown, else when next shown.
 */
function refreshEvent(queryClient: QueryClient, { eventId }: { eventId: number | null }): void {
  void eventKeysLater().then(({ eventKeys, refreshEventLists }) => {
    if (eventId !== null) refetch(queryClient, eventKeys.event(eventId));
    refreshEventLists(queryClient);
  });
}

/**
 * What each notice changes of what this tab shows of me, beside the bell: a moderator removed my
 * post or comment (its post is read again, to be shown marked), I was made a moderator or
 * stood down (the menu's Moderation link, and the page itself), or an event I answered changed.
 * Null: the bell says it all.
 */
const ON_NOTICE: Record<NoticeType, ((queryClient: QueryClient, notification: Notification) => void) | null> = {
  site_role: (queryClient) => refetch(queryClient, AUTH_USER_KEY),
  moderation: (queryClient, { postId }) => {
    if (postId === null) return;
    refetch(queryClient, postKey(postId));
    refetch(queryClient, commentsKey(postId));
    markStale(queryClient, USER_POSTS_PREFIX);
  },
  friend_request: null,
  friend_accepted: null,
  post_comment: null,
  comment_reply: null,
  mention: null,
  post_prayer: null,
  prayer_update: null,
  prayer_answered: null,
  prayer_check: null,
  prayer_reminder: null,
  reading_plan: null,
  group_invitation: null,
  // A leader is told of a request by its notice alone (their own place did not change): the
  // church's count of requests, and the list if it is on screen.
  church_join_request: (queryClient, { churchId }) => {
    if (churchId !== null) refreshChurch(queryClient, churchId);
  },
  church_admitted: null,
  church_announcement: null,
  devotion: null,
  prayer_team_request: null,
  // A reminder changes nothing: the event is as it was.
  event_reminder: null,
  event_changed: refreshEvent,
  // A word in the discussion of an event I organise: its page is read again (my lists are as they were).
  event_comment: (queryClient, { eventId }) => {
    if (eventId !== null) refreshEventPage(queryClient, eventId);
  },
  event_message: refreshEvent,
  event_moved_up: refreshEvent,
  group_room: null,
  group_removal: null,
  report_handled: null,
  reports_waiting: null,
  signup_waiting: null,
  invitation_accepted: null,
};

/** A notice heard live; one of a type this client does not know changes nothing but the bell. */
export function applyNotice(queryClient: QueryClient, notification: Notification): void {
  if (isNoticeType(notification.type)) ON_NOTICE[notification.type]?.(queryClient, notification);
}

/**
 * Before a notification opens what it is about: that is fetched afresh, so the page shows
 * what the notice tells of even if a live event was missed (a stream closed for a while).
 */
export function refreshWhatNoticeIsAbout(queryClient: QueryClient, notification: Notification): void {
  const { type, postId, actorId, groupId, churchId, eventId } = notification;
  if (postId !== null) {
    refetch(queryClient, postKey(postId));
    refetch(queryClient, commentsKey(postId));
  }
  if (type === "friend_request") {
    refetch(queryClient, REQUESTS_KEY);
    refetch(queryClient, SUGGESTED_KEY);
  }
  if (type === "friend_accepted") {
    refetch(queryClient, CONNECTIONS_KEY);
    markStale(queryClient, FEED_KEY);
    markStale(queryClient, USER_POSTS_PREFIX);
    if (actorId !== null) refetch(queryClient, profileKey(actorId));
  }
  if (type === "site_role") refetch(queryClient, AUTH_USER_KEY);
  if (type === "group_invitation") {
    refetch(queryClient, INVITATIONS_KEY);
    if (groupId !== null) refetch(queryClient, groupKey(groupId));
  }
  if ((type === "church_join_request" || type === "church_admitted") && churchId !== null) refreshChurch(queryClient, churchId);
  if (eventId !== null) refreshEventPage(queryClient, eventId);
}

/**
 * After the stream was down a while, events may have been missed: the small lists they would
 * have changed are fetched again (the feed keeps its place; the counts of notices and of messages
 * come as the stream opens).
 */
export function catchUpAfterGap(queryClient: QueryClient): void {
  for (const key of [
    REQUESTS_KEY,
    SUGGESTED_KEY,
    CONNECTIONS_KEY,
    INVITATIONS_KEY,
    MY_GROUPS_KEY,
    MY_CHURCHES_KEY,
    PINNED_ANNOUNCEMENTS_KEY,
    NOTIFICATIONS_KEY,
    REPORTS_COUNT_KEY,
    CONVERSATIONS_KEY,
  ]) {
    refetch(queryClient, key);
  }
}
