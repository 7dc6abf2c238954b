import type { ReactionCounts, ReactionKind } from "../../contract/reactions";
import type { LinkPreview } from "../../contract/link-previews";
import type { CommentWithAuthor, MessageEntry, NotificationRow, RoomMessageEntry, UserRow } from "../db/schema";

/** Whom a change concerns: these people (each write works out who may see what it changed). */
type Audience = readonly number[];

/**
 * What a committed write changed, for the open screens of the people it concerns. Each says
 * what moved, so a screen updates just what shows it (and fetches nothing it need not).
 */
export type Change =
  /**
   * A post's counts moved: someone prayed or commented (the comment comes with it), or a
   * comment was deleted (`commentDeleted`: its id).
   */
  | {
      kind: "post";
      postId: number;
      prayerCount?: number;
      commentCount?: number;
      prayedByMe?: boolean;
      comment?: CommentWithAuthor;
      commentDeleted?: number;
      /** Its reactions' counts, and (only to the one who reacted) theirs. */
      reactions?: ReactionCounts;
      myReaction?: ReactionKind | null;
      /** A comment's reactions' counts, and (only to the one who reacted) theirs. */
      commentReactions?: { commentId: number; reactions: ReactionCounts; myReaction?: ReactionKind | null };
      /** A prayer request's own news: an update, answered, kept open or closed, asked whether still needed. */
      updateCount?: number;
      answeredAt?: string | null;
      testimony?: string | null;
      closedAt?: string | null;
      checkIn?: boolean;
      /** The card of the post's first link, read after it was written. */
      linkPreview?: LinkPreview;
    }
  /** A wall post reached its readers' feeds. */
  | { kind: "new-post"; postId: number }
  /** A post was deleted: it leaves every list and page showing it. */
  | { kind: "post-deleted"; postId: number }
  /** A request was made or answered (`between`: who asked, then who was asked). */
  | { kind: "connection"; between: [number, number]; status: "pending" | "accepted" | "rejected" }
  /** Someone's place in a group changed (invited, joined, left, removed, made admin). */
  | { kind: "group"; groupId: number }
  /** Someone's place in a church changed (asked, admitted, joined, left, removed, banned, made leader). */
  | { kind: "church"; churchId: number }
  /**
   * A live prayer room changed: an Amen (the count now), a chat message, someone who came in
   * (each for those its person is shown to) or left is written in place, with how many are in
   * it now (for everyone's lists of live rooms); anything else
   * (opened, closed, a request, the host moved on) has the room read again.
   */
  | {
      kind: "room";
      roomId: number;
      amenCount?: number;
      message?: RoomMessageEntry;
      arrived?: UserRow;
      left?: number;
      presentCount?: number;
    }
  /** An event changed (its details, an occurrence moved or cancelled, who is coming): its screens read it again. */
  | { kind: "event"; eventId: number }
  /** A message is new or changed: each reader is sent it as they see it (their own reactions marked). */
  | { kind: "message"; conversationId: number; message: MessageEntry }
  /** Someone read a conversation up to a message (told only between those who show read markers). */
  | { kind: "message-read"; conversationId: number; userId: number; messageId: number }
  /** A conversation changed otherwise for its readers (someone left or accepted; muted, read or deleted in another tab). */
  | { kind: "conversation"; conversationId: number }
  /** Reports were filed or acted on: how many wait now (to the team). */
  | { kind: "reports"; waiting: number }
  /** Some notices became read without a new one arriving. */
  | { kind: "notices-read" };

/**
 * How the domain tells the live layer (handed to it by the layer above) of a notice stored or
 * a change made, once the write has committed. Telling never fails the write: what was
 * written stays written whatever becomes of the telling, and screens catch up when reloaded.
 */
export interface Tell {
  notice(notice: NotificationRow | null): void;
  changed(audience: Audience, change: Change): void;
}

/** For writes nobody is watching (seeding, scripts). */
export const tellNobody: Tell = { notice() {}, changed() {} };
