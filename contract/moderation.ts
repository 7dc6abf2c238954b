import { z } from "zod";
import { Id } from "./common";
import { MAX_MODERATION_REASON, MAX_REPORT_DETAILS, MAX_SUSPENSION_DAYS } from "./limits";
import { REPORT_REASONS } from "./report-reasons";
import { multiLine } from "./text";
import { PublicUser, SITE_ROLES } from "./users";

export { SITE_ROLES } from "./users";

/** A post's, comment's or group's state while not shown: held for review, or removed. */
export const MODERATION_STATES = ["held", "removed"] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

export const REPORT_TARGETS = ["post", "comment", "user", "group", "event", "event_comment", "message"] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** What an entry of the audit log is about: what reports target, or the site itself (its settings). */
export const AUDIT_TARGETS = [...REPORT_TARGETS, "site"] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

export { REPORT_REASONS, type ReportReason } from "./report-reasons";

/** How an account is held back: suspended until a time, or banned until an admin lifts it. */
export const HOLD_KINDS = ["suspension", "ban"] as const;

/**
 * Every kind of entry in the audit log. The first five answer reports (`dismiss` leaves the
 * target as it is; `remove` takes the post, comment or group down; `warn`, `suspend` and
 * `ban` act on its author, or the person); `role` records an admin appointing or standing
 * down a moderator; `admit` and `decline` the team answering a sign-up (the person); `site`
 * an admin changing the site's settings. The last three cannot be undone.
 */
export const MODERATION_ACTIONS = ["dismiss", "remove", "warn", "suspend", "ban", "role", "admit", "decline", "site"] as const;
export type ModerationActionKind = (typeof MODERATION_ACTIONS)[number];
/** What a moderator may do from the queue (`role` is the admins' alone, done elsewhere). */
const REPORT_ACTIONS = ["dismiss", "remove", "warn", "suspend", "ban"] as const;

const words = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .check(...multiLine(label))
    .max(max, `${label} must be at most ${max} characters`);

/** POST /api/reports. "Other" needs the reporter's own words. */
export const CreateReportBody = z
  .object({
    targetType: z.enum(REPORT_TARGETS, { error: "Report a post, comment, user or group" }),
    targetId: Id,
    reason: z.enum(REPORT_REASONS, { error: "Choose a reason for the report" }),
    details: words("Details", MAX_REPORT_DETAILS)
      .nullish()
      .transform((v) => v || null),
  })
  .refine((r) => r.reason !== "other" || r.details, { message: "Tell us what is wrong", path: ["details"] });
export type CreateReportBody = z.input<typeof CreateReportBody>;
/** A report as the server takes it, once the body is checked. */
export type ValidReport = z.output<typeof CreateReportBody>;

/** What POST /api/reports answers, whether the report is new or was already made. */
export const REPORT_RECEIVED = "Thank you. Our moderators will look at your report.";
export const ReportReceived = z.object({ message: z.string() });
export type ReportReceived = z.infer<typeof ReportReceived>;

/** POST /api/moderation/actions: act on what reports target (and so resolve them). */
export const ModerationActionBody = z
  .object({
    action: z.enum(REPORT_ACTIONS, { error: "Action must be one of dismiss, remove, warn, suspend, ban" }),
    targetType: z.enum(REPORT_TARGETS, { error: "Target must be a post, comment, user or group" }),
    targetId: Id,
    reason: words("Reason", MAX_MODERATION_REASON).min(1, "Give a reason"),
    /** For a suspension: how many days it lasts. */
    days: z
      .number({ error: "Days must be a number" })
      .int("Days must be a whole number")
      .min(1, "A suspension lasts at least 1 day")
      .max(MAX_SUSPENSION_DAYS, `A suspension lasts at most ${MAX_SUSPENSION_DAYS} days`)
      .optional(),
  })
  .refine((a) => a.action !== "suspend" || a.days, { message: "Say how many days the suspension lasts", path: ["days"] })
  .refine((a) => a.action !== "remove" || a.targetType !== "user", {
    message: "A person cannot be removed: suspend or ban them",
    path: ["action"],
  });
