import { z } from "zod";
import { Id } from "./common";
import { MAX_EMAIL, MAX_PAGE_SIZE } from "./limits";
import { PrayerReminder } from "./prayer-list";
import { oneLine } from "./text";
import { PublicUser, SITE_ROLES } from "./users";

// The admin console: the site's members as the team sees them, and the site's figures.

/**
 * What may be true of a member at once: joined in the last week, address not yet confirmed,
 * waiting for the team to admit them, suspended (until a time) or banned.
 */
const MEMBER_STATES = ["new", "unconfirmed", "waiting", "suspended", "banned"] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

/** The members list shows everyone, or those in one state. */
export const MEMBER_FILTERS = ["all", ...MEMBER_STATES] as const;
export type MemberFilter = (typeof MEMBER_FILTERS)[number];

/** How long a member counts as new. */
export const NEW_MEMBER_DAYS = 7;

export const MEMBERS_PAGE = 20;

/**
 * GET /api/admin/members: a page of members, the newest first; `after` is the last member
 * shown (their id), `q` part of a name or e-mail address.
 */
export const MembersQuery = z.object({
  filter: z.enum(MEMBER_FILTERS, { error: `Filter must be one of ${MEMBER_FILTERS.join(", ")}` }).default("all"),
  q: z
    .string({ error: "Search text must be text" })
    .trim()
    .check(...oneLine("Search text"))
    .max(MAX_EMAIL, "Search text is too long")
    .default(""),
  after: Id.optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(MEMBERS_PAGE),
});
export type MembersQuery = z.input<typeof MembersQuery>;

/** A member as the team sees them: their public card, e-mail, when they joined, role and states. */
export const AdminMember = z.object({
  user: PublicUser,
  email: z.string(),
  joinedAt: z.string(),
  role: z.enum(SITE_ROLES),
  states: z.array(z.enum(MEMBER_STATES)),
  /** When a suspension ends (null when none stands, or it has no end). */
  suspendedUntil: z.string().nullable(),
});
export type AdminMember = z.infer<typeof AdminMember>;

/** GET /api/admin/figures: the days are the staff member's calendar days, in this time zone (UTC if none). */
export const FiguresQuery = z.object({ timeZone: PrayerReminder.shape.timeZone.optional() });

/** One calendar day of the last week: posts written, and prayers said for posts. */
const DayFigures = z.object({ day: z.string(), posts: z.number(), prayers: z.number() });

/** How the site is doing, for the team. */
export const SiteFigures = z.object({
  members: z.number(),
  /** Members seen in the last 7 days (see the figures service for what counts). */
  activeThisWeek: z.number(),
  /** The last 7 days, oldest first, today last. */
  days: z.array(DayFigures),
  /** The images stored, and their size (what is stored without a size counts as 0). */
  storage: z.object({ bytes: z.number(), images: z.number() }),
  /** Mail waiting to be sent, and notices waiting to be mailed and pushed. */
  queues: z.object({ mail: z.number(), push: z.number() }),
});
export type SiteFigures = z.infer<typeof SiteFigures>;
