import { sql } from "drizzle-orm";
import { index, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./people";

export const sessions = pgTable(
  "sessions",
  {
    // SHA-256 of the cookie's token: a leaked table does not hand out live sessions.
    id: varchar("id", { length: 64 }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    // The browser that signed in, so the member can tell their sessions apart.
    userAgent: varchar("user_agent", { length: 512 }),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const ACCOUNT_TOKEN_PURPOSES = ["reset-password", "verify-email", "change-email", "restore-email"] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * A single-use link mailed to a member: a password reset, the proof that an address is
 * theirs, or the way back to the address an account has just left. Only the token's SHA-256
 * is kept, so a leaked table opens nothing; `email` is the address the link was sent to (for a
 * change of address, the new one; for a restore, the old one).
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: varchar("id", { length: 64 }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: varchar("purpose", { length: 20, enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("account_tokens_user_id_idx").on(t.userId, t.purpose),
    // The addresses held for their restore links: a sign-up or a change of address looks here.
    index("account_tokens_restore_email_idx").on(sql`lower(${t.email})`).where(sql`${t.purpose} = 'restore-email'`),
  ],
);
