import { describe, expect, it } from "vitest";
import { createUser, type SignedInUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

// Someone who leaves a private group, or is removed from it, no longer sees what is said there:
// not in the group, and not through notices about their own posts. Their own posts stay theirs
// to delete.

const t = useTestApp();

async function circle(isPrivate: boolean) {
  const [ann, bob, cal] = await Promise.all([createUser(t()), createUser(t()), createUser(t())]);
  const group = (await ann.agent.post("/api/groups", { name: "Healing circle", isPrivate: false })).json();
  for (const m of [bob, cal]) expect((await m.agent.post(`/api/groups/${group.id}/join`)).statusCode).toBe(200);
  if (isPrivate) expect((await ann.agent.put(`/api/groups/${group.id}`, { isPrivate: true })).statusCode).toBe(200);
  const post = (await bob.agent.post(`/api/groups/${group.id}/posts`, { content: "Please pray for my mother", type: "prayer" })).json();
  return { ann, bob, cal, group, post };
}

const notices = async (who: SignedInUser) => (await who.agent.get("/api/notifications")).json() as { type: string; message: string }[];

describe("an author who is no longer in a private group", () => {
  it.each([
    ["have left", (g: Awaited<ReturnType<typeof circle>>) => g.bob.agent.post(`/api/groups/${g.group.id}/leave`)],
    ["have been removed", (g: Awaited<ReturnType<typeof circle>>) => g.ann.agent.delete(`/api/groups/${g.group.id}/members/${g.bob.user.id}`)],
  ])("hears nothing more of their post once they %s", async (_how, goAway) => {
    const g = await circle(true);
    await g.cal.agent.post(`/api/posts/${g.post.id}/comments`, { content: "Praying for her now" });
    expect((await notices(g.bob)).map((n) => n.type)).toEqual(["post_comment"]);

    expect((await goAway(g)).statusCode).toBe(204);
    expect((await g.cal.agent.post(`/api/posts/${g.post.id}/comments`, { content: "The scan came back clear" })).statusCode).toBe(201);
    expect((await g.cal.agent.post(`/api/posts/${g.post.id}/interact`, { type: "prayer" })).json()).toEqual({ prayed: true, prayerCount: 1 });

    const after = await notices(g.bob);
    expect(after.map((n) => n.type)).toEqual(["post_comment"]);
    expect(JSON.stringify(after)).not.toContain("scan came back clear");
    expect((await g.bob.agent.get("/api/notifications/count")).json()).toEqual({ count: 1 });
  });

  it("may still delete their own post there, and it is gone for the members", async () => {
    const g = await circle(true);
    expect((await g.bob.agent.post(`/api/groups/${g.group.id}/leave`)).statusCode).toBe(204);
    expect((await g.bob.agent.get(`/api/posts/${g.post.id}`)).statusCode).toBe(404);
    expect((await g.bob.agent.delete(`/api/posts/${g.post.id}`)).statusCode).toBe(204);
    expect((await g.cal.agent.get(`/api/posts/${g.post.id}`)).statusCode).toBe(404);
    expect((await g.cal.agent.get(`/api/groups/${g.group.id}/posts`)).json()).toEqual([]);
  });

  it("still may not delete other members' posts, and outsiders learn nothing", async () => {
    const g = await circle(true);
    const stranger = await createUser(t());
    expect((await g.bob.agent.post(`/api/groups/${g.group.id}/leave`)).statusCode).toBe(204);
    const calsPost = (await g.cal.agent.post(`/api/groups/${g.group.id}/posts`, { content: "Choir at six", type: "text" })).json();
    expect((await g.bob.agent.delete(`/api/posts/${calsPost.id}`)).json()).toEqual({ message: "Post not found" });
    expect((await stranger.agent.delete(`/api/posts/${g.post.id}`)).statusCode).toBe(404);
    expect((await g.cal.agent.delete(`/api/posts/${g.post.id}`)).json()).toEqual({ message: "Only the author can delete this post" });
    expect((await g.cal.agent.get(`/api/posts/${g.post.id}`)).statusCode).toBe(200);
  });
});

describe("an author who leaves a public group", () => {
  it("is still told of prayers and comments, since anyone may read the post", async () => {
    const g = await circle(false);
    expect((await g.bob.agent.post(`/api/groups/${g.group.id}/leave`)).statusCode).toBe(204);
    await g.cal.agent.post(`/api/posts/${g.post.id}/comments`, { content: "Amen" });
    await g.cal.agent.post(`/api/posts/${g.post.id}/interact`, { type: "prayer" });
    expect((await notices(g.bob)).map((n) => n.type).sort()).toEqual(["post_comment", "post_prayer"]);
  });
});