export type ModerationActionBody = z.input<typeof ModerationActionBody>;
/** An action as the server takes it, once the body is checked. */
export type ValidModerationAction = z.output<typeof ModerationActionBody>;

/** PUT /api/moderation/roles/:id: an admin appoints a moderator, or stands one down. */
export const SetRoleBody = z.object({
  role: z.enum(["member", "moderator"], { error: "Role must be member or moderator: admins are named by ADMIN_EMAILS" }),
});
export type SetRoleBody = z.input<typeof SetRoleBody>;

/** One entry of the audit log. */
export const ModerationAction = z.object({
  id: z.number(),
  action: z.enum(MODERATION_ACTIONS),
  targetType: z.enum(AUDIT_TARGETS),
  targetId: z.number(),
  actor: PublicUser.nullable(),
  subject: PublicUser.nullable(),
  reason: z.string(),
  until: z.string().nullable(),
  createdAt: z.string(),
  undoneAt: z.string().nullable(),
  undoneBy: PublicUser.nullable(),
});
export type ModerationAction = z.infer<typeof ModerationAction>;

/** One member's report, as moderators see it. */
const Report = z.object({
  id: z.number(),
  reporter: PublicUser,
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  createdAt: z.string(),
});

/**
 * What a group of open reports targets, in context: a post (with its group's name, if any), a
 * comment (with the post it is on), a person, or a group; null fields where they do not apply.
 * `gone`: it was deleted since (its reports can still be dismissed).
 */
export const ReportedTarget = z.object({
  type: z.enum(REPORT_TARGETS),
  id: z.number(),
  gone: z.boolean(),
  /** Its author, the person themself, or the group's creator. */
  subject: PublicUser.nullable(),
  /** A post's or comment's text, a group's description. */
  content: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** The post a comment is on (its text), for context. */
  postId: z.number().nullable(),
  postContent: z.string().nullable(),
  groupId: z.number().nullable(),
  groupName: z.string().nullable(),
  /** The event reported (its page is /events/<id>), or the one a reported comment is in. */
  eventId: z.number().nullable(),
  eventTitle: z.string().nullable(),
  moderation: z.enum(MODERATION_STATES).nullable(),
  createdAt: z.string().nullable(),
  /**
   * A reported private message, and the few on either side of it in its conversation (never
   * more): what moderators need to judge it. Empty for anything else.
   */
  around: z.array(
    z.object({
      id: z.number(),
      author: PublicUser.nullable(),
      content: z.string().nullable(),
      imageUrl: z.string().nullable(),
      createdAt: z.string(),
      reported: z.boolean(),
    }),
  ),
});
export type ReportedTarget = z.infer<typeof ReportedTarget>;

/** GET /api/moderation/reports: open reports grouped by target, the most reported first. */
export const ReportGroup = z.object({
  target: ReportedTarget,
  reports: z.array(Report),
  /** The subject's past moderation (newest first), and how many reports they have had. */
  history: z.array(ModerationAction),
  reportsAgainstSubject: z.number(),
  /** The subject's hold, if one stands. */
  hold: z.object({ kind: z.enum(HOLD_KINDS), until: z.string().nullable(), reason: z.string() }).nullable(),
});
export type ReportGroup = z.infer<typeof ReportGroup>;

/** GET /api/moderation/reports/count: how many reports wait for a moderator (filed, not yet acted on). */
export const ReportsWaiting = z.object({ count: z.number() });
export type ReportsWaiting = z.infer<typeof ReportsWaiting>;

/** GET /api/moderation/team: the admins and moderators. */
export const TeamMember = PublicUser.extend({ role: z.enum(SITE_ROLES) });
export type TeamMember = z.infer<typeof TeamMember>;
