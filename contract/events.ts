import { VerseRef } from "./verse-refs";
import { z } from "zod";
import { Id } from "./common";
import {
  EVENT_PAGE,
  MAX_EVENT_CAPACITY,
  MAX_EVENT_DESCRIPTION,
  MAX_EVENT_GUESTS,
  MAX_EVENT_MESSAGE,
  MAX_EVENT_PAGE,
  MAX_EVENT_PLACE,
  MAX_EVENT_RANGE_DAYS,
  MAX_EVENT_TITLE,
  MAX_RRULE_LENGTH,
  MAX_URL_LENGTH,
} from "./limits";
import { multiLine, oneLine, optionalText, titleText } from "./text";
import { timeZone } from "./time-zones";
import { imageChange, uploadUrl } from "./uploads";
import { PublicUser } from "./users";
import { MODERATION_STATES } from "./moderation";

// An event is one gathering, or a series of them (a repeating event): every Sunday at 10:00,
// the first Monday of the month. Its times are wall-clock times in a named zone, so that 10:00
// stays 10:00 across daylight-saving changes; each gathering of a series is an occurrence, and
// one occurrence may be moved or cancelled without touching the others. People answer each
// occurrence (going, maybe, can't go).

/**
 * Who sees a church's event: anyone signed in (a service a church wants people to find), or its
 * members. A group's event is seen by whoever sees the group; a member's own by their connections.
 */
export const EVENT_AUDIENCES = ["public", "members"] as const;
export type EventAudience = (typeof EVENT_AUDIENCES)[number];

export const RSVP_ANSWERS = ["going", "maybe", "no"] as const;
export type RsvpAnswer = (typeof RSVP_ANSWERS)[number];

/** When a member is reminded of what they are going to (or may go to). */
export const EVENT_REMINDERS = ["day", "hour", "none"] as const;
export type EventReminder = (typeof EVENT_REMINDERS)[number];
export const DEFAULT_EVENT_REMINDER: EventReminder = "hour";

const LOCAL_DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;
const LOCAL_DATE_TIME = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d$/;

/** A calendar date that exists (2027-02-29 does not). */
const realDate = (v: string) => {
  const [y, m, d] = v.slice(0, 10).split("-").map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d && y! >= 1900 && y! <= 2200;
};

/** A wall-clock time in the event's zone, "2026-12-06T10:00"; for an all-day event, a date, "2026-12-24". */
const localTime = (label: string) =>
  z
    .string({ error: `${label} must be a date and time, such as 2026-12-06T10:00` })
    .refine((v) => LOCAL_DATE_TIME.test(v) || LOCAL_DATE.test(v), `${label} must be a date and time, such as 2026-12-06T10:00`)
    .refine(realDate, `${label} is not a real date`);

/** An RFC 5545 recurrence rule (the RRULE's value: "FREQ=WEEKLY;BYDAY=SU"); the server checks what it allows. */
const recurrence = z
  .string({ error: "Repeat must be a recurrence rule, such as FREQ=WEEKLY;BYDAY=SU" })
  .trim()
  .transform((v) => v.replace(/^RRULE:/i, "").toUpperCase())
  .refine((v) => v.length <= MAX_RRULE_LENGTH, "Repeat rule is too long")
  .refine((v) => /^[A-Z0-9=;,+-]*$/.test(v), "Repeat must be a recurrence rule, such as FREQ=WEEKLY;BYDAY=SU")
  .nullish()
  .transform((v) => v || null);

/** A place to meet online: an http(s) address (a stream, a call), or a Koinonia prayer room ("/rooms/12"). */
const isOnlineLink = (v: string) => /^\/rooms\/\d{1,10}$/.test(v) || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v);
const onlineUrl = z
  .string({ error: "Online link must be text" })
  .trim()
  .check(...oneLine("Online link"))
  .max(MAX_URL_LENGTH, "Online link is too long")
  .refine((v) => v === "" || isOnlineLink(v), "Online link must be an http(s) address or a prayer room (/rooms/12)")
  .nullish()
  .transform((v) => v || null);

const title = titleText(MAX_EVENT_TITLE);

