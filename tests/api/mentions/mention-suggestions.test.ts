import { describe, expect, it } from "vitest";
import type { PublicUser } from "../../../contract/users";
import { accountHolds } from "../../../server/db/schema";
import { expectRefusal, ok } from "../../helpers/access";
import { type SignedInUser, connect, createUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

// Typing "@" and the start of a name offers the people the writer may mention there: their
// connections, and the members of the group or church they write in (or of the post's, for a
// comment), whose name has a word starting with what was typed. Never themself, anyone blocked
// either way, nor anyone banned; at most 8, first names first.

const t = useTestApp();

const suggested = async (who: SignedInUser, query: string) =>
  ok<PublicUser[]>(await who.agent.get(`/api/mentions/suggestions?${query}`), 200).map((u) => `${u.firstName} ${u.lastName}`);

/** Wren, whose connections include three people whose names start with "Ad" somewhere, and some kept away. */
async function circle() {
  const tag = Math.random().toString(36).slice(2, 7);
  const wren = await createUser(t(), { firstName: "Wren", lastName: `Writer${tag}` });
  const ada = await createUser(t(), { firstName: "Ada", lastName: `Lovelace${tag}` });
  const bob = await createUser(t(), { firstName: "Bob", lastName: `Adler${tag}` });
  const adam = await createUser(t(), { firstName: "Adám", lastName: `Smith${tag}` });
  const carl = await createUser(t(), { firstName: "Carl", lastName: `Poe${tag}` });
  const adele = await createUser(t(), { firstName: "Adele", lastName: `Blocked${tag}` });
  const adrienne = await createUser(t(), { firstName: "Adrienne", lastName: `Blocker${tag}` });
  const adolf = await createUser(t(), { firstName: "Adolf", lastName: `Banned${tag}` });
  const adrian = await createUser(t(), { firstName: "Adrian", lastName: `Stranger${tag}` });
  for (const who of [ada, bob, adam, carl, adele, adrienne, adolf]) await connect(t(), wren, who);
  ok(await wren.agent.post(`/api/users/${adele.user.id}/block`), 200);
  ok(await adrienne.agent.post(`/api/users/${wren.user.id}/block`), 200);
  await t().db.insert(accountHolds).values({ userId: adolf.user.id, kind: "ban", reason: "spam" });
  return { tag, wren, ada, bob, adam, carl, adele, adrienne, adolf, adrian };
}

describe("GET /api/mentions/suggestions", () => {
  it("offers the writer's connections whose name has a word starting with what was typed, first names first", async () => {
    const { tag, wren } = await circle();
    expect(await suggested(wren, "q=Ad")).toEqual([`Ada Lovelace${tag}`, `Adám Smith${tag}`, `Bob Adler${tag}`]);
    // Accents and case are forgiven; two words narrow it.
    expect(await suggested(wren, "q=adam")).toEqual([`Adám Smith${tag}`]);
    expect(await suggested(wren, `q=${encodeURIComponent("ada lov")}`)).toEqual([`Ada Lovelace${tag}`]);
    // Inside a word is not the start of one; "%" and "_" are letters like any other.
    expect(await suggested(wren, "q=dle")).toEqual([]);
    expect(await suggested(wren, "q=%25")).toEqual([]);
    expect(await suggested(wren, "q=_")).toEqual([]);
    // Never the writer themself.
    expect(await suggested(wren, "q=Wren")).toEqual([]);
  });

  it("adds a church's members writing on its wall, or under a post there, and only there", async () => {
    const { tag, wren } = await circle();
    const slug = `m-${tag}`;
    const church = ok<{ id: number }>(await wren.agent.post("/api/churches", { name: "Grace", slug, joinMode: "open" }), 201);
    const adelaide = await createUser(t(), { firstName: "Adelaide", lastName: `Pew${tag}` });
    ok(await adelaide.agent.post(`/api/churches/${slug}/join`), 200);
    expect(await suggested(wren, "q=Adelaide")).toEqual([]);
    expect(await suggested(wren, `q=Adelaide&churchId=${church.id}`)).toEqual([`Adelaide Pew${tag}`]);
    // Connections still, beside the church's members.
    expect(await suggested(wren, `q=Ad&churchId=${church.id}`)).toEqual([
      `Ada Lovelace${tag}`,
      `Adám Smith${tag}`,
      `Adelaide Pew${tag}`,
      `Bob Adler${tag}`,
    ]);
    const wall = ok<{ id: number }>(
      await wren.agent.post("/api/posts", { content: "Pray for the roof", type: "prayer", audience: { kind: "church", churchId: church.id } }),
      201,
    );
    expect(await suggested(adelaide, `q=Wren&postId=${wall.id}`)).toEqual([`Wren Writer${tag}`]);
    expect(await suggested(adelaide, "q=Wren")).toEqual([]);
  });

  it("offers a group's members to a member writing there, and not someone banned from it", async () => {
    const { tag, wren } = await circle();
    const group = ok<{ id: number }>(await wren.agent.post("/api/groups", { name: "Open Circle", isPrivate: false }), 201);
    const adina = await createUser(t(), { firstName: "Adina", lastName: `Joiner${tag}` });
    const adelmo = await createUser(t(), { firstName: "Adelmo", lastName: `Joiner${tag}` });
    for (const who of [adina, adelmo]) ok(await who.agent.post(`/api/groups/${group.id}/join`), 200);
    const post = ok<{ id: number }>(await adina.agent.post(`/api/groups/${group.id}/posts`, { content: "Hello all" }), 201);
    expect(await suggested(wren, `q=${encodeURIComponent(`Joiner${tag}`)}&groupId=${group.id}`)).toEqual([
      `Adelmo Joiner${tag}`,
      `Adina Joiner${tag}`,
    ]);
    expect(await suggested(adelmo, `q=Adina&postId=${post.id}`)).toEqual([`Adina Joiner${tag}`]);
    expect((await wren.agent.post(`/api/groups/${group.id}/bans`, { userId: adelmo.user.id })).statusCode).toBe(204);
    expect(await suggested(wren, `q=${encodeURIComponent(`Joiner${tag}`)}&groupId=${group.id}`)).toEqual([`Adina Joiner${tag}`]);
    // Neither a connection nor a member: offered nowhere.
    expect(await suggested(wren, "q=Adelmo")).toEqual([]);
  });

  it("never offers anyone blocked either way, or banned", async () => {
    const { wren, adele, adrienne, adolf } = await circle();
    for (const who of [adele, adrienne, adolf]) expect(await suggested(wren, `q=${who.user.firstName}`)).toEqual([]);
    expect(await suggested(adele, "q=Wren")).toEqual([]);
    expect(await suggested(adrienne, "q=Wren")).toEqual([]);
  });

  it("offers eight at most", async () => {
    const wren = await createUser(t(), { firstName: "Wren", lastName: "Many" });
    const tag = Math.random().toString(36).slice(2, 7);
    for (let i = 0; i < 10; i++) await connect(t(), wren, await createUser(t(), { firstName: `Zed${tag}`, lastName: `N${i}` }));
    expect(await suggested(wren, `q=Zed${tag}`)).toHaveLength(8);
  });

  it("asks of a place as of writing there: 404 for one not seen, 403 for one to join first; 400 for a bad ask; 401 signed out", async () => {
    const { wren, carl } = await circle();
    const privateGroup = ok<{ id: number }>(await carl.agent.post("/api/groups", { name: "Hidden", isPrivate: true }), 201);
    const publicGroup = ok<{ id: number }>(await carl.agent.post("/api/groups", { name: "Open", isPrivate: false }), 201);
    const groupPost = ok<{ id: number }>(await carl.agent.post(`/api/groups/${publicGroup.id}/posts`, { content: "Hi" }), 201);
    const slug = `c-${Math.random().toString(36).slice(2, 8)}`;
    const church = ok<{ id: number }>(await carl.agent.post("/api/churches", { name: "Zion", slug, joinMode: "open" }), 201);
    const privatePost = ok<{ id: number }>(await carl.agent.post("/api/posts", { content: "Mine", audience: { kind: "private" } }), 201);
    const cases: [string, number, string][] = [
      [`q=Ca&groupId=${privateGroup.id}`, 404, "Group not found"],
      [`q=Ca&groupId=${publicGroup.id}`, 403, "Join this group to take part"],
      [`q=Ca&postId=${groupPost.id}`, 403, "Join this group to pray and comment"],
      [`q=Ca&postId=${privatePost.id}`, 404, "Post not found"],
      ["q=Ca&postId=2147483647", 404, "Post not found"],
      [`q=Ca&churchId=${church.id}`, 403, "Only members of this church can see that"],
      ["q=Ca&churchId=2147483647", 404, "Church not found"],
      ["", 400, "Type a name to find someone"],
      ["q=%20", 400, "Type a name to find someone"],
      [`q=${"a".repeat(51)}`, 400, "The name must be at most 50 characters"],
      ["q=Ca&groupId=1&postId=1", 400, "Name one place at most: groupId, churchId or postId"],
      ["q=Ca&groupId=abc", 400, "Invalid id"],
    ];
    for (const [query, status, message] of cases) {
      const res = await wren.agent.get(`/api/mentions/suggestions?${query}`);
      expectRefusal(res, status, query);
      expect(res.json(), query).toEqual({ message });
    }
    expectRefusal(await t().agent().get("/api/mentions/suggestions?q=Ca"), 401);
  });
});
