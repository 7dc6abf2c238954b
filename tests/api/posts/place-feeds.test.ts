import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Group } from "../../../contract/groups";
import type { HomeFeedSetting } from "../../../contract/home-feed-settings";
import type { Post } from "../../../contract/posts";
import { queryRows } from "../../../server/db/client";
import { expectRefusal, ok } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { type SignedInUser, connect, createUser } from "../../helpers/factories";
import { drainAll } from "../../helpers/feed";
import { useTestApp } from "../../helpers/test-app";

// A group's and a church's posts reach their members' home feeds, each member getting what
// they chose for that place: every post, its highlights (prayer requests and what its admins
// or leaders write), or none. Unchosen, a place under 200 members sends everything and a
// larger one its highlights.
const t = useTestApp();

const feedOf = async (who: SignedInUser) => ok<Post[]>(await who.agent.get("/api/posts/feed"), 200);
const feedWords = async (who: SignedInUser) => (await feedOf(who)).map((p) => p.content);

async function groupOf(admin: SignedInUser, members: SignedInUser[], isPrivate = false) {
  const group = ok<Group>(await admin.agent.post("/api/groups", { name: "Tuesday Prayer Team", isPrivate }), 201);
  for (const member of members) {
    if (isPrivate) {
      await connect(t(), admin, member);
      const invitation = ok<{ id: number }>(await admin.agent.post(`/api/groups/${group.id}/invitations`, { userId: member.user.id }), 201);
      ok(await member.agent.put(`/api/groups/invitations/${invitation.id}`, { status: "accepted" }), 200);
    } else {
      ok(await member.agent.post(`/api/groups/${group.id}/join`), 200);
    }
  }
  return group;
}

const postIn = (who: SignedInUser, groupId: number, content: string, type: "text" | "prayer" = "text") =>
  who.agent.post("/api/posts", { content, type, audience: { kind: "group", groupId } });

/** A group with an admin, two members and an outsider; the admin's announcement, a member's request and a member's note. */
async function busyGroup() {
  const admin = await createUser(t(), { firstName: "Anna" });
  const member = await createUser(t(), { firstName: "Mel" });
  const writer = await createUser(t(), { firstName: "Walt" });
  const outsider = await createUser(t(), { firstName: "Olga" });
  const group = await groupOf(admin, [member, writer]);
  ok(await postIn(admin, group.id, "Meeting moves to 7pm"), 201);
  ok(await postIn(writer, group.id, "Pray for my mother's surgery", "prayer"), 201);
  ok(await postIn(writer, group.id, "Lovely evening, thank you all"), 201);
  await drainAll(t());
  return { admin, member, writer, outsider, group };
}

const setFeed = (who: SignedInUser, groupId: number, feed: string) => who.agent.put(`/api/groups/${groupId}/home-feed`, { feed });