const capacity = z
  .number({ error: "Capacity must be a number" })
  .int("Capacity must be a whole number")
  .min(1, "Capacity must be at least 1")
  .max(MAX_EVENT_CAPACITY, `Capacity must be at most ${MAX_EVENT_CAPACITY}`)
  .nullish()
  .transform((v) => v ?? null);

/** The fields of an event that its organisers write. */
const fields = {
  title,
  description: optionalText("Description", MAX_EVENT_DESCRIPTION, multiLine),
  /** Start and end, as wall-clock times in `timeZone`; for an all-day event, its first and last dates. */
  startsAt: localTime("Start"),
  endsAt: localTime("End"),
  allDay: z.boolean({ error: "allDay must be true or false" }),
  timeZone,
  recurrence,
  place: optionalText("Place", MAX_EVENT_PLACE, multiLine),
  onlineUrl,
  capacity,
};

/** Times fit together: both dates for an all-day event, both times otherwise, the end not before the start. */
const timesFit = (body: { startsAt?: string; endsAt?: string; allDay?: boolean }, ctx: z.RefinementCtx) => {
  if (body.startsAt === undefined || body.endsAt === undefined || body.allDay === undefined) return;
  const dates = LOCAL_DATE.test(body.startsAt) && LOCAL_DATE.test(body.endsAt);
  const times = LOCAL_DATE_TIME.test(body.startsAt) && LOCAL_DATE_TIME.test(body.endsAt);
  if (body.allDay && !dates) ctx.addIssue({ code: "custom", path: ["startsAt"], message: "An all-day event has dates, such as 2026-12-24" });
  else if (!body.allDay && !times)
    ctx.addIssue({ code: "custom", path: ["startsAt"], message: "Start and end need a time, such as 2026-12-06T10:00" });
  else if (body.allDay ? body.endsAt < body.startsAt : body.endsAt <= body.startsAt)
    ctx.addIssue({ code: "custom", path: ["endsAt"], message: "The end must come after the start" });
};

/** Where a new event belongs: a church (by id, with its audience), a group, or its maker's connections. */
const EventHostBody = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("church"), churchId: Id, audience: z.enum(EVENT_AUDIENCES, { error: "Audience must be 'public' or 'members'" }) }),
    z.object({ kind: z.literal("group"), groupId: Id }),
    z.object({ kind: z.literal("member") }),
  ],
  { error: "Host must be a church, a group or yourself" },
);
export type EventHostBody = z.infer<typeof EventHostBody>;

export const CreateEventBody = z
  .object({
    ...fields,
    host: EventHostBody,
    coverUrl: uploadUrl("coverUrl").nullish(),
  })
  .superRefine(timesFit);
export type CreateEventBody = z.input<typeof CreateEventBody>;

/**
 * An organiser's change to the whole event: only the fields sent change. A change of time or
 * repeat applies to the occurrences still to come (their answers kept, in order); those passed
 * keep theirs. Start, end and allDay go together.
 */
export const UpdateEventBody = z
  .object({
    title: title.optional(),
    description: fields.description.optional(),
    startsAt: fields.startsAt.optional(),
    endsAt: fields.endsAt.optional(),
    allDay: fields.allDay.optional(),
    timeZone: timeZone.optional(),
    recurrence: fields.recurrence.optional(),
    place: fields.place.optional(),
    onlineUrl: fields.onlineUrl.optional(),
    capacity: fields.capacity.optional(),
    audience: z.enum(EVENT_AUDIENCES, { error: "Audience must be 'public' or 'members'" }).optional(),
    /** The upload URL of a new cover (the one before is deleted), or null to remove it. */
    coverUrl: imageChange("Cover"),
  })
  .superRefine((body, ctx) => {
    const times = [body.startsAt, body.endsAt, body.allDay].filter((v) => v !== undefined).length;
    if (times !== 0 && times !== 3) ctx.addIssue({ code: "custom", path: ["startsAt"], message: "Send start, end and allDay together" });
    timesFit(body, ctx);
  })
  .transform((body) => Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as typeof body)
  .refine((body) => Object.keys(body).length > 0, "Nothing to change");
export type UpdateEventBody = z.input<typeof UpdateEventBody>;

