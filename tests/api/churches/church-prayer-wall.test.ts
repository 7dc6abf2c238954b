import { describe, expect, it } from "vitest";
import type { Group } from "../../../contract/groups";
import type { Post } from "../../../contract/posts";
import type { PrayNext } from "../../../contract/prayer-list";
import type { SearchResults } from "../../../contract/search";
import { expectRefusal, ok } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { type SignedInUser, connect, createUser } from "../../helpers/factories";
import { drainAll } from "../../helpers/feed";
import { act, makeSiteRole } from "../../helpers/moderation";
import { noticesOf, prayFor } from "../../helpers/prayer";
import { useTestApp } from "../../helpers/test-app";

const t = useTestApp();

/** A step that answers 204 No Content. */
const done = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(204);

/**
 * An open church: its pastor, a member on its prayer team, a member who is not, and an
 * outsider connected to everyone (so no wall post could reach them through a connection).
 */
async function congregation() {
  const pastor = await createUser(t(), { firstName: "Paula", lastName: "Pastor" });
  const slug = `w-${Math.random().toString(36).slice(2, 10)}`;
  const church = ok<{ id: number }>(await pastor.agent.post("/api/churches", { name: "Cornerstone", slug, joinMode: "open" }), 201);
  const intercessor = await createUser(t(), { firstName: "Ivy" });
  const member = await createUser(t(), { firstName: "Mark" });
  for (const who of [intercessor, member]) ok(await who.agent.post(`/api/churches/${slug}/join`), 200);
  const outsider = await createUser(t(), { firstName: "Olga" });
  for (const who of [pastor, intercessor, member]) await connect(t(), who, outsider);
  return { pastor, intercessor, member, outsider, slug, churchId: church.id };
}

/** The church's prayer team, with the intercessor on it by invitation (the pastor made it, and leaves it). */
async function prayerTeam({ pastor, intercessor, slug }: Awaited<ReturnType<typeof congregation>>) {
  const team = ok<Group>(await pastor.agent.post(`/api/churches/${slug}/groups`, { name: "Intercessors", kind: "prayer_team" }), 201);
  await inviteInto(pastor, intercessor, team.id);
  done(await pastor.agent.put(`/api/groups/${team.id}/members/${intercessor.user.id}`, { role: "admin" }));
  done(await pastor.agent.post(`/api/groups/${team.id}/leave`));
  return team;
}

/** `admin` invites `who` into the group, and they accept. */
async function inviteInto(admin: SignedInUser, who: SignedInUser, groupId: number) {
  const invitation = ok<{ id: number }>(await admin.agent.post(`/api/groups/${groupId}/invitations`, { userId: who.user.id }), 201);
  ok(await who.agent.put(`/api/groups/invitations/${invitation.id}`, { status: "accepted" }), 200);
}

const share = (who: SignedInUser, churchId: number, kind: "church" | "prayer_team" = "church", body: Record<string, unknown> = {}) =>
  who.agent.post("/api/posts", { content: "Please pray for our building fund", type: "prayer", audience: { kind, churchId }, ...body });
const wallOf = async (who: SignedInUser, slug: string) =>
  ok<Post[]>(await who.agent.get(`/api/churches/${slug}/posts`), 200).map((p) => p.content);
const feedOf = async (who: SignedInUser) => ok<Post[]>(await who.agent.get("/api/posts/feed"), 200).map((p) => p.content);
const found = async (who: SignedInUser, text: string) =>
  ok<Extract<SearchResults, { type: "posts" }>>(await who.agent.get(`/api/search?q=${encodeURIComponent(text)}&type=posts`), 200).items.map(
    (i) => i.post.id,
  );

