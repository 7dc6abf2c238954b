import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { ModerationAction, ModerationActionBody, ReportTarget } from "../../contract/moderation";
import type { SiteRole } from "../../contract/users";
import { users } from "../../server/db/schema";
import type { SignedInUser } from "./factories";
import { type TestApp, createTestApp } from "./test-app";

/** Gives the member a site role directly in the database (appointing has its own tests). */
export async function makeSiteRole(t: TestApp, user: SignedInUser, role: SiteRole): Promise<SignedInUser> {
  await t.db.update(users).set({ siteRole: role }).where(eq(users.id, user.user.id));
  return user;
}

/**
 * Makes the member one whose reports count towards holding a post or comment: their address
 * confirmed and their account a little older than the default NEW_ACCOUNT_HOURS (set in the
 * database: confirming and ageing have their own tests).
 */
export async function establish(t: TestApp, member: SignedInUser): Promise<SignedInUser> {
  const madeAt = new Date(Date.now() - 25 * 60 * 60 * 1000);
  await t.db.update(users).set({ emailVerifiedAt: madeAt, createdAt: madeAt }).where(eq(users.id, member.user.id));
  return member;
}

/** Reports something as `reporter`, which must be taken (201). */
export async function report(
  reporter: SignedInUser,
  targetType: ReportTarget,
  targetId: number,
  reason = "spam",
  details?: string,
): Promise<void> {
  const res = await reporter.agent.post("/api/reports", { targetType, targetId, reason, details });
  expect(res.statusCode, res.body).toBe(201);
}

/** Takes a moderation action as `staff`, which must succeed (201); returns the audit log's entry. */
export async function act(staff: SignedInUser, body: ModerationActionBody): Promise<ModerationAction> {
  const res = await staff.agent.post("/api/moderation/actions", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/**
 * Starts the app again on the test app's database, as a restart with this environment would,
 * and closes it once started; returns the lines it logged at info and above.
 */
export async function startAgain(t: TestApp, env: Record<string, string>): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  const again = await createTestApp({
    restartOf: t,
    env,
    logger: { level: "info", stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  await again.close();
  return lines;
}
