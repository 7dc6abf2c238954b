import { and, eq, or, sql } from "drizzle-orm";
import type { Notification } from "../../contract/notifications";
import type { Post } from "../../contract/posts";
import { type Db, queryRows } from "../../server/db/client";
import { connections } from "../../server/db/schema";
import { disconnectFeeds } from "../../server/services/posts/feed-entries";
import { fixAnonymousReaders } from "../../server/services/posts/posts";
import { ok } from "./access";
import { databaseDigest } from "./digest";
import { type SignedInUser, createPost } from "./factories";
import type { TestApp } from "./test-app";

/**
 * A clock the test moves: the app's time is the real time plus `offset`, or, while `heldAt` is
 * set, that moment plus `offset` (held still, so what a slow machine sends falls in one window).
 */
export function movableClock() {
  const clock = { offset: 0, heldAt: null as number | null, now: () => (clock.heldAt ?? Date.now()) + clock.offset };
  return clock;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Every row the prayer routes could change, beside the rest of the database. */
export async function prayerDigest(db: Db): Promise<string> {
  const [row] = await queryRows<{ h: string }>(
    db,
    sql`select md5(
      (select coalesce(string_agg(x::text, '|' order by x::text), '') from prayer_updates x) ||
      (select coalesce(string_agg(x::text, '|' order by x::text), '') from prayer_list x) ||
      (select coalesce(string_agg(x::text, '|' order by x::text), '') from prayer_reminders x)) as h`,
  );
  return `${await databaseDigest(db)},prayer:${row!.h}`;
}

export const prayerRequest = (author: SignedInUser, content = "Please pray for my mother's surgery") =>
  createPost(author, { type: "prayer", content });

/** `who` prays for the post (the existing toggle). */
export async function prayFor(who: SignedInUser, post: { id: number }): Promise<void> {
  const res = ok(await who.agent.post(`/api/posts/${post.id}/interact`, { type: "prayer" }), 200);
  if (!res.prayed) throw new Error("expected a prayer, got an un-prayer");
}

/**
 * Makes a post anonymous in the database (creating one so is another route's concern), with
 * its readers fixed as writing it so would: for all connections, the author's connections now.
 */
export async function makeAnonymous(t: TestApp, post: Post): Promise<void> {
  await t.db.execute(sql`update posts set anonymous = true where id = ${post.id}`);
  if (post.groupId === null && post.audience === "connections") await t.db.execute(fixAnonymousReaders(post.authorId!, sql`${post.id}::int`));
}

/** Ends a connection in the database (as blocking does, without the block). */
export async function disconnect(t: TestApp, a: SignedInUser, b: SignedInUser): Promise<void> {
  await t.db.transaction(async (tx) => {
    await tx
      .delete(connections)
      .where(
        or(
          and(eq(connections.requesterId, a.user.id), eq(connections.addresseeId, b.user.id)),
          and(eq(connections.requesterId, b.user.id), eq(connections.addresseeId, a.user.id)),
        ),
      );
    await disconnectFeeds(tx, a.user.id, b.user.id);
  });
}

export async function noticesOf(who: SignedInUser, type?: string): Promise<Notification[]> {
  const all = ok<Notification[]>(await who.agent.get("/api/notifications"), 200);
  return type ? all.filter((n) => n.type === type) : all;
}
