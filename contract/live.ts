import { z } from "zod";
import { LinkPreview } from "./link-previews";
import { Message } from "./messages";
import { Comment } from "./posts";
import { REACTION_KINDS, ReactionCounts } from "./reactions";
import { RoomMessage } from "./rooms";
import { PublicUser } from "./users";

/**
 * The `changed` event of the live stream: what a write changed that the reader's open screens
 * may show. A screen updates just what it names; a kind it does not know it ignores.
 */
export const LiveChange = z.discriminatedUnion("kind", [
  /**
   * A post's counts moved (someone prayed or commented, or a comment was deleted); a new
   * comment comes with it, a deleted one's id as `commentDeleted` (it leaves the post's comments).
   */
  z.object({
    kind: z.literal("post"),
    postId: z.number(),
    prayerCount: z.number().optional(),
    commentCount: z.number().optional(),
    /** Only to the one who prayed (their other tabs). */
    prayedByMe: z.boolean().optional(),
    comment: Comment.optional(),
    commentDeleted: z.number().optional(),
    /** Its reactions' counts, and (only to the one who reacted: their other tabs) theirs. */
    reactions: ReactionCounts.optional(),
    myReaction: z.enum(REACTION_KINDS).nullable().optional(),
    /** One of its comments' reactions' counts, and (only to the one who reacted) theirs. */
    commentReactions: z
      .object({ commentId: z.number(), reactions: ReactionCounts, myReaction: z.enum(REACTION_KINDS).nullable().optional() })
      .optional(),
    /**
     * A prayer request's own news, each when it moved: its updates (fetch them again), its
     * answer and testimony, closed or kept open, and (to its author only) whether it waits
     * for their answer to "Still need prayer?".
     */
    updateCount: z.number().optional(),
    answeredAt: z.string().nullable().optional(),
    testimony: z.string().nullable().optional(),
    closedAt: z.string().nullable().optional(),
    checkIn: z.boolean().optional(),
    /** The card of the post's first link, read by the server once the post was written. */
    linkPreview: LinkPreview.optional(),
  }),
  /**
   * A connection's new wall post is in the reader's feed: it waits behind "N new posts" and is
   * fetched with the feed's first page when asked for (a post to many readers stays one small
   * message).
   */
  z.object({ kind: z.literal("new-post"), postId: z.number() }),
  /** A post was deleted: it leaves the feed, the lists and its page (and "N new posts"). */
  z.object({ kind: z.literal("post-deleted"), postId: z.number() }),
  /**
   * A connection request between two people (`between`: who asked, then who was asked) was
   * made or answered: their requests, connections, suggestions and each other's profiles.
   */
  z.object({
    kind: z.literal("connection"),
    between: z.tuple([z.number(), z.number()]),
    status: z.enum(["pending", "accepted", "rejected"]),
  }),
  /** The reader's place in this group changed: invitations, membership, role. */
  z.object({ kind: z.literal("group"), groupId: z.number() }),
  /** The reader's place in this church changed: a request answered, membership, role, a ban. */
  z.object({ kind: z.literal("church"), churchId: z.number() }),
  /** An event the reader answered or organises changed: its details, an occurrence, who is coming. */
  z.object({ kind: z.literal("event"), eventId: z.number() }),
  /**
   * A live prayer room the reader may see changed. An Amen comes as the count now, a chat
   * message as the message, someone who came in as the person (each only to those its person
   * is shown to), someone who left as their id: each is written in place. Anything else (it
   * opened or closed, a request, the host moved on) comes bare: the room is read again,
   * through its own rules.
   */
  z.object({
    kind: z.literal("room"),
    roomId: z.number(),
    amenCount: z.number().optional(),
    message: RoomMessage.optional(),
    /** Someone came in (only to those they are shown to), or `left` (their last page closed). */
    arrived: PublicUser.optional(),
    left: z.number().optional(),
    /**
     * How many are in the room now, when someone came or left: for the lists of live rooms
     * ("Live now", a group's page), written in place.
     */
    presentCount: z.number().optional(),
  }),
  /**
   * A message in one of the reader's conversations is new or changed (edited, deleted for
   * everyone, its reactions): the message as the reader now sees it.
   */
  z.object({ kind: z.literal("message"), conversationId: z.number(), message: Message }),
  /** Someone in one of the reader's conversations read it up to this message (only between those who show read markers). */
  z.object({ kind: z.literal("message-read"), conversationId: z.number(), userId: z.number(), messageId: z.number() }),
  /**
   * One of the reader's conversations changed otherwise (someone left or accepted, it was
   * muted, read or deleted in another tab, a request arrived): its list entry is read again.
   */
  z.object({ kind: z.literal("conversation"), conversationId: z.number() }),
  /** To moderators and admins: reports were filed or acted on; how many wait now. */
  z.object({ kind: z.literal("reports"), waiting: z.number() }),
  /** Some of the reader's notices became read: the unread count now. */
  z.object({ kind: z.literal("notices-read"), count: z.number() }),
]);
export type LiveChange = z.infer<typeof LiveChange>;
