import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./people";

/**
 * Someone a member has blocked. A block works both ways (neither sees nor reaches the other)
 * but belongs to whoever made it: only they can lift it, and each of two people may block the
 * other. Both directions are asked by primary key, hence the second index.
 */
export const blocks = pgTable(
  "blocks",
  {
    blockerId: integer("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: integer("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index("blocks_blocked_idx").on(t.blockedId, t.blockerId),
    check("blocks_not_self", sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/** Someone whose posts a member keeps out of their own feed; nothing else changes. */
export const mutes = pgTable(
  "mutes",
  {
    muterId: integer("muter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mutedId: integer("muted_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.muterId, t.mutedId] }), check("mutes_not_self", sql`${t.muterId} <> ${t.mutedId}`)],
);
