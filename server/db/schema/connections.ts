import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { CONNECTION_STATUSES } from "../../../contract/connections";
import { SUGGESTION_REASONS } from "../../../contract/suggestions";
import { createdAt } from "./columns";
import { users } from "./people";

/** A connection request; once accepted, the two people are connected both ways. */
export const connections = pgTable(
  "connections",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    requesterId: integer("requester_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    addresseeId: integer("addressee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: varchar("status", { length: 10, enum: CONNECTION_STATUSES }).notNull().default("pending"),
    createdAt: createdAt(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (t) => [
    // One request per pair, whichever way it was sent.
    uniqueIndex("connections_pair_idx").on(sql`least(${t.requesterId}, ${t.addresseeId})`, sql`greatest(${t.requesterId}, ${t.addresseeId})`),
    // The other side rides along in each index, so connection lists are index-only scans.
    index("connections_requester_idx").on(t.requesterId, t.status, t.addresseeId),
    index("connections_addressee_idx").on(t.addresseeId, t.status, t.requesterId),
    check("connections_not_self", sql`${t.requesterId} <> ${t.addresseeId}`),
  ],
);

export type ConnectionRow = typeof connections.$inferSelect;

/**
 * The people the home page suggests to a member, worked out ahead of time (in the background,
 * when their network changes) so the page never waits on a walk through the graph. `position`
 * is the rank, best first; `reason` says why, with `mutual` (friends of friends) or `detail`
 * (the church, group or place shared) to show. Who is shown still passes the person policy
 * when read: a block, a connection or a request made since takes effect at once.
 */
export const suggestions = pgTable(
  "suggestions",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    candidateId: integer("candidate_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    reason: varchar("reason", { length: 10, enum: SUGGESTION_REASONS }).notNull(),
    mutual: integer("mutual").notNull().default(0),
    detail: varchar("detail", { length: 100 }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.candidateId] }), uniqueIndex("suggestions_user_position_idx").on(t.userId, t.position)],
);

/**
 * Each member's suggestion list: when it was last worked out, and from when it is due to be
 * worked out again (null: not due). A change to their network (a connection made or ended, a
 * group joined or left, a church or place changed) makes it due; `due_at` a moment ahead lets
 * a burst of changes be handled once. Lists also fall due as they age, so new members appear.
 */
export const suggestionLists = pgTable(
  "suggestion_lists",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    computedAt: timestamp("computed_at", { withTimezone: true }),
    dueAt: timestamp("due_at", { withTimezone: true }).defaultNow(),
  },
  (t) => [index("suggestion_lists_due_at_idx").on(t.dueAt).where(sql`${t.dueAt} is not null`)],
);

/** "Not now": a person the member does not want suggested, until a time (30 days on). */
export const suggestionDismissals = pgTable(
  "suggestion_dismissals",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    candidateId: integer("candidate_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    until: timestamp("until", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.candidateId] }), index("suggestion_dismissals_candidate_id_idx").on(t.candidateId)],
);
