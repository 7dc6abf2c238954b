import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Db, hotReadParams, queryRows } from "../../../server/db/client";
import { feedFirstPage, feedNextPage } from "../../../server/services/posts/posts";
import { connect, createUser } from "../../helpers/factories";
import { drainAll } from "../../helpers/feed";
import { useTestApp } from "../../helpers/test-app";

// PostgreSQL locks every table and index a statement's plan names, on every run. A backend
// keeps its first sixteen such locks on its own fast path; past that they go through the lock
// table that every connection shares, and the readers of the home feed, its busiest statement,
// would queue on one another there (the feed answered 30% fewer requests a second when its
// plan named 23). So what a page shows of each post is kept on the post's row, not joined.
const t = useTestApp();
const FAST_PATH_LOCKS = 16;

type PlanNode = { "Relation Name"?: string; "Index Name"?: string; Plans?: PlanNode[] };

/** The tables and indexes of a node and all below it. */
function namedIn(node: PlanNode, into = new Set<string>()): Set<string> {
  if (node["Relation Name"]) into.add(`table ${node["Relation Name"]}`);
  if (node["Index Name"]) into.add(`index ${node["Index Name"]}`);
  for (const child of node.Plans ?? []) namedIn(child, into);
  return into;
}

const literal = (value: unknown) =>
  typeof value === "number" ? String(value) : value == null ? "null" : `'${String(value).replace(/'/g, "''")}'`;

/** The tables and indexes of the one generic plan the app's pipelined connections run `read` with. */
async function planOf(db: Db, read: typeof feedFirstPage, values: { viewerId: number; limit: number; cursor?: number }) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare feed_plan as ${read.text}`));
    const args = hotReadParams(read, values).map(literal).join(", ");
    const [row] = await queryRows<{ "QUERY PLAN": [{ Plan: PlanNode }] | string }>(
      tx,
      sql.raw(`explain (format json) execute feed_plan(${args})`),
    );
    await tx.execute(sql`deallocate feed_plan`);
    const plan = row!["QUERY PLAN"];
    return namedIn((typeof plan === "string" ? JSON.parse(plan) : plan)[0].Plan);
  });
}

describe("the home feed's statement", () => {
  it("names no more tables and indexes than a backend locks on its fast path, on the first page and the next", async () => {
    const reader = await createUser(t());
    const friend = await createUser(t());
    await connect(t(), reader, friend);
    const group = (await reader.agent.post("/api/groups", { name: "Plan readers" })).json() as { id: number };
    await friend.agent.post("/api/posts", { content: "On a wall", type: "text", audience: { kind: "connections" } });
    await reader.agent.post("/api/posts", { content: "In a group", type: "prayer", audience: { kind: "group", groupId: group.id } });
    await drainAll(t());
    const first = await planOf(t().db, feedFirstPage, { viewerId: reader.user.id, limit: 20 });
    const next = await planOf(t().db, feedNextPage, { viewerId: reader.user.id, limit: 20, cursor: 1_000_000 });
    expect(first.size, [...first].join(", ")).toBeLessThanOrEqual(FAST_PATH_LOCKS);
    expect(next.size, [...next].join(", ")).toBeLessThanOrEqual(FAST_PATH_LOCKS);
    // The places' tables are not among them.
    for (const name of ["table groups", "table churches", "table group_members", "table church_members"]) expect(first).not.toContain(name);
  });
});
