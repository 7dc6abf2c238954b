import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SuggestedUser } from "../../../contract/suggestions";
import { queryRows } from "../../../server/db/client";
import { markSuggestionsDue, refreshSuggestionLists } from "../../../server/services/people/suggestion-lists";
import { connect, createUser, type SignedInUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

// The background task stays out of the way: each test runs its work when it means to.
const t = useTestApp({ env: { SUGGESTIONS_EVERY_SECONDS: "3600" } });

const suggestedTo = async (who: SignedInUser) => {
  const res = await who.agent.get("/api/users/suggested");
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SuggestedUser[];
};
const whyOf = (list: SuggestedUser[], who: SignedInUser) => list.find((u) => u.id === who.user.id)?.why;

type ListRow = { computed_at: Date | null; due_at: Date | null; due_in: number | null };
async function listOf(who: SignedInUser): Promise<ListRow | undefined> {
  const [row] = await queryRows<ListRow>(
    t().db,
    sql`select computed_at, due_at, extract(epoch from due_at - now())::float as due_in from suggestion_lists where user_id = ${who.user.id}`,
  );
  return row;
}

async function storedCount(who: SignedInUser): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t().db, sql`select count(*)::int as n from suggestions where user_id = ${who.user.id}`);
  return row!.n;
}

/** Nothing is due anywhere: each test says what is. */
async function nothingDue() {
  await t().db.execute(sql`update suggestion_lists set due_at = null`);
}

/** The lists marked due a few seconds ahead are due now, and the work runs. */
async function runDueNow() {
  await t().db.execute(sql`update suggestion_lists set due_at = now() where due_at is not null`);
  return refreshSuggestionLists(t().db);
}

describe("suggestion lists: a new member", () => {
  it("gets a list row at sign-up, worked out at their first read (not before), which stores the list", async () => {
    const other = await createUser(t());
    const me = await createUser(t());
    expect(await listOf(me)).toMatchObject({ computed_at: null, due_at: null });
    await refreshSuggestionLists(t().db);
    expect((await listOf(me))?.computed_at).toBeNull();

    const list = await suggestedTo(me);
    expect(list.map((u) => u.id)).toContain(other.user.id);
    const after = await listOf(me);
    expect(after?.computed_at).not.toBeNull();
    expect(after?.due_at).toBeNull();
    expect(await storedCount(me)).toBeGreaterThanOrEqual(list.length);
  });

  it("a member with no list row at all (made outside sign-up) gets one at their first read", async () => {
    const me = await createUser(t());
    await t().db.execute(sql`delete from suggestion_lists where user_id = ${me.user.id}`);
    expect((await suggestedTo(me)).length).toBeGreaterThan(0);
    expect((await listOf(me))?.computed_at).not.toBeNull();
  });
});

