import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./people";

/**
 * A browser that asked to be pushed a member's notices: the push service's endpoint and the
 * browser's keys that each push is encrypted to (RFC 8291). One row per endpoint, whoever
 * subscribed last owns it; it goes with the member's account.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    // The browser's P-256 public key and auth secret, base64url.
    p256dh: varchar("p256dh", { length: 100 }).notNull(),
    auth: varchar("auth", { length: 50 }).notNull(),
    // The browser that subscribed, so the member can tell their devices apart.
    userAgent: varchar("user_agent", { length: 512 }),
    createdAt: createdAt(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    // Failed pushes since the last one delivered: past a few, the subscription is dropped.
    failures: integer("failures").notNull().default(0),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint), index("push_subscriptions_user_id_idx").on(t.userId)],
);
