import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { queryRows, readCacheStats } from "../../../server/db/client";
import { unreadCountStatement } from "../../../server/services/notifications/notifications";
import { feedStatement } from "../../../server/services/posts/posts";
import { feedEvents, writtenStatement } from "../../../server/services/events/calendar-files";
import { calendarOccurrenceIds, calendarPlacesStatement } from "../../../server/services/events/calendars";
import { amongStatement } from "../../../server/services/events/occurrence-reads";
import { feedJsonStatement } from "../../../server/services/posts/post-query";
import { feedPage, prayerRequestsOf } from "../../../server/services/posts/feed-entries";
import { writeElsewhere } from "../../helpers/databases";
import { connect, createPost, createUser, type SignedInUser } from "../../helpers/factories";
import { drainAll } from "../../helpers/feed";
import { useTestApp } from "../../helpers/test-app";

const t = useTestApp();

const feed = async (member: SignedInUser) => {
  const res = await member.agent.get("/api/posts/feed");
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; content: string; prayerCount: number; prayedByMe: boolean }[];
};
const unread = async (member: SignedInUser) => (await member.agent.get("/api/notifications/count")).json().count as number;

async function friends() {
  const ann = await createUser(t(), { firstName: "Ann" });
  const ben = await createUser(t(), { firstName: "Ben" });
  await connect(t(), ann, ben);
  const post = await createPost(ann, { content: "Pray for the harvest" });
  await drainAll(t());
  return { ann, ben, post };
}

describe("the read cache", () => {
  it("answers a feed page asked again with nothing changed from memory", async () => {
    const { ben, post } = await friends();
    const first = await feed(ben);
    expect(first.map((p) => p.id)).toEqual([post.id]);
    // After a write of this process (the setup's) it first waits for the database to confirm it.
    const before = readCacheStats(t().db)!;
    await expect.poll(async () => (await feed(ben)) && readCacheStats(t().db)!.hits).toBeGreaterThan(before.hits);
    const hits = readCacheStats(t().db)!.hits;
    expect(await feed(ben)).toEqual(first);
    expect(readCacheStats(t().db)!.hits).toBe(hits + 1);
  });

  it("shows a member their own prayer at once on the next page they load", async () => {
    const { ben, post } = await friends();
    expect((await feed(ben))[0]).toMatchObject({ prayerCount: 0, prayedByMe: false });
    const res = await ben.agent.post(`/api/posts/${post.id}/interact`, { type: "prayer" });
    expect(res.statusCode).toBe(200);
    expect((await feed(ben))[0]).toMatchObject({ prayerCount: 1, prayedByMe: true });
  });

  it("shows a post written by a connection as soon as it reaches the feed", async () => {
    const { ann, ben } = await friends();
    await feed(ben);
    const next = await createPost(ann, { content: "Thank you all" });
    await drainAll(t());
    expect((await feed(ben)).map((p) => p.id)).toContain(next.id);
  });

  it("shows a connection's new post at once, before it is copied into the feeds", async () => {
    const ann = await createUser(t());
    const ben = await createUser(t());
    await connect(t(), ann, ben);
    expect(await feed(ben)).toEqual([]);
    const next = await createPost(ann, { content: "Pray for our trip" });
    expect((await feed(ben)).map((p) => p.id)).toEqual([next.id]);
  });

  it("hears a write made by another process, or by hand, and answers the new page", async () => {
    const { ben, post } = await friends();
    await feed(ben);
    await writeElsewhere(t().db, sql`update posts set content = 'Pray for the rain' where id = ${post.id}`);
    await expect.poll(async () => (await feed(ben))[0]?.content).toBe("Pray for the rain");
  });

  it("shows again a post a moderator restores, and an author whose ban is lifted", async () => {
    const { ann, ben, post } = await friends();
    await writeElsewhere(t().db, sql`update posts set moderation = 'removed' where id = ${post.id}`);
    await expect.poll(async () => (await feed(ben)).length).toBe(0);
    await writeElsewhere(t().db, sql`update posts set moderation = null where id = ${post.id}`);
    await expect.poll(async () => (await feed(ben)).length).toBe(1);

    await writeElsewhere(t().db, sql`insert into account_holds (user_id, kind, reason) values (${ann.user.id}, 'ban', 'spam')`);
    await expect.poll(async () => (await feed(ben)).length).toBe(0);
    await writeElsewhere(t().db, sql`delete from account_holds where user_id = ${ann.user.id}`);
    await expect.poll(async () => (await feed(ben)).length).toBe(1);
  });

  it("counts a new notice and a notice read at once", async () => {
    const { ann, ben, post } = await friends();
    expect(await unread(ann)).toBe(0);
    await ben.agent.post(`/api/posts/${post.id}/interact`, { type: "prayer" });
    await expect.poll(() => unread(ann)).toBe(1);
    expect((await ann.agent.put("/api/notifications/read")).statusCode).toBe(200);
    expect(await unread(ann)).toBe(0);
    await writeElsewhere(t().db, sql`update notifications set is_read = false where user_id = ${ann.user.id}`);
    await expect.poll(() => unread(ann)).toBe(1);
  });

  it("is told of writes to every table the cached reads read", async () => {
    // Every relation in the plans of the cached statements must send the keys of its writes
    // (a table left out would leave pages showing what it no longer holds).
    const statements = [
      feedStatement(1, 20),
      feedStatement(1, 20, 1000),
      feedJsonStatement(1, feedPage(1, 20, undefined, prayerRequestsOf(null))),
      feedJsonStatement(1, feedPage(1, 20, 1000, prayerRequestsOf("health"))),
      unreadCountStatement(1),
      amongStatement(1, calendarOccurrenceIds(1, { from: "2027-03-01", to: "2027-04-01", timeZone: "Asia/Tokyo" }), 1001),
      calendarPlacesStatement(1),
      writtenStatement(feedEvents(1, "2027-03-01")),
    ];
    const read = new Set<string>();
    for (const statement of statements) {
      const { sql: text, params } = new PgDialect().sqlToQuery(statement);
      const [plan] = await queryRows<{ "QUERY PLAN": unknown }>(
        t().db,
        sql.raw(`explain (format json) ${text.replace(/\$(\d+)/g, (_, n) => literal(params[Number(n) - 1]))}`),
      );
      JSON.stringify(plan!["QUERY PLAN"], (key, value) => {
        if (key === "Relation Name") read.add(value);
        return value;
      });
    }
    expect([...read].sort()).toEqual(expect.arrayContaining(["feed_entries", "event_occurrences", "event_rsvps", "blocks"]));
    const watched = await queryRows<{ table: string }>(
      t().db,
      sql`select distinct c.relname as table from pg_trigger g join pg_class c on c.oid = g.tgrelid
        where g.tgname in ('read_cache_rows', 'read_cache_insert', 'read_cache_holds_changed')`,
    );
    const told = new Set(watched.map((w) => w.table));
    expect([...read].filter((table) => !told.has(table))).toEqual([]);
  });
});

describe("the read cache, turned off", () => {
  const off = useTestApp({ database: { readCacheBytes: 0 } });

  it("keeps nothing, and every answer is the database's", async () => {
    expect(readCacheStats(off().db)).toBeUndefined();
    const ann = await createUser(off());
    await createPost(ann, { content: "Amen" });
    await drainAll(off());
    const res = await ann.agent.get("/api/posts/feed");
    expect(res.json().map((p: { content: string }) => p.content)).toEqual(["Amen"]);
  });
});

const literal = (value: unknown) => (value === null || value === undefined ? "null" : typeof value === "number" ? String(value) : `'${value}'`);
