import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { SearchResults } from "../../contract/search";
import { seedDemo } from "../../server/demo/seed";
import { accountHolds, comments, groups, posts } from "../../server/db/schema";
import { ok } from "./access";
import { type SignedInUser, connect, createUser } from "./factories";
import { type TestAppOptions, useTestApp } from "./test-app";

// Search shows each searcher exactly what the policies let them see elsewhere, and nothing
// more: for each kind of thing, each kind of searcher either finds it by its words or does not.
// The owner writes most things; "connection", "named", "member" and "muter" are the owner's
// connections ("named" is named by a post shared with some people, "member" belongs to the
// owner's private group, "muter" muted the owner); the stranger is connected to nobody;
// "blocked" was blocked by the owner and "blocker" blocked the owner. A mute keeps posts out of
// the muter's feed only: search finds them, as the author's profile shows them.
//
// Run once for each way a post search reads a circle: an ordinary one read whole, and a wide one
// read from the text index (SEARCH_WIDE_CIRCLE).
export function searchPolicyMatrix(options: TestAppOptions = {}) {
  const t = useTestApp(options);
  type Actor = "owner" | "connection" | "named" | "member" | "muter" | "stranger" | "blocked" | "blocker";
  const ACTORS: Actor[] = ["owner", "connection", "named", "member", "muter", "stranger", "blocked", "blocker"];
  const CONNECTIONS: Actor[] = ["connection", "named", "member", "muter"];

  let people: Record<Actor, SignedInUser>;
  let banned: SignedInUser;
  let publicGroup: { id: number };
  let privateGroup: { id: number };
  let church: { id: number; slug: string };

  async function search(who: SignedInUser, type: string, q: string): Promise<SearchResults> {
    return ok<SearchResults>(await who.agent.get(`/api/search?${new URLSearchParams({ q, type })}`), 200);
  }

  const post = async (who: SignedInUser, body: Record<string, unknown>, path = "/api/posts"): Promise<{ id: number }> =>
    ok(await who.agent.post(path, { type: "prayer", ...body }), 201);

  beforeAll(async () => {
    const made = await Promise.all(
      ACTORS.map((who) => createUser(t(), { firstName: who[0]!.toUpperCase() + who.slice(1), lastName: `Searchable${who}` })),
    );
    people = Object.fromEntries(ACTORS.map((who, i) => [who, made[i]!])) as Record<Actor, SignedInUser>;
    for (const who of CONNECTIONS) await connect(t(), people.owner, people[who]);
    ok(await people.owner.agent.post(`/api/users/${people.blocked.user.id}/block`), 200);
    ok(await people.blocker.agent.post(`/api/users/${people.owner.user.id}/block`), 200);
    ok(await people.muter.agent.post(`/api/users/${people.owner.user.id}/mute`), 200);
    publicGroup = ok(await people.owner.agent.post("/api/groups", { name: "Quillfeather Fellowship", isPrivate: false }), 201);
    privateGroup = ok(await people.owner.agent.post("/api/groups", { name: "Quillfeather Circle", isPrivate: true }), 201);
    const invite = ok(await people.owner.agent.post(`/api/groups/${privateGroup.id}/invitations`, { userId: people.member.user.id }), 201);
    ok(await people.member.agent.put(`/api/groups/invitations/${invite.id}`, { status: "accepted" }), 200);
    // The owner's church: "member", the stranger and the blocked belong to it; the stranger
    // alone is on its prayer team.
    church = ok(await people.owner.agent.post("/api/churches", { name: "Quillfeather Chapel", joinMode: "open" }), 201);
    for (const who of ["member", "stranger", "blocked"] as const) ok(await people[who].agent.post(`/api/churches/${church.slug}/join`), 200);
    const team = ok(await people.owner.agent.post(`/api/churches/${church.slug}/groups`, { name: "Intercessors", kind: "prayer_team" }), 201);
    const called = ok(await people.owner.agent.post(`/api/groups/${team.id}/invitations`, { userId: people.stranger.user.id }), 201);
    ok(await people.stranger.agent.put(`/api/groups/invitations/${called.id}`, { status: "accepted" }), 200);
    banned = await createUser(t(), { firstName: "Barnaby", lastName: "Bannedperson" });
    ok(await banned.agent.post(`/api/groups/${publicGroup.id}/join`), 200);
    ok(await people.stranger.agent.post(`/api/groups/${publicGroup.id}/join`), 200);
    await seedDemo(t().db);
  });

  /** Who finds a thing by its word: each case makes it and says who may. */
  type Case = { names: string; make: (word: string) => Promise<unknown>; finders: Actor[] };

  const everyoneBut = (...out: Actor[]) => ACTORS.filter((who) => !out.includes(who));
  const OWNERS_READERS: Actor[] = ["owner", ...CONNECTIONS];

  const POSTS: Case[] = [
    { names: "a post for the owner's connections", make: (w) => post(people.owner, { content: `Pray ${w}` }), finders: OWNERS_READERS },
    {
      names: "a post for named people",
      make: (w) => post(people.owner, { content: `Pray ${w}`, audience: { kind: "people", userIds: [people.named.user.id] } }),
      finders: ["owner", "named"],
    },
    { names: "a private post", make: (w) => post(people.owner, { content: `Pray ${w}`, audience: { kind: "private" } }), finders: ["owner"] },
    {
      names: "a post in a private group",
      make: (w) => post(people.owner, { content: `Pray ${w}` }, `/api/groups/${privateGroup.id}/posts`),
      finders: ["owner", "member"],
    },
    {
      names: "the owner's post in a public group",
      make: (w) => post(people.owner, { content: `Pray ${w}` }, `/api/groups/${publicGroup.id}/posts`),
      finders: everyoneBut("blocked", "blocker"),
    },
    {
      names: "a post shared with the owner's church",
      make: (w) => post(people.owner, { content: `Pray ${w}`, audience: { kind: "church", churchId: church.id } }),
      finders: ["owner", "member", "stranger"],
    },
    {
      names: "a request for the church's prayer team alone",
      make: (w) => post(people.owner, { content: `Pray ${w}`, audience: { kind: "prayer_team", churchId: church.id } }),
      finders: ["owner", "stranger"],
    },
    {
      names: "a church member's comment on the church's wall",
      make: async (w) => {
        const { id } = await post(people.stranger, { content: "Thanks", audience: { kind: "church", churchId: church.id } });
        ok(await people.member.agent.post(`/api/posts/${id}/comments`, { content: `Amen ${w}` }), 201);
      },
      finders: ["owner", "member", "stranger", "blocked"],
    },
    { names: "an anonymous request", make: (w) => post(people.owner, { content: `Pray ${w}`, anonymous: true }), finders: OWNERS_READERS },
    {
      names: "a post held for review",
      make: async (w) => {
        const { id } = await post(people.owner, { content: `Pray ${w}` });
        await t().db.update(posts).set({ moderation: "held" }).where(eq(posts.id, id));
      },
      finders: ["owner"],
    },
    {
      names: "a post a moderator removed",
      make: async (w) => {
        const { id } = await post(people.owner, { content: `Pray ${w}` });
        await t().db.update(posts).set({ moderation: "removed" }).where(eq(posts.id, id));
      },
      finders: ["owner"],
    },
    {
      names: "a connection's comment on the owner's post",
      make: async (w) => {
        const { id } = await post(people.owner, { content: "Thank you" });
        ok(await people.connection.agent.post(`/api/posts/${id}/comments`, { content: `Amen ${w}` }), 201);
      },
      finders: OWNERS_READERS,
    },
    {
      names: "a comment held for review (its author alone sees it)",
      make: async (w) => {
        const { id } = await post(people.owner, { content: "Thank you" });
        const comment = ok(await people.connection.agent.post(`/api/posts/${id}/comments`, { content: `Amen ${w}` }), 201);
        await t().db.update(comments).set({ moderation: "held" }).where(eq(comments.id, comment.id));
      },
      finders: ["connection"],
    },
    {
      names: "a comment on a post for named people",
      make: async (w) => {
        const { id } = await post(people.owner, { content: "Thanks", audience: { kind: "people", userIds: [people.named.user.id] } });
        ok(await people.named.agent.post(`/api/posts/${id}/comments`, { content: `Amen ${w}` }), 201);
      },
      finders: ["owner", "named"],
    },
    {
      names: "a member's comment in a private group",
      make: async (w) => {
        const { id } = await post(people.owner, { content: "Thanks" }, `/api/groups/${privateGroup.id}/posts`);
        ok(await people.member.agent.post(`/api/posts/${id}/comments`, { content: `Amen ${w}` }), 201);
      },
      finders: ["owner", "member"],
    },
    {
      names: "the owner's comment in a public group (hidden from the blocked pair, not its post)",
      make: async (w) => {
        const { id } = await post(people.stranger, { content: "Thanks" }, `/api/groups/${publicGroup.id}/posts`);
        ok(await people.owner.agent.post(`/api/posts/${id}/comments`, { content: `Amen ${w}` }), 201);
      },
      finders: everyoneBut("blocked", "blocker"),
    },
    {
      names: "a banned member's post in a public group",
      make: async (w) => {
        await post(banned, { content: `Pray ${w}` }, `/api/groups/${publicGroup.id}/posts`);
        await t().db.insert(accountHolds).values({ userId: banned.user.id, kind: "ban", reason: "test" }).onConflictDoNothing();
      },
      finders: [],
    },
  ];

  let counter = 0;
  const wordFor = () => `xylophonic${"abcdefghijklmnopqrstuvwxyz"[counter++ % 26]}${counter}`;

  describe("searching posts finds what the post and comment policies show, and nothing else", () => {
    it.each(POSTS.map((c) => [c.names, c] as const))("%s", async (_name, { make, finders }) => {
      const word = wordFor();
      await make(word);
      for (const who of ACTORS) {
        const page = await search(people[who], "posts", word);
        expect(page.items.length, `${who} searching ${word}`).toBe(finders.includes(who) ? 1 : 0);
      }
    });

    it("never names the author of an anonymous request, but to the author", async () => {
      const word = wordFor();
      await post(people.owner, { content: `Pray ${word}`, anonymous: true });
      for (const who of OWNERS_READERS) {
        const res = await people[who].agent.get(`/api/search?q=${word}&type=posts`);
        const item = res.json().items[0];
        if (who === "owner") {
          expect(item.post).toMatchObject({ authorId: people.owner.user.id, anonymous: true });
          continue;
        }
        expect(item.post).toMatchObject({ authorId: null, author: null, anonymous: true });
        expect(res.body, who).not.toContain(`Searchable${"owner"}`);
        expect(res.body, who).not.toContain(`"authorId":${people.owner.user.id}`);
      }
    });
  });

  describe("searching people finds whom the person policy shows", () => {
    it("the owner: everyone but the blocked pair; themself included", async () => {
      for (const who of ACTORS) {
        const found = (await search(people[who], "people", "owner searchableowner")).items.map((p) => ("id" in p ? p.id : 0));
        expect(found.includes(people.owner.user.id), who).toBe(!["blocked", "blocker"].includes(who));
      }
    });

    it("a banned member: nobody", async () => {
      await t().db.insert(accountHolds).values({ userId: banned.user.id, kind: "ban", reason: "test" }).onConflictDoNothing();
      for (const who of ACTORS) expect((await search(people[who], "people", "barnaby bannedperson")).items, who).toEqual([]);
    });

    it("demo people: nobody", async () => {
      const demo = ok<{ firstName: string; lastName: string }[]>(await people.owner.agent.get("/api/demo/family"), 200);
      expect(demo.length).toBeGreaterThan(0);
      for (const person of demo) {
        const found = await search(people.stranger, "people", `${person.firstName} ${person.lastName}`);
        expect(found.items.map((p) => ("firstName" in p ? `${p.firstName} ${p.lastName}` : ""))).not.toContain(
          `${person.firstName} ${person.lastName}`,
        );
      }
    });
  });

  describe("searching groups finds what the group policy shows", () => {
    it("a public group: everyone, the blocked pair too; a private group: its members", async () => {
      for (const who of ACTORS) {
        const found = (await search(people[who], "groups", "quillfeather")).items.map((g) => ("id" in g ? g.id : 0));
        expect(found.includes(publicGroup.id), `${who}: public`).toBe(true);
        expect(found.includes(privateGroup.id), `${who}: private`).toBe(who === "owner" || who === "member");
      }
    });

    it("a removed group: nobody, its members included", async () => {
      const group = ok(await people.owner.agent.post("/api/groups", { name: "Vanishingly Rare Guild", isPrivate: false }), 201);
      await t().db.update(groups).set({ moderation: "removed" }).where(eq(groups.id, group.id));
      for (const who of ACTORS) expect((await search(people[who], "groups", "vanishingly rare guild")).items, who).toEqual([]);
    });
  });
}