describe("a church's prayer wall", () => {
  it("is read by the church's members, on its page, each post's and their home feeds, and by nobody else", async () => {
    const { pastor, member, outsider, slug, churchId } = await congregation();
    const post = ok<Post>(await share(member, churchId, "church", { content: "Pray for the youth retreat" }), 201);
    expect(post.audience).toBe("church");
    await drainAll(t());
    expect(await wallOf(pastor, slug)).toEqual(["Pray for the youth retreat"]);
    expect(ok<Post>(await pastor.agent.get(`/api/posts/${post.id}`), 200).content).toBe("Pray for the youth retreat");
    expectRefusal(await outsider.agent.get(`/api/posts/${post.id}`), 404);
    expectRefusal(await outsider.agent.get(`/api/churches/${slug}/posts`), 403);
    // It reaches the members' home feeds, never a connection's outside the church.
    expect(await feedOf(pastor)).toEqual(["Pray for the youth retreat"]);
    expect(await feedOf(outsider)).toEqual([]);
    expect(await found(pastor, "youth retreat")).toEqual([post.id]);
    expect(await found(outsider, "youth retreat")).toEqual([]);
  });

  it("takes prayers and comments from members, and offers its open requests in Pray now", async () => {
    const { pastor, member, outsider, churchId } = await congregation();
    const post = ok<Post>(await share(member, churchId), 201);
    expect(ok<PrayNext>(await pastor.agent.get("/api/prayer/next"), 200).post?.id).toBe(post.id);
    expect(ok<PrayNext>(await outsider.agent.get("/api/prayer/next"), 200).post).toBeNull();
    await prayFor(pastor, post);
    ok(await pastor.agent.post(`/api/posts/${post.id}/comments`, { content: "Praying with you" }), 201);
    expectRefusal(await outsider.agent.post(`/api/posts/${post.id}/interact`, { type: "prayer" }), 404);
    expect(ok<Post>(await member.agent.get(`/api/posts/${post.id}`), 200)).toMatchObject({ prayerCount: 1, commentCount: 1 });
  });

  it("keeps a prayer-team-only request for the team and its author, not the church's other members or leaders", async () => {
    const ctx = await congregation();
    const { pastor, intercessor, member, outsider, slug, churchId } = ctx;
    const before = await databaseDigest(t().db);
    const noTeam = await share(member, churchId, "prayer_team");
    expectRefusal(noTeam, 400);
    expect(noTeam.json().message).toBe("This church has no prayer team yet");
    expect(await databaseDigest(t().db)).toBe(before);

    const team = await prayerTeam(ctx);
    const notPrayer = await share(member, churchId, "prayer_team", { type: "text" });
    expectRefusal(notPrayer, 400);
    expect(notPrayer.json().message).toBe("Only a prayer request can be for the prayer team alone");

    const secret = ok<Post>(await share(member, churchId, "prayer_team", { content: "A private family matter" }), 201);
    expect(secret.audience).toBe("prayer_team");
    // The team is told, by name; nobody else is.
    expect((await noticesOf(intercessor, "prayer_team_request")).map((n) => [n.title, n.message, n.actorId, n.postId])).toEqual([
      ["Cornerstone: a request for the prayer team", "A private family matter", member.user.id, secret.id],
    ]);
    for (const who of [pastor, member, outsider]) expect(await noticesOf(who, "prayer_team_request")).toEqual([]);
    // An anonymous one names nobody.
    ok(await share(member, churchId, "prayer_team", { content: "Unnamed need", anonymous: true }), 201);
    expect((await noticesOf(intercessor, "prayer_team_request"))[0]).toMatchObject({ message: "Unnamed need", actorId: null });
    expect(await wallOf(intercessor, slug)).toEqual(["Unnamed need", "A private family matter"]);
    expect(await wallOf(member, slug)).toEqual(["Unnamed need", "A private family matter"]);
    expect(await wallOf(pastor, slug)).toEqual([]);
    // The same in home feeds: the team's, and the author's own; not the rest of the church's.
    await drainAll(t());
    expect(await feedOf(intercessor)).toEqual(["Unnamed need", "A private family matter"]);
    expect(await feedOf(member)).toEqual(["Unnamed need", "A private family matter"]);
    expect(await feedOf(pastor)).toEqual([]);
    expectRefusal(await pastor.agent.get(`/api/posts/${secret.id}`), 404);
    expectRefusal(await outsider.agent.get(`/api/posts/${secret.id}`), 404);
    expect(await found(intercessor, "family matter")).toEqual([secret.id]);
    expect(await found(pastor, "family matter")).toEqual([]);
    // Whoever joins the team later finds its earlier requests in their feed.
    await inviteInto(intercessor, pastor, team.id);
    expect(await feedOf(pastor)).toEqual(["Unnamed need", "A private family matter"]);
  });

  it("keeps a team-only request in the feeds of the team as it stands: whoever leaves loses it, and a team taken down takes it from all until restored", async () => {
    const ctx = await congregation();
    const { pastor, intercessor, member, churchId } = ctx;
    const team = await prayerTeam(ctx);
    await inviteInto(intercessor, pastor, team.id);
    ok(await share(member, churchId, "prayer_team", { content: "A private family matter" }), 201);
    ok(await share(member, churchId, "church", { content: "Pray for the whole church" }), 201);
    await drainAll(t());
    const both = ["Pray for the whole church", "A private family matter"];
    expect(await feedOf(pastor)).toEqual(both);

    done(await pastor.agent.post(`/api/groups/${team.id}/leave`));
    expect(await feedOf(pastor)).toEqual(["Pray for the whole church"]);

    const admin = await makeSiteRole(t(), await createUser(t()), "admin");
    const removal = await act(admin, { action: "remove", targetType: "group", targetId: team.id, reason: "Spam" });
    expect(await feedOf(intercessor)).toEqual(["Pray for the whole church"]);
    // Its author keeps what they wrote.
    expect(await feedOf(member)).toEqual(both);
    ok(await admin.agent.post(`/api/moderation/actions/${removal.id}/undo`), 200);
    expect(await feedOf(intercessor)).toEqual(both);
    expect(await feedOf(pastor)).toEqual(["Pray for the whole church"]);
  });

  it("is shared with by members alone, naming a church", async () => {
    const { outsider, churchId } = await congregation();
    const before = await databaseDigest(t().db);
    const refused = await share(outsider, churchId);
    expectRefusal(refused, 403);
    expect(refused.json().message).toBe("Only members of this church can see that");
    expectRefusal(await outsider.agent.post("/api/posts", { content: "x", type: "text", audience: { kind: "church" } }), 400);
    expectRefusal(await outsider.agent.post("/api/posts", { content: "x", type: "text", audience: { kind: "connections", churchId } }), 400);
    expectRefusal(await share(outsider, 999_999), 404);
    expect(await databaseDigest(t().db)).toBe(before);
  });

  it("is moderated by the church's leaders, who take a post down and its author is told; other members may not", async () => {
    const { pastor, intercessor, member, slug, churchId } = await congregation();
    const post = ok<Post>(await share(member, churchId, "church", { content: "Buy my used car, cheap" }), 201);
    expectRefusal(await intercessor.agent.delete(`/api/posts/${post.id}`), 403);
    done(await pastor.agent.delete(`/api/posts/${post.id}`));
    expect(await wallOf(member, slug)).toEqual([]);
    expect((await noticesOf(member, "group_removal")).map((n) => n.message)).toEqual([
      'A church leader removed your post from Cornerstone: "Buy my used car, cheap"',
    ]);
  });

  it("is moderated in the church's groups too: a leader takes down a post in one of them", async () => {
    const { pastor, member, slug } = await congregation();
    const group = ok<Group>(await pastor.agent.post(`/api/churches/${slug}/groups`, { name: "Youth", kind: "ministry" }), 201);
    ok(await member.agent.post(`/api/groups/${group.id}/join`), 200);
    // The pastor hands the group to the member and leaves it: they lead the church, not the group.
    done(await pastor.agent.put(`/api/groups/${group.id}/members/${member.user.id}`, { role: "admin" }));
    done(await pastor.agent.post(`/api/groups/${group.id}/leave`));
    const post = ok<Post>(await member.agent.post(`/api/groups/${group.id}/posts`, { content: "Off-topic spam", type: "text" }), 201);
    done(await pastor.agent.delete(`/api/posts/${post.id}`));
    expectRefusal(await pastor.agent.get(`/api/posts/${post.id}`), 404);
  });

  it("is closed to whoever leaves the church, but for their own posts", async () => {
    const { pastor, member, slug, churchId } = await congregation();
    const theirs = ok<Post>(await share(pastor, churchId, "church", { content: "Choir practice moved" }), 201);
    const mine = ok<Post>(await share(member, churchId, "church", { content: "Pray for my exams" }), 201);
    done(await member.agent.post(`/api/churches/${slug}/leave`));
    expectRefusal(await member.agent.get(`/api/posts/${theirs.id}`), 404);
    expect(ok<Post>(await member.agent.get(`/api/posts/${mine.id}`), 200).content).toBe("Pray for my exams");
  });
});
