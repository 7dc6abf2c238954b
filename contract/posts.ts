import { VerseRef } from "./verse-refs";
import { MODERATION_STATES } from "./moderation";
import { z } from "zod";
import { Id, PageQuery, optionalUrl } from "./common";
import { AUDIENCE_KINDS, AudienceBody, PRAYER_CATEGORIES, PrayerCategory } from "./prayer";
import { isUploadUrl } from "./uploads";
import { MAX_COMMENT_LENGTH, MAX_POST_LENGTH } from "./limits";
import { multiLine } from "./text";
import { PublicUser } from "./users";
import { VideoUrl } from "./video-url";
import { LinkPreview } from "./link-previews";
import { Mention, MentionIds } from "./mentions";
import { PostPlace } from "./home-feed-settings";
import { REACTION_KINDS, ReactionCounts } from "./reactions";

export const POST_TYPES = ["text", "image", "video", "prayer"] as const;
export type PostType = (typeof POST_TYPES)[number];

export const CreatePostBody = z
  .object({
    content: z
      .string({ error: "Post content is required" })
      .trim()
      .min(1, "Post content is required")
      .check(...multiLine("Post content"))
      .max(MAX_POST_LENGTH, `Post content must be at most ${MAX_POST_LENGTH} characters`),
    type: z.enum(POST_TYPES, { error: "Post type must be one of text, image, video, prayer" }).default("text"),
    // The upload URL the uploader got; the server turns it into a checked image of ours.
    // Photos are never hot-linked from elsewhere, which would leak readers' IPs.
    imageUrl: optionalUrl("Image URL", isUploadUrl, "an uploaded image"),
    videoUrl: VideoUrl,
    category: PrayerCategory.optional(),
    /** Others see "A member of your network" (or of the group), never who. */
    anonymous: z.boolean({ error: "anonymous must be true or false" }).default(false),
    /** All the author's connections when not given (in a group's own route: that group). */
    audience: AudienceBody.optional(),
    /** The people its words name with "@" (contract/mentions.ts). */
    mentions: MentionIds,
  })
  .refine((p) => p.type !== "image" || p.imageUrl, { message: "A photo post needs a photo", path: ["imageUrl"] })
  .refine((p) => p.type !== "video" || p.videoUrl, { message: "A video post needs a video URL", path: ["videoUrl"] })
  .refine((p) => p.type === "prayer" || p.category === undefined, { message: "Only a prayer request has a category", path: ["category"] })
  .refine((p) => p.type === "prayer" || !p.anonymous, { message: "Only a prayer request can be anonymous", path: ["anonymous"] });
export type CreatePostBody = z.input<typeof CreatePostBody>;

export const Post = z.object({
  id: z.number(),
  /** Null, with `author`, when the post is anonymous and the viewer is not its author. */
  authorId: z.number().nullable(),
  author: PublicUser.nullable(),
  content: z.string(),
  /** The Bible references in its words, to show as links. */
  verses: z.array(VerseRef),
  type: z.enum(POST_TYPES),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  createdAt: z.string(),
  prayerCount: z.number(),
  commentCount: z.number(),
  prayedByMe: z.boolean(),
  /** The group it was posted in, if any. */
  groupId: z.number().nullable(),
  /** The church it was shared with (its prayer wall), if any. */
  churchId: z.number().nullable(),
  /** Its group or church by name, for a card seen outside that place (the home feed). */
  place: PostPlace.nullable(),
  reactions: ReactionCounts,
  myReaction: z.enum(REACTION_KINDS).nullable(),
  mentions: z.array(Mention),
  linkPreview: LinkPreview.nullable(),
  /** Only ever set on the author's own posts: it is held for review, or a moderator removed it. */
  moderation: z.enum(MODERATION_STATES).nullable(),
  /** A prayer request's category, if its author gave one. */
  category: z.enum(PRAYER_CATEGORIES).nullable(),
  anonymous: z.boolean(),
  audience: z.enum(AUDIENCE_KINDS),
  /** When its author marked the prayer answered, and what they wrote of it. */
  answeredAt: z.string().nullable(),
  testimony: z.string().nullable(),
  /** When its author closed it: it has left the feed, and stays on their profile. */
  closedAt: z.string().nullable(),
  updateCount: z.number(),
  /** Only ever true for its author: it went a while without an update, and they are asked whether it still needs prayer. */
  checkIn: z.boolean(),
});
export type Post = z.infer<typeof Post>;

/** The home feed's page: everything, or prayer requests only (of one category, if named). */
export const FeedQuery = PageQuery.extend({
  type: z.literal("prayer", { error: "type may only be prayer" }).optional(),
  category: PrayerCategory.optional(),
});

/** A profile's or a group's posts: all of them, or its answered prayers only. */
export const PostListQuery = PageQuery.extend({
  answered: z.enum(["true", "false"], { error: "answered must be true or false" }).optional(),
});

export const InteractBody = z.object({
  type: z.literal("prayer", { error: "Interaction type must be 'prayer'" }),
});

/** The only kind of interaction with a post: praying for it. */
export const INTERACTION_TYPES = ["prayer"] as const;
export const Interaction = z.object({ type: z.enum(INTERACTION_TYPES), userId: z.number() });
export type Interaction = z.infer<typeof Interaction>;

/** What a prayer toggle leaves behind, so the client can settle its optimistic count. */
export const InteractResult = z.object({ prayed: z.boolean(), prayerCount: z.number() });
export type InteractResult = z.infer<typeof InteractResult>;

export const CreateCommentBody = z.object({
  content: z
    .string({ error: "Comment is required" })
    .trim()
    .min(1, "Comment is required")
    .check(...multiLine("Comment"))
    .max(MAX_COMMENT_LENGTH, `Comment must be at most ${MAX_COMMENT_LENGTH} characters`),
  /**
   * The comment it answers, on the same post. An answer to a reply joins that reply's thread:
   * threads are one level deep, under the comment that began them.
   */
  parentId: Id.optional(),
  /** The people its words name with "@" (contract/mentions.ts). */
  mentions: MentionIds,
});
export type CreateCommentBody = z.input<typeof CreateCommentBody>;

export const Comment = z.object({
  id: z.number(),
  postId: z.number(),
  /** Null, with `author`, for the author of an anonymous post commenting on it, to anyone else. */
  authorId: z.number().nullable(),
  author: PublicUser.nullable(),
  content: z.string(),
  verses: z.array(VerseRef),
  createdAt: z.string(),
  /** Only ever set on the author's own comments, as on a post. */
  moderation: z.enum(MODERATION_STATES).nullable(),
  /** The comment it answers (one level deep), or null for a comment on the post itself. */
  parentId: z.number().nullable(),
  reactions: ReactionCounts,
  myReaction: z.enum(REACTION_KINDS).nullable(),
  mentions: z.array(Mention),
});
export type Comment = z.infer<typeof Comment>;
