import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SearchResults } from "../../../contract/search";
import { searchKeys, users } from "../../../server/db/schema";
import { expectRefusal, ok } from "../../helpers/access";
import { type SignedInUser, connect, createPost, createUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

const t = useTestApp();

async function search(who: SignedInUser, params: Record<string, string | number>): Promise<SearchResults> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return ok<SearchResults>(await who.agent.get(`/api/search?${query}`), 200);
}

/** Every page of a search, following nextCursor to the end. */
async function allPages(who: SignedInUser, params: Record<string, string | number>) {
  const pages: SearchResults[] = [];
  let cursor: string | null = null;
  do {
    const page: SearchResults = await search(who, cursor ? { ...params, cursor } : params);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 50);
  return pages;
}

/** A result's id: the person's, the group's or the post's. */
const idOf = (item: SearchResults["items"][number]) => ("post" in item ? item.post.id : item.id);
const names = (page: SearchResults) => page.items.map((item) => ("firstName" in item ? `${item.firstName} ${item.lastName}` : ""));
const postIds = (page: SearchResults) => page.items.map((item) => ("post" in item ? item.post.id : 0));

describe("searching people", () => {
  it("forgives accents, typos and unfinished words, best match first", async () => {
    const me = await createUser(t());
    const jose = await createUser(t(), { firstName: "José", lastName: "Quintanilla" });
    const thompson = await createUser(t(), { firstName: "Ruth", lastName: "Thompson" });
    const gracia = await createUser(t(), { firstName: "Graciela", lastName: "Vandermeer" });
    expect((await search(me, { q: "jose quintanilla" })).items.map(idOf)).toContain(jose.user.id);
    expect((await search(me, { q: "JOSE" })).items.map(idOf)).toContain(jose.user.id);
    expect((await search(me, { q: "tompson" })).items.map(idOf)).toContain(thompson.user.id);
    expect((await search(me, { q: "gracie" })).items.map(idOf)).toContain(gracia.user.id);
    expect((await search(me, { q: "vanderm" })).items.map(idOf)).toContain(gracia.user.id);
    const exact = await search(me, { q: "Ruth Thompson" });
    expect(names(exact)[0]).toBe("Ruth Thompson");
    expect(exact.items[0]).toMatchObject({ id: thompson.user.id, matchedChurch: false });
  });

  it("finds the searcher themself, like anyone else", async () => {
    const me = await createUser(t(), { firstName: "Ignatius", lastName: "Selfsame" });
    expect((await search(me, { q: "ignatius selfsame" })).items.map(idOf)).toEqual([me.user.id]);
  });

  it("finds the members of a church by its name, marked as found by their church", async () => {
    const me = await createUser(t());
    const member = await createUser(t(), { firstName: "Philippa", lastName: "Pew" });
    await t().db.update(users).set({ churchAffiliation: "Église Saint-Étienne Zephyrhills" }).where(eq(users.id, member.user.id));
    const page = await search(me, { q: "saint-etienne zephyr" });
    expect(page.items).toEqual([expect.objectContaining({ id: member.user.id, matchedChurch: true })]);
  });

  it("pages through many matches with a cursor, each once", async () => {
    const me = await createUser(t());
    const made = new Set<number>();
    for (let i = 0; i < 7; i++) made.add((await createUser(t(), { firstName: "Bartholomew", lastName: `Pagely${"x".repeat(i)}` })).user.id);
    const pages = await allPages(me, { q: "bartholomew pagely", limit: 3 });
    const seen = pages.flatMap((page) => page.items.map(idOf));
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(seen)).toEqual(made);
    expect(pages.length).toBe(3);
    expect(pages.at(-1)!.nextCursor).toBeNull();
  });
});

