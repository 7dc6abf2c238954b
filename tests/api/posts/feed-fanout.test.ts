import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../../server/db/client";
import { compactQueue } from "../../../server/services/posts/feed-entries";
import { connect, createPost, createUser, type SignedInUser } from "../../helpers/factories";
import { drainAll } from "../../helpers/feed";
import { type TestApp, useTestApp } from "../../helpers/test-app";

// The home feed is written ahead: a post is copied into its readers' feeds just after it is
// answered. These tests look at both sides of that copy: what a reader sees before and after
// it, and the rows it leaves.
const t = useTestApp();

const feedIds = async (who: SignedInUser, query = "") =>
  ((await who.agent.get(`/api/posts/feed${query}`)).json() as { id: number }[]).map((p) => p.id);

const entriesOf = async (app: TestApp, postId: number) =>
  (await queryRows<{ user_id: number }>(app.db, sql`select user_id from feed_entries where post_id = ${postId} order by user_id`)).map(
    (r) => r.user_id,
  );

const queued = async (app: TestApp, postId: number) =>
  (await queryRows(app.db, sql`select 1 from feed_fanouts where post_id = ${postId}`)).length > 0;

describe("the feed, written ahead", () => {
  it("shows a new post to the author's connections at once, before and after it is copied to them", async () => {
    const author = await createUser(t());
    const friend = await createUser(t());
    const stranger = await createUser(t());
    await connect(t(), author, friend);

    const post = await createPost(author, { content: "Please pray for my exams" });
    // Whether or not the worker got to it yet, the friend sees it and the stranger does not.
    expect(await feedIds(friend)).toEqual([post.id]);
    expect(await feedIds(stranger)).toEqual([]);

    await drainAll(t());
    expect(await queued(t(), post.id)).toBe(false);
    expect(await entriesOf(t(), post.id)).toEqual([author.user.id, friend.user.id].sort((a, b) => a - b));
    expect(await feedIds(friend)).toEqual([post.id]);
    expect(await feedIds(author)).toEqual([post.id]);
    expect(await feedIds(stranger)).toEqual([]);
  });

  it("brings each side's earlier posts into the other's feed when a request is accepted", async () => {
    const asker = await createUser(t());
    const answerer = await createUser(t());
    const older = await createPost(asker, { content: "Written before we met" });
    const alsoOlder = await createPost(answerer, { content: "Mine, from before" });
    await drainAll(t());
    expect(await feedIds(answerer)).toEqual([alsoOlder.id]);

    const request = (await asker.agent.post("/api/connections", { addresseeId: answerer.user.id })).json();
    expect(await feedIds(answerer)).toEqual([alsoOlder.id]);
    await answerer.agent.put(`/api/connections/${request.id}`, { status: "accepted" });

    expect(await feedIds(answerer)).toEqual([alsoOlder.id, older.id]);
    expect(await feedIds(asker)).toEqual([alsoOlder.id, older.id]);
  });

  it("copies a queued post that accepting a connection already copied, leaving one row per reader", async () => {
    const author = await createUser(t());
    const friend = await createUser(t());
    const newFriend = await createUser(t());
    await connect(t(), author, friend);
    const post = await createPost(author, { content: "Pray with me tonight" });
    await drainAll(t());
    // As when a request is accepted while the post waits in the queue: the new connection's
    // copy of the author's posts takes the queued post too, so its row is there before the drain.
    await connect(t(), author, newFriend);
    expect(await entriesOf(t(), post.id)).toContain(newFriend.user.id);
    await t().db.execute(sql`insert into feed_fanouts (post_id) values (${post.id})`);

    await drainAll(t());
    expect(await queued(t(), post.id)).toBe(false);
    expect(await entriesOf(t(), post.id)).toEqual([author.user.id, friend.user.id, newFriend.user.id].sort((a, b) => a - b));
    expect(await feedIds(newFriend)).toEqual([post.id]);
    expect(await feedIds(friend)).toEqual([post.id]);
  });

  it("takes a deleted post out of every feed it was copied into", async () => {
    const author = await createUser(t());
    const friend = await createUser(t());
    await connect(t(), author, friend);
    const kept = await createPost(author, { content: "Kept" });
    const gone = await createPost(author, { content: "Deleted" });
    await drainAll(t());
    expect(await entriesOf(t(), gone.id)).toHaveLength(2);

    expect((await author.agent.delete(`/api/posts/${gone.id}`)).statusCode).toBe(204);
    expect(await entriesOf(t(), gone.id)).toEqual([]);
    expect(await feedIds(friend)).toEqual([kept.id]);
  });

  it("keeps pages full and in order across queued and copied posts and a leftover row", async () => {
    const me = await createUser(t());
    const friend = await createUser(t());
    await connect(t(), me, friend);
    const copied = [];
    for (let i = 0; i < 3; i++) copied.push((await createPost(friend, { content: `copied ${i}` })).id);
    await drainAll(t());
    const waiting = [];
    for (let i = 0; i < 2; i++) waiting.push((await createPost(friend, { content: `waiting ${i}` })).id);
    // A row whose post no longer exists (a delete racing a copy) must not shorten a page.
    await t().db.execute(sql`insert into feed_entries (user_id, post_id) values (${me.user.id}, ${copied[1]! + 1_000_000})`);

    const newestFirst = [...copied, ...waiting].sort((a, b) => b - a);
    expect(await feedIds(me, "?limit=3")).toEqual(newestFirst.slice(0, 3));
    expect(await feedIds(me, `?limit=3&cursor=${newestFirst[2]}`)).toEqual(newestFirst.slice(3));
  });

  it("copies a group's posts into its members' feeds alone, never a connection's outside it", async () => {
    const member = await createUser(t());
    const fellow = await createUser(t());
    const friend = await createUser(t());
    await connect(t(), member, friend);
    const group = (await member.agent.post("/api/groups", { name: "Tuesday Prayer", isPrivate: false })).json();
    expect((await fellow.agent.post(`/api/groups/${group.id}/join`)).statusCode).toBe(200);
    const res = await member.agent.post(`/api/groups/${group.id}/posts`, { content: "For the group", type: "prayer" });
    expect(res.statusCode).toBe(201);
    await drainAll(t());
    expect(await entriesOf(t(), res.json().id)).toEqual([member.user.id, fellow.user.id].sort((a, b) => a - b));
    expect(await queued(t(), res.json().id)).toBe(false);
    expect(await feedIds(friend)).toEqual([]);
  });

  it("is drained by the app itself, even for posts queued by a process that stopped", async () => {
    const author = await createUser(t());
    const friend = await createUser(t());
    await connect(t(), author, friend);
    // What a process that died right after answering would leave: the post, the author's
    // row and the queue row, and nobody to copy it.
    const [row] = await queryRows<{ id: number }>(
      t().db,
      sql`insert into posts (author_id, content, type) values (${author.user.id}, 'Left behind', 'text') returning id`,
    );
    await t().db.execute(sql`insert into feed_entries (user_id, post_id) values (${author.user.id}, ${row!.id})`);
    await t().db.execute(sql`insert into feed_fanouts (post_id) values (${row!.id})`);

    await expect.poll(() => queued(t(), row!.id), { timeout: 20_000 }).toBe(false);
    expect(await entriesOf(t(), row!.id)).toHaveLength(2);
    expect(await feedIds(friend)).toEqual([row!.id]);
  });

  // 450 posts written and drained: more than the default time on a busy machine.
  it("reuses the queue's space once drained, so reading it stays cheap without autovacuum", { timeout: 120_000 }, async () => {
    const author = await createUser(t());
    const size = async () => (await queryRows<{ bytes: number }>(t().db, sql`select pg_relation_size('feed_fanouts')::int as bytes`))[0]!.bytes;
    const burst = async () => {
      for (let i = 0; i < 150; i++) await createPost(author, { content: `Post ${i}` });
      await drainAll(t());
      await compactQueue(t().db);
    };
    await burst();
    const afterOne = await size();
    expect(afterOne).toBeGreaterThan(0);
    // The next bursts reuse the drained rows' space instead of adding pages.
    await burst();
    await burst();
    expect(await size()).toBe(afterOne);
  });
});
