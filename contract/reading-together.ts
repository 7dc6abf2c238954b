import { z } from "zod";
import { Id } from "./common";
import { planDay, planStart } from "./plan-fields";
import { PublicUser } from "./users";

// A plan a group or a church reads together: one schedule for all its members, a discussion
// in the place for each day, and who has read each day.

/** Where a plan is read together: a group, or a church (by id). */
const ReadingPlace = z.object({ kind: z.enum(["group", "church"]), id: z.number(), name: z.string() });

/** The place whose shared plans to list: ?groupId=7 or ?churchId=3. */
export const TogetherListQuery = z
  .object({ groupId: Id.optional(), churchId: Id.optional() })
  .refine((q) => (q.groupId === undefined) !== (q.churchId === undefined), "Name a group or a church: groupId or churchId");
export type TogetherListQuery = z.infer<typeof TogetherListQuery>;

/** Reading a plan together in a group or a church, from a day (today where the place is, unless chosen). */
export const StartTogetherBody = z
  .object({ ...planStart, planKey: z.string({ error: "planKey must be a plan's key" }), groupId: Id.optional(), churchId: Id.optional() })
  .refine((b) => (b.groupId === undefined) !== (b.churchId === undefined), "Name a group or a church: groupId or churchId");
export type StartTogetherBody = z.infer<typeof StartTogetherBody>;

export const TogetherParams = z.object({ id: Id });
export const TogetherDayParams = z.object({ id: Id, day: planDay });
export type TogetherDayParams = z.input<typeof TogetherDayParams>;

/** What the viewer may do: lead it (start and stop), take part (show they have read), or only look. */
const TOGETHER_ROLES = ["leads", "member", "viewer"] as const;

export const ReadingTogether = z.object({
  id: z.number(),
  planKey: z.string(),
  /** A church's plan's own title; null for a built-in plan, named in the reader's language by its key. */
  planTitle: z.string().nullable(),
  /** The plan's length in days. */
  days: z.number(),
  place: ReadingPlace,
  startedOn: z.string(),
  timeZone: z.string(),
  /** Today's day where the place is: null before the first, the last once it is over. */
  today: z.number().nullable(),
  /** Whether its last day has passed. */
  over: z.boolean(),
  todayPassages: z.array(z.string()),
  /** Today's discussion in the place, once it has opened (null before, or if its post is gone). */
  todayPostId: z.number().nullable(),
  /** How many of the place's members the viewer sees have read today's day. */
  readToday: z.number(),
  /** Whether the viewer has read today's day. */
  readByMe: z.boolean(),
  /** How many days the viewer has read. */
  myDaysRead: z.number(),
  myRole: z.enum(TOGETHER_ROLES),
});
export type ReadingTogether = z.infer<typeof ReadingTogether>;

export const TogetherList = z.object({ together: z.array(ReadingTogether) });
export type TogetherList = z.infer<typeof TogetherList>;

const TogetherDay = z.object({
  day: z.number(),
  passages: z.array(z.string()),
  /** A church's plan: its leaders' note for the day. */
  note: z.string().nullable(),
  /** The day's discussion (null until it opens, or once its post is gone). */
  postId: z.number().nullable(),
  /** Members (those the viewer sees) who have read it. */
  readers: z.number(),
  read: z.boolean(),
});

export const TogetherDetail = ReadingTogether.extend({
  schedule: z.array(TogetherDay),
  /** Who has read today's day, the first 50 by when they read it. */
  todayReaders: z.array(PublicUser),
});
export type TogetherDetail = z.infer<typeof TogetherDetail>;
