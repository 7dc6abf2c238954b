import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import type { SiteRole } from "../../../contract/users";
import type { Language } from "../../../contract/languages";
import { mailMessages } from "../../mail/i18n";
import { type Db, queryRows } from "../../db/client";
import { type ModerationActionRow, type UserRow, moderationActions, users } from "../../db/schema";
import { ADMINS_BY_CONFIG, type Staff, requireAdmin } from "../../policies/moderation";
import { conflict, forbidden, notFound } from "../../core/errors";
import { notify } from "../notifications/notifications";

// Admins are named by the site's operator (ADMIN_EMAILS), and an account on the list becomes
// one only once it has proved it owns the address (opened the mailed link): otherwise whoever
// signed up first with a listed address would be an admin. It happens at every start and
// when an address is confirmed, and only there. Admins appoint and stand down moderators in
// the app, each change in the audit log.

const isListed = (adminEmails: readonly string[], email: string) => adminEmails.includes(email.trim().toLowerCase());

/**
 * In the transaction that confirmed `user`'s present address: an account whose confirmed
 * address the operator listed becomes an admin, and an admin whose account moved to an
 * address off the list stands down, as it would at the next start. Returns the account.
 */
export async function settleAdminRole(tx: Db, adminEmails: readonly string[], user: UserRow): Promise<UserRow> {
  const role: SiteRole = isListed(adminEmails, user.email) ? "admin" : user.siteRole === "admin" ? "member" : user.siteRole;
  if (role === user.siteRole) return user;
  const [changed] = await tx.update(users).set({ siteRole: role }).where(eq(users.id, user.id)).returning();
  return changed!;
}

/**
 * Makes the accounts of `adminEmails` (lower-cased) whose address is confirmed admins, and any
 * other admin a member: the list is the one place admins are named, so an address taken off it
 * stops being one at the next start. One statement, so that app processes starting together
 * change each row once. Returns how many admins there now are, and how many were named or
 * stood down just now.
 */
export async function nameAdmins(db: Db, adminEmails: readonly string[]): Promise<{ admins: number; named: number; stoodDown: number }> {
  const listed = sql`(${inArray(sql`lower(${users.email})`, [...adminEmails])} and ${users.emailVerifiedAt} is not null)`;
  const [counts] = await queryRows<{ admins: number; named: number; stood_down: number }>(
    db,
    sql`with changed as (
        update users set site_role = case when ${listed} then 'admin' else 'member' end
        where (site_role = 'admin') <> ${listed}
        returning site_role
      )
      -- The select sees the table as it was before the update: the admins who stay, and those named.
      select (select count(*)::int from users where ${listed} and site_role = 'admin')
               + (select count(*)::int from changed where site_role = 'admin') as admins,
        (select count(*)::int from changed where site_role = 'admin') as named,
        (select count(*)::int from changed where site_role = 'member') as stood_down`,
  );
  return { admins: counts!.admins, named: counts!.named, stoodDown: counts!.stood_down };
}

/** The admins and moderators: admins first ("admin" sorts before "moderator"), then by name. */
export async function siteTeam(db: Db): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(inArray(users.siteRole, ["admin", "moderator"]))
    .orderBy(asc(users.siteRole), asc(users.firstName), asc(users.lastName), asc(users.id));
}

/**
 * How the audit log words a role change. An undo reads it back to know the role before, so
 * these words are fixed.
 */
const ROLE_REASONS: Record<"member" | "moderator", string> = {
  moderator: "Appointed a moderator",
  member: "Stood down as a moderator",
};

const roleWords = mailMessages("notices/site-role", {
  moderatorTitle: "You are now a moderator",
  moderator: "An admin made you a moderator: you can now read members' reports and act on them.",
  memberTitle: "You are no longer a moderator",
  member: "An admin stood you down as a moderator. Thank you for your help.",
});

/** The notice to someone whose role became `role`, in their language. */
function roleNotice(role: "member" | "moderator", language: Language): { title: string; message: string } {
  const t = roleWords(language);
  return role === "moderator" ? { title: t.moderatorTitle, message: t.moderator } : { title: t.memberTitle, message: t.member };
}

/**
 * An admin appoints a moderator or stands one down (`role`), recorded in the audit log, and
 * the person is told. Nobody makes or unmakes an admin here. Asking for the role they already
 * have changes nothing. Returns the person.
 */
export async function setSiteRole(
  { db, tell }: Context,
  staff: Staff,
  { userId, role }: { userId: number; role: "member" | "moderator" },
): Promise<UserRow> {
  requireAdmin(staff);
  const { user, notice } = await db.transaction(async (tx) => {
    // Locked: two admins changing the same role at once take turns, and each logs a real change.
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("no key update");
    if (!user) throw notFound("User not found");
    if (user.siteRole === "admin") throw forbiddenAdmin();
    if (user.siteRole === role) return { user, notice: null };
    const [changed] = await tx.update(users).set({ siteRole: role }).where(eq(users.id, userId)).returning();
    await tx.insert(moderationActions).values({
      actorId: staff.id,
      action: "role",
      targetType: "user",
      targetId: userId,
      subjectId: userId,
      reason: ROLE_REASONS[role],
    });
    const notice = await notify(tx, { userId, actorId: null, type: "site_role", ...roleNotice(role, user.language) });
    return { user: changed!, notice };
  });
  tell.notice(notice);
  return user;
}

/**
 * In an undo's transaction: puts back the role a logged change replaced, if the person still
 * has the role it gave them (otherwise a later change stands, and the undo is refused).
 */
export async function restoreRole(tx: Db, action: ModerationActionRow): Promise<void> {
  const given: SiteRole = action.reason === ROLE_REASONS.moderator ? "moderator" : "member";
  const before = given === "moderator" ? "member" : "moderator";
  if (action.subjectId === null) return;
  const [user] = await tx.select({ role: users.siteRole }).from(users).where(eq(users.id, action.subjectId)).for("no key update");
  if (!user) return;
  if (user.role === "admin") throw forbiddenAdmin();
  if (user.role !== given) throw conflict("Their role has changed since: set it directly instead");
  await tx.update(users).set({ siteRole: before }).where(eq(users.id, action.subjectId));
}

const forbiddenAdmin = () => forbidden(ADMINS_BY_CONFIG);