/** One occurrence moved (new start and end, in the event's zone) or cancelled, the others untouched. */
export const UpdateOccurrenceBody = z
  .object({
    startsAt: localTime("Start").optional(),
    endsAt: localTime("End").optional(),
    cancelled: z.boolean({ error: "cancelled must be true or false" }).optional(),
  })
  .refine((b) => b.startsAt !== undefined || b.endsAt !== undefined || b.cancelled !== undefined, "Nothing to change")
  .refine((b) => (b.startsAt === undefined) === (b.endsAt === undefined), "Send start and end together");
export type UpdateOccurrenceBody = z.input<typeof UpdateOccurrenceBody>;

export const RsvpBody = z.object({
  answer: z.enum(RSVP_ANSWERS, { error: "Answer must be 'going', 'maybe' or 'no'" }),
  /** People coming with them (only with "going" or "maybe"). */
  guests: z
    .number({ error: "Guests must be a number" })
    .int("Guests must be a whole number")
    .min(0, "Guests must be at least 0")
    .max(MAX_EVENT_GUESTS, `Guests must be at most ${MAX_EVENT_GUESTS}`)
    .default(0),
});
export type RsvpBody = z.input<typeof RsvpBody>;

/** An organiser's word to everyone going to one occurrence. */
export const EventMessageBody = z.object({
  message: z
    .string({ error: "Please write a message" })
    .trim()
    .min(1, "Please write a message")
    .check(...multiLine("Message"))
    .max(MAX_EVENT_MESSAGE, `Message must be at most ${MAX_EVENT_MESSAGE} characters`),
});

export const EventParams = z.object({ id: Id });
export const OccurrenceParams = z.object({ id: Id, occurrenceId: Id });

/**
 * A stretch of the calendar, as the viewer's dates ("2026-12-01" to "2027-01-01", the end not
 * included) in their zone, at most a few months long.
 */
export const CalendarQuery = z
  .object({
    from: z
      .string({ error: "from must be a date" })
      .regex(LOCAL_DATE, "from must be a date, such as 2026-12-01")
      .refine(realDate, "from is not a real date"),
    to: z
      .string({ error: "to must be a date" })
      .regex(LOCAL_DATE, "to must be a date, such as 2027-01-01")
      .refine(realDate, "to is not a real date"),
    timeZone,
  })
  .refine((q) => q.to > q.from, "to must come after from")
  .refine(
    (q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= MAX_EVENT_RANGE_DAYS,
    `A calendar shows at most ${MAX_EVENT_RANGE_DAYS} days at once`,
  );
export type CalendarQuery = z.input<typeof CalendarQuery>;

/** The next occurrences, after the one last shown (its id and start, as `after` = "<startsAt>_<id>"). */
export const UpcomingQuery = z.object({
  after: z
    .string({ error: "after must be a place in the list" })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z_\d{1,10}$/, "after must be a place in the list")
    .refine((v) => {
      const [at, id] = v.split("_") as [string, string];
      return !Number.isNaN(Date.parse(at)) && new Date(at).toISOString().slice(0, 19) === at.slice(0, 19) && Number(id) <= 2_147_483_647;
    }, "after must be a place in the list")
    .optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_EVENT_PAGE, `limit must be at most ${MAX_EVENT_PAGE}`)
    .default(EVENT_PAGE),
});
export type UpcomingQuery = z.input<typeof UpcomingQuery>;

export const AttendeesQuery = z.object({
  answer: z.enum(["going", "maybe", "no", "waitlist"], { error: "answer must be going, maybe, no or waitlist" }).default("going"),
});

export const EventReminderBody = z.object({ reminder: z.enum(EVENT_REMINDERS, { error: "Reminder must be 'day', 'hour' or 'none'" }) });
export type EventReminderBody = z.infer<typeof EventReminderBody>;

/** A member's choices for events: when they are reminded, and their private calendar feed's address (null when they have none). */
export const EventSettings = z.object({ reminder: z.enum(EVENT_REMINDERS), calendarUrl: z.string().nullable() });
export type EventSettings = z.infer<typeof EventSettings>;

