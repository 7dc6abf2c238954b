import { z } from "zod";

export const Notification = z.object({
  id: z.number(),
  // Open to types added later; the client has a fallback for ones it does not know.
  type: z.string(),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  actorId: z.number().nullable(),
  postId: z.number().nullable(),
  groupId: z.number().nullable(),
  /** The church a notice is about (its page is /churches/<id>). */
  churchId: z.number().nullable(),
  /** The event a notice is about, and the gathering of it (its page is /events/<id>?occurrence=<id>). */
  eventId: z.number().nullable(),
  occurrenceId: z.number().nullable(),
  /** The devotion a notice is about (its page is /devotions/<id>). */
  devotionId: z.number().nullable(),
});
export type Notification = z.infer<typeof Notification>;

export const UnreadCount = z.object({ count: z.number() });

/**
 * Why the server ended a notification stream, in its last `closed` event: `replaced` (the
 * session or the person opened more streams than allowed, and this was the oldest),
 * `signed-out`, or `shutdown` (the server is restarting: connect again).
 */
export type StreamEndReason = "replaced" | "signed-out" | "shutdown";