describe("suggestion lists: worked out again after a change", () => {
  it("accepting a request marks both lists due in a few seconds; the read already hides the new connection; once the task runs, their friends are friends of friends", async () => {
    const me = await createUser(t());
    const friend = await createUser(t());
    const friendOfFriend = await createUser(t());
    await connect(t(), friend, friendOfFriend);
    const first = await suggestedTo(me);
    expect(whyOf(first, friendOfFriend)).toEqual({ reason: "new" });
    expect(whyOf(first, friend)).toEqual({ reason: "new" });
    await suggestedTo(friend);
    await nothingDue();

    const request = await me.agent.post("/api/connections", { addresseeId: friend.user.id });
    expect(request.statusCode, request.body).toBe(201);
    // Asked: gone from my suggestions at once, though my stored list still has them.
    expect(whyOf(await suggestedTo(me), friend)).toBeUndefined();
    expect((await friend.agent.put(`/api/connections/${request.json().id}`, { status: "accepted" })).statusCode).toBe(200);

    for (const who of [me, friend]) {
      const list = await listOf(who);
      expect(list?.due_in).toBeGreaterThan(0);
      expect(list?.due_in).toBeLessThanOrEqual(10);
    }
    // Not yet due: the task leaves them; the read hides the connection all the same.
    expect(await refreshSuggestionLists(t().db)).toBe(0);
    const between = await suggestedTo(me);
    expect(whyOf(between, friend)).toBeUndefined();
    expect(whyOf(between, friendOfFriend)).toEqual({ reason: "new" });

    const computedBefore = new Date((await listOf(me))!.computed_at!);
    expect(await runDueNow()).toBe(2);
    const after = await listOf(me);
    expect(after?.due_at).toBeNull();
    expect(new Date(after!.computed_at!).getTime()).toBeGreaterThanOrEqual(computedBefore.getTime());
    const list = await suggestedTo(me);
    expect(list[0]).toMatchObject({ id: friendOfFriend.user.id, mutualConnections: 1, why: { reason: "mutual", mutual: 1 } });
    expect(whyOf(list, friend)).toBeUndefined();
  });

  it("joining or leaving a group, changing church or place, blocking and unblocking mark the lists concerned due", async () => {
    const me = await createUser(t());
    const other = await createUser(t());
    const group = (await other.agent.post("/api/groups", { name: "Choir", isPrivate: false })).json() as { id: number };
    const dueNow = async () => {
      const due = await queryRows<{ user_id: number }>(
        t().db,
        sql`select user_id from suggestion_lists where due_at is not null and user_id = any(${sql.param([me.user.id, other.user.id])}::int[]) order by user_id`,
      );
      await nothingDue();
      return due.map((r) => r.user_id);
    };
    await nothingDue();

    expect((await me.agent.post(`/api/groups/${group.id}/join`)).statusCode).toBe(200);
    expect(await dueNow()).toEqual([me.user.id]);
    expect((await me.agent.post(`/api/groups/${group.id}/leave`)).statusCode).toBe(204);
    expect(await dueNow()).toEqual([me.user.id]);
    const profile = { firstName: "Grace", lastName: "Hopper", churchAffiliation: "St. Anne's", location: "Leeds", aboutMe: null };
    expect((await me.agent.put("/api/users/profile", profile)).statusCode).toBe(200);
    expect(await dueNow()).toEqual([me.user.id]);
    expect((await me.agent.post(`/api/users/${other.user.id}/block`)).statusCode).toBe(200);
    expect(await dueNow()).toEqual([me.user.id, other.user.id]);
    expect((await me.agent.delete(`/api/users/${other.user.id}/block`)).statusCode).toBe(200);
    expect(await dueNow()).toEqual([me.user.id, other.user.id]);
  });

  it("a list worked out over a day ago is worked out again, so members who joined since appear", async () => {
    const me = await createUser(t());
    await suggestedTo(me);
    const newcomer = await createUser(t());
    expect(whyOf(await suggestedTo(me), newcomer)).toBeUndefined();
    await nothingDue();
    await t().db.execute(sql`update suggestion_lists set computed_at = now() - interval '23 hours' where user_id = ${me.user.id}`);
    await refreshSuggestionLists(t().db);
    expect(whyOf(await suggestedTo(me), newcomer)).toBeUndefined();
    await t().db.execute(sql`update suggestion_lists set computed_at = now() - interval '25 hours' where user_id = ${me.user.id}`);
    await refreshSuggestionLists(t().db);
    expect(whyOf(await suggestedTo(me), newcomer)).toEqual({ reason: "new" });
  });
});

describe("suggestion lists: the background work", () => {
  it("two runs at once share the due lists: each is worked out once", async () => {
    const people: SignedInUser[] = [];
    for (let i = 0; i < 25; i++) people.push(await createUser(t()));
    await nothingDue();
    await t().db.execute(
      sql`update suggestion_lists set computed_at = null where user_id = any(${sql.param(people.map((p) => p.user.id))}::int[])`,
    );
    await markSuggestionsDue(
      t().db,
      people.map((p) => p.user.id),
    );
    await t().db.execute(sql`update suggestion_lists set due_at = now() where due_at is not null`);
    const [a, b] = await Promise.all([refreshSuggestionLists(t().db), refreshSuggestionLists(t().db)]);
    expect(a + b).toBe(people.length);
    const computed = await queryRows<{ n: number }>(
      t().db,
      sql`select count(*)::int as n from suggestion_lists
        where user_id = any(${sql.param(people.map((p) => p.user.id))}::int[]) and computed_at is not null and due_at is null`,
    );
    expect(computed[0]!.n).toBe(people.length);
    expect(await refreshSuggestionLists(t().db)).toBe(0);
  });

  it("a run stops between batches once its time is spent, leaving the rest for the next", async () => {
    const people: SignedInUser[] = [];
    for (let i = 0; i < 12; i++) people.push(await createUser(t()));
    await nothingDue();
    await t().db.execute(sql`update suggestion_lists set due_at = now() where user_id = any(${sql.param(people.map((p) => p.user.id))}::int[])`);
    const first = await refreshSuggestionLists(t().db, { budgetMs: 0 });
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(people.length);
    expect(first + (await refreshSuggestionLists(t().db))).toBe(people.length);
  });
});
