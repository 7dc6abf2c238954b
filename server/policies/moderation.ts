import { eq, sql } from "drizzle-orm";
import type { ModerationActionKind } from "../../contract/moderation";
import type { SiteRole } from "../../contract/users";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { forbidden, unauthenticated } from "../core/errors";

// Who keeps the site in order, and what each may do:
// - moderators and admins (the team) read the reports, act on them and read the audit log;
//   they read what was reported as it is (held, removed, its author banned or blocking them):
//   judging it is their work, so the queue reads straight from the tables, behind this gate;
// - admins alone appoint and stand down moderators and undo actions. Admins themselves are
//   named by the site's operator (ADMIN_EMAILS), never in the app;
// - a moderator acts on members only; an admin on members and moderators; nobody on an admin
//   (but another admin may dismiss reports about one, which leaves them as they were), nor
//   on themselves: whatever they wrote, their reports go to someone else.
// Anyone else asking gets a 403, not a 404: that moderation pages exist is no secret.

const NOT_MODERATOR = "Only moderators can do that";
const NOT_ADMIN = "Only admins can do that";
export const ADMINS_BY_CONFIG = "Admins are named by ADMIN_EMAILS, not in the app";

/** A member of the team, as the domain's moderation functions take them. */
export type Staff = { id: number; role: "moderator" | "admin" };

const RANK: Record<SiteRole, number> = { member: 0, moderator: 1, admin: 2 };

const mayModerate = (role: SiteRole): role is Staff["role"] => RANK[role] >= RANK.moderator;
const mayAdminister = (role: SiteRole): boolean => role === "admin";

/** The signed-in person as a member of the team; a 403 for anyone else. */
export async function findStaff(db: Db, userId: number): Promise<Staff> {
  const [row] = await db.select({ role: users.siteRole }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw unauthenticated();
  if (!mayModerate(row.role)) throw forbidden(NOT_MODERATOR);
  return { id: userId, role: row.role };
}

/** Whether the person is a moderator or an admin. */
export async function isStaff(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ role: users.siteRole }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? mayModerate(row.role) : false;
}

/** The ids of the team (moderators and admins), as a subquery: whom reports are for. */
export const staffIdsSql = sql`select id from users where site_role in ('moderator', 'admin')`;

/** Refuses anyone on the team but an admin. */
export function requireAdmin(staff: Staff): void {
  if (!mayAdminister(staff.role)) throw forbidden(NOT_ADMIN);
}

/**
 * Refuses an action by `actor` on something of `subject`'s (them, or what they wrote or
 * made), unless the actor outranks them, or it is an admin dismissing reports about another
 * admin. No subject (their account is gone): anyone on the team may act.
 */
export function mayActOn(actor: Staff, subject: { id: number; role: SiteRole } | null, action: ModerationActionKind): void {
  if (!subject) return;
  if (subject.id === actor.id) throw forbidden("You cannot moderate yourself or what you wrote: another moderator will");
  if (RANK[subject.role] < RANK[actor.role]) return;
  if (subject.role === "moderator") throw forbidden("Only an admin can moderate a moderator or what they wrote");
  if (action === "dismiss" && actor.role === "admin") return;
  throw forbidden(action === "dismiss" ? "Only an admin can dismiss reports about an admin" : "Nobody can moderate an admin or what they wrote");
}