/** A calendar feed's token in its path: 32 characters of base64url (192 random bits). */
export const CalendarFeedParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}\.ics$/, "This calendar address is not valid") });

/** The church or group an event belongs to, as its cards show it. */
const EventHostShown = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("church"), id: z.number(), slug: z.string(), name: z.string() }),
  z.object({ kind: z.literal("group"), id: z.number(), name: z.string() }),
  z.object({ kind: z.literal("member") }),
]);
export type EventHostShown = z.infer<typeof EventHostShown>;

/** A viewer's answer to one occurrence. */
const MyRsvp = z.object({
  answer: z.enum(RSVP_ANSWERS),
  guests: z.number(),
  /** Going, but the event is full: they wait for a place and move up on their own. */
  waitlisted: z.boolean(),
});

/** One gathering of an event, with the event's details a calendar needs. */
export const Occurrence = z.object({
  id: z.number(),
  eventId: z.number(),
  title: z.string(),
  host: EventHostShown,
  allDay: z.boolean(),
  /** Instants (ISO, UTC); for an all-day event, the local midnight its first day starts and its last day ends. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** Wall-clock start and end in the event's zone ("2026-12-06T10:00"; dates for an all-day event, the end its last day). */
  localStart: z.string(),
  localEnd: z.string(),
  timeZone: z.string(),
  place: z.string().nullable(),
  onlineUrl: z.string().nullable(),
  /** Moved away from the repeat's own time. */
  moved: z.boolean(),
  cancelled: z.boolean(),
  /** People coming (with their guests), and the event's capacity if it has one. */
  goingCount: z.number(),
  capacity: z.number().nullable(),
  myRsvp: MyRsvp.nullable(),
});
export type Occurrence = z.infer<typeof Occurrence>;

/** An event's page: the event, its next occurrences, and what the viewer may do with it. */
export const EventDetail = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  coverUrl: z.string().nullable(),
  host: EventHostShown,
  audience: z.enum(EVENT_AUDIENCES).nullable(),
  organiser: PublicUser.nullable(),
  allDay: z.boolean(),
  timeZone: z.string(),
  /** The first occurrence's wall-clock start and end, as written. */
  startsAt: z.string(),
  endsAt: z.string(),
  recurrence: z.string().nullable(),
  place: z.string().nullable(),
  onlineUrl: z.string().nullable(),
  capacity: z.number().nullable(),
  cancelled: z.boolean(),
  /** The viewer organises it: edits it, moves or cancels occurrences, messages those going, sees the waiting list. */
  canManage: z.boolean(),
  /** The occurrences to come (at most a page), or the last one when all have passed. */
  occurrences: z.array(Occurrence),
  createdAt: z.string(),
});
export type EventDetail = z.infer<typeof EventDetail>;

/** Someone's answer, in an occurrence's list of who is coming. */
const Attendee = z.object({ user: PublicUser, answer: z.enum(RSVP_ANSWERS), guests: z.number(), waitlisted: z.boolean() });

/** How many answered what, for an occurrence's page. */
export const AttendeeCounts = z.object({ going: z.number(), maybe: z.number(), no: z.number(), waitlist: z.number() });
export type AttendeeCounts = z.infer<typeof AttendeeCounts>;

export const AttendeeList = z.object({ counts: AttendeeCounts, people: z.array(Attendee) });
export type AttendeeList = z.infer<typeof AttendeeList>;

/** A month or agenda of the viewer's calendar: its occurrences, by start. */
export const CalendarPage = z.object({ occurrences: z.array(Occurrence), truncated: z.boolean() });
export type CalendarPage = z.infer<typeof CalendarPage>;

/** A comment in an event's discussion. */
export const EventComment = z.object({
  id: z.number(),
  eventId: z.number(),
  author: PublicUser,
  content: z.string(),
  verses: z.array(VerseRef),
  createdAt: z.string(),
  /** Only ever set on the author's own comments: held or removed by a moderator. */
  moderation: z.enum(MODERATION_STATES).nullable(),
  /** The viewer may delete it: their own, or any in an event they organise. */
  canDelete: z.boolean(),
});
export type EventComment = z.infer<typeof EventComment>;

export const EventCommentParams = z.object({ id: Id, commentId: Id });
