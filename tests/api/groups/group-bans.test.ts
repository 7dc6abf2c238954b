import { describe, expect, it } from "vitest";
import { blocks, groupInvitations } from "../../../server/db/schema";
import { expectRefusal, ok } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { connect, createUser, type SignedInUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

// A group's admins may ban someone: out of the group if they were in it, their invitation
// gone, and kept out (they cannot join or be invited) until an admin lifts the ban. A banned
// person still sees a public group, as any visitor does; a private one is not there for them.
// Only the group's own admins do any of this: an admin of another group is anyone else.

const t = useTestApp();

type Ban = { user: { id: number; firstName: string }; bannedBy: { id: number } | null; bannedAt: string };

/** A group of Ada's with Mel and Max in it, and Fay (Ada's connection) outside it. */
async function scene(isPrivate: boolean) {
  const ada = await createUser(t(), { firstName: "Ada", lastName: "Admin" });
  const mel = await createUser(t(), { firstName: "Mel", lastName: "Member" });
  const max = await createUser(t(), { firstName: "Max", lastName: "Member" });
  const fay = await createUser(t(), { firstName: "Fay", lastName: "Friend" });
  for (const who of [mel, max, fay]) await connect(t(), ada, who);
  const group = ok<{ id: number }>(await ada.agent.post("/api/groups", { name: "Prayer Warriors", isPrivate }), 201);
  for (const who of [mel, max]) await invitedIn(ada, who, group.id);
  return { ada, mel, max, fay, group, url: `/api/groups/${group.id}` };
}

async function invitedIn(admin: SignedInUser, who: SignedInUser, groupId: number) {
  const invite = ok(await admin.agent.post(`/api/groups/${groupId}/invitations`, { userId: who.user.id }), 201);
  ok(await who.agent.put(`/api/groups/invitations/${invite.id}`, { status: "accepted" }), 200);
}

const memberIds = async (who: SignedInUser, url: string) =>
  ok<{ user: { id: number } }[]>(await who.agent.get(`${url}/members`), 200).map((m) => m.user.id);
const bansOf = async (who: SignedInUser, url: string) => ok<Ban[]>(await who.agent.get(`${url}/bans`), 200);
const ban = (admin: SignedInUser, url: string, who: SignedInUser) => admin.agent.post(`${url}/bans`, { userId: who.user.id });

function refused(res: { statusCode: number; json(): unknown; body: string }, status: number, message: string) {
  expectRefusal(res as Parameters<typeof expectRefusal>[0], status);
  expect(res.json()).toEqual({ message });
}

describe("banning a member", () => {
  it("takes them out of the group, lists them for its admins, and keeps them from joining again", async () => {
    const { ada, mel, max, url } = await scene(false);
    expect((await ban(ada, url, mel)).statusCode).toBe(204);

    expect(await memberIds(ada, url)).toEqual([ada.user.id, max.user.id]);
    expect(ok(await ada.agent.get(url), 200).memberCount).toBe(2);
    const [listed] = await bansOf(ada, url);
    expect(listed).toMatchObject({ user: { id: mel.user.id, firstName: "Mel" }, bannedBy: { id: ada.user.id } });
    expect(Object.keys(listed!.user)).not.toContain("email");

    // A public group stays in sight, read-only.
    expect(ok(await mel.agent.get(url), 200).myRole).toBeNull();
    ok(await mel.agent.get(`${url}/posts`), 200);
    expectRefusal(await mel.agent.post(`${url}/posts`, { content: "I'm back", type: "text" }), 403);
    const before = await databaseDigest(t().db);
    refused(await mel.agent.post(`${url}/join`), 403, "You cannot join this group");
    expect(await databaseDigest(t().db)).toBe(before);
    refused(await ada.agent.post(`${url}/invitations`, { userId: mel.user.id }), 403, "They cannot be invited to this group");
    expect(await databaseDigest(t().db)).toBe(before);
  });

  it("in a private group, leaves the group not there for them", async () => {
    const { ada, mel, url } = await scene(true);
    expect((await ban(ada, url, mel)).statusCode).toBe(204);
    refused(await mel.agent.get(url), 404, "Group not found");
    refused(await mel.agent.post(`${url}/join`), 404, "Group not found");
    refused(await ada.agent.post(`${url}/invitations`, { userId: mel.user.id }), 403, "They cannot be invited to this group");
  });

  it("takes the group off their own list of groups", async () => {
    const { ada, mel, url } = await scene(false);
    expect((await ban(ada, url, mel)).statusCode).toBe(204);
    const mine = ok<{ id: number }[]>(await mel.agent.get("/api/groups/my"), 200);
    expect(mine).toEqual([]);
  });
});

describe("banning someone outside the group", () => {
  it("withdraws their pending invitation and keeps them from being invited again", async () => {
    const { ada, fay, url } = await scene(true);
    const invite = ok<{ id: number }>(await ada.agent.post(`${url}/invitations`, { userId: fay.user.id }), 201);
    expect((await ban(ada, url, fay)).statusCode).toBe(204);
    expect(ok(await ada.agent.get(`${url}/invitations`), 200)).toEqual([]);
    expect(ok(await fay.agent.get("/api/groups/invitations"), 200)).toEqual([]);
    refused(await fay.agent.put(`/api/groups/invitations/${invite.id}`, { status: "accepted" }), 404, "Invitation not found");
    refused(await ada.agent.post(`${url}/invitations`, { userId: fay.user.id }), 403, "They cannot be invited to this group");
  });

  it("keeps an invitation that outlived the ban from letting them in; they may still decline it", async () => {
    const { ada, fay, group, url } = await scene(true);
    expect((await ban(ada, url, fay)).statusCode).toBe(204);
    // As if sent in the moment the ban was made.
    const [invite] = await t()
      .db.insert(groupInvitations)
      .values({ groupId: group.id, inviterId: ada.user.id, inviteeId: fay.user.id })
      .returning();
    const before = await databaseDigest(t().db);
    refused(await fay.agent.put(`/api/groups/invitations/${invite!.id}`, { status: "accepted" }), 403, "You cannot join this group");
    expect(await databaseDigest(t().db)).toBe(before);
    expect(await memberIds(ada, url)).not.toContain(fay.user.id);
    expect((await fay.agent.put(`/api/groups/invitations/${invite!.id}`, { status: "declined" })).statusCode).toBe(200);
  });

  it("keeps anyone the admin may see out of a public group, connected or not", async () => {
    const { ada, url } = await scene(false);
    const stan = await createUser(t(), { firstName: "Stan", lastName: "Stranger" });
    expect((await ban(ada, url, stan)).statusCode).toBe(204);
    refused(await stan.agent.post(`${url}/join`), 403, "You cannot join this group");
  });

  it("does not know a person kept from the admin (blocked either way), nor an id nobody has", async () => {
    const { ada, fay, url } = await scene(false);
    await t().db.insert(blocks).values({ blockerId: fay.user.id, blockedId: ada.user.id });
    const before = await databaseDigest(t().db);
    refused(await ban(ada, url, fay), 404, "User not found");
    refused(await ada.agent.post(`${url}/bans`, { userId: 2147483647 }), 404, "User not found");
    expect(await databaseDigest(t().db)).toBe(before);
  });

  it("still bans a member who has blocked the admin: they are in the admin's group", async () => {
    const { ada, mel, url } = await scene(false);
    await t().db.insert(blocks).values({ blockerId: mel.user.id, blockedId: ada.user.id });
    expect((await ban(ada, url, mel)).statusCode).toBe(204);
    expect(await memberIds(ada, url)).not.toContain(mel.user.id);
    // Kept from Ada, so not listed to her.
    expect(await bansOf(ada, url)).toEqual([]);
  });
});

describe("what a ban may not do", () => {
  it("refuses the admin banning themself (400), another admin (403) until made a member, and a second ban (409)", async () => {
    const { ada, mel, url } = await scene(false);
    expect((await ada.agent.put(`${url}/members/${mel.user.id}`, { role: "admin" })).statusCode).toBe(204);
    const before = await databaseDigest(t().db);
    refused(await ban(ada, url, ada), 400, "You cannot ban yourself from your own group");
    refused(await ban(ada, url, mel), 403, "Remove their admin role first");
    refused(await ban(mel, url, ada), 403, "Remove their admin role first");
    expect(await databaseDigest(t().db)).toBe(before);

    expect((await ada.agent.put(`${url}/members/${mel.user.id}`, { role: "member" })).statusCode).toBe(204);
    expect((await ban(ada, url, mel)).statusCode).toBe(204);
    refused(await ban(ada, url, mel), 409, "They are already banned from this group");
  });

  it("leaves the last admin's rules as they were: the only admin may not leave", async () => {
    const { ada, mel, max, url } = await scene(false);
    expect((await ban(ada, url, mel)).statusCode).toBe(204);
    expect((await ban(ada, url, max)).statusCode).toBe(204);
    refused(await ada.agent.post(`${url}/leave`), 409, "A group needs an admin: make another member admin first");
    expect(await memberIds(ada, url)).toEqual([ada.user.id]);
  });

  it("leaves removing a member as it was: removed, not banned, they may join again", async () => {
    const { ada, mel, url } = await scene(false);
    expect((await ada.agent.delete(`${url}/members/${mel.user.id}`)).statusCode).toBe(204);
    expect(await bansOf(ada, url)).toEqual([]);
    expect(ok(await mel.agent.post(`${url}/join`), 200).myRole).toBe("member");
  });
});

describe("lifting a ban", () => {
  it("lets them join again (a public group) or be invited again (a private one)", async () => {
    for (const isPrivate of [false, true]) {
      const { ada, mel, url } = await scene(isPrivate);
      expect((await ban(ada, url, mel)).statusCode).toBe(204);
      expect((await ada.agent.delete(`${url}/bans/${mel.user.id}`)).statusCode).toBe(204);
      expect(await bansOf(ada, url)).toEqual([]);
      if (isPrivate) {
        const invite = ok(await ada.agent.post(`${url}/invitations`, { userId: mel.user.id }), 201);
        ok(await mel.agent.put(`/api/groups/invitations/${invite.id}`, { status: "accepted" }), 200);
      } else {
        ok(await mel.agent.post(`${url}/join`), 200);
      }
      expect(await memberIds(ada, url)).toContain(mel.user.id);
      refused(await ada.agent.delete(`${url}/bans/${mel.user.id}`), 404, "Ban not found");
    }
  });
});

describe("only the group's own admins", () => {
  for (const isPrivate of [false, true]) {
    const kind = isPrivate ? "private" : "public";
    it(`refuse in a ${kind} group: its members 403, an admin of another group and outsiders ${isPrivate ? 404 : 403}, visitors 401`, async () => {
      const { ada, mel, max, fay, url } = await scene(isPrivate);
      expect((await ban(ada, url, max)).statusCode).toBe(204);
      const otto = await createUser(t(), { firstName: "Otto", lastName: "Other" });
      await connect(t(), otto, mel);
      ok(await otto.agent.post("/api/groups", { name: "Otto's circle", isPrivate: false }), 201);
      const outsider = isPrivate ? 404 : 403;
      const cases: [SignedInUser | null, number][] = [
        [mel, 403],
        [otto, outsider],
        [fay, outsider],
        [null, 401],
      ];
      const before = await databaseDigest(t().db);
      for (const [who, status] of cases) {
        const agent = who?.agent ?? t().agent();
        const name = who?.user.firstName ?? "visitor";
        expectRefusal(await agent.get(`${url}/bans`), status, `${name} lists`);
        expectRefusal(await agent.post(`${url}/bans`, { userId: mel.user.id }), status, `${name} bans`);
        expectRefusal(await agent.delete(`${url}/bans/${max.user.id}`), status, `${name} lifts`);
      }
      expect(await databaseDigest(t().db)).toBe(before);
      expect(await memberIds(ada, url)).toContain(mel.user.id);
    });
  }
});
