import { describe, expect, it } from "vitest";
import type { Group, GroupMember } from "../../../contract/groups";
import { expectRefusal, ok } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { type SignedInUser, connect, createUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

const t = useTestApp();

/** A step that answers 204 No Content. */
const done = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(204);

/** An open church with its pastor and two members, and an outsider. */
async function congregation() {
  const pastor = await createUser(t(), { firstName: "Paula", lastName: "Pastor" });
  const slug = `g-${Math.random().toString(36).slice(2, 10)}`;
  ok(await pastor.agent.post("/api/churches", { name: "Cornerstone", slug, joinMode: "open" }), 201);
  const ann = await createUser(t(), { firstName: "Ann" });
  const ben = await createUser(t(), { firstName: "Ben" });
  for (const member of [ann, ben]) ok(await member.agent.post(`/api/churches/${slug}/join`), 200);
  const outsider = await createUser(t(), { firstName: "Olga" });
  return { pastor, ann, ben, outsider, slug };
}

const makeGroup = (who: SignedInUser, slug: string, body: Record<string, unknown> = {}) =>
  who.agent.post(`/api/churches/${slug}/groups`, { name: "Youth ministry", kind: "ministry", ...body });
const groupsOf = async (who: SignedInUser, slug: string) => ok<Group[]>(await who.agent.get(`/api/churches/${slug}/groups`), 200);
const memberIds = async (who: SignedInUser, groupId: number) =>
  ok<GroupMember[]>(await who.agent.get(`/api/groups/${groupId}/members`), 200).map((m) => m.user.id);

describe("a church's groups", () => {
  it("are made by its leaders and listed on its page, prayer teams first, private ones for their members alone", async () => {
    const { pastor, ann, outsider, slug } = await congregation();
    const hasTeam = async (who: SignedInUser) => ok<{ hasPrayerTeam: boolean }>(await who.agent.get(`/api/churches/${slug}`), 200).hasPrayerTeam;
    expect(await hasTeam(ann)).toBe(false);
    const ministry = ok<Group>(await makeGroup(pastor, slug), 201);
    expect(ministry).toMatchObject({ name: "Youth ministry", kind: "ministry", myRole: "admin", memberCount: 1 });
    expect(ministry.churchId).toEqual(expect.any(Number));
    ok(await makeGroup(pastor, slug, { name: "Intercessors", kind: "prayer_team" }), 201);
    // A member may now keep a request for the team; the page tells only members so.
    expect(await hasTeam(ann)).toBe(true);
    expect(await hasTeam(outsider)).toBe(false);
    ok(await makeGroup(pastor, slug, { name: "Elders' study", kind: "study", isPrivate: true }), 201);

    expect((await groupsOf(pastor, slug)).map((g) => [g.name, g.isPrivate])).toEqual([
      ["Intercessors", true],
      ["Elders' study", true],
      ["Youth ministry", false],
    ]);
    // Anyone signed in sees the church's public groups; a private one (a prayer team always is) only its members.
    expect((await groupsOf(outsider, slug)).map((g) => [g.name, g.kind, g.myRole])).toEqual([["Youth ministry", "ministry", null]]);
    expect((await groupsOf(ann, slug)).map((g) => g.name)).toEqual(["Youth ministry"]);
  });

  it("keep a prayer team private: its admins invite its members, and nobody makes it public", async () => {
    const { pastor, ann, slug } = await congregation();
    const team = ok<Group>(await makeGroup(pastor, slug, { name: "Intercessors", kind: "prayer_team", isPrivate: false }), 201);
    expect(team.isPrivate).toBe(true);
    expectRefusal(await ann.agent.post(`/api/groups/${team.id}/join`), 404);
    const before = await databaseDigest(t().db);
    const refused = await pastor.agent.put(`/api/groups/${team.id}`, { isPrivate: false });
    expectRefusal(refused, 400);
    expect(refused.json().message).toBe("A prayer team is private: its admins invite its members");
    expect(await databaseDigest(t().db)).toBe(before);
    // Its other details change as any group's.
    expect(ok<Group>(await pastor.agent.put(`/api/groups/${team.id}`, { name: "Prayer warriors" }), 200).name).toBe("Prayer warriors");
  });

  it("are made by nobody but its leaders, and refuse a kind they do not know", async () => {
    const { pastor, ann, outsider, slug } = await congregation();
    const before = await databaseDigest(t().db);
    expectRefusal(await makeGroup(ann, slug), 403);
    expect((await makeGroup(ann, slug)).json().message).toBe("Only the church's leaders can do that");
    expectRefusal(await makeGroup(outsider, slug), 403);
    expectRefusal(await makeGroup(pastor, slug, { kind: "group" }), 400);
    expectRefusal(await makeGroup(pastor, slug, { kind: undefined }), 400);
    expectRefusal(await makeGroup(pastor, slug, { name: "" }), 400);
    expectRefusal(await makeGroup(pastor, "no-such-church"), 404);
    expect(await databaseDigest(t().db)).toBe(before);
  });

  it("are joined by the church's members alone", async () => {
    const { pastor, ann, outsider, slug } = await congregation();
    const group = ok<Group>(await makeGroup(pastor, slug), 201);
    const refused = await outsider.agent.post(`/api/groups/${group.id}/join`);
    expectRefusal(refused, 403);
    expect(refused.json().message).toBe("Join the church to join its groups");
    expect(ok<Group>(await ann.agent.post(`/api/groups/${group.id}/join`), 200)).toMatchObject({ myRole: "member", memberCount: 2 });
    expect(await memberIds(pastor, group.id)).toEqual([pastor.user.id, ann.user.id]);
  });

  it("take invitations for any of the church's members, connected or not, and for nobody outside it", async () => {
    const { pastor, ann, outsider, slug } = await congregation();
    await connect(t(), pastor, outsider);
    const group = ok<Group>(await makeGroup(pastor, slug, { isPrivate: true }), 201);
    ok(await pastor.agent.post(`/api/groups/${group.id}/invitations`, { userId: ann.user.id }), 201);
    const refused = await pastor.agent.post(`/api/groups/${group.id}/invitations`, { userId: outsider.user.id });
    expectRefusal(refused, 400);
    expect(refused.json().message).toBe("Only the church's members can be invited to its groups");
  });

  it("lose whoever leaves the church or is removed or banned from it, and pass to another admin when their only one goes", async () => {
    const { pastor, ann, ben, slug } = await congregation();
    const carol = await createUser(t(), { firstName: "Carol" });
    ok(await carol.agent.post(`/api/churches/${slug}/join`), 200);
    const group = ok<Group>(await makeGroup(pastor, slug), 201);
    for (const member of [ann, ben, carol]) ok(await member.agent.post(`/api/groups/${group.id}/join`), 200);
    done(await pastor.agent.put(`/api/groups/${group.id}/members/${ann.user.id}`, { role: "admin" }));
    // A group of no church keeps them.
    const plain = ok<Group>(await ann.agent.post("/api/groups", { name: "Book club" }), 201);

    done(await ann.agent.post(`/api/churches/${slug}/leave`));
    expect(await memberIds(pastor, group.id)).toEqual([pastor.user.id, ben.user.id, carol.user.id]);
    expect(ok<Group>(await ann.agent.get(`/api/groups/${plain.id}`), 200).myRole).toBe("admin");

    done(await pastor.agent.delete(`/api/churches/${slug}/members/${ben.user.id}`));
    done(await pastor.agent.post(`/api/churches/${slug}/bans`, { userId: carol.user.id }));
    expect(await memberIds(pastor, group.id)).toEqual([pastor.user.id]);
    expect(ok<Group>(await pastor.agent.get(`/api/groups/${group.id}`), 200).memberCount).toBe(1);
    expectRefusal(await carol.agent.post(`/api/groups/${group.id}/join`), 403);
  });

  it("hand over to their longest-standing member when their only admin leaves the church", async () => {
    const { pastor, ann, ben, slug } = await congregation();
    const group = ok<Group>(await makeGroup(pastor, slug), 201);
    for (const member of [ann, ben]) ok(await member.agent.post(`/api/groups/${group.id}/join`), 200);
    // The pastor names another owner, so that they may leave the church.
    done(await pastor.agent.put(`/api/churches/${slug}/members/${ben.user.id}`, { role: "owner" }));
    done(await pastor.agent.post(`/api/churches/${slug}/leave`));
    const members = ok<GroupMember[]>(await ann.agent.get(`/api/groups/${group.id}/members`), 200);
    expect(members.map((m) => [m.user.id, m.role])).toEqual([
      [ann.user.id, "admin"],
      [ben.user.id, "member"],
    ]);
  });
});

describe("the member directory", () => {
  it("shows each member's groups in the church that the reader may see", async () => {
    const { pastor, ann, ben, slug } = await congregation();
    const youth = ok<Group>(await makeGroup(pastor, slug, { name: "Youth" }), 201);
    const elders = ok<Group>(await makeGroup(pastor, slug, { name: "Elders", kind: "study", isPrivate: true }), 201);
    ok(await ann.agent.post(`/api/groups/${youth.id}/join`), 200);
    ok(await pastor.agent.post(`/api/groups/${elders.id}/invitations`, { userId: ann.user.id }), 201);
    const invitation = ok<{ id: number }[]>(await ann.agent.get("/api/groups/invitations"), 200)[0]!;
    ok(await ann.agent.put(`/api/groups/invitations/${invitation.id}`, { status: "accepted" }), 200);
    const groupsIn = async (reader: SignedInUser) =>
      Object.fromEntries(
        ok<{ user: { id: number }; groups: { name: string }[] }[]>(await reader.agent.get(`/api/churches/${slug}/members`), 200).map((m) => [
          m.user.id,
          m.groups.map((g) => g.name),
        ]),
      );
    expect((await groupsIn(pastor))[ann.user.id]).toEqual(["Elders", "Youth"]);
    // The private study is not Ben's to know of.
    expect(await groupsIn(ben)).toMatchObject({ [ann.user.id]: ["Youth"], [pastor.user.id]: ["Youth"], [ben.user.id]: [] });
  });
});
