import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { ModerationAction, ModerationActionBody } from "../../contract/moderation";
import type { SiteRole } from "../../contract/users";
import { users } from "../../server/db/schema";
import type { SignedInUser } from "./factories";
import type { TestApp } from "./test-app";

/** Gives the member a site role directly in the database (appointing has its own tests). */
export async function makeSiteRole(t: TestApp, user: SignedInUser, role: SiteRole): Promise<SignedInUser> {
  await t.db.update(users).set({ siteRole: role }).where(eq(users.id, user.user.id));
  return user;
}

/** Reports something as `reporter`, which must be taken (201). */
export async function report(
  reporter: SignedInUser,
  targetType: "post" | "comment" | "user" | "group",
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