describe("a group's posts in its members' home feeds", () => {
  it("reach every member, named with the group, and nobody outside it; the author sees theirs at once", async () => {
    const { admin, member, writer, outsider, group } = await busyGroup();
    const all = ["Lovely evening, thank you all", "Pray for my mother's surgery", "Meeting moves to 7pm"];
    expect(await feedWords(member)).toEqual(all);
    expect(await feedWords(admin)).toEqual(all);
    expect(await feedWords(writer)).toEqual(all);
    expect(await feedWords(outsider)).toEqual([]);
    const [card] = await feedOf(member);
    expect(card!.place).toEqual({ kind: "group", id: group.id, name: "Tuesday Prayer Team", slug: null });
    // The card in the feed is the post as its own page gives it.
    expect(card).toEqual(ok<Post>(await member.agent.get(`/api/posts/${card!.id}`), 200));

    // A renamed group is named anew on every card, cached pages included.
    ok(await admin.agent.put(`/api/groups/${group.id}`, { name: "Tuesday Intercessors" }), 200);
    expect((await feedOf(member)).map((p) => p.place?.name)).toEqual(["Tuesday Intercessors", "Tuesday Intercessors", "Tuesday Intercessors"]);

    const fresh = ok<Post>(await postIn(member, group.id, "Thank you for praying"), 201);
    expect((await feedOf(member))[0]!.id).toBe(fresh.id);
  });

  it("follow each member's choice: highlights are prayer requests and the admins' posts; none is nothing; the choice applies at once", async () => {
    const { member, group } = await busyGroup();
    expect(ok<HomeFeedSetting>(await member.agent.get(`/api/groups/${group.id}/home-feed`), 200)).toEqual({ feed: "all", chosen: false });

    expect(ok<HomeFeedSetting>(await setFeed(member, group.id, "highlights"), 200)).toEqual({ feed: "highlights", chosen: true });
    expect(await feedWords(member)).toEqual(["Pray for my mother's surgery", "Meeting moves to 7pm"]);

    ok(await setFeed(member, group.id, "none"), 200);
    expect(await feedWords(member)).toEqual([]);

    ok(await setFeed(member, group.id, "all"), 200);
    expect(await feedWords(member)).toEqual(["Lovely evening, thank you all", "Pray for my mother's surgery", "Meeting moves to 7pm"]);
    expect(ok<HomeFeedSetting>(await member.agent.get(`/api/groups/${group.id}/home-feed`), 200)).toEqual({ feed: "all", chosen: true });
  });

  it("send new posts as each member chose: all, highlights, none", async () => {
    const admin = await createUser(t());
    const [everything, highlights, nothing] = [await createUser(t()), await createUser(t()), await createUser(t())];
    const group = await groupOf(admin, [everything, highlights, nothing]);
    ok(await setFeed(everything, group.id, "all"), 200);
    ok(await setFeed(highlights, group.id, "highlights"), 200);
    ok(await setFeed(nothing, group.id, "none"), 200);
    ok(await postIn(everything, group.id, "Anyone for coffee?"), 201);
    ok(await postIn(nothing, group.id, "Healing for Sam, please", "prayer"), 201);
    ok(await postIn(admin, group.id, "No meeting next week"), 201);
    await drainAll(t());
    expect(await feedWords(everything)).toEqual(["No meeting next week", "Healing for Sam, please", "Anyone for coffee?"]);
    expect(await feedWords(highlights)).toEqual(["No meeting next week", "Healing for Sam, please"]);
    // Their own post stays in their own feed, whatever they chose for others'.
    expect(await feedWords(nothing)).toEqual(["Healing for Sam, please"]);
  });

  it("send only highlights by default once a group has 200 members or more", async () => {
    const { member, group } = await busyGroup();
    // The count stands for two hundred members (it is kept in step with the members' rows).
    await t().db.execute(sql`update groups set member_count = 200 where id = ${group.id}`);
    expect(ok<HomeFeedSetting>(await member.agent.get(`/api/groups/${group.id}/home-feed`), 200)).toEqual({
      feed: "highlights",
      chosen: false,
    });
    const writer = await createUser(t());
    ok(await writer.agent.post(`/api/groups/${group.id}/join`), 200);
    ok(await postIn(writer, group.id, "Just saying hello"), 201);
    ok(await postIn(writer, group.id, "Pray for rain", "prayer"), 201);
    await drainAll(t());
    expect((await feedWords(member)).slice(0, 2)).toEqual(["Pray for rain", "Lovely evening, thank you all"]);
    // Someone joining gets the group's newest highlights.
    const newcomer = await createUser(t());
    ok(await newcomer.agent.post(`/api/groups/${group.id}/join`), 200);
    expect(await feedWords(newcomer)).toEqual(["Pray for rain", "Pray for my mother's surgery", "Meeting moves to 7pm"]);
  });

  it("leave the feed of whoever leaves, is removed, banned or blocks the author, and of everyone when the group is taken down", async () => {
    const { admin, member, writer, group } = await busyGroup();
    const stays = await createUser(t());
    ok(await stays.agent.post(`/api/groups/${group.id}/join`), 200);
    expect(await feedWords(stays)).toHaveLength(3);

    expect((await member.agent.post(`/api/groups/${group.id}/leave`)).statusCode).toBe(204);
    expect(await feedWords(member)).toEqual([]);
    ok(await member.agent.post(`/api/groups/${group.id}/join`), 200);
    expect(await feedWords(member)).toHaveLength(3);

    expect((await admin.agent.post(`/api/groups/${group.id}/bans`, { userId: member.user.id })).statusCode).toBe(204);
    expect(await feedWords(member)).toEqual([]);

    expect((await stays.agent.post(`/api/users/${writer.user.id}/block`)).statusCode).toBe(200);
    expect(await feedWords(stays)).toEqual(["Meeting moves to 7pm"]);

    await t().db.execute(sql`update groups set moderation = 'removed' where id = ${group.id}`);
    expect(await feedWords(admin)).toEqual([]);
    expect(await feedWords(writer)).toEqual([]);
  });

  it("reach a private group's members and nobody else, and leave the feed when the post is deleted", async () => {
    const admin = await createUser(t());
    const member = await createUser(t());
    const outsider = await createUser(t());
    const group = await groupOf(admin, [member], true);
    const post = ok<Post>(await postIn(admin, group.id, "Our private news"), 201);
    await drainAll(t());
    expect(await feedWords(member)).toEqual(["Our private news"]);
    expect(await feedWords(outsider)).toEqual([]);
    expect((await admin.agent.delete(`/api/posts/${post.id}`)).statusCode).toBe(204);
    expect(await feedWords(member)).toEqual([]);
    expect(await queryRows(t().db, sql`select 1 from feed_entries where post_id = ${post.id}`)).toEqual([]);
  });
});

