import { describe, expect, it } from "vitest";
import type { ModerationAction } from "../../../contract/moderation";
import { signupApprovals } from "../../../server/db/schema";
import { expectRefusal, ok } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { createUser, type SignedInUser } from "../../helpers/factories";
import { makeSiteRole } from "../../helpers/moderation";
import { useTestApp } from "../../helpers/test-app";

const t = useTestApp();

const newest = async (staff: SignedInUser): Promise<ModerationAction> =>
  ok<ModerationAction[]>(await staff.agent.get("/api/moderation/actions?limit=1"), 200)[0]!;

async function waitingSignUp(firstName: string): Promise<SignedInUser> {
  const person = await createUser(t(), { firstName, lastName: "Newcomer" });
  await t().db.insert(signupApprovals).values({ userId: person.user.id });
  return person;
}

describe("the audit log records what the team does to the site", () => {
  it("an admin's change of the site's settings, naming the settings that changed, and never as undoable", async () => {
    const ada = await makeSiteRole(t(), await createUser(t(), { firstName: "Ada", lastName: "Admin" }), "admin");
    const other = await makeSiteRole(t(), await createUser(t(), { firstName: "Abe", lastName: "Admin" }), "admin");
    ok(await ada.agent.put("/api/site", { name: "St Mark's Online", registration: "approval", rules: null }), 200);
    const entry = await newest(ada);
    expect(entry).toMatchObject({
      action: "site",
      targetType: "site",
      actor: { id: ada.user.id, firstName: "Ada" },
      subject: null,
      reason: "name, registration",
      undoneAt: null,
    });
    // Sent again as it is, nothing changed: nothing to record.
    ok(await ada.agent.put("/api/site", { name: "St Mark's Online", registration: "approval" }), 200);
    expect((await newest(ada)).id).toBe(entry.id);

    const before = await databaseDigest(t().db);
    const undo = await other.agent.post(`/api/moderation/actions/${entry.id}/undo`);
    expectRefusal(undo, 409);
    expect(undo.json()).toEqual({ message: "This action cannot be undone" });
    expect(await databaseDigest(t().db)).toBe(before);
    ok(await ada.agent.put("/api/site", { name: "Koinonia", registration: "open" }), 200);
  });

  it("an answer to a sign-up: whom the team admitted, and whom it declined (named, though their account is gone)", async () => {
    const moderator = await makeSiteRole(t(), await createUser(t(), { firstName: "Mo", lastName: "Moderator" }), "moderator");
    const admitted = await waitingSignUp("Lydia");
    const declined = await waitingSignUp("Simon");
    expect((await moderator.agent.put(`/api/admin/sign-ups/${admitted.user.id}`, { admit: true })).statusCode).toBe(204);
    expect(await newest(moderator)).toMatchObject({
      action: "admit",
      targetType: "user",
      targetId: admitted.user.id,
      actor: { id: moderator.user.id },
      subject: { id: admitted.user.id, firstName: "Lydia" },
      reason: "Lydia Newcomer",
    });
    expect((await moderator.agent.put(`/api/admin/sign-ups/${declined.user.id}`, { admit: false })).statusCode).toBe(204);
    expect(await newest(moderator)).toMatchObject({
      action: "decline",
      targetType: "user",
      targetId: declined.user.id,
      actor: { id: moderator.user.id },
      subject: null,
      reason: "Simon Newcomer",
    });
    // A sign-up already answered is answered once, and logged once.
    const last = await newest(moderator);
    expectRefusal(await moderator.agent.put(`/api/admin/sign-ups/${admitted.user.id}`, { admit: false }), 404);
    expect((await newest(moderator)).id).toBe(last.id);
  });
});
