import { and, asc, eq, sql } from "drizzle-orm";
import { displayName } from "../../contract/display-name";
import type { InteractResult, Interaction } from "../../contract/posts";
import { type Db, queryRows } from "../db/client";
import { interactions, notifications, posts } from "../db/schema";
import type { EventBus } from "../realtime/event-bus";
import { publishNotice } from "../realtime/publish-notice";
import { type NewNotification, notifyStatement, storedNotice } from "./notifications";
import { findUserById } from "./users";
import { findPostToJoinIn, findVisiblePost } from "./visibility";

/**
 * Praying is a toggle. The interaction row, the post's counter and the author's notification
 * change together in one statement (so one transaction, and the post's row is locked only
 * while it runs: a popular post takes many prayers at once); un-praying also withdraws a
 * notice not yet read.
 */
export async function togglePrayer(db: Db, events: EventBus, userId: number, postId: number): Promise<InteractResult> {
  const [post, actor] = await Promise.all([findPostToJoinIn(db, userId, postId), findUserById(db, userId)]);
  const notification: NewNotification = {
    userId: post.authorId,
    actorId: userId,
    type: "post_prayer",
    title: post.type === "prayer" ? "Someone is praying for you" : "New prayer",
    message:
      post.type === "prayer"
        ? `${displayName(actor)} is praying for your prayer request.`
        : `${displayName(actor)} prayed for your post.`,
    postId,
  };
  const mine = sql`post_id = ${postId}::integer and user_id = ${userId}::integer and type = 'prayer'`;
  const [row] = await queryRows<{ prayed: boolean; prayer_count: number; notice_id: number | null; notice_at: Date | null }>(
    db,
    sql`with removed as (
        delete from ${interactions} where ${mine} returning post_id
      ), added as (
        -- A simultaneous toggle by the same person may get there first: then nothing is added.
        insert into ${interactions} (post_id, user_id, type)
        select ${postId}::integer, ${userId}::integer, 'prayer' where not exists (select 1 from removed)
        on conflict do nothing returning post_id
      ), counted as (
        update ${posts} set prayer_count = prayer_count + (select count(*) from added) - (select count(*) from removed)
        where id = ${postId}::integer returning prayer_count
      ), withdrawn as (
        delete from ${notifications}
        where post_id = ${postId}::integer and actor_id = ${userId}::integer and type = 'post_prayer' and not is_read
          and exists (select 1 from removed)
      ), notice as (
        ${notifyStatement(notification, sql`exists (select 1 from added)`)}
      )
      select not exists (select 1 from removed) as prayed, (select prayer_count from counted) as prayer_count,
        (select id from notice) as notice_id, (select created_at from notice) as notice_at`,
  );
  publishNotice(db, events, storedNotice(notification, row!.notice_id, row!.notice_at));
  return { prayed: row!.prayed, prayerCount: row!.prayer_count };
}

export async function listInteractions(db: Db, viewerId: number, postId: number): Promise<Interaction[]> {
  await findVisiblePost(db, viewerId, postId);
  const rows = await db
    .select({ userId: interactions.userId })
    .from(interactions)
    .where(and(eq(interactions.postId, postId), eq(interactions.type, "prayer")))
    .orderBy(asc(interactions.createdAt));
  return rows.map((r) => ({ type: "prayer", userId: r.userId }));
}
