import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SuggestedUser } from "../../../contract/suggestions";
import { queryRows } from "../../../server/db/client";
import { seedDemo } from "../../../server/demo/seed";
import { refreshSuggestionLists } from "../../../server/services/people/suggestion-lists";
import { connect, createPost, createUser, type SignedInUser } from "../../helpers/factories";
import { idsOf, suggestedTo } from "../../helpers/suggestions";
import { useTestApp } from "../../helpers/test-app";

// The background task stays out of the way: each test works lists out when it means to.
const t = useTestApp({ env: { SUGGESTIONS_EVERY_SECONDS: "3600" } });

async function setProfile(who: SignedInUser, fields: { church?: string; location?: string }) {
  if (fields.church !== undefined) await t().db.execute(sql`update users set church_affiliation = ${fields.church} where id = ${who.user.id}`);
  if (fields.location !== undefined) await t().db.execute(sql`update users set location = ${fields.location} where id = ${who.user.id}`);
}

/** A public group of `admin`'s that each of `members` joins. */
async function groupOf(admin: SignedInUser, members: SignedInUser[], name = "Tuesday Bible Study") {
  const group = await admin.agent.post("/api/groups", { name, isPrivate: false });
  expect(group.statusCode, group.body).toBe(201);
  for (const member of members) {
    const joined = await member.agent.post(`/api/groups/${group.json().id}/join`);
    expect(joined.statusCode, joined.body).toBe(200);
  }
  return group.json() as { id: number };
}

/** Works `who`'s list out again now, as the background task would once it is due. */
async function recompute(who: SignedInUser) {
  await t().db.execute(sql`update suggestion_lists set due_at = now() where user_id = ${who.user.id}`);
  await refreshSuggestionLists(t().db);
}

