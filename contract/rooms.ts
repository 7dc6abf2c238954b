import { z } from "zod";
import { Id } from "./common";
import { MAX_ROOM_MESSAGE, MAX_ROOM_REQUEST, MAX_ROOM_TITLE } from "./limits";
import { multiLine, oneLine } from "./text";
import { PublicUser } from "./users";

/**
 * Opening a room, now or (with `startsAt`, an instant with its offset) at a set time: for the
 * host's connections, or (by its admin) for a group.
 */
export const OpenRoomBody = z.object({
  title: z
    .string({ error: "title must be text" })
    .trim()
    .check(...oneLine("Title"))
    .max(MAX_ROOM_TITLE, `Title must be at most ${MAX_ROOM_TITLE} characters`)
    .optional(),
  groupId: Id.optional(),
  startsAt: z.iso.datetime({ offset: true, error: "Start time must be a date and time, such as 2030-01-31T18:30:00Z" }).optional(),
});
export type OpenRoomBody = z.infer<typeof OpenRoomBody>;

export const RoomRequestBody = z.object({
  content: z
    .string({ error: "Request is required" })
    .trim()
    .min(1, "Request is required")
    .check(...oneLine("Request"))
    .max(MAX_ROOM_REQUEST, `Request must be at most ${MAX_ROOM_REQUEST} characters`),
});

export const RoomMessageBody = z.object({
  content: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .check(...multiLine("Message"))
    .max(MAX_ROOM_MESSAGE, `Message must be at most ${MAX_ROOM_MESSAGE} characters`),
});

const RoomGroup = z.object({ id: z.number(), name: z.string() });

/** A room as the "Live now" card and a group's page list it. */
export const RoomSummary = z.object({
  id: z.number(),
  title: z.string().nullable(),
  host: PublicUser,
  group: RoomGroup.nullable(),
  presentCount: z.number(),
  openedAt: z.string(),
  /** Set while the room has not started: when it will. Nobody joins before. */
  startsAt: z.string().nullable(),
});
export type RoomSummary = z.infer<typeof RoomSummary>;

/** A request on a room's list: a member's own words (with them), or a group's prayer request. */
const RoomRequest = z.object({
  id: z.number(),
  content: z.string(),
  /** Who asked; null for a group's prayer request (it may be anonymous). */
  author: PublicUser.nullable(),
  postId: z.number().nullable(),
  amenCount: z.number(),
  prayedAt: z.string().nullable(),
});

export const RoomMessage = z.object({ id: z.number(), author: PublicUser, content: z.string(), createdAt: z.string() });
export type RoomMessage = z.infer<typeof RoomMessage>;

/** A room's page: live while open; once closed, its record (what was prayed for, how many joined, when). */
export const Room = RoomSummary.extend({
  isHost: z.boolean(),
  closedAt: z.string().nullable(),
  amenCount: z.number(),
  joinedCount: z.number(),
  present: z.array(PublicUser),
  currentRequestId: z.number().nullable(),
  requests: z.array(RoomRequest),
  messages: z.array(RoomMessage),
  /** The host has silenced the reader here: their chat messages are refused. */
  silenced: z.boolean(),
  /** Whom the host has silenced here (to the host; empty to everyone else). */
  silencedIds: z.array(z.number()),
});
export type Room = z.infer<typeof Room>;

/** The host silences someone in the room (their chat messages are refused there). */
export const RoomSilenceBody = z.object({ userId: Id });

export const AmenCount = z.object({ amenCount: z.number() });
