import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../server/db/client";
import { seedDemo } from "../../server/demo/seed";
import { connect, createUser, type SignedInUser } from "../helpers/factories";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

type Suggested = { id: number; mutualConnections: number };
const suggestedTo = async (who: SignedInUser) => (await who.agent.get("/api/users/suggested")).json() as Suggested[];
const idsOf = (list: { id: number }[]) => list.map((u) => u.id);

async function setChurch(who: SignedInUser, church: string) {
  await t().db.execute(sql`update users set church_affiliation = ${church} where id = ${who.user.id}`);
}

/** A public group of `admin`'s that each of `members` joins. */
async function groupOf(admin: SignedInUser, members: SignedInUser[]) {
  const group = await admin.agent.post("/api/groups", { name: "Tuesday Bible Study", isPrivate: false });
  expect(group.statusCode, group.body).toBe(201);
  for (const member of members) {
    const joined = await member.agent.post(`/api/groups/${group.json().id}/join`);
    expect(joined.statusCode, joined.body).toBe(200);
  }
}

describe("suggestions: who may be suggested to whom", () => {
  it("never suggests a demo person to a real member, even the newest of the same church; the /demo page lists demo people only", async () => {
    const me = await createUser(t());
    const other = await createUser(t());
    await setChurch(me, "Grace Community Church");
    // Seeded after the members above, the demo people are the newest, and share my church.
    expect(await seedDemo(t().db)).toBe(true);
    const demoIds = new Set(idsOf(await queryRows<{ id: number }>(t().db, sql`select id from users where is_demo`)));
    expect(demoIds.size).toBeGreaterThan(4);

    const mine = idsOf(await suggestedTo(me));
    expect(mine).toContain(other.user.id);
    expect(mine.filter((id) => demoIds.has(id))).toEqual([]);

    const family = (await me.agent.get("/api/demo/family")).json() as { id: number }[];
    for (const member of family) {
      const demoList = (await me.agent.get(`/api/demo/users/${member.id}/suggested`)).json() as Suggested[];
      expect(demoList.length).toBeGreaterThan(0);
      expect(idsOf(demoList).filter((id) => !demoIds.has(id))).toEqual([]);
    }
  });
});

describe("suggestions: the order", () => {
  it("friends of friends first, then people sharing my groups (most groups first), then my church, then the newest", async () => {
    const me = await createUser(t());
    await setChurch(me, "St. Brigid's");
    const friend = await createUser(t());
    await connect(t(), me, friend);
    const friendOfFriend = await createUser(t());
    await connect(t(), friend, friendOfFriend);
    const inTwoOfMyGroups = await createUser(t());
    const inOneOfMyGroups = await createUser(t());
    const churchmate = await createUser(t());
    await setChurch(churchmate, "st. brigid's");
    // In my group too, but already asked: never suggested.
    const asked = await createUser(t());
    await me.agent.post("/api/connections", { addresseeId: asked.user.id });
    // Another's group: sharing none of mine counts for nothing.
    const elsewhere = await createUser(t());
    await groupOf(elsewhere, []);
    await groupOf(me, [inTwoOfMyGroups, inOneOfMyGroups, friend, asked]);
    await groupOf(inTwoOfMyGroups, [me]);
    const stranger = await createUser(t());

    const list = await suggestedTo(me);
    expect(idsOf(list).slice(0, 5)).toEqual([
      friendOfFriend.user.id,
      inTwoOfMyGroups.user.id,
      inOneOfMyGroups.user.id,
      churchmate.user.id,
      stranger.user.id,
    ]);
    expect(list[0]!.mutualConnections).toBe(1);
    expect(list[1]!.mutualConnections).toBe(0);
    for (const excluded of [me, friend, asked]) expect(idsOf(list)).not.toContain(excluded.user.id);
  });

  it("a person sharing a group with me outranks a newer stranger", async () => {
    const me = await createUser(t());
    const groupmate = await createUser(t());
    await groupOf(groupmate, [me]);
    const stranger = await createUser(t());
    const order = idsOf(await suggestedTo(me));
    expect(order.indexOf(groupmate.user.id)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(groupmate.user.id)).toBeLessThan(order.indexOf(stranger.user.id));
  });
});
