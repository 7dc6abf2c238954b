import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type SignedInUser, createUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

const t = useTestApp();

type Entry = { user: { id: number }; email: string | null; phone: string | null; birthday: string | null };

async function congregation() {
  const pastor = await createUser(t(), { firstName: "Pastor" });
  const slug = `d-${Math.random().toString(36).slice(2, 10)}`;
  expect((await pastor.agent.post("/api/churches", { name: "Hope Chapel", slug, joinMode: "open" })).statusCode).toBe(201);
  const ann = await createUser(t(), { firstName: "Ann" });
  await ann.agent.post(`/api/churches/${slug}/join`);
  return { pastor, ann, slug };
}

const entryOf = async (viewer: SignedInUser, slug: string, who: SignedInUser): Promise<Entry> =>
  (await viewer.agent.get(`/api/churches/${slug}/members`)).json().find((e: Entry) => e.user.id === who.user.id);

describe("a member's private contact details", () => {
  it("are theirs alone to read and change; blank clears them", async () => {
    const ann = await createUser(t());
    expect((await ann.agent.get("/api/account/contact")).json()).toEqual({ phone: null, birthday: null });
    const set = await ann.agent.put("/api/account/contact", { phone: " +55 81 5555-0101 ", birthday: "1990-03-14" });
    expect(set.json()).toEqual({ phone: "+55 81 5555-0101", birthday: "1990-03-14" });
    expect((await ann.agent.get("/api/account/contact")).json()).toEqual({ phone: "+55 81 5555-0101", birthday: "1990-03-14" });
    expect((await ann.agent.put("/api/account/contact", { phone: "", birthday: null })).json()).toEqual({ phone: null, birthday: null });
  });

  it.each([
    ["letters for a phone", { phone: "call me" }, "Please enter a phone number (digits, spaces, + ( ) . -)"],
    ["a date that does not exist", { birthday: "1990-02-30" }, "Birthday must be a past date (YYYY-MM-DD)"],
    ["a birthday to come", { birthday: "2999-01-01" }, "Birthday must be a past date (YYYY-MM-DD)"],
    ["a long phone", { phone: "1".repeat(41) }, "Phone must be at most 40 characters"],
  ])("refuses %s with 400", async (_label, body, message) => {
    const ann = await createUser(t());
    const res = await ann.agent.put("/api/account/contact", body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect((await ann.agent.get("/api/account/contact")).json()).toEqual({ phone: null, birthday: null });
  });
});

describe("the church directory", () => {
  it("shows nothing private until the member chooses, then only what they chose, to that church alone", async () => {
    const { pastor, ann, slug } = await congregation();
    await ann.agent.put("/api/account/contact", { phone: "+1 555 0101", birthday: "1990-03-14" });
    expect(await entryOf(pastor, slug, ann)).toMatchObject({ email: null, phone: null, birthday: null });
    expect((await ann.agent.get(`/api/churches/${slug}`)).json().mySharing).toEqual({
      shareEmail: false,
      sharePhone: false,
      shareBirthday: false,
    });

    const chosen = await ann.agent.put(`/api/churches/${slug}/sharing`, { sharePhone: true, shareBirthday: true });
    expect(chosen.json()).toEqual({ shareEmail: false, sharePhone: true, shareBirthday: true });
    // The birthday without its year.
    expect(await entryOf(pastor, slug, ann)).toMatchObject({ email: null, phone: "+1 555 0101", birthday: "03-14" });
    await ann.agent.put(`/api/churches/${slug}/sharing`, { shareEmail: true });
    expect((await entryOf(pastor, slug, ann)).email).toBe(ann.email);

    // Another church of hers shows none of it.
    const other = await congregation();
    await ann.agent.post(`/api/churches/${other.slug}/join`);
    expect(await entryOf(other.pastor, other.slug, ann)).toMatchObject({ email: null, phone: null, birthday: null });
    // Nor does her public profile.
    expect(JSON.stringify((await pastor.agent.get(`/api/users/${ann.user.id}`)).json())).not.toMatch(/555 0101|03-14|1990/);
  });

  it("refuses a choice that is not true or false, and an empty one", async () => {
    const { ann, slug } = await congregation();
    const res = await ann.agent.put(`/api/churches/${slug}/sharing`, { shareEmail: "yes" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "shareEmail must be true or false" });
    expect((await ann.agent.put(`/api/churches/${slug}/sharing`, {})).json()).toEqual({ message: "Nothing to change" });
  });
});

describe("the directory, a page at a time", () => {
  it("lists leaders first, then everyone by name, a page after another; and finds a member by part of their name", async () => {
    const pastor = await createUser(t(), { firstName: "Zoe", lastName: "Pastor" });
    const slug = `p-${Math.random().toString(36).slice(2, 10)}`;
    await pastor.agent.post("/api/churches", { name: "Bethany", slug, joinMode: "open" });
    for (const firstName of ["Carl", "Álvaro", "Bella", "Dana"]) {
      const member = await createUser(t(), { firstName, lastName: "Member" });
      await member.agent.post(`/api/churches/${slug}/join`);
    }
    const page = async (query: string) =>
      (await pastor.agent.get(`/api/churches/${slug}/members?${query}`)).json() as { user: { id: number; firstName: string } }[];
    const first = await page("limit=3");
    expect(first.map((m) => m.user.firstName)).toEqual(["Zoe", "Álvaro", "Bella"]);
    const second = await page(`limit=3&after=${first.at(-1)!.user.id}`);
    expect(second.map((m) => m.user.firstName)).toEqual(["Carl", "Dana"]);
    expect((await page("q=alv")).map((m) => m.user.firstName)).toEqual(["Álvaro"]);
    // A new name takes its place in the order.
    const dana = second.at(-1)!.user;
    await t().db.execute(sql`update users set first_name = 'Aaron' where id = ${dana.id}`);
    expect((await page("limit=3")).map((m) => m.user.firstName)).toEqual(["Zoe", "Aaron", "Álvaro"]);
    const refused = await pastor.agent.get(`/api/churches/${slug}/members?limit=101`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: "limit must be at most 100" });
  });
});
