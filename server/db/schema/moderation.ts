import { sql } from "drizzle-orm";
import { type AnyPgColumn, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { AUDIT_TARGETS, HOLD_KINDS, MODERATION_ACTIONS, REPORT_REASONS, REPORT_TARGETS } from "../../../contract/moderation";
import { createdAt } from "./columns";
import { users } from "./people";

/**
 * A member's report of a post, comment, person or group. `target_id` names a row of the
 * table `target_type` says (no foreign key: the report outlives what it reports, for the
 * audit); `subject_id` is whose it is (the author, the person, the group's creator), for
 * their history. Open until a moderator's action resolves it.
 */
export const reports = pgTable(
  "reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetType: varchar("target_type", { length: 16, enum: REPORT_TARGETS }).notNull(),
    targetId: integer("target_id").notNull(),
    subjectId: integer("subject_id").references(() => users.id, { onDelete: "set null" }),
    reason: varchar("reason", { length: 20, enum: REPORT_REASONS }).notNull(),
    details: text("details"),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: integer("resolved_by").references((): AnyPgColumn => moderationActions.id, { onDelete: "set null" }),
  },
  (t) => [
    // One open report per member and target: reporting again changes nothing.
    uniqueIndex("reports_open_once_idx").on(t.reporterId, t.targetType, t.targetId).where(sql`${t.resolvedAt} is null`),
    index("reports_open_target_idx").on(t.targetType, t.targetId).where(sql`${t.resolvedAt} is null`),
    index("reports_subject_idx").on(t.subjectId),
  ],
);

export type ReportRow = typeof reports.$inferSelect;

/**
 * The audit log: every moderator's and admin's action, with who, when, on what and why. An
 * action that can be undone is undone by an admin, which is itself recorded (`undone_at`,
 * `undone_by`) rather than erasing the row.
 */
export const moderationActions = pgTable(
  "moderation_actions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: varchar("action", { length: 20, enum: MODERATION_ACTIONS }).notNull(),
    targetType: varchar("target_type", { length: 16, enum: AUDIT_TARGETS }).notNull(),
    targetId: integer("target_id").notNull(),
    subjectId: integer("subject_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    // A suspension's end.
    until: timestamp("until", { withTimezone: true }),
    createdAt: createdAt(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    undoneBy: integer("undone_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("moderation_actions_subject_idx").on(t.subjectId, t.id), index("moderation_actions_target_idx").on(t.targetType, t.targetId)],
);

export type ModerationActionRow = typeof moderationActions.$inferSelect;

/**
 * An account held back by a moderator: suspended until a time, or banned. While it stands the
 * member cannot sign in (told why); a ban also hides everything they wrote. One row at most
 * per account; the feed asks of a ban per post, so the table stays as small as the holds.
 */
export const accountHolds = pgTable("account_holds", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  kind: varchar("kind", { length: 10, enum: HOLD_KINDS }).notNull(),
  until: timestamp("until", { withTimezone: true }),
  reason: text("reason").notNull(),
  actionId: integer("action_id").references(() => moderationActions.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});
export type AccountHoldRow = typeof accountHolds.$inferSelect;
