import { asc, eq, sql } from "drizzle-orm";
import { displayName } from "../../../contract/display-name";
import type { Context } from "../../core/context";
import { notFound } from "../../core/errors";
import { type Db, queryRows } from "../../db/client";
import { type UserRow, signupApprovals, users } from "../../db/schema";
import { signupAnsweredMail } from "../../mail/messages/signup-answered";
import { mailMessages, params } from "../../mail/i18n";
import { enqueueMail } from "../../mail/outbox";
import { findStaff, staffIdsSql } from "../../policies/moderation";
import { type StoredNoticeColumns, notifyEachStatement, storedNotices } from "../notifications/notifications";
import { logSignUpAnswer } from "./site-audit";
import { getSiteSettings } from "./site-settings";

const waitingWords = mailMessages("notices/signup-waiting", {
  title: "A sign-up waits for you",
  message: params("{name} signed up and waits to be admitted."),
});

/**
 * In the sign-up's transaction, on a site where an admin admits each new member: the account
 * waits (it cannot sign in), and the team (moderators and admins) is told.
 */
export async function awaitApproval(tx: Db, user: UserRow) {
  await tx.insert(signupApprovals).values({ userId: user.id });
  const notice = {
    actorId: null,
    type: "signup_waiting" as const,
    title: (language: Parameters<typeof waitingWords>[0]) => waitingWords(language).title,
    message: (language: Parameters<typeof waitingWords>[0]) => waitingWords(language).message({ name: displayName(user) }),
  };
  const rows = await queryRows<StoredNoticeColumns>(tx, notifyEachStatement({ ...notice, recipients: staffIdsSql }));
  return storedNotices(notice, rows);
}

/** Whether the account still waits for an admin to admit it. */
export async function isWaiting(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: signupApprovals.userId }).from(signupApprovals).where(eq(signupApprovals.userId, userId));
  return row !== undefined;
}

/** Those waiting, the longest first: for the team. */
export async function waitingSignUps(db: Db, staffId: number) {
  await findStaff(db, staffId);
  return db
    .select({ user: users, requestedAt: signupApprovals.createdAt })
    .from(signupApprovals)
    .innerJoin(users, eq(users.id, signupApprovals.userId))
    .orderBy(asc(signupApprovals.createdAt), asc(users.id));
}

/**
 * A moderator or admin admits a sign-up (they may sign in from now on) or declines it (the
 * account, which has nothing in it yet, is deleted). Either way they are told by mail, and the
 * answer is in the audit log.
 */
export async function answerSignUp({ db, mail }: Context, { staffId, userId }: { staffId: number; userId: number }, admit: boolean) {
  await findStaff(db, staffId);
  const site = await getSiteSettings(db);
  await db.transaction(async (tx) => {
    const [waiting] = await tx.delete(signupApprovals).where(eq(signupApprovals.userId, userId)).returning();
    if (!waiting) throw notFound("Sign-up not found");
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) throw notFound("Sign-up not found");
    await logSignUpAnswer(tx, staffId, user, admit);
    if (!admit) await tx.execute(sql`delete from users where id = ${userId}`);
    const words = { firstName: user.firstName, site: site.name, url: mail.publicUrl, admitted: admit };
    await enqueueMail(tx, { to: user.email, userId: admit ? user.id : null, ...signupAnsweredMail(words, user.language) });
  });
  mail.sender.kick();
}