async function sendRequest(from: SignedInUser, to: SignedInUser): Promise<number> {
  const res = await from.agent.post("/api/connections", { addresseeId: to.user.id });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function decline(who: SignedInUser, requestId: number) {
  const res = await who.agent.put(`/api/connections/${requestId}`, { status: "rejected" });
  expect(res.statusCode, res.body).toBe(200);
}

describe("suggestions: who may be suggested to whom", () => {
  it("never suggests a demo person to a real member, even the newest of the same church; the /demo page lists demo people only", async () => {
    const me = await createUser(t());
    const other = await createUser(t());
    await setProfile(me, { church: "Grace Community Church" });
    // Seeded after the members above, the demo people are the newest, and share my church.
    expect(await seedDemo(t().db)).toBe(true);
    const demoIds = new Set(idsOf(await queryRows<{ id: number }>(t().db, sql`select id from users where is_demo`)));
    expect(demoIds.size).toBeGreaterThan(4);

    const mine = idsOf(await suggestedTo(me));
    expect(mine).toContain(other.user.id);
    expect(mine.filter((id) => demoIds.has(id))).toEqual([]);

    const family = (await me.agent.get("/api/demo/family")).json() as { id: number }[];
    for (const member of family) {
      const demoList = (await me.agent.get(`/api/demo/users/${member.id}/suggested`)).json() as SuggestedUser[];
      expect(demoList.length).toBeGreaterThan(0);
      expect(idsOf(demoList).filter((id) => !demoIds.has(id))).toEqual([]);
      expect(idsOf(demoList)).not.toContain(member.id);
    }
  });

  it("never suggests me, my connections, anyone with a request either way (pending or declined), blocked either way, muted, banned or dismissed: neither in a list worked out before nor after", async () => {
    const me = await createUser(t());
    const stranger = await createUser(t(), { firstName: "Stranger" });
    const connected = await createUser(t());
    const askedByMe = await createUser(t());
    const askedMe = await createUser(t());
    const declinedByMe = await createUser(t());
    const declinedMine = await createUser(t());
    const blockedByMe = await createUser(t());
    const blockedMe = await createUser(t());
    const muted = await createUser(t());
    const banned = await createUser(t());
    const dismissed = await createUser(t());
    const excluded = [connected, askedByMe, askedMe, declinedByMe, declinedMine, blockedByMe, blockedMe, muted, banned, dismissed];

    // Worked out while nothing stood between us: the ten newest members are the ten above.
    const before = idsOf(await suggestedTo(me));
    for (const person of excluded) expect(before).toContain(person.user.id);
    expect(before).not.toContain(me.user.id);

    await connect(t(), me, connected);
    await sendRequest(me, askedByMe);
    await sendRequest(askedMe, me);
    await decline(me, await sendRequest(declinedByMe, me));
    await decline(declinedMine, await sendRequest(me, declinedMine));
    expect((await me.agent.post(`/api/users/${blockedByMe.user.id}/block`)).statusCode).toBe(200);
    expect((await blockedMe.agent.post(`/api/users/${me.user.id}/block`)).statusCode).toBe(200);
    expect((await me.agent.post(`/api/users/${muted.user.id}/mute`)).statusCode).toBe(200);
    await t().db.execute(sql`insert into account_holds (user_id, kind, reason) values (${banned.user.id}, 'ban', 'Spam')`);
    expect((await me.agent.delete(`/api/users/suggested/${dismissed.user.id}`)).statusCode).toBe(204);

    // The stored list is read as it stands now...
    const stale = idsOf(await suggestedTo(me));
    expect(stale).toContain(stranger.user.id);
    for (const person of excluded) expect(stale).not.toContain(person.user.id);

    // ...and a list worked out afresh leaves them out too.
    await recompute(me);
    const fresh = idsOf(await suggestedTo(me));
    expect(fresh).toContain(stranger.user.id);
    expect(fresh).not.toContain(me.user.id);
    for (const person of excluded) expect(fresh).not.toContain(person.user.id);
  });

  it("lifting a block gives the person back at once, before the list is worked out again", async () => {
    const me = await createUser(t());
    const other = await createUser(t());
    await suggestedTo(me);
    expect((await me.agent.post(`/api/users/${other.user.id}/block`)).statusCode).toBe(200);
    expect(idsOf(await suggestedTo(me))).not.toContain(other.user.id);
    expect((await me.agent.delete(`/api/users/${other.user.id}/block`)).statusCode).toBe(200);
    expect(idsOf(await suggestedTo(me))).toContain(other.user.id);
  });
});

describe("suggestions: the order and why", () => {
  it("friends of friends (most mutual first), then my church, then my groups (most shared first), then active people nearby, then the newest; each says why", async () => {
    const me = await createUser(t());
    await setProfile(me, { church: "St. Brigid's", location: "Cork" });
    const [friend, friend2] = [await createUser(t()), await createUser(t())];
    await connect(t(), me, friend);
    await connect(t(), me, friend2);
    const fofOne = await createUser(t());
    await connect(t(), friend, fofOne);
    const fofTwo = await createUser(t());
    await connect(t(), friend, fofTwo);
    await connect(t(), friend2, fofTwo);
    const churchmate = await createUser(t());
    await setProfile(churchmate, { church: "st. BRIGID'S" });
    const inTwoOfMyGroups = await createUser(t());
    const inOneOfMyGroups = await createUser(t());
    await groupOf(me, [inTwoOfMyGroups, inOneOfMyGroups, friend]);
    await groupOf(inTwoOfMyGroups, [me], "Alpha Course");
    // Another's group: sharing none of mine counts for nothing.
    await groupOf(await createUser(t()), [], "Elsewhere");
    const neighbour = await createUser(t());
    await setProfile(neighbour, { location: "cork" });
    await createPost(neighbour);
    // Of my place, but silent: only the newest members' reason is left for them.
    const quietNeighbour = await createUser(t());
    await setProfile(quietNeighbour, { location: "Cork" });
    const newcomer = await createUser(t());

    const list = await suggestedTo(me);
    expect(idsOf(list).slice(0, 8)).toEqual([
      fofTwo.user.id,
      fofOne.user.id,
      churchmate.user.id,
      inTwoOfMyGroups.user.id,
      inOneOfMyGroups.user.id,
      neighbour.user.id,
      newcomer.user.id,
      quietNeighbour.user.id,
    ]);
    expect(list.map((u) => u.why)).toEqual([
      { reason: "mutual", mutual: 2 },
      { reason: "mutual", mutual: 1 },
      { reason: "church", church: "st. BRIGID'S" },
      { reason: "group", group: "Alpha Course" },
      { reason: "group", group: "Tuesday Bible Study" },
      { reason: "nearby", location: "cork" },
      { reason: "new" },
      { reason: "new" },
      ...list.slice(8).map(() => ({ reason: "new" })),
    ]);
    expect(list.map((u) => u.mutualConnections).slice(0, 3)).toEqual([2, 1, 0]);
    for (const notSuggested of [me, friend, friend2]) expect(idsOf(list)).not.toContain(notSuggested.user.id);
    expect(list.length).toBeLessThanOrEqual(10);
    expect((list[0] as Record<string, unknown>).email).toBeUndefined();
  });

  it("a group I have left suggests nobody, once my list is worked out again", async () => {
    const me = await createUser(t());
    const admin = await createUser(t());
    const group = await groupOf(admin, [me], "Choir");
    expect((await suggestedTo(me)).find((u) => u.id === admin.user.id)?.why).toEqual({ reason: "group", group: "Choir" });
    expect((await me.agent.post(`/api/groups/${group.id}/leave`)).statusCode).toBe(204);
    await recompute(me);
    expect((await suggestedTo(me)).find((u) => u.id === admin.user.id)?.why).toEqual({ reason: "new" });
  });
});

describe("suggestions: fellow members of a church", () => {
  it("suggests the members of my church on the site, named by it; once I leave, they are not suggested for it", async () => {
    const me = await createUser(t());
    const pastor = await createUser(t());
    const church = await pastor.agent.post("/api/churches", { name: "St Brendan's", slug: "st-brendans-suggests", joinMode: "open" });
    expect(church.statusCode, church.body).toBe(201);
    expect((await me.agent.post("/api/churches/st-brendans-suggests/join")).statusCode).toBe(200);
    await recompute(me);
    expect((await suggestedTo(me)).find((u) => u.id === pastor.user.id)?.why).toEqual({ reason: "church", church: "St Brendan's" });
    expect((await me.agent.post("/api/churches/st-brendans-suggests/leave")).statusCode).toBe(204);
    await recompute(me);
    expect((await suggestedTo(me)).find((u) => u.id === pastor.user.id)?.why).toEqual({ reason: "new" });
  });
});

describe('suggestions: "Not now"', () => {
  it("hides the person for 30 days: at once, and from lists worked out meanwhile; once it lapses they are back", async () => {
    const me = await createUser(t());
    const other = await createUser(t());
    expect(idsOf(await suggestedTo(me))).toContain(other.user.id);

    expect((await me.agent.delete(`/api/users/suggested/${other.user.id}`)).statusCode).toBe(204);
    expect(idsOf(await suggestedTo(me))).not.toContain(other.user.id);
    const [dismissal] = await queryRows<{ days: number }>(
      t().db,
      sql`select round(extract(epoch from until - now()) / 86400)::int as days from suggestion_dismissals
        where user_id = ${me.user.id} and candidate_id = ${other.user.id}`,
    );
    expect(dismissal?.days).toBe(30);
    // Again is fine, and keeps one row.
    expect((await me.agent.delete(`/api/users/suggested/${other.user.id}`)).statusCode).toBe(204);
    await recompute(me);
    expect(idsOf(await suggestedTo(me))).not.toContain(other.user.id);
    const stored = await queryRows<{ candidate_id: number }>(t().db, sql`select candidate_id from suggestions where user_id = ${me.user.id}`);
    expect(stored.map((r) => r.candidate_id)).not.toContain(other.user.id);

    await t().db.execute(sql`update suggestion_dismissals set until = now() - interval '1 minute' where user_id = ${me.user.id}`);
    await recompute(me);
    expect(idsOf(await suggestedTo(me))).toContain(other.user.id);
  });

  it("a lapsed dismissal no longer hides a person still in the stored list", async () => {
    const me = await createUser(t());
    const other = await createUser(t());
    await suggestedTo(me);
    await me.agent.delete(`/api/users/suggested/${other.user.id}`);
    expect(idsOf(await suggestedTo(me))).not.toContain(other.user.id);
    await t().db.execute(sql`update suggestion_dismissals set until = now() - interval '1 minute' where user_id = ${me.user.id}`);
    expect(idsOf(await suggestedTo(me))).toContain(other.user.id);
  });

  it("DELETE /api/users/suggested/:id: 204; 404 for nobody or someone kept from me; 400 for a bad id or myself; 401 signed out", async () => {
    const me = await createUser(t());
    const other = await createUser(t());
    const blocker = await createUser(t());
    await blocker.agent.post(`/api/users/${me.user.id}/block`);
    expect((await me.agent.delete(`/api/users/suggested/${other.user.id}`)).statusCode).toBe(204);
    expect((await me.agent.delete("/api/users/suggested/2147483647")).statusCode).toBe(404);
    expect((await me.agent.delete(`/api/users/suggested/${blocker.user.id}`)).statusCode).toBe(404);
    expect((await me.agent.delete("/api/users/suggested/abc")).statusCode).toBe(400);
    expect((await me.agent.delete(`/api/users/suggested/${me.user.id}`)).statusCode).toBe(400);
    expect((await t().agent().delete(`/api/users/suggested/${other.user.id}`)).statusCode).toBe(401);
    const rows = await queryRows<{ candidate_id: number }>(
      t().db,
      sql`select candidate_id from suggestion_dismissals where user_id = ${me.user.id}`,
    );
    expect(rows.map((r) => r.candidate_id)).toEqual([other.user.id]);
  });
});