describe("searching people who share a name", () => {
  it("pages through namesakes by id, each once, after the closer names", async () => {
    const me = await createUser(t());
    const namesakes = new Set<number>();
    for (let i = 0; i < 7; i++) namesakes.add((await createUser(t(), { firstName: "Ezekiel", lastName: "Twofold" })).user.id);
    const closest = await createUser(t(), { firstName: "Ezekiel", lastName: "Twofolds" });
    const pages = await allPages(me, { q: "ezekiel twofolds", limit: 3 });
    const seen = pages.flatMap((page) => page.items.map(idOf));
    expect(seen[0]).toBe(closest.user.id);
    expect(seen.slice(1)).toEqual([...namesakes].sort((a, b) => a - b));
    expect(pages.map((page) => page.items.length)).toEqual([3, 3, 2]);
  });

  it("follows a rename, and keeps a name findable while anyone still holds it", async () => {
    const me = await createUser(t());
    const first = await createUser(t(), { firstName: "Theophila", lastName: "Quillfeather" });
    const second = await createUser(t(), { firstName: "Theophila", lastName: "Quillfeather" });
    const renamed = await second.agent.put("/api/users/profile", { firstName: "Dorcas", lastName: "Brightwater" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await search(me, { q: "theophila quillfeather" })).items.map(idOf)).toEqual([first.user.id]);
    expect((await search(me, { q: "dorcas brightwater" })).items.map(idOf)).toEqual([second.user.id]);
    const again = await first.agent.put("/api/users/profile", { firstName: "Lois", lastName: "Quillfeather" });
    expect(again.statusCode, again.body).toBe(200);
    expect((await search(me, { q: "theophila quillfeather" })).items).toEqual([]);
  });

  it("keeps no name or church that no member holds any longer", async () => {
    const keys = () => t().db.select().from(searchKeys).where(like(searchKeys.key, "%zarephath%"));
    const widow = await createUser(t(), { firstName: "Zarephath", lastName: "Widow" });
    const put = await widow.agent.put("/api/users/profile", { firstName: "Zarephath", lastName: "Widow", churchAffiliation: "Zarephath Chapel" });
    expect(put.statusCode, put.body).toBe(200);
    expect(await keys()).toEqual(
      expect.arrayContaining([
        { kind: "name", key: "zarephath widow" },
        { kind: "church", key: "zarephath chapel" },
      ]),
    );
    await t().db.delete(users).where(eq(users.id, widow.user.id));
    expect(await keys()).toEqual([]);
  });
});

describe("searching groups", () => {
  it("finds public groups and private ones the searcher belongs to, by name with typos forgiven", async () => {
    const me = await createUser(t());
    const other = await createUser(t());
    const open = ok(await other.agent.post("/api/groups", { name: "Tabernacle Singers", isPrivate: false }), 201);
    const closed = ok(await other.agent.post("/api/groups", { name: "Tabernacle Elders", isPrivate: true }), 201);
    const mine = ok(await me.agent.post("/api/groups", { name: "Tabernacle Ushers", isPrivate: true }), 201);
    const page = await search(me, { q: "tabernacle", type: "groups" });
    const found = page.items.map(idOf);
    expect(found).toContain(open.id);
    expect(found).toContain(mine.id);
    expect(found).not.toContain(closed.id);
    expect(page.items.find((g) => idOf(g) === mine.id)).toMatchObject({ myRole: "admin", isPrivate: true });
    expect((await search(me, { q: "tabernakle singers", type: "groups" })).items.map(idOf)[0]).toBe(open.id);
  });
});

describe("paging groups", () => {
  it("covers every match once, best first", async () => {
    const me = await createUser(t());
    const made = new Set<number>();
    for (let i = 0; i < 5; i++)
      made.add(ok(await me.agent.post("/api/groups", { name: `Zacchaeus Club ${"I".repeat(i + 1)}`, isPrivate: i % 2 === 0 }), 201).id);
    const pages = await allPages(me, { q: "zacchaeus club", type: "groups", limit: 2 });
    const seen = pages.flatMap((page) => page.items.map(idOf));
    expect(seen).toHaveLength(made.size);
    expect(new Set(seen)).toEqual(made);
  });
});

describe("searching posts", () => {
  it("finds words by their stem: praying finds prayed and pray", async () => {
    const me = await createUser(t());
    const a = await createPost(me, { content: "We prayed for Obadiah all night" });
    const b = await createPost(me, { content: "Pray for Obadiah's surgery" });
    await createPost(me, { content: "Obadiah is home" });
    const found = postIds(await search(me, { q: "praying obadiah", type: "posts" }));
    expect(found.sort()).toEqual([a.id, b.id].sort());
  });

  it("finds a post by the words of a comment on it, with the newest matching comment", async () => {
    const me = await createUser(t());
    const friend = await createUser(t());
    await connect(t(), me, friend);
    const post = await createPost(friend, { content: "Thank you all" });
    ok(await me.agent.post(`/api/posts/${post.id}/comments`, { content: "Rejoicing about Zebulun" }), 201);
    const newest = ok(await friend.agent.post(`/api/posts/${post.id}/comments`, { content: "Zebulun rejoices too" }), 201);
    const page = await search(me, { q: "zebulun rejoice", type: "posts" });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ post: { id: post.id }, comment: { id: newest.id, content: "Zebulun rejoices too" } });
    const byPost = await search(me, { q: "thank", type: "posts" });
    expect(byPost.items.find((i) => "post" in i && i.post.id === post.id)).toMatchObject({ comment: null });
  });

  it("sorts best match first or newest first", async () => {
    const me = await createUser(t());
    const best = await createPost(me, { content: "Methuselah Methuselah Methuselah, remember Methuselah" });
    const middle = await createPost(me, { content: "Methuselah's birthday" });
    const newest = await createPost(me, { content: "A word about Methuselah and many other things besides, at some length" });
    expect(postIds(await search(me, { q: "methuselah", type: "posts", sort: "newest" }))).toEqual([newest.id, middle.id, best.id]);
    expect(postIds(await search(me, { q: "methuselah", type: "posts", sort: "best" }))[0]).toBe(best.id);
  });

  it("pages through every match exactly once in either order", async () => {
    const me = await createUser(t());
    const made: number[] = [];
    for (let i = 0; i < 9; i++) made.push((await createPost(me, { content: `Nehemiah rebuilt ${"the wall ".repeat(i % 3)}(${i})` })).id);
    for (const sort of ["best", "newest"]) {
      const pages = await allPages(me, { q: "nehemiah", type: "posts", sort, limit: 2 });
      const seen = pages.flatMap(postIds);
      expect(seen.length, sort).toBe(made.length);
      expect(new Set(seen), sort).toEqual(new Set(made));
      expect(pages).toHaveLength(5);
    }
  });
});