describe("the choice for a group", () => {
  it("is each member's own: refused to others, and a bad choice changes nothing", async () => {
    const { member, outsider, group } = await busyGroup();
    const privateGroup = await groupOf(member, [], true);
    const before = await databaseDigest(t().db);
    expectRefusal(await setFeed(member, group.id, "some"), 400);
    expect((await setFeed(member, group.id, "some")).json().message).toContain("feed must be one of all, highlights, none");
    expectRefusal(await member.agent.put(`/api/groups/${group.id}/home-feed`, {}), 400);
    expectRefusal(await setFeed(outsider, group.id, "none"), 403);
    expectRefusal(await outsider.agent.get(`/api/groups/${group.id}/home-feed`), 403);
    expectRefusal(await setFeed(outsider, privateGroup.id, "none"), 404);
    expectRefusal(await setFeed(member, 999_999, "none"), 404);
    expectRefusal(await t().agent().put(`/api/groups/${group.id}/home-feed`, { feed: "none" }), 401);
    expect(await databaseDigest(t().db)).toBe(before);
  });
});

describe("a church's posts in its members' home feeds", () => {
  async function congregation() {
    const pastor = await createUser(t(), { firstName: "Paula" });
    const slug = `f-${Math.random().toString(36).slice(2, 10)}`;
    const church = ok<{ id: number }>(await pastor.agent.post("/api/churches", { name: "Cornerstone", slug, joinMode: "open" }), 201);
    const member = await createUser(t(), { firstName: "Mark" });
    const outsider = await createUser(t(), { firstName: "Olga" });
    ok(await member.agent.post(`/api/churches/${slug}/join`), 200);
    return { pastor, member, outsider, slug, churchId: church.id };
  }
  const share = (who: SignedInUser, churchId: number, content: string, type: "text" | "prayer" = "prayer") =>
    who.agent.post("/api/posts", { content, type, audience: { kind: "church", churchId } });

  it("reach its members named with the church, follow their choice, and leave with them", async () => {
    const { pastor, member, outsider, slug, churchId } = await congregation();
    ok(await share(member, churchId, "Pray for the youth retreat"), 201);
    await drainAll(t());
    const [card] = await feedOf(pastor);
    expect(card!.content).toBe("Pray for the youth retreat");
    expect(card!.place).toEqual({ kind: "church", id: churchId, name: "Cornerstone", slug });
    expect(await feedWords(outsider)).toEqual([]);

    const newcomer = await createUser(t());
    ok(await newcomer.agent.post(`/api/churches/${slug}/join`), 200);
    expect(await feedWords(newcomer)).toEqual(["Pray for the youth retreat"]);
    ok(await newcomer.agent.put(`/api/churches/${slug}/home-feed`, { feed: "none" }), 200);
    expect(await feedWords(newcomer)).toEqual([]);
    ok(await newcomer.agent.put(`/api/churches/${slug}/home-feed`, { feed: "highlights" }), 200);
    expect(await feedWords(newcomer)).toEqual(["Pray for the youth retreat"]);

    expect((await member.agent.post(`/api/churches/${slug}/leave`)).statusCode).toBe(204);
    expect(await feedWords(member)).toEqual([]);
    expectRefusal(await outsider.agent.put(`/api/churches/${slug}/home-feed`, { feed: "none" }), 403);
  });
});
