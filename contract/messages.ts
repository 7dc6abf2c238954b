import { VerseRef } from "./verse-refs";
import { z } from "zod";
import { Id, PageQuery, optionalUrl } from "./common";
import { MAX_CIRCLE_PEOPLE, MAX_CIRCLE_TITLE, MAX_MESSAGE, MAX_MESSAGES_PAGE } from "./limits";
import { REACTION_KINDS } from "./reactions";
import { multiLine, oneLine } from "./text";
import { isUploadUrl } from "./uploads";
import { PublicUser } from "./users";

// Private conversations: one to one, or a circle of up to MAX_CIRCLE_PEOPLE chosen people.
// Someone the starter may not message directly (no connection, church or group in common)
// finds the conversation among their message requests, to accept or decline.

/** The reactions a message takes, one per person: the same four a post or a comment takes. */
export const MESSAGE_REACTIONS = REACTION_KINDS;
export type MessageReaction = (typeof MESSAGE_REACTIONS)[number];

const content = z
  .string({ error: "Message must be text" })
  .trim()
  .check(...multiLine("Message"))
  .max(MAX_MESSAGE, `Message must be at most ${MAX_MESSAGE} characters`);

/** Starting a conversation: with one person (the same one to one is found again, never doubled), or a circle. */
export const StartConversationBody = z.object({
  userIds: z
    .array(Id, { error: "userIds must be a list of people" })
    .min(1, "Choose at least one person")
    .max(MAX_CIRCLE_PEOPLE - 1, `A circle holds at most ${MAX_CIRCLE_PEOPLE} people`),
  /** A circle's name (ignored for one to one). */
  title: z
    .string({ error: "Title must be text" })
    .trim()
    .check(...oneLine("Title"))
    .max(MAX_CIRCLE_TITLE, `Title must be at most ${MAX_CIRCLE_TITLE} characters`)
    .optional(),
  /** Whether several people make a circle even when there is one (default: a circle when more than one). */
  circle: z.boolean({ error: "circle must be true or false" }).optional(),
});
export type StartConversationBody = z.input<typeof StartConversationBody>;

/** A message: words, a photo, or both; `clientId` makes a resend (an offline outbox) the same message. */
export const SendMessageBody = z
  .object({
    content: content.optional(),
    imageUrl: optionalUrl("Image URL", isUploadUrl, "an uploaded image"),
    replyToId: Id.optional(),
    clientId: z
      .string({ error: "clientId must be text" })
      .regex(/^[A-Za-z0-9_-]{8,64}$/, "clientId must be 8 to 64 letters, digits, - or _")
      .optional(),
  })
  .refine((m) => (m.content ?? "") !== "" || (m.imageUrl ?? "") !== "", { message: "Please write a message", path: ["content"] });
export type SendMessageBody = z.input<typeof SendMessageBody>;

export const EditMessageBody = z.object({
  content: content.min(1, "Please write a message"),
});

export const MessageReactionBody = z.object({
  reaction: z.enum(MESSAGE_REACTIONS, { error: `Reaction must be one of ${MESSAGE_REACTIONS.join(", ")}` }),
});

/** Read up to and including this message. */
export const ReadBody = z.object({ messageId: Id });

export const MuteBody = z.object({ muted: z.boolean({ error: "muted must be true or false" }) });

/** Older messages: those before `before` (a message id), newest `limit` of them. */
export const MessagesQuery = z.object({
  before: Id.optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_MESSAGES_PAGE, `limit must be at most ${MAX_MESSAGES_PAGE}`)
    .optional(),
});

/**
 * A page of the inbox or the requests: those with older activity than the conversation `cursor`
 * (the last one already shown), `limit` of them.
 */
export const ConversationsQuery = PageQuery.extend({
  /** The inbox (conversations the member is in), or the requests waiting for their answer. */
  box: z.enum(["inbox", "requests"], { error: "box must be inbox or requests" }).default("inbox"),
});

/** The message another replies to, as the reply shows it. */
const RepliedTo = z.object({
  id: z.number(),
  author: PublicUser.nullable(),
  /** Null when it was deleted (or its author's account was). */
  content: z.string().nullable(),
  hasImage: z.boolean(),
});

const ReactionCount = z.object({ reaction: z.enum(MESSAGE_REACTIONS), count: z.number(), mine: z.boolean() });

export const Message = z.object({
  id: z.number(),
  conversationId: z.number(),
  /** Null: "Deleted member". */
  author: PublicUser.nullable(),
  /** Null once deleted for everyone (then `deletedAt` is set) or when the author's account was deleted. */
  content: z.string().nullable(),
  /** The Bible references in its words, to show as links. */
  verses: z.array(VerseRef),
  imageUrl: z.string().nullable(),
  replyTo: RepliedTo.nullable(),
  reactions: z.array(ReactionCount),
  clientId: z.string().nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
});
export type Message = z.infer<typeof Message>;

/** Where someone has read to (for those who show their read markers, to those who do). */
const ReadMarker = z.object({ userId: z.number(), messageId: z.number() });

export const Conversation = z.object({
  id: z.number(),
  kind: z.enum(["direct", "circle"]),
  title: z.string().nullable(),
  /** Everyone else in it now, as the viewer may see them. */
  people: z.array(PublicUser),
  lastMessage: Message.nullable(),
  unread: z.number(),
  muted: z.boolean(),
  /** The viewer has not yet accepted it: it waits among their message requests. */
  request: z.boolean(),
  /** The viewer may write in it now (not when a block stands between the two of a one to one). */
  canSend: z.boolean(),
  updatedAt: z.string(),
  readMarkers: z.array(ReadMarker),
});
export type Conversation = z.infer<typeof Conversation>;

/** The top bar's badge: unread messages in the inbox (muted conversations left out), and requests waiting. */
export const UnreadMessages = z.object({ unread: z.number(), requests: z.number() });
export type UnreadMessages = z.infer<typeof UnreadMessages>;

/** A member's own choices: whether strangers may send them requests, and whether read markers are shown (both ways). */
export const MessageSettings = z.object({ requests: z.boolean(), readMarkers: z.boolean() });
export type MessageSettings = z.infer<typeof MessageSettings>;
export const MessageSettingsBody = z
  .object({
    requests: z.boolean({ error: "requests must be true or false" }).optional(),
    readMarkers: z.boolean({ error: "readMarkers must be true or false" }).optional(),
  })
  .refine((b) => b.requests !== undefined || b.readMarkers !== undefined, "Nothing to change");

export const MessageParams = z.object({ id: Id });

/** Searching one's own conversations. */
export const MessageSearchQuery = z.object({
  q: z
    .string({ error: "Search words are required" })
    .trim()
    .min(2, "Search for at least 2 characters")
    .max(100, "Search words must be at most 100 characters"),
});
export const MessageSearchHit = z.object({ conversation: z.object({ id: z.number(), title: z.string().nullable() }), message: Message });