describe("bad input", () => {
  it("answers 400 with the reason, never a 5xx", async () => {
    const me = await createUser(t());
    const other = await search(me, { q: "grace", type: "groups" });
    const posts = ok<SearchResults>(await me.agent.get("/api/search?q=x&type=posts&sort=newest"), 200);
    const cases: [string, string][] = [
      ["", "Type something to search for"],
      ["q=", "Type something to search for"],
      ["q=%20%20", "Type something to search for"],
      [`q=${"a".repeat(101)}`, "Search text must be at most 100 characters"],
      ["q=a&q=b", "Search text must be text"],
      ["q=grace&type=sermons", "type must be people, groups, posts, churches or events"],
      ["q=grace&sort=oldest", "sort must be best or newest"],
      ["q=grace&limit=0", "limit must be at least 1"],
      ["q=grace&limit=21", "limit must be at most 20"],
      ["q=grace&cursor=not%20base64!", "Invalid cursor"],
      ["q=grace&cursor=AAAA", "Invalid cursor"],
      [`q=grace&cursor=${Buffer.from('["people",1]').toString("base64url")}`, "Invalid cursor"],
      [`q=grace&cursor=${Buffer.from('["people","x",1]').toString("base64url")}`, "Invalid cursor"],
      [`q=grace&cursor=${Buffer.from('["people",0.5,-3]').toString("base64url")}`, "Invalid cursor"],
      [`q=grace&cursor=${Buffer.from('["people",0.5,99999999999]').toString("base64url")}`, "Invalid cursor"],
      [`q=grace&cursor=${Buffer.from('{"a":1}').toString("base64url")}`, "Invalid cursor"],
      // A cursor of another kind of results, or of the other order, is not this one's.
      [`q=grace&type=posts&sort=best&cursor=${Buffer.from('["posts-newest",0,5]').toString("base64url")}`, "Invalid cursor"],
      [`q=grace&cursor=${Buffer.from('["groups",0.5,5]').toString("base64url")}`, "Invalid cursor"],
      // A post cursor also says which slice of posts it is in: the ids above its fourth number, up to its fifth.
      [`q=grace&type=posts&cursor=${Buffer.from('["posts-best",0,5]').toString("base64url")}`, "Invalid cursor"],
      [`q=grace&type=posts&cursor=${Buffer.from('["posts-best",0,5,0,0]').toString("base64url")}`, "Invalid cursor"],
      [`q=grace&type=posts&cursor=${Buffer.from('["posts-best",0,5,9,9]').toString("base64url")}`, "Invalid cursor"],
      [`q=grace&type=posts&cursor=${Buffer.from('["posts-best",0,5,-1,9]').toString("base64url")}`, "Invalid cursor"],
      [`q=grace&type=posts&cursor=${Buffer.from('["posts-best",0,5,2,1.5]').toString("base64url")}`, "Invalid cursor"],
    ];
    for (const [query, message] of cases) {
      const res = await me.agent.get(`/api/search?${query}`);
      expectRefusal(res, 400, query);
      expect(res.json().message, query).toBe(message);
    }
    expect(other.type).toBe("groups");
    expect(posts.type).toBe("posts");
    // A well-formed cursor past the oldest slice is simply the end.
    const beyond = Buffer.from('["posts-best",0,5,0,5]').toString("base64url");
    expect(await search(me, { q: "grace", type: "posts", cursor: beyond })).toEqual({ type: "posts", items: [], nextCursor: null });
  });

  it("is for members signed in", async () => {
    expectRefusal(await t().agent().get("/api/search?q=grace"), 401);
    expectRefusal(await t().agent().get("/api/search?type=nothing"), 401);
  });
});
